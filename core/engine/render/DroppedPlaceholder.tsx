import type { Plugin } from '../registry/types.ts';
import { EditorAdvice } from './EditorAdvice.tsx';
import { explainError } from './editor-words.ts';
import { useEngine } from './engine.tsx';
import { FINDING_ATTRIBUTE, FINDING_LABEL_ATTRIBUTE, type FindingKind } from './preview-finding.ts';
import { previewMessages } from './preview.messages.ts';
import { pluginTitle } from '../registry/plugin-titles.ts';
import { usePluginTitles } from './usePluginTitles.ts';
import { useTexts } from './useTexts.ts';
import './preview-notes.css';

export interface PlaceholderProps {
  /** What the page left out (counted by the preview banner); none for an example shown on purpose (the gallery). */
  kind?: Extract<FindingKind, 'panel-dropped' | 'item-dropped' | 'plugin-error'>;
  level: 'panel' | 'item';
  anchor?: string;
  /** The panel's name or the item's title, as the CMS sent it. */
  name: string | null;
  /** What dispatch looked at: the typeCode, or the item's type and listStyle. */
  facts: readonly string[];
  /** The plugin that took it, or null when none could. */
  plugin: Pick<Plugin, 'key' | 'title'> | null;
  reason: 'invalid' | 'unsupported' | 'plugin-error';
  errors: readonly string[];
  raw: unknown;
}

const HIDDEN = { panel: 'preview.hidden.panel', item: 'preview.hidden.item' } as const;

/**
 * Editors' view of something the engine left out: what readers see instead, what is missing in their
 * words, what to do and whom to ask; the developers' details (typeCode, listStyle, plugin, validator
 * lines, the JSON it came as) one tap away.
 */
export default function DroppedPlaceholder({ kind, level, anchor, name, facts, plugin, reason, errors, raw }: PlaceholderProps) {
  const t = useTexts(previewMessages);
  const { language } = useEngine();
  const titles = usePluginTitles();
  const title = name || t(level === 'panel' ? 'preview.unnamed' : 'preview.untitled');
  return (
    <section id={anchor} className="dropped" data-testid={`dropped-${level}`} role="note" {...(kind ? { [FINDING_ATTRIBUTE]: kind, [FINDING_LABEL_ATTRIBUTE]: title } : {})}>
      <strong className="dropped__headline">{t(reason === 'plugin-error' ? 'preview.hidden.broken' : HIDDEN[level])}</strong>
      <span className="dropped__name">{title}</span>
      <ul className="dropped__errors">
        {reason === 'plugin-error' ? null : errors.map((error) => <li key={error}>{explainError(error, t, raw)}</li>)}
      </ul>
      <EditorAdvice reason={reason} errors={errors} />
      <details className="dropped__details">
        <summary>{t('preview.developer')}</summary>
        <p className="dropped__label">
          {facts.map((fact) => (
            <code key={fact}>{fact}</code>
          ))}
          <span className="dropped__plugin">
            {t('preview.plugin')}: {plugin ? `${pluginTitle(titles, plugin, language)} (${plugin.key})` : t('preview.noPlugin')}
          </span>
        </p>
        <pre>{[...errors, '', safeJson(raw)].join('\n')}</pre>
      </details>
    </section>
  );
}

function safeJson(raw: unknown): string {
  try {
    return JSON.stringify(raw, null, 2) ?? String(raw);
  } catch {
    return String(raw);
  }
}
