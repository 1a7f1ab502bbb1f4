import { useEngine } from './engine.tsx';

interface Props {
  level: 'panel' | 'item';
  label: string;
  reason: string;
  errors: readonly string[];
  raw: unknown;
}

/** Editors' view of something the engine left out: what it was, why, and the JSON it came as. */
export function DroppedPlaceholder({ level, label, reason, errors, raw }: Props) {
  const { t } = useEngine();
  return (
    <section className="dropped" data-testid={`dropped-${level}`} role="note">
      <strong>{t(level === 'panel' ? 'preview.droppedPanel' : 'preview.droppedItem', { reason })}</strong>
      <code className="dropped__label">{label}</code>
      <ul className="dropped__errors">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
      <details>
        <summary>JSON</summary>
        <pre>{safeJson(raw)}</pre>
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
