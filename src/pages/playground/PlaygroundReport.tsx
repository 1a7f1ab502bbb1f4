import type { ReactNode } from 'react';
import { previewMessages } from '../../../core/engine/render/preview.messages.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { ReportRow } from './playground-report.ts';
import { playgroundMessages } from './playground.messages.ts';
import { ReportRowView } from './ReportRowView.tsx';

/** The defaults the schemas filled, once for the whole report: the same note on every item said nothing. */
function DefaultsSummary({ rows }: { rows: readonly ReportRow[] }) {
  const t = useTexts(playgroundMessages);
  const filled = new Map<string, { field: string; to: string; count: number }>();
  for (const row of rows) {
    for (const c of row.coerced) {
      if (c.kind !== 'default') continue;
      const key = `${c.field}=${c.to}`;
      filled.set(key, { field: c.field, to: c.to, count: (filled.get(key)?.count ?? 0) + 1 });
    }
  }
  if (filled.size === 0) return null;
  const withDefaults = rows.filter((row) => row.coerced.some((c) => c.kind === 'default')).length;
  return (
    <details className="playground__defaults" data-testid="defaults-summary">
      <summary>{t('playground.defaults', { fields: new Set([...filled.values()].map((d) => d.field)).size, rows: withDefaults })}</summary>
      <ul>
        {[...filled.values()].map((d) => (
          <li key={`${d.field}=${d.to}`}>
            <code>{d.field}</code> = {d.to} · {t('playground.defaultsOn', { count: d.count })}
          </li>
        ))}
      </ul>
    </details>
  );
}

interface Props {
  rows: readonly ReportRow[];
  selected: number | null;
  onSelect: (row: number) => void;
  /** The selected row's form, shown under it. */
  editor: ReactNode;
}

/** One entry per panel and item in editors' words, the defaults folded into one summary. */
export function PlaygroundReport({ rows, selected, onSelect, editor }: Props) {
  const t = useTexts(playgroundMessages, previewMessages);
  const count = (level: ReportRow['level']) => rows.filter((row) => row.level === level).length;
  return (
    <section className="playground__report" aria-labelledby="playground-report-title">
      <h2 id="playground-report-title" className="playground__subtitle">
        {t('playground.report')}
      </h2>
      <p className="playground__counts">
        {t('playground.counts', {
          panels: count('panel'),
          items: count('item'),
          leftOut: rows.filter((row) => !row.shown).length,
          warned: rows.filter((row) => row.warnings.length > 0).length,
        })}
      </p>
      <DefaultsSummary rows={rows} />
      <ol className="playground__rows">
        {rows.map((row, i) => (
          <ReportRowView key={i} row={row} selected={selected === i} onSelect={() => onSelect(i)}>
            {selected === i ? editor : null}
          </ReportRowView>
        ))}
      </ol>
    </section>
  );
}
