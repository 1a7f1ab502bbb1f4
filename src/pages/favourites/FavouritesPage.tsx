import { startTransition, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ACTIVE_FAVOUR_TAB_KEY, activeFavourTab, FAVOUR_SEARCH_PATH, type FavourKind } from '../../../core/domain/favourites/favourite-tabs.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { useCallCache } from '../../../core/engine/render/use-call.ts';
import { loginPageHref } from '../../../core/engine/routes/routes.ts';
import { FeedSkeleton } from '../../../ui/placeholders/FeedSkeleton.tsx';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { StateMessage } from '../../../ui/placeholders/StateMessage.tsx';
import { KeptTabPanels, useKeptTabs } from '../../../ui/tabs/kept-tabs.tsx';
import { TabList } from '../../../ui/tabs/TabList.tsx';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { FavouriteList } from './FavouriteList.tsx';
import { favouritesMessages } from './favourites.messages.ts';
import { useFavourTabs } from './useFavourTabs.ts';
import type { FavourTab } from '../../../core/domain/favourites/favourite-tabs.ts';
import './favourites.css';

const TAB_TEXT: Record<FavourKind, 'favourites.tab.video' | 'favourites.tab.live' | 'favourites.tab.news'> = {
  video: 'favourites.tab.video',
  live: 'favourites.tab.live',
  news: 'favourites.tab.news',
};

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
      {loggedIn ? <FavouriteTabs /> : <LoginNeeded />}
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

function FavouriteTabs() {
  const t = useTexts(favouritesMessages);
  const { state, retry } = useFavourTabs();
  if (state.status === 'loading') return <ListPlaceholder status="loading" reload={retry} failedText="" />;
  if (state.status === 'failed') return <ListPlaceholder status="failed" reload={retry} failedText={t('favourites.loadFailed')} />;
  return state.tabs.length > 0 ? <ReadyFavouriteTabs tabs={state.tabs} /> : null;
}

/** The tabs, the active one kept locally (spec 2 §2); each tab visited keeps its list and place (issue 28). */
function ReadyFavouriteTabs({ tabs }: { tabs: readonly FavourTab[] }) {
  const t = useTexts(favouritesMessages);
  const { services } = useEngine();
  const { storage } = services.session;
  const [chosen, setChosen] = useState<string | null>(null);
  const active = chosen ?? activeFavourTab(tabs, storage.getItem(ACTIVE_FAVOUR_TAB_KEY)) ?? tabs[0]!.id;
  const { visited, keepPlace } = useKeptTabs(active);
  const choose = (id: string) => {
    keepPlace();
    storage.setItem(ACTIVE_FAVOUR_TAB_KEY, id);
    setChosen(id);
  };
  return (
    <>
      <TabList
        label={t('favourites.tabs')}
        tabs={tabs.map((x) => ({ id: x.id, text: x.kind ? t(TAB_TEXT[x.kind]) : x.name }))}
        active={active}
        onChoose={choose}
        idPrefix="favourites-tab"
        panelId="favourites-panel"
        className="favourites-tabs"
      />
      <KeptTabPanels visited={visited} active={active} panel={{ id: 'favourites-panel', role: 'tabpanel', 'aria-labelledby': `favourites-tab-${active}` }}>
        {(id) => {
          const tab = tabs.find((x) => x.id === id);
          // A list waits here, not the page, for plugins still on their way (src/engine.ts).
          return tab ? (
            <Suspense fallback={<FeedSkeleton />}>
              <FavouriteList tab={tab} />
            </Suspense>
          ) : null;
        }}
      </KeptTabPanels>
    </>
  );
}
