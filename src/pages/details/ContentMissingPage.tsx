import { useEffect } from 'react';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { contentMessages } from './content.messages.ts';
import { ContentMissing } from './ContentMissing.tsx';

/** Spec 2 §8: the 'content does not exist' page code 5101 leads to (CONTENT_MISSING_ROUTE). */
export default function ContentMissingPage() {
  const t = useTexts(contentMessages);
  useEffect(() => {
    document.title = t('detail.contentMissing');
  }, [t]);
  return <ContentMissing text={t('detail.contentMissing')} page />;
}
