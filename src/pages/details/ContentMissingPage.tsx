import { useEffect } from 'react';
import { Link } from 'wouter';
import './detail.css';
import { useTexts } from '../../../core/render/useTexts.ts';
import { detailPageMessages } from './detail.messages.ts';

/** Spec 2 §8: the 'content does not exist' page code 5101 leads to (CONTENT_MISSING_ROUTE). */
export default function ContentMissingPage() {
  const t = useTexts(detailPageMessages);
  useEffect(() => {
    document.title = t('detail.contentMissing');
  }, [t]);
  return (
    <main className="page content-missing" role="alert">
      <span className="content-missing__picture" aria-hidden="true" />
      <p className="content-missing__text">{t('detail.contentMissing')}</p>
      <Link href="/" className="button">
        {t('page.backHome')}
      </Link>
    </main>
  );
}
