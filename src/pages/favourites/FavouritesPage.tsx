import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ACTIVE_FAVOUR_TAB_KEY, activeFavourTab, FAVOUR_SEARCH_PATH, type FavourKind } from '../../../core/favourites/favourite-tabs.ts';
import { useEngine } from '../../../core/render/engine.tsx';
import { useTexts } from '../../../core/render/useTexts.ts';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { StateMessage } from '../../../ui/placeholders/StateMessage.tsx';
import { TabList } from '../../../ui/tabs/TabList.tsx';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { FavouriteList } from './FavouriteList.tsx';
import { favouritesMessages } from './favourites.messages.ts';
import { useFavourTabs } from './useFavourTabs.ts';
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
 */
export default function FavouritesPage() {
  const t = useTexts(favouritesMessages);
  const { services } = useEngine();
  const [loggedIn] = useState(() => services.session.loggedIn());
  useEffect(() => {
    if (!loggedIn) void services.session.requireLogin(t);
  }, [loggedIn, services, t]);
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

function LoginNeeded() {
  const t = useTexts(favouritesMessages);
  const { services } = useEngine();
  return (
    <StateMessage
      kind="sign-in"
      testId="favourites-login"
      text={t('favourites.loginNeeded')}
      actions={[{ label: t('favourites.login'), onClick: () => void services.session.requireLogin(t) }]}
    />
  );
}

function FavouriteTabs() {
  const t = useTexts(favouritesMessages);
  const { services } = useEngine();
  const { storage } = services.session;
  const { state, retry } = useFavourTabs();
  const [chosen, setChosen] = useState<string | null>(null);
  if (state.status === 'loading') return <ListPlaceholder status="loading" reload={retry} failedText="" />;
  if (state.status === 'failed') return <ListPlaceholder status="failed" reload={retry} failedText={t('favourites.loadFailed')} />;
  const active = chosen ?? activeFavourTab(state.tabs, storage.getItem(ACTIVE_FAVOUR_TAB_KEY));
  const tab = state.tabs.find((x) => x.id === active);
  const choose = (id: string) => {
    storage.setItem(ACTIVE_FAVOUR_TAB_KEY, id);
    setChosen(id);
  };
  return (
    <>
      <TabList
        label={t('favourites.tabs')}
        tabs={state.tabs.map((x) => ({ id: x.id, text: x.kind ? t(TAB_TEXT[x.kind]) : x.name }))}
        active={active}
        onChoose={choose}
        idPrefix="favourites-tab"
        panelId="favourites-panel"
        className="favourites-tabs"
      />
      <div id="favourites-panel" role="tabpanel" aria-labelledby={`favourites-tab-${active ?? ''}`}>
        {tab ? <FavouriteList key={tab.id} tab={tab} /> : null}
      </div>
    </>
  );
}
