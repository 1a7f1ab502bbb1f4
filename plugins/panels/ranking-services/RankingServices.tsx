import { countText } from '../../../core/domain/format/count.ts';
import { barWidthPercent, isHighlighted, SERVICE_RANKING_PATH, topServices } from '../../../core/domain/life/rankings.ts';
import type { PanelProps } from '../../../core/engine/registry/types.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { ServiceRankingAnswer } from '../../../schemas/generated/types.ts';
import { RankingFrame, RankNumber } from '../../../ui/ranking/RankingFrame.tsx';
import { useRanking } from '../../../ui/ranking/useRanking.ts';
import { rankingServicesMessages } from './ranking-services.messages.ts';

/**
 * life.ranking.services (spec 2 §2 hot tab): the 10 most visited services of the last 7 days, the
 * first three highlighted, each bar as wide as its visits relative to the first, and the total visits.
 */
export default function RankingServices({ panel }: PanelProps) {
  const t = useTexts(rankingServicesMessages);
  const { state, retry } = useRanking<ServiceRankingAnswer>(panel, SERVICE_RANKING_PATH, 'ranking-services-answer');
  const total = state.status === 'ready' ? (state.data.totalVistis ?? null) : null;
  return (
    <RankingFrame
      panel={panel}
      title={t('ranking.services')}
      note={
        // Spec 2 §9 "services 7 days top 10": the window stays said when the total arrives beside it.
        <>
          <span data-testid="ranking-window">{t('ranking.servicesWindow')}</span>
          {total === null ? null : <span className="ranking__total">{t('ranking.totalVisits', { count: countText(total, 'views', t) })}</span>}
        </>
      }
      state={state}
      retry={retry}
    >
      {({ list }) => {
        const rows = topServices(list);
        const first = rows[0]?.visitNum ?? 0;
        return (
          <ol className="ranking__list" data-testid="ranking-services">
            {rows.map((row, i) => (
              <li key={row.id ?? `${row.serviceName}-${i}`} className={`ranking__row${isHighlighted(i) ? ' ranking__row--top' : ''}`} data-testid="ranking-row" data-top={isHighlighted(i)}>
                <RankNumber index={i} highlighted={isHighlighted(i)} />
                <div className="ranking__body">
                  {row.url ? (
                    <a className="ranking__name" href={row.url}>
                      {row.serviceName}
                    </a>
                  ) : (
                    <span className="ranking__name">{row.serviceName}</span>
                  )}
                  <span className="ranking__bar" aria-hidden="true">
                    <span className="ranking__bar-fill" data-testid="ranking-bar" style={{ width: `${barWidthPercent(row.visitNum, first)}%` }} />
                  </span>
                </div>
                <span className="ranking__figure">{t('ranking.visits', { count: countText(row.visitNum, 'views', t) })}</span>
              </li>
            ))}
          </ol>
        );
      }}
    </RankingFrame>
  );
}
