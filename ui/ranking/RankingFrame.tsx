import type { ReactNode } from 'react';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import type { Panel } from '../../schemas/generated/types.ts';
import { ListPlaceholder } from '../placeholders/ListPlaceholder.tsx';
import { rankingMessages } from './ranking.messages.ts';
import type { RankingState } from './useRanking.ts';
import './ranking.css';

interface Props<T> {
  panel: Panel;
  /** The ranking's heading when the panel has no name of its own. */
  title: string;
  /** A line under the heading (the window, the total visits). */
  note?: ReactNode;
  state: RankingState<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}

/** A ranking's frame: its heading and note, a spinner while its figures come, or the failure and a retry. */
export function RankingFrame<T>({ panel, title, note, state, retry, children }: Props<T>) {
  const t = useTexts(rankingMessages);
  const headingId = `ranking-${panel.id}`;
  return (
    <section className="panel ranking" data-panel-id={panel.id} data-type-code={panel.typeCode} aria-labelledby={headingId} data-status={state.status}>
      <header className="ranking__header">
        <h2 className="ranking__title" id={headingId}>
          {panel.name || title}
        </h2>
        {note ? <p className="ranking__note">{note}</p> : null}
      </header>
      {state.status === 'ready' ? children(state.data) : <ListPlaceholder status={state.status} reload={retry} failedText={t('ranking.loadFailed')} />}
    </section>
  );
}

/** One row's place: 1, 2, 3 highlighted (spec 2 §2), the rest plain. */
export function RankNumber({ index, highlighted }: { index: number; highlighted: boolean }) {
  return <span className={`ranking__number${highlighted ? ' ranking__number--top' : ''}`}>{index + 1}</span>;
}
