import { explainError } from './editor-words.ts';
import { FINDING_ATTRIBUTE, FINDING_LABEL_ATTRIBUTE } from './preview-finding.ts';
import { previewMessages } from './preview.messages.ts';
import { useTexts } from './useTexts.ts';

interface Props {
  level: 'panel' | 'item';
  anchor: string;
  label: string;
  warnings: readonly string[];
}

/** Editors' view of what was kept with fields removed (amber), apart from what was left out (red). */
export default function WarningNote({ level, anchor, label, warnings }: Props) {
  const t = useTexts(previewMessages);
  return (
    <details id={anchor} className="warned" data-testid={`warned-${level}`} role="note" {...{ [FINDING_ATTRIBUTE]: `${level}-warned`, [FINDING_LABEL_ATTRIBUTE]: label }}>
      <summary>
        {t(level === 'panel' ? 'preview.warnedPanel' : 'preview.warnedItem', { count: warnings.length })} <code>{label}</code>
      </summary>
      <ul className="warned__list">
        {warnings.map((warning) => (
          <li key={warning} title={warning}>
            {explainError(warning, t)}
          </li>
        ))}
      </ul>
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
