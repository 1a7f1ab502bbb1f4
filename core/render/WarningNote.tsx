import { useEngine } from './engine.tsx';

interface Props {
  level: 'panel' | 'item';
  label: string;
  warnings: readonly string[];
}

/** Editors' view of what was kept with fields removed (amber), apart from what was left out (red). */
export function WarningNote({ level, label, warnings }: Props) {
  const { t } = useEngine();
  return (
    <details className="warned" data-testid={`warned-${level}`} role="note">
      <summary>
        {t(level === 'panel' ? 'preview.warnedPanel' : 'preview.warnedItem', { count: warnings.length })} <code>{label}</code>
      </summary>
      <ul className="warned__list">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </details>
  );
}
