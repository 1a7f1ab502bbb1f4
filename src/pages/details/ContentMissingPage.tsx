import { useEffect } from 'react';
import { Link } from 'wouter';
import './detail.css';
import { useTexts } from '../../../core/render/useTexts.ts';
import { detailPageMessages } from './detail.messages.ts';

/** Why there is no article to show ('no news ID', 'content does not exist'), and the way home. */
export function ContentMissing({ text, page = false }: { text: string; page?: boolean }) {
  const t = useTexts(detailPageMessages);
  const Box = page ? 'main' : 'div';
  return (
    <Box className={`${page ? 'page ' : ''}content-missing`} role="alert">
      <span className="content-missing__picture" aria-hidden="true" />
      <p className="content-missing__text">{text}</p>
      <Link href="/" className="button">
        {t('page.backHome')}
      </Link>
    </Box>
  );
}

/** Spec 2 §8: the 'content does not exist' page code 5101 leads to (CONTENT_MISSING_ROUTE). */
export default function ContentMissingPage() {
  const t = useTexts(detailPageMessages);
  useEffect(() => {
    document.title = t('detail.contentMissing');
  }, [t]);
  return <ContentMissing text={t('detail.contentMissing')} page />;
}
