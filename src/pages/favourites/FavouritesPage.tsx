import { startTransition, use, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { FAVOUR_SEARCH_PATH } from '../../../core/domain/favourites/favourite-tabs.ts';
import { loadOnce } from '../../../core/engine/env/load-once.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { useCallCache } from '../../../core/engine/render/use-call.ts';
import { loginPageHref } from '../../../core/engine/routes/routes.ts';
import { StateMessage } from '../../../ui/placeholders/StateMessage.tsx';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { favouritesMessages } from './favourites.messages.ts';
import './favourites.css';

/**
 * /favor and /slhFavor (spec 2 §2 Favourites, title 'favourites'): the reader's favourites by tab
 * (video, live, news), the active tab kept locally; a search of them. Favourites need login: an
 * anonymous reader gets the login check.
 *
 * The server renders what a signed-out reader sees (it never asks for a reader's own list); a page it
 * rendered hydrates so, then shows a signed-in reader's tabs and lists.
 */
export default function FavouritesPage() {
  const t = useTexts(favouritesMessages);
  const { services } = useEngine();
  const calls = useCallCache();
  const [loggedIn, setLoggedIn] = useState(() => !calls.rendered() && services.session.loggedIn());
  useEffect(() => {
    if (!services.session.loggedIn()) void services.session.requireLogin(t);
    // In a transition: an urgent update while hydrating would make React drop the server's HTML.
    else if (!loggedIn) startTransition(() => setLoggedIn(true));
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="page page--favourites">
      <TitleBar title={t('favourites.title')} />
      <div className="favourites-search" role="search" aria-label={t('favourites.search')}>
        <Link href={FAVOUR_SEARCH_PATH} className="search-bar favourites-search__bar">
          <span aria-hidden="true" className="search-bar__icon" />
          <span className="search-bar__placeholder">{t('favourites.search')}</span>
        </Link>
      </div>
      {loggedIn ? <SignedInTabs /> : <LoginNeeded />}
    </div>
  );
}

/** Signed out: the login, a link to the login page (which a page without scripts follows). */
function LoginNeeded() {
  const t = useTexts(favouritesMessages);
  const { services } = useEngine();
  const [path] = useLocation();
  const search = useSearch();
  return (
    <StateMessage
      kind="sign-in"
      testId="favourites-login"
      text={t('favourites.loginNeeded')}
      actions={[{ label: t('favourites.login'), href: loginPageHref(search ? `${path}?${search}` : path), plain: true, onClick: () => void services.session.requireLogin(t) }]}
    />
  );
}

/**
 * A signed-in reader's tabs and lists (./FavouriteTabs.tsx): their code (the feeds', the cards', the
 * content state's) loads only for a reader signed in; a signed-out reader, and the server's render,
 * need none of it. A failed load is forgotten: the page failure's retry loads it again.
 */
const loadFavouriteTabs = loadOnce(() => import('./FavouriteTabs.tsx'));

function SignedInTabs() {
  const { default: FavouriteTabs } = use(loadFavouriteTabs());
  return <FavouriteTabs />;
}
