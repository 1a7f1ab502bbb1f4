import { useSyncExternalStore } from 'react';
import { textOf } from '../../core/engine/http/notices.ts';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { noticesMessages } from './notices.messages.ts';

/** Shows the notice centre's question ('confirm' notices) until the reader answers it; Escape cancels. */
export function QuestionHost() {
  const { services } = useEngine();
  const t = useTexts(noticesMessages);
  const centre = services.notices;
  const { question } = useSyncExternalStore(centre.subscribe, centre.getSnapshot, centre.getSnapshot);
  if (!question) return null;
  return (
    <ConfirmDialog
      key={question.id}
      title={question.title && textOf(question.title, t)}
      message={textOf(question.text, t)}
      cancelLabel={textOf(question.cancel, t)}
      confirmLabel={textOf(question.confirm, t)}
      onCancel={() => centre.answerQuestion(question.id, false)}
      onConfirm={() => centre.answerQuestion(question.id, true)}
    />
  );
}
