import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { specialCall } from '../../../core/domain/playback/playback-api.ts';
import { ALL_DATES, sameFilter, type DateFilter } from '../../../core/domain/playback/date-filter.ts';
import { chooseClass, CLASS_ID_KEY, storeChoice, storedFilter } from '../../../core/domain/playback/playback-class.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { useCallCache } from '../../../core/engine/render/use-call.ts';
import type { SpecialClass, SpecialTopic } from '../../../schemas/generated/types.ts';
import { FeedFooter } from '../../../ui/placeholders/FeedFooter.tsx';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { useListPage } from '../../lists/list-page.ts';
import { NextPageLink } from '../../lists/NextPageLink.tsx';
import { ContentMissing } from '../details/ContentMissing.tsx';
import { BackToTop } from './BackToTop.tsx';
import { DateFilterSheet, filterText } from './DateFilterSheet.tsx';
import { EAGER_ROWS, PlaybackRow, PlaybackRowsSkeleton } from './PlaybackRow.tsx';
import { playbackMessages } from './playback.messages.ts';
import { ProvinceSheet } from './ProvinceSheet.tsx';
import { usePlaybackList } from './usePlaybackList.ts';
import { useIdQuery, useRecord } from './useRecord.ts';
import './playback.css';


/** The class and dates the archive lists. */
interface Choice {
  classId: string | null;
  filter: DateFilter;
}

/** The list of one class of the special, with its date filter and province (class) picker. */
function PlaybackArchive({ classes }: { classes: readonly SpecialClass[] }) {
  const { services } = useEngine();
  const { storage } = services.session;
  const t = useTexts(playbackMessages);
  const calls = useCallCache();
  const { page, addressOf } = useListPage();
  const stored = (): Choice => {
    const classId = chooseClass(classes, storage.getItem(CLASS_ID_KEY))?.id ?? null;
    return { classId, filter: classId ? storedFilter(storage, classId) : ALL_DATES };
  };
  // The server has no storage: a page it rendered hydrates with the special's first class and all
  // dates (what it rendered), then lists the reader's stored choice.
  const [{ classId, filter }, setChoice] = useState<Choice>(() => (calls.rendered() ? { classId: classes[0]?.id ?? null, filter: ALL_DATES } : stored()));
  const [settled, setSettled] = useState(() => !calls.rendered());
  // The address's page is the first page of the list the server rendered; another choice starts at 1.
  const [startPage, setStartPage] = useState(page);
  const choose = (next: Choice) => {
    setStartPage(1);
    setChoice(next);
  };
  // A layout effect: done in the hydration's commit, before a tap held meanwhile is replayed on a row.
  useLayoutEffect(() => {
    if (settled) return;
    const choice = stored();
    const same = choice.classId === classId && sameFilter(choice.filter, filter);
    // Kept at once: a playback opened before the transition below lists this class's others.
    if (same && classId) storeChoice(storage, classId, filter);
    // In a transition: an urgent update while hydrating would make React drop the server's HTML.
    startTransition(() => {
      // The address's page belongs to the list the server rendered, not to another one.
      if (!same) choose(choice);
      setSettled(true);
    });
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [sheet, setSheet] = useState<'date' | 'province' | null>(null);
  const { state, loadMore, retry, lastPage } = usePlaybackList(classId, filter, startPage);
  const current = classes.find((c) => c.id === classId) ?? null;

  // What the list shows is kept (spec 2 §3 classId, sValueStar, sValueEnd): the playback opened from it
  // lists this class's other playbacks, and coming back finds the same dates.
  useEffect(() => {
    if (settled && classId) storeChoice(storage, classId, filter);
  }, [storage, settled, classId, filter]);
  const changeFilter = (next: DateFilter) => {
    if (!sameFilter(next, filter)) choose({ classId, filter: next });
  };
  const pickClass = (picked: SpecialClass) => {
    if (picked.id === classId) return;
    choose({ classId: picked.id, filter: storedFilter(storage, picked.id) });
  };
  const shownFilter = filterText(t, filter);
  const footer = state.status === 'ready' ? (state.items.length === 0 ? 'empty' : state.hasMore ? 'has-more' : 'end') : null;

  return (
    <>
      <div className="playback-filters needs-app">
        <button type="button" className="playback-filter" onClick={() => setSheet('date')} data-testid="date-filter">
          {t('playback.dateOf', { filter: shownFilter })}
          <span aria-hidden="true"> ▾</span>
        </button>
        <button type="button" className="playback-filter" onClick={() => setSheet('province')} data-testid="province-filter">
          {t('playback.provinceOf', { name: current?.title ?? '' })}
          <span aria-hidden="true"> ▾</span>
        </button>
      </div>
      {state.status === 'loading' ? <PlaybackRowsSkeleton /> : null}
      <ListPlaceholder status={state.status === 'failed' ? 'failed' : 'ready'} reload={retry} failedText={t('playback.loadFailed')} />
      {state.status === 'ready' ? (
        <ul className="playback-list" data-testid="playback-list">
          {state.items.map((item, index) => (
            <PlaybackRow key={item.id} item={item} eager={index < EAGER_ROWS} />
          ))}
        </ul>
      ) : null}
      {footer ? <FeedFooter key={`${classId}|${shownFilter}`} status={footer} onLoadMore={loadMore} /> : null}
      {footer === 'has-more' ? <NextPageLink href={addressOf(lastPage + 1)} /> : null}
      {sheet === 'date' ? <DateFilterSheet value={filter} onChange={changeFilter} onClose={() => setSheet(null)} /> : null}
      {sheet === 'province' ? <ProvinceSheet classes={classes} current={classId} onPick={pickClass} onClose={() => setSheet(null)} /> : null}
    </>
  );
}

function PlaybackHeader({ special }: { special: SpecialTopic }) {
  const picture = thumbnails(special.imagesUrl || special.thumbnailUrl)[0];
  return (
    <header className="playback-header">
      {picture ? <Thumb src={picture} alt="" ratio={16 / 9} eager className="playback-header__picture" /> : null}
      <h1 className="playback-header__title">{special.title}</h1>
      {special.brief ? <p className="playback-header__brief">{special.brief}</p> : null}
    </header>
  );
}

/** Spec 2 §2: the playback archive (/PlayBack?id={special}). */
export default function PlayBackPage() {
  const t = useTexts(playbackMessages);
  const id = useIdQuery();
  const { state, retry } = useRecord(specialCall, id, 'playback');
  const special = state.status === 'ready' ? state.item : null;

  return (
    <div className="page page--playback">
      <TitleBar title={special?.title ?? t('playback.title')} heading={false} />
      <main className="playback" aria-busy={state.status === 'loading'}>
        {state.status === 'no-id' ? <ContentMissing text={t('playback.noId')} /> : null}
        {state.status === 'loading' || state.status === 'missing' ? (
          <>
            <div className="playback-header playback-header--skeleton" aria-hidden="true" data-testid="playback-header-skeleton">
              <span className="playback-skeleton__block playback-header__picture" />
            </div>
            <PlaybackRowsSkeleton />
          </>
        ) : null}
        <ListPlaceholder status={state.status === 'failed' ? 'failed' : 'ready'} reload={retry} failedText={t('playback.loadFailed')} />
        {special ? (
          <>
            <PlaybackHeader special={special} />
            {special.classList?.length ? <PlaybackArchive key={special.id} classes={special.classList} /> : <FeedFooter status="empty" onLoadMore={async () => {}} />}
          </>
        ) : null}
      </main>
      <BackToTop />
    </div>
  );
}
