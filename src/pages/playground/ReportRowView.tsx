import type { ReactNode } from 'react';
import { EditorAdvice } from '../../../core/engine/render/EditorAdvice.tsx';
import { explainError } from '../../../core/engine/render/editor-words.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { previewMessages } from '../../../core/engine/render/preview.messages.ts';
import { usePluginTitles } from '../../../core/engine/render/usePluginTitles.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { openerReason, pluginTitle } from '../../../core/engine/registry/plugin-titles.ts';
import type { OpenAction } from '../../../core/engine/registry/types.ts';
import type { ReportRow } from './playground-report.ts';
import { playgroundMessages } from './playground.messages.ts';

/** The engine's lines in editors' words, list elements named from what the CMS sent. */
function EngineLines({ className, lines, raw }: { className: string; lines: readonly string[]; raw: unknown }) {
  const t = useTexts(previewMessages);
  if (lines.length === 0) return null;
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={line}>{explainError(line, t, raw)}</li>
      ))}
    </ul>
  );
}

/** Where a tap goes, in the editor's words (an opener's reason for going nowhere in their language). */
function useOpens(action: OpenAction | null): string | null {
  const t = useTexts(playgroundMessages);
  const { language } = useEngine();
  const titles = usePluginTitles();
  if (!action) return null;
  if (action.kind === 'route') return action.path;
  if (action.kind === 'external') return action.url;
  if (action.kind === 'native') return t('playground.opensApp', { handler: action.handler });
  return t('playground.opensNothing', { reason: openerReason(titles, action.reason, language) });
}

interface Props {
  row: ReportRow;
  selected: boolean;
  onSelect: () => void;
  /** Its form, when selected. */
  children: ReactNode;
}

/** One panel or item: whether readers see it and as what, what to fix and how, then the developers' details. */
export function ReportRowView({ row, selected, onSelect, children }: Props) {
  const t = useTexts(playgroundMessages, previewMessages);
  const { language } = useEngine();
  const titles = usePluginTitles();
  const opens = useOpens(row.opens);
  const name = row.name || t(row.level === 'panel' ? 'preview.unnamed' : 'preview.untitled');
  const coerced = row.coerced.filter((c) => c.kind === 'coerced');
  return (
    <li className={`playground__row playground__row--${row.level} playground__row--${row.shown ? 'shown' : 'left-out'}`} data-testid="report-row" aria-current={selected ? 'true' : undefined}>
      <p className="playground__row-head">
        <strong>{name}</strong> <span className="playground__status">{t(row.shown ? 'playground.shown' : 'playground.leftOut')}</span>
      </p>
      {row.shown && row.plugin ? <p className="playground__as">{t('playground.shownAs', { plugin: pluginTitle(titles, row.plugin, language) })}</p> : null}
      <EngineLines className="playground__errors" lines={row.errors} raw={row.raw} />
      <EngineLines className="playground__warnings" lines={row.warnings} raw={row.raw} />
      {row.shown && row.meant ? <p className="playground__meant">{t('playground.typeMeant', { type: String((row.raw as { type?: unknown }).type), name: row.meant })}</p> : null}
      {row.reason ? <EditorAdvice reason={row.reason} errors={row.errors} /> : null}
      {opens ? <p className="playground__opens">{t('playground.opens', { where: opens })}</p> : null}
      <button type="button" className="button playground__edit" onClick={onSelect} aria-pressed={selected}>
        {t(selected ? 'playground.editDone' : 'playground.edit')}
      </button>
      {children}
      <details className="playground__details">
        <summary>{t('preview.developer')}</summary>
        <p>
          <code>#{row.id ?? '?'}</code> {row.why ? t(row.why.key, row.why.params) : null}
        </p>
        {row.errors.length + row.warnings.length > 0 ? <pre>{[...row.errors, ...row.warnings].join('\n')}</pre> : null}
        {coerced.length > 0 ? (
          <ul className="playground__coerced" aria-label={t('playground.coerced')}>
            {coerced.map((c) => (
              <li key={c.field}>
                {t('playground.coerced')}: <code>{c.field}</code> {c.from} → {c.to}
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </li>
  );
}
