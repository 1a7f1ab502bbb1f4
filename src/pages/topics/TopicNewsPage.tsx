import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CONTENT_MISSING_ROUTE } from '../../../core/domain/detail/detail-variants.ts';
import { listPageAddress, listPageOf, pageAddressWith } from '../../../core/domain/open/page-address.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { readIdParam } from '../../../core/domain/rules/content-id.ts';
import { isWeChat } from '../../../core/platform/share/share-route.ts';
import { classPageCall, classToOpen, TOPIC_TYPE_QUERY } from '../../../core/domain/topics/topic-calls.ts';
import { usePageWindow } from '../../../core/engine/render/server-context.ts';
import type { SpecialTopic } from '../../../schemas/generated/types.ts';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { ShareButton } from '../../../ui/share/ShareButton.tsx';
import { TabList } from '../../../ui/tabs/TabList.tsx';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { PagedPanelView } from '../../lists/PagedPanelView.tsx';
import { usePagedPanel } from '../../lists/usePagedPanel.ts';
import { useOpenItem } from '../../open/useOpenItem.ts';
import { ContentMissing } from '../details/ContentMissing.tsx';
import { DetailSkeleton } from '../details/DetailSkeleton.tsx';
import { contentMessages } from '../details/content.messages.ts';
import { contentPageTitle } from '../details/content-page-title.ts';
import { topicsMessages } from './topics.messages.ts';
import { useTopic } from './useTopic.ts';
import './topics.css';

/**
 * /topicNews (spec 2 §2 Special topics; query newsId, preview, type): the topic's header picture,
 * title and brief, a share button (not in WeChat's browser, whose own menu shares), tabs for its
 * linked classes and each class's paged news (20 a page). No linked classes: 'no associated news
 * yet'; an empty class: 'no data'.
 */
export default function TopicNewsPage() {
  const t = useTexts(topicsMessages, contentMessages);
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const id = readIdParam(query.get('newsId'));
  const preview = query.get('preview') === '1';
  if (id.kind !== 'ok') return <NoTopic text={t(id.kind === 'missing' ? 'detail.noNewsId' : 'detail.contentMissing')} />;
  return <Topic newsId={id.id} preview={preview} type={query.get(TOPIC_TYPE_QUERY)} onMissing={() => navigate(CONTENT_MISSING_ROUTE, { replace: true })} />;
}

function NoTopic({ text }: { text: string }) {
  const t = useTexts(topicsMessages);
  return (
    <div className="page page--topic">
      <TitleBar title={t('topics.title')} />
      <ContentMissing text={text} />
    </div>
  );
}

function Topic({ newsId, preview, type, onMissing }: { newsId: string; preview: boolean; type: string | null; onMissing: () => void }) {
  const t = useTexts(topicsMessages, contentMessages);
  const { state, retry } = useTopic(newsId, preview);
  useEffect(() => {
    if (state.status === 'missing') onMissing();
  }, [state.status, onMissing]);
  return (
    <div className="page page--topic">
      <TitleBar
        title={state.status === 'ready' ? state.topic.title : t('topics.title')}
        documentTitle={state.status === 'ready' && state.topic.title ? contentPageTitle(t, state.topic.title) : true}
      />
      {state.status === 'loading' ? <DetailSkeleton /> : null}
      {state.status === 'failed' ? <ListPlaceholder status="failed" reload={retry} failedText={t('topics.loadFailed')} /> : null}
      {state.status === 'ready' ? <TopicBody topic={state.topic} classes={state.classes} type={type} /> : null}
    </div>
  );
}

function TopicBody({ topic, classes, type }: { topic: SpecialTopic; classes: NonNullable<SpecialTopic['classList']>; type: string | null }) {
  const t = useTexts(topicsMessages);
  const picture = topic.imagesUrl?.split(',')[0] || topic.thumbnailUrl?.split(',')[0] || null;
  const [classId, setClassId] = useState(() => classToOpen(classes, type));
  const showShare = !isWeChat(usePageWindow().navigator.userAgent);
  const [path] = useLocation();
  const search = useSearch();
  return (
    <main className="topic">
      <header className="topic__header">
        {picture ? <img className="topic__picture" src={picture} alt="" width={390} height={219} /> : null}
        <h2 className="topic__title">{topic.title}</h2>
        {topic.brief ? <p className="topic__brief">{topic.brief}</p> : null}
        {showShare ? (
          <div className="topic__share" data-testid="topic-share">
            <ShareButton item={{ title: topic.title, brief: topic.brief, thumbnailUrl: topic.thumbnailUrl, shareUrl: topic.shareUrl }} />
          </div>
        ) : null}
      </header>
      {classes.length === 0 ? (
        <p className="topic__empty" data-testid="topic-no-classes">
          {t('topics.noLinkedNews')}
        </p>
      ) : (
        <>
          <TabList
            label={t('topics.classes')}
            tabs={classes.map((c) => ({ id: c.id, text: c.title }))}
            active={classId}
            onChoose={setClassId}
            idPrefix="topic-class"
            panelId="topic-class-panel"
            className="topic-tabs"
            hrefOf={(id) => pageAddressWith(path, search, TOPIC_TYPE_QUERY, id)}
          />
          <div id="topic-class-panel" role="tabpanel" aria-labelledby={`topic-class-${classId ?? ''}`}>
            {/* The address's page (`?page=`) is its class's: another class starts at its first. */}
            {classId ? <ClassNews key={classId} classId={classId} startPage={classId === classToOpen(classes, type) ? listPageOf(search) : 1} /> : null}
          </div>
        </>
      )}
    </main>
  );
}

/** One class's news: 20 a page, paged from the list's end (or from the address's page, issue 32). */
function ClassNews({ classId, startPage }: { classId: string; startPage: number }) {
  const t = useTexts(topicsMessages);
  const onOpen = useOpenItem('topic');
  const { state, loadMore, retry, lastPage } = usePagedPanel({ id: `topic-class-${classId}`, typeCode: 'core.list.content', name: '' }, classPageCall, (page) => ({ classId, page }), { startPage });
  const [path] = useLocation();
  const search = useSearch();
  return <PagedPanelView state={state} loadMore={loadMore} retry={retry} onOpen={onOpen} failedText={t('topics.listFailed')} testId="topic-news" nextHref={listPageAddress(path, search, lastPage + 1)} />;
}
