import type { Plugin } from '../registry/types.ts';
import { pluginTitle } from '../registry/plugin-titles.ts';
import { explainError } from './editor-words.ts';
import { useEngine } from './engine.tsx';
import { FINDING_ATTRIBUTE, FINDING_LABEL_ATTRIBUTE } from './preview-finding.ts';
import { previewMessages } from './preview.messages.ts';
import { usePluginTitles } from './usePluginTitles.ts';
import { useTexts } from './useTexts.ts';
import './preview-notes.css';

interface Props {
  level: 'panel' | 'item';
  anchor: string;
  /** The panel's name or the item's title (its typeCode or id when it has none). */
  label: string;
  /** What dispatch looked at: the id, the typeCode or the type and listStyle. */
  facts: readonly string[];
  plugin: Pick<Plugin, 'key' | 'title'>;
  warnings: readonly string[];
}

/**
 * Editors' view of what was kept with fields removed (amber), apart from what was left out (red): the
 * fields in their words and what to do; the validator's lines and the plugin one tap further.
 */
export default function WarningNote({ level, anchor, label, facts, plugin, warnings }: Props) {
  const t = useTexts(previewMessages);
  const { language } = useEngine();
  const titles = usePluginTitles();
  return (
    <details id={anchor} className="warned" data-testid={`warned-${level}`} role="note" {...{ [FINDING_ATTRIBUTE]: `${level}-warned`, [FINDING_LABEL_ATTRIBUTE]: label }}>
      <summary>
        {t(level === 'panel' ? 'preview.warnedPanel' : 'preview.warnedItem', { count: warnings.length })} <strong>{label}</strong>
      </summary>
      <ul className="warned__list">
        {warnings.map((warning) => (
          <li key={warning}>{explainError(warning, t)}</li>
        ))}
      </ul>
      <p className="warned__todo">{t('preview.todo.warned')}</p>
      <details className="warned__details">
        <summary>{t('preview.developer')}</summary>
        <p>
          {facts.map((fact) => (
            <code key={fact}>{fact}</code>
          ))}{' '}
          {t('preview.plugin')}: {pluginTitle(titles, plugin, language)} ({plugin.key})
        </p>
        <pre>{warnings.join('\n')}</pre>
      </details>
    </details>
  );
}

/** A draft in an editor's preview list: marked, so nobody mistakes it for what readers see. */
export function DraftMark({ anchor, label }: { anchor: string; label: string }) {
  const t = useTexts(previewMessages);
  return (
    <p id={anchor} className="draft-mark" data-testid="draft-mark" {...{ [FINDING_ATTRIBUTE]: 'draft', [FINDING_LABEL_ATTRIBUTE]: label }}>
      {t('preview.draft')}
    </p>
  );
}
