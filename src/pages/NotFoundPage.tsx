import { Link } from 'wouter';
import { useTexts } from '../../core/render/useTexts.ts';
import { notFoundMessages } from './not-found.messages.ts';

export function NotFoundPage() {
  const t = useTexts(notFoundMessages);
  return (
    <main className="page feed-state" role="alert">
      <p>{t('page.notFound')}</p>
      <Link href="/" className="button">
        {t('page.backHome')}
      </Link>
    </main>
  );
}
