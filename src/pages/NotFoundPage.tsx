import { Link } from 'wouter';
import { useEngine } from '../../core/render/engine.tsx';

export function NotFoundPage() {
  const { t } = useEngine();
  return (
    <main className="page feed-state" role="alert">
      <p>{t('page.notFound')}</p>
      <Link href="/" className="button">
        {t('page.backHome')}
      </Link>
    </main>
  );
}
