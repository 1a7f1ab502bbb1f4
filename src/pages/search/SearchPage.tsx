import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { useEngine } from '../../../core/render/engine.tsx';
import { useAnswerSeed } from '../../../core/render/server-context.ts';
import { useTexts } from '../../../core/render/useTexts.ts';
import { FAVOUR_SEARCH_TYPE, SEARCH_TAB_PARAM } from '../../../core/search/search-calls.ts';
import { readSubmission, SEARCH_DEBOUNCE_MS, SEARCH_INPUT_MAX, SEARCH_TEXT_PARAM, searchHistory } from '../../../core/search/search-input.ts';
import { browserStorage } from '../../../core/session/store.ts';
import { SearchBar } from './SearchBar.tsx';
import { SearchHistory } from './SearchHistory.tsx';
import { SearchList } from './SearchList.tsx';
import { SearchResults } from './SearchResults.tsx';
import { SearchIdle, SearchNoResult } from './SearchStates.tsx';
import { SearchAgainProvider } from './search-again.ts';
import { SearchKeywordProvider } from '../../../ui/card/Highlighted.tsx';
import { searchMessages } from './search.messages.ts';
import './search.css';

/** Spec 2 §4: idle shows the history; a search its results; a text with % the refusal. */
type View = { kind: 'history' } | { kind: 'percent' } | { kind: 'results'; keyword: string };

function viewOf(text: string): View {
  const submission = readSubmission(text);
  if (submission.kind === 'search') return { kind: 'results', keyword: submission.keyword.trim() };
  return submission.kind === 'percent' ? { kind: 'percent' } : { kind: 'history' };
}

/** The page's address keeps the text searched (a reload shows the same results), and its other parameters. */
function keepTextInAddress(text: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(SEARCH_TEXT_PARAM, text);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * /search, /searchMax, /searchPlus (spec 2 §2): the search bar, the history while idle, the five
 * result tabs (or the reader's favourites with searchType=favor). Typing searches after 200 ms of
 * stillness; submitting (or picking a history chip) also saves the text to the history.
 */
export default function SearchPage() {
  const engine = useEngine();
  const t = useTexts(searchMessages);
  const [path, navigate] = useLocation();
  // Read once: later address changes are this page's own (keepTextInAddress).
  const search = useSearch();
  const [query] = useState(() => new URLSearchParams(search));
  const favour = query.get('searchType') === FAVOUR_SEARCH_TYPE;
  const arrivedWith = [...(query.get(SEARCH_TEXT_PARAM) ?? '')].slice(0, SEARCH_INPUT_MAX).join('');
  const [history] = useState(() => searchHistory(browserStorage()));
  // Arriving with a text is a search the reader asked for: it goes into the history (adding twice is
  // harmless). The server has no history: a page it rendered hydrates with none, then reads the
  // reader's in a transition (an urgent update would make React drop the server's HTML of the results).
  const seed = useAnswerSeed();
  const arrival = useCallback(() => (readSubmission(arrivedWith).kind === 'search' ? history.add(arrivedWith) : history.read()), [history, arrivedWith]);
  const [entries, setEntries] = useState<readonly string[]>(() => (seed.rendered() ? [] : arrival()));
  useEffect(() => {
    if (seed.rendered()) startTransition(() => setEntries(arrival()));
  }, [seed, arrival]);
  const [text, setText] = useState(arrivedWith);
  const [view, setView] = useState<View>(() => viewOf(arrivedWith));
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    document.title = t('search.title');
  }, [t]);
  useEffect(() => () => clearTimeout(pending.current ?? undefined), []);

  const show = useCallback(
    (value: string, save: boolean) => {
      clearTimeout(pending.current ?? undefined);
      const next = viewOf(value);
      setView(next);
      if (next.kind === 'results') {
        keepTextInAddress(next.keyword);
        if (save) setEntries(history.add(value));
      }
    },
    [history],
  );

  const onChange = (value: string, composing: boolean) => {
    setText(value);
    clearTimeout(pending.current ?? undefined);
    // A text still being composed (pinyin) is not searched yet.
    if (!composing) pending.current = setTimeout(() => show(value, false), SEARCH_DEBOUNCE_MS);
  };
  const clear = () => {
    setText('');
    show('', false);
    input.current?.focus();
  };
  const cancel = () => {
    if (text) return clear();
    if (window.history.length > 1) window.history.back();
    else navigate('/', { replace: true });
  };
  const pick = (value: string) => {
    setText(value);
    show(value, true);
  };
  const onOpen = useCallback(
    (item: ContentItem, panelId: string) => {
      engine.bus.emit('open:requested', { itemId: item.id, type: item.type ?? '', source: 'search' });
      void import('../../open/page-open.ts').then((m) => m.openFromPage(engine, item, panelId, m.routeOrLoad(navigate)));
    },
    [engine, navigate],
  );

  return (
    <div className="page page--search">
      <header className="search-page__head">
        <h1 className="visually-hidden">{t('search.title')}</h1>
        <SearchBar
          action={path}
          kept={[...query].filter(([name]) => name !== SEARCH_TEXT_PARAM && name !== SEARCH_TAB_PARAM)}
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
            {view.kind === 'results' && favour ? (
              <SearchList key={view.keyword} list="favourites" keyword={view.keyword} spec={{ id: 'search-favourites', typeCode: 'core.list.content', name: t('search.favourites') }} onOpen={onOpen} />
            ) : null}
            {view.kind === 'results' && !favour ? <SearchResults keyword={view.keyword} onOpen={onOpen} /> : null}
          </main>
        </SearchKeywordProvider>
      </SearchAgainProvider>
    </div>
  );
}
