import { ROUTE } from '../../core/engine/routes/routes.ts';
import { Link } from 'wouter';

/** Spec 2 §2: tapping the search bar of a feed page goes to /search with the query text. */
export const SEARCH_PATH = ROUTE.search.link({ text: '' });

/** The search bar of a feed page (the news home, the life home): a link to /search?text=. */
export function SearchBarLink({ label }: { label: string }) {
  return (
    <div role="search" aria-label={label}>
      <Link href={SEARCH_PATH} className="search-bar">
        <span aria-hidden="true" className="search-bar__icon" />
        <span className="search-bar__placeholder">{label}</span>
      </Link>
    </div>
  );
}
