import { useEffect } from 'react';
import { usePageReady } from '../routes/page-ready.ts';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { StateMessage } from '../../ui/placeholders/StateMessage.tsx';
import { notFoundMessages } from './not-found.messages.ts';

/** A path the app has no page for: says so (in the tab's title too), why it may be, and leads home. */
export function NotFoundPage() {
  const t = useTexts(notFoundMessages);
  useEffect(() => {
    document.title = t('page.notFound');
  }, [t]);
  usePageReady();
  return (
    <StateMessage
      as="main"
      kind="not-found"
      role="alert"
      className="page not-found-page"
      text={t('page.notFound')}
      hint={t('page.notFoundHint')}
      actions={[{ label: t('page.backHome'), href: '/' }]}
    />
  );
}
