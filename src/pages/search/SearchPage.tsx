import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LIST_PAGE_QUERY } from '../../../core/domain/open/page-address.ts';
import { useLocation, useSearch } from 'wouter';
import { useCallCache } from '../../../core/engine/render/use-call.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { addressStep, readSearchAddress, savesOnArrival, SEARCH_TAB_QUERY, SEARCH_TEXT_QUERY, searchEntryOf, stepsOutOfSearch, withSearch, withSearchEntry } from '../../../core/domain/search/search-address.ts';
import { FAVOUR_SEARCH_TYPE, type SearchTab } from '../../../core/domain/search/search-calls.ts';
import { readSubmission, SEARCH_DEBOUNCE_MS, SEARCH_INPUT_MAX, searchHistory } from '../../../core/domain/search/search-input.ts';
import { browserStorage } from '../../../core/platform/session/store.ts';
import { SearchBar } from './SearchBar.tsx';
import { SearchHistory } from './SearchHistory.tsx';
import { SearchList } from './SearchList.tsx';
import { SearchResults } from './SearchResults.tsx';
import { SearchIdle, SearchNoResult } from './SearchStates.tsx';
import { SearchAgainProvider } from './search-again.ts';
import { SearchKeywordProvider } from '../../../ui/card/Highlighted.tsx';
import { FeedSkeleton } from '../../../ui/placeholders/FeedSkeleton.tsx';
import { useOpenItem } from '../../open/useOpenItem.ts';
import { searchMessages } from './search.messages.ts';
import './search.css';

/** Spec 2 §4: idle shows the history; a search its results; a text with % the refusal. */
type View = { kind: 'history' } | { kind: 'percent' } | { kind: 'results'; keyword: string };

function viewOf(text: string): View {
  const submission = readSubmission(text);
  if (submission.kind === 'search') return { kind: 'results', keyword: submission.keyword.trim() };
  return submission.kind === 'percent' ? { kind: 'percent' } : { kind: 'history' };
}

/** The text as the input takes it (spec 2 §9: at most 10 characters). */
const inputText = (text: string) => [...text].slice(0, SEARCH_INPUT_MAX).join('');

/**
 * /search, /searchMax, /searchPlus (spec 2 §2): the search bar, the history while idle, the five
 * result tabs (or the reader's favourites with searchType=favor). Typing searches after 200 ms of
 * stillness; submitting (or picking a history chip) also saves the text to the history.
 *
 * The address holds the search (issue 28): a submitted search is an entry of its own (`?text=`, back
 * returns to the one before), a typed one replaces the entry's text, the tab shown is `tab`, and
 * clear and cancel take both away, so a reload shows what the reader last saw and never a cleared
 * search. Back on an entry (from an opened result, or between searches) shows its text and tab.
 */
export default function SearchPage() {
  const t = useTexts(searchMessages);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const address = readSearchAddress(search);
  const favour = new URLSearchParams(search).get('searchType') === FAVOUR_SEARCH_TYPE;
  const [history] = useState(() => searchHistory(browserStorage()));
  // The server has no history: a page it rendered hydrates with none, then reads the reader's in a
  // transition (an urgent update during hydration would make React drop the server's HTML of the results).
  const calls = useCallCache();
  const [entries, setEntries] = useState<readonly string[]>(() => (calls.rendered() ? [] : history.read()));
  const [text, setText] = useState(() => inputText(address.text));
  const [view, setView] = useState<View>(() => viewOf(inputText(address.text)));
  // The text of the address this page last wrote or followed: another one came by back or forward.
  const followed = useRef(address.text);
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    document.title = t('search.title');
  }, [t]);
  useEffect(() => () => clearTimeout(pending.current ?? undefined), []);

  // Arriving with a text is a search the reader asked for (a link, the favourites' search): it goes
  // into the history once; the entry remembers its search, so a reload does not save it again.
  useEffect(() => {
    const state: unknown = window.history.state;
    const arrived = inputText(address.text);
    const asked = readSubmission(arrived).kind === 'search';
    const saved = asked && savesOnArrival(state, arrived) ? history.add(arrived) : history.read();
    startTransition(() => setEntries(saved));
    const entry = searchEntryOf(state);
    window.history.replaceState(withSearchEntry(state, { text: arrived, submitted: entry?.text === arrived ? entry.submitted : asked, depth: entry?.depth ?? 0 }), '');
    // Once, for the entry the page opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back or forward to another of the page's entries: its text (and its tab, read from the address).
  useEffect(() => {
    if (address.text === followed.current) return;
    followed.current = address.text;
    clearTimeout(pending.current ?? undefined);
    const value = inputText(address.text);
    setText(value);
    setView(viewOf(value));
  }, [address.text]);

  /** Writes the search into the address (a new entry or in place: `addressStep`), and what the entry shows into its state. */
  const writeAddress = useCallback(
    (change: { text?: string | null; tab?: SearchTab | null }, submitted: boolean) => {
      const state: unknown = window.history.state;
      const entry = searchEntryOf(state) ?? { text: '', submitted: false, depth: 0 };
      const to = `${window.location.pathname}${withSearch(window.location.search, change)}${window.location.hash}`;
      if (change.text === undefined) return navigate(to, { replace: true, state: withSearchEntry(state, entry) });
      const shownText = change.text ?? '';
      followed.current = shownText;
      if (shownText && addressStep(state, shownText) === 'push') navigate(to, { state: withSearchEntry(null, { text: shownText, submitted, depth: entry.depth + 1 }) });
      else navigate(to, { replace: true, state: withSearchEntry(state, { text: shownText, submitted: submitted || (entry.submitted && entry.text === shownText), depth: entry.depth }) });
    },
    [navigate],
  );

  const show = useCallback(
    (value: string, save: boolean) => {
      clearTimeout(pending.current ?? undefined);
      const next = viewOf(value);
      setView(next);
      // The address holds the search shown; the history and a refused text leave it (a reload shows the history).
      writeAddress(next.kind === 'results' ? { text: next.keyword } : { text: null, tab: null }, save && next.kind === 'results');
      if (next.kind === 'results' && save) setEntries(history.add(value));
    },
    [history, writeAddress],
  );

  const onChange = (value: string, composing: boolean) => {
    setText(value);
    clearTimeout(pending.current ?? undefined);
    // A text still being composed (pinyin) is not searched yet.
    if (!composing) pending.current = setTimeout(() => show(value, false), SEARCH_DEBOUNCE_MS);
  };
  const clear = () => {
    setText('');
    // The search leaves the address too: a reload shows the history, not the cleared search.
    show('', false);
    input.current?.focus();
  };
  const cancel = () => {
    if (text || view.kind !== 'history') return clear();
    // Spec 2 §2: cancel on an empty box goes back: past the searches made here, to where the reader came from.
    const steps = stepsOutOfSearch(window.history.state);
    if (window.history.length > steps) window.history.go(-steps);
    else navigate('/', { replace: true });
  };
  const pick = (value: string) => {
    setText(value);
    show(value, true);
  };
  const onOpen = useOpenItem('search');
  const onTab = useCallback((tab: SearchTab) => writeAddress({ tab }, false), [writeAddress]);

  return (
    <div className="page page--search">
      <header className="search-page__head">
        <h1 className="visually-hidden">{t('search.title')}</h1>
        <SearchBar
          action={path}
          kept={[...new URLSearchParams(search)].filter(([name]) => name !== SEARCH_TEXT_QUERY && name !== SEARCH_TAB_QUERY && name !== LIST_PAGE_QUERY)}
          text={text}
          placeholder={favour ? t('search.favourPlaceholder') : t('search.inputPlaceholder')}
          inputRef={input}
          onChange={onChange}
          onSubmit={() => show(text, true)}
          onClear={clear}
          onCancel={cancel}
        />
      </header>
      <SearchAgainProvider value={clear}>
        <SearchKeywordProvider value={view.kind === 'results' ? view.keyword : ''}>
          <main className="search-page__body">
            {view.kind === 'history' && entries.length > 0 ? <SearchHistory entries={entries} onPick={pick} onRemove={(entry) => setEntries(history.remove(entry))} onClear={() => setEntries(history.clear())} /> : null}
            {view.kind === 'history' && entries.length === 0 ? <SearchIdle favour={favour} /> : null}
            {view.kind === 'percent' ? <SearchNoResult textTestId="search-percent" text={t('search.percentRejected')} /> : null}
            {/* The results wait here, not the page, for plugins still on their way (src/engine.ts). */}
            <Suspense fallback={<FeedSkeleton />}>
              {view.kind === 'results' && favour ? (
                <SearchList key={view.keyword} list="favourites" keyword={view.keyword} spec={{ id: 'search-favourites', typeCode: 'core.list.content', name: t('search.favourites') }} onOpen={onOpen} />
              ) : null}
              {view.kind === 'results' && !favour ? <SearchResults key={view.keyword} keyword={view.keyword} tab={address.tab} onTab={onTab} onOpen={onOpen} /> : null}
            </Suspense>
          </main>
        </SearchKeywordProvider>
      </SearchAgainProvider>
    </div>
  );
}
