import { useTexts } from '../../core/engine/render/useTexts.ts';
import { listsMessages } from './lists.messages.ts';
import './next-page.css';

/**
 * Issue 32: 'more' as a link to the list's next page (`?page=`, which the server renders), for a page
 * without scripts or whose scripts do not run. The live app loads the next page in place as the
 * reader comes to the list's end (LoadMoreTrigger), and hides the link; `always` keeps it where the
 * page loads no more in place (a feed's later page).
 */
export function NextPageLink({ href, className = '', always = false }: { href: string; className?: string; always?: boolean }) {
  const t = useTexts(listsMessages);
  return (
    <p className={`next-page ${always ? 'next-page--always' : ''} ${className}`}>
      <a href={href} className="next-page__link" data-testid="next-page">
        {t('lists.nextPage')}
      </a>
    </p>
  );
}
