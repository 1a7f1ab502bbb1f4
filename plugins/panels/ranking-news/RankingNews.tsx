import { useMemo } from 'react';
import { countText } from '../../../core/domain/format/count.ts';
import { isHighlighted, NEWS_RANKING_PATH, newsLabel, rankedNewsItem } from '../../../core/domain/life/rankings.ts';
import type { PanelProps } from '../../../core/engine/registry/types.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useRegistry } from '../../../core/engine/render/use-registry.ts';
import { withCard } from '../../../core/engine/render/panel-entries.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { useReaderValidators } from '../../../core/engine/render/use-reader-validators.ts';
import { resolveRecords } from '../../../core/domain/search/resolve-records.ts';
import type { NewsRankingAnswer } from '../../../schemas/generated/types.ts';
import { RankingFrame, RankNumber } from '../../../ui/ranking/RankingFrame.tsx';
import { useRanking } from '../../../ui/ranking/useRanking.ts';
import { newsRankCard } from './news-rank-card.ts';
import { rankingNewsMessages } from './ranking-news.messages.ts';

/**
 * life.ranking.news (spec 2 §2 hot tab): the most read news of the last 24 hours by heat, the first
 * three highlighted, labelType 1 tagged 'hot' and 2 'new'. Each title is an item the open rules open.
 */
export default function RankingNews({ panel, renderEntry }: PanelProps) {
  const t = useTexts(rankingNewsMessages);
  const { bus } = useEngine();
  const registry = useRegistry();
  const { state, retry } = useRanking<NewsRankingAnswer>(panel, NEWS_RANKING_PATH, 'ranking-news-answer');
  const rows = state.status === 'ready' ? state.data : null;
  useReaderValidators(rows !== null);
  // Each ranked item goes through the feed's item resolution, so a tap opens it like any other.
  const entries = useMemo(() => (rows ? resolveRecords(registry.index, panel.id, rows.map(rankedNewsItem), new Set(), bus) : []), [rows, registry, panel.id, bus]);
  return (
    <RankingFrame panel={panel} title={t('ranking.news')} note={t('ranking.newsWindow')} state={state} retry={retry}>
      {(data) => (
        <ol className="ranking__list" data-testid="ranking-news">
          {data.map((row, i) => {
            const entry = entries[i];
            const label = newsLabel(row.labelType);
            return (
              <li key={row.id} className={`ranking__row${isHighlighted(i) ? ' ranking__row--top' : ''}`} data-testid="ranking-row" data-top={isHighlighted(i)}>
                <RankNumber index={i} highlighted={isHighlighted(i)} />
                <div className="ranking__body">{entry ? renderEntry(withCard(entry, newsRankCard), i) : <span className="ranking__name">{row.title}</span>}</div>
                {label ? (
                  <span className={`ranking__label ranking__label--${label}`} data-testid="ranking-label">
                    {t(label === 'hot' ? 'ranking.labelHot' : 'ranking.labelNew')}
                  </span>
                ) : null}
                {row.heat != null ? <span className="ranking__figure">{t('ranking.heat', { count: countText(row.heat, 'views', t) })}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
    </RankingFrame>
  );
}
