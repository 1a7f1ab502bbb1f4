import { useEffect } from 'react';
import { usePageReady } from '../routes/page-ready.ts';
import { Link } from 'wouter';
import { useTexts } from '../../core/render/useTexts.ts';
import { notFoundMessages } from './not-found.messages.ts';

/** A path the app has no page for: says so (in the tab's title too) and leads home. */
export function NotFoundPage() {
  const t = useTexts(notFoundMessages);
  useEffect(() => {
    document.title = t('page.notFound');
  }, [t]);
  usePageReady();
  return (
    <main className="page feed-state" role="alert">
      <p>{t('page.notFound')}</p>
      <Link href="/" className="button">
        {t('page.backHome')}
      </Link>
    </main>
  );
}
