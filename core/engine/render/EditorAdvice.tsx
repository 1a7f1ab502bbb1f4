import { nearestName } from '../registry/nearest-name.ts';
import { unknownTypeCodeOf } from './editor-words.ts';
import { useEngine } from './engine.tsx';
import { previewMessages } from './preview.messages.ts';
import { useTexts } from './useTexts.ts';

const TODO = { invalid: 'preview.todo.invalid', unsupported: 'preview.todo.unsupported', 'plugin-error': 'preview.todo.broken' } as const;
const ASK = { invalid: 'preview.ask.invalid', unsupported: 'preview.ask.unsupported', 'plugin-error': 'preview.ask.broken' } as const;

/** What an editor can do about a left-out panel or item, whom to ask, and the typeCode they likely meant. */
export function EditorAdvice({ reason, errors }: { reason: keyof typeof TODO; errors: readonly string[] }) {
  const t = useTexts(previewMessages);
  const { registry } = useEngine();
  const typeCode = reason === 'unsupported' ? unknownTypeCodeOf(errors) : null;
  const meant = typeCode ? nearestName(typeCode, registry.index.panels.keys()) : null;
  return (
    <>
      {meant ? <p className="dropped__meant">{t('preview.didYouMean', { name: meant })}</p> : null}
      <p className="dropped__todo">{t(TODO[reason])}</p>
      <p className="dropped__ask">{t(ASK[reason])}</p>
    </>
  );
}
