import type { PluginNames } from './plugin-templates.ts';

/** Ids of the fixtures' examples: far from the seeded city's, and different per plugin. */
export function exampleId(names: PluginNames, n: number): number {
  let hash = 0;
  for (const c of names.slug) hash = (hash * 31 + c.charCodeAt(0)) % 8999;
  return 9_000_000 + hash * 100 + n;
}

/** Where each kind's example goes on the home (docs/plugins.md, "See it on the local CMS's home"). */
const HOME_POSITION = { panel: 1, card: 2, opener: 3 } as const;

/** A list panel of its own holding one item: how a card or an opener's item reaches the home. */
const listPanelWith = (names: PluginNames, position: number, item: Record<string, unknown>) => ({
  panels: [{ id: exampleId(names, 90), name: `示例：${names.match}`, typeCode: 'core.list.content', position, contents: [item] }],
});

/**
 * A new plugin's `<name>.cms.json`: its fixture's valid example, ready for `npm run cms -- add` (the
 * local CMS puts it on the home). Players have none: a player shows inside the pages that play.
 */
export function cmsFile(names: PluginNames): Record<string, string> {
  const { kind, slug, match } = names;
  let feed: unknown;
  if (kind === 'panel') {
    feed = { panels: [{ id: exampleId(names, 1), name: '示例版块', typeCode: match, position: HOME_POSITION.panel, config: { headline: '示例标题', detail: '示例说明' } }] };
  } else if (kind === 'card') {
    const id = exampleId(names, 1);
    feed = listPanelWith(names, HOME_POSITION.card, { id, type: 'news_common', listStyle: Number(match), title: '示例新闻标题', thumbnailUrl: `/media/img/${slug}-1.svg`, detailUrl: `/details?newsId=${id}` });
  } else if (kind === 'opener') {
    feed = listPanelWith(names, HOME_POSITION.opener, { id: exampleId(names, 1), type: match, title: '示例内容' });
  } else {
    return {};
  }
  return { [`${slug}.cms.json`]: `${JSON.stringify(feed, null, 2)}\n` };
}
