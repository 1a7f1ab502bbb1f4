import { useEffect } from 'react';
import './detail.css';
import { StateMessage } from '../../../ui/placeholders/StateMessage.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { contentMessages } from './content.messages.ts';

/** Why there is no article to show ('no news ID', 'content does not exist'), and the way home. */
export function ContentMissing({ text, page = false }: { text: string; page?: boolean }) {
  const t = useTexts(contentMessages);
  return (
    <StateMessage
      as={page ? 'main' : 'div'}
      kind="not-found"
      role="alert"
      className={`${page ? 'page ' : ''}content-missing`}
      text={text}
      actions={[{ label: t('page.backHome'), href: '/' }]}
    />
  );
}

/** Spec 2 §8: the 'content does not exist' page code 5101 leads to (CONTENT_MISSING_ROUTE). */
export default function ContentMissingPage() {
  const t = useTexts(contentMessages);
  useEffect(() => {
    document.title = t('detail.contentMissing');
  }, [t]);
  return <ContentMissing text={t('detail.contentMissing')} page />;
}
