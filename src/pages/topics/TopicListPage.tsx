import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { readIdParam } from '../../../core/domain/rules/content-id.ts';
import { referencePageCall } from '../../../core/domain/topics/topic-calls.ts';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { useListPage } from '../../lists/list-page.ts';
import { PagedPanelView } from '../../lists/PagedPanelView.tsx';
import { usePagedPanel } from '../../lists/usePagedPanel.ts';
import { useOpenItem } from '../../open/useOpenItem.ts';
import { ContentMissing } from '../details/ContentMissing.tsx';
import { contentMessages } from '../details/content.messages.ts';
import { topicsMessages } from './topics.messages.ts';
import './topics.css';

/** /topicList?id (spec 2 §2 Special topics): the content's related news (the reference list), 10 a page, from the address's `page`. */
export default function TopicListPage() {
  const t = useTexts(topicsMessages, contentMessages);
  const search = useSearch();
  const id = useMemo(() => readIdParam(new URLSearchParams(search).get('id')), [search]);
  return (
    <div className="page page--topic-list">
      <TitleBar title={t('topics.related')} />
      {id.kind === 'ok' ? <ReferenceList contentId={id.id} /> : <ContentMissing text={t(id.kind === 'missing' ? 'detail.noNewsId' : 'detail.contentMissing')} />}
    </div>
  );
}

function ReferenceList({ contentId }: { contentId: string }) {
  const t = useTexts(topicsMessages);
  const onOpen = useOpenItem('topic-list');
  const { page, addressOf } = useListPage();
  const { state, loadMore, retry, lastPage } = usePagedPanel({ id: `reference-${contentId}`, typeCode: 'core.list.content', name: '' }, referencePageCall, (at) => ({ contentId, page: at }), { startPage: page });
  return <PagedPanelView state={state} loadMore={loadMore} retry={retry} onOpen={onOpen} failedText={t('topics.listFailed')} testId="topic-list" nextHref={addressOf(lastPage + 1)} />;
}
