import { startTransition, useEffect, useId, useMemo, useState } from 'react';
import { LEAD_PANELS } from '../../../core/domain/rules/layout.ts';
import { useLocation, useSearch } from 'wouter';
import type { PanelEntry } from '../../../core/engine/render/composite.ts';
import { PanelView } from '../../../core/engine/render/PanelView.tsx';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { FAVOURITE_SEGMENT_PANELS } from '../../../core/domain/video/video-calls.ts';
import type { VideoTab } from '../../../core/domain/video/video-tabs.ts';
import { ALL_TOPICS, inTopic, topicOfAddress, topicsOf, VIDEO_TOPIC_QUERY } from '../../../core/domain/video/video-topics.ts';
import { pageAddressWith } from '../../../core/domain/open/page-address.ts';
import { keepQueryInAddress, useIgnoredQueryReport } from '../../routes/address-query.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { TabBar } from '../../../ui/tabs/TabBar.tsx';
import { FeedView } from '../../feed/FeedView.tsx';
import { useFeed } from '../../feed/useFeed.ts';
import { StateMessage } from '../../../ui/placeholders/StateMessage.tsx';
import { videoMessages } from './video.messages.ts';

/** The chip id of 'all' (a topic name is never empty). */
const ALL_CHIP = '';

const itemsOf = (panels: readonly PanelEntry[]): ContentItem[] =>
  panels.flatMap((entry) => (entry.status === 'ok' ? entry.items.flatMap((item) => (item.status === 'ok' ? [item.item] : [])) : []));

/** The panels with only the items under a topic (null: all of them). */
function underTopic(panels: PanelEntry[], topic: string | null): PanelEntry[] {
  if (topic === ALL_TOPICS) return panels;
  return panels.map((entry) => (entry.status === 'ok' ? { ...entry, items: entry.items.filter((item) => item.status === 'ok' && inTopic(item.item, topic)) } : entry));
}

/**
 * Spec 2 §9 "favourite sub-segments 60688 and 60689": the pair is those two panels, in that order,
 * when the tab holds both; any other two panels are a list like the rest.
 */
function favouritePair(panels: readonly PanelEntry[]): PanelEntry[] | null {
  const segments = FAVOURITE_SEGMENT_PANELS.map((id) => panels.find((entry) => entry.status === 'ok' && entry.panel.id === id));
  return segments.every((entry) => entry !== undefined) ? segments : null;
}

interface Props {
  tab: VideoTab;
  onOpen: (item: ContentItem, panelId: string) => void;
}

/**
 * One tab of the video page: its category's feed (pull-to-refresh, load-more). Spec 2 §2: topic
 * chips (all, then #topic#) when its videos name topics; a pair of segments when it holds the
 * favourite panels (followed live, followed videos).
 */
export function VideoTabFeed({ tab, onOpen }: Props) {
  const engine = useEngine();
  const t = useTexts(videoMessages);
  const feed = useFeed(engine, tab.code);
  // Issue 32: the chosen topic is in the address (its chip a link there); a tap chooses in place and keeps it there.
  const [path] = useLocation();
  const search = useSearch();
  const [chosen, setChosen] = useState<{ topic: string | null } | null>(null);
  const [segment, setSegment] = useState(0);
  const chipsId = useId();
  const { state } = feed;
  const panels = useMemo(() => (state.status === 'ready' ? state.panels : []), [state]);
  const pair = useMemo(() => favouritePair(panels), [panels]);
  // Chips belong to a list of videos, not to the favourite pair.
  const topics = useMemo(() => (pair ? [] : topicsOf(itemsOf(panels))), [panels, pair]);
  const topic = chosen ? chosen.topic : topicOfAddress(search, topics);
  // A topic the loaded videos do not have (a stale link) shows them all, and is reported.
  const named = new URLSearchParams(search).get(VIDEO_TOPIC_QUERY);
  useIgnoredQueryReport(VIDEO_TOPIC_QUERY, named, state.status === 'ready' && chosen === null && named !== null && topic === ALL_TOPICS);
  // A transition: a chip tapped while the feed is still hydrating (it comes after the page is ready)
  // would otherwise reach its cards' boundaries before they hydrate, and React would drop the server's
  // HTML and render them anew (the list blank for a moment, its footer in view loading a page unasked).
  const setTopic = (next: string | null) => startTransition(() => setChosen({ topic: next }));
  // The address follows once the choice is made (its update re-renders at once, no transition).
  useEffect(() => {
    if (chosen) keepQueryInAddress(VIDEO_TOPIC_QUERY, chosen.topic);
  }, [chosen]);
  return (
    <>
      {topics.length > 0 ? (
        <TabBar
          look="chips"
          label={t('video.topics')}
          idBase={chipsId}
          tabs={[{ id: ALL_CHIP, label: t('video.allTopics') }, ...topics.map((name) => ({ id: name, label: t('video.topicChip', { topic: name }) }))]}
          active={topic ?? ALL_CHIP}
          onSelect={(id) => setTopic(id === ALL_CHIP ? ALL_TOPICS : id)}
          hrefOf={(id) => pageAddressWith(path, search, VIDEO_TOPIC_QUERY, id === ALL_CHIP ? null : id)}
        />
      ) : null}
      {pair ? (
        <TabBar
          look="chips"
          label={t('video.favouritePair')}
          idBase={chipsId}
          tabs={pair.map((entry, i) => ({ id: String(i), label: entry.status === 'ok' ? entry.panel.name || entry.panel.id : '' }))}
          active={String(segment)}
          onSelect={(id) => setSegment(Number(id))}
        />
      ) : null}
      <div role={topics.length > 0 || pair ? 'tabpanel' : undefined} id={`${chipsId}-panel-${pair ? segment : (topic ?? ALL_CHIP)}`} className="video-tab-feed">
        <FeedView feed={feed} failedText={t('video.loadFailed')} empty={<StateMessage kind="empty" text={t('video.noVideos')} />}>
          {(all) => {
            const shown = underTopic(pair ? [pair[segment]!] : all, topic);
            const count = itemsOf(shown).length;
            return (
              <>
                {shown.map((entry, i) => (
                  <PanelView key={entry.status === 'ok' ? entry.panel.id : `dropped-${i}`} entry={entry} onOpen={onOpen} firstScreen={i < LEAD_PANELS} />
                ))}
                {count === 0 && all.length > 0 ? <StateMessage kind="empty" text={topic === ALL_TOPICS ? t('video.noVideos') : t('video.noTopicVideos')} /> : null}
              </>
            );
          }}
        </FeedView>
      </div>
    </>
  );
}
