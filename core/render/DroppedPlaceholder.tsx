import { explainError } from './editor-words.ts';
import { FINDING_ATTRIBUTE, FINDING_LABEL_ATTRIBUTE, type FindingKind } from './preview-finding.ts';
import { previewMessages } from './preview.messages.ts';
import { useTexts } from './useTexts.ts';

export interface PlaceholderProps {
  /** What the page left out (counted by the preview banner); none for an example shown on purpose (the gallery). */
  kind?: Extract<FindingKind, 'panel-dropped' | 'item-dropped' | 'plugin-error'>;
  level: 'panel' | 'item';
  anchor?: string;
  /** The panel's name or the item's title, as the CMS sent it. */
  name: string | null;
  /** What dispatch looked at: the typeCode, or the item's type and listStyle. */
  facts: readonly string[];
  /** The plugin that took it (its title), or null when none could. */
  plugin: string | null;
  reason: 'invalid' | 'unsupported' | 'plugin-error';
  errors: readonly string[];
  raw: unknown;
}

/** Editors' view of something the engine left out: what it was, why in their words, and the JSON it came as. */
export default function DroppedPlaceholder({ kind, level, anchor, name, facts, plugin, reason, errors, raw }: PlaceholderProps) {
  const t = useTexts(previewMessages);
  const because = reason === 'plugin-error' ? t('preview.pluginError') : t(reason === 'invalid' ? 'preview.reason.invalid' : 'preview.reason.unsupported');
  const title = name || t(level === 'panel' ? 'preview.unnamed' : 'preview.untitled');
  return (
    <section id={anchor} className="dropped" data-testid={`dropped-${level}`} role="note" {...(kind ? { [FINDING_ATTRIBUTE]: kind, [FINDING_LABEL_ATTRIBUTE]: title } : {})}>
      <strong>{t(level === 'panel' ? 'preview.droppedPanel' : 'preview.droppedItem', { reason: because })}</strong>
      <span className="dropped__label">
        <span className="dropped__name">{title}</span>
        {facts.map((fact) => (
          <code key={fact}>{fact}</code>
        ))}
        <span className="dropped__plugin">{plugin ?? t('preview.noPlugin')}</span>
      </span>
      <ul className="dropped__errors">
        {errors.map((error) => (
          <li key={error}>{explainError(error, t)}</li>
        ))}
      </ul>
      <details>
        <summary>{t('preview.rawJson')}</summary>
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
