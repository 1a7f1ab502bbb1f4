import { explainError } from '../../../core/render/editor-words.ts';
import { previewMessages } from '../../../core/render/preview.messages.ts';
import { useTexts } from '../../../core/render/useTexts.ts';
import type { ReportRow } from './playground-report.ts';
import { playgroundMessages } from './playground.messages.ts';

/** The engine's lines in editors' words; the raw line shows on hover. */
function EngineLines({ className, lines, label }: { className: string; lines: readonly string[]; label?: string }) {
  const t = useTexts(previewMessages);
  if (lines.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {lines.map((line) => (
        <li key={line} title={line}>
          {explainError(line, t)}
        </li>
      ))}
    </ul>
  );
}

/** One line per panel and item: shown or left out, the plugin and why, warnings, coercions, where a tap goes. */
export function PlaygroundReport({ rows }: { rows: readonly ReportRow[] }) {
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
      <ol className="playground__rows">
        {rows.map((row, i) => (
          <li key={i} className={`playground__row playground__row--${row.level} playground__row--${row.shown ? 'shown' : 'left-out'}`} data-testid="report-row">
            <p className="playground__row-head">
              <strong>{row.name || t(row.level === 'panel' ? 'preview.unnamed' : 'preview.untitled')}</strong> <code>#{row.id ?? '?'}</code>{' '}
              <span className="playground__status">{t(row.shown ? 'playground.shown' : 'playground.leftOut')}</span>
            </p>
            {row.why ? <p className="playground__why">{t(row.why.key, row.why.params)}</p> : null}
            <EngineLines className="playground__errors" lines={row.errors} />
            <EngineLines className="playground__warnings" lines={row.warnings} label={t('playground.removed')} />
            {row.coerced.length > 0 ? (
              <ul className="playground__coerced" aria-label={t('playground.coerced')}>
                {row.coerced.map((c) => (
                  <li key={c.field}>
                    {c.kind === 'default' ? (
                      <>
                        {t('playground.default')}: <code>{c.field}</code> {c.to}
                      </>
                    ) : (
                      <>
                        {t('playground.coerced')}: <code>{c.field}</code> {c.from} → {c.to}
                      </>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
            {row.opens ? (
              <p className="playground__opens">
                {t('playground.opens')}: <code>{row.opens}</code>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
