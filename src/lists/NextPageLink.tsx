import { useTexts } from '../../core/engine/render/useTexts.ts';
import { listsMessages } from './lists.messages.ts';
import './next-page.css';

/**
 * Issue 32: 'more' as a link to the list's next page (`?page=`, which the server renders), for a page
 * without scripts or whose scripts do not run. The live app loads the next page in place as the
 * reader comes to the list's end (LoadMoreTrigger), and hides the link.
 */
export function NextPageLink({ href, className = '' }: { href: string; className?: string }) {
  const t = useTexts(listsMessages);
  return (
    <p className={`next-page ${className}`}>
      <a href={href} className="next-page__link" data-testid="next-page">
        {t('lists.nextPage')}
      </a>
    </p>
  );
}
