/**
 * The files `npm run new:plugin` writes, one set per kind (docs/plugins.md explains each line). They
 * pass the typecheck, the linter and the registry contract test as they are; the developer then makes
 * them say what the plugin is for.
 */
import { cmsFile, exampleId } from './plugin-cms-template.ts';
import { titlesFile } from './plugin-title-template.ts';

export type PluginKind = 'panel' | 'card' | 'opener' | 'player';

/** Names derived from what the plugin matches: folder, identifiers, schema id, text keys. */
export interface PluginNames {
  kind: PluginKind;
  /** What it matches: a typeCode, a listStyle, a content type or a media kind. */
  match: string;
  /** Folder and file stem, e.g. "city-weather". */
  slug: string;
  /** Component and type name, e.g. "CityWeather". */
  pascal: string;
  /** Export and text-key prefix, e.g. "cityWeather". */
  camel: string;
}

export const exportName = (names: PluginNames): string => `${names.camel}${names.kind[0]?.toUpperCase()}${names.kind.slice(1)}`;
export const schemaId = (names: PluginNames): string => `${names.kind}-${names.slug}`;
const messagesName = (names: PluginNames): string => `${names.camel}Messages`;


function messages(names: PluginNames, key: string, [en, zhCN, zhTW]: [string, string, string]): string {
  const k = `${names.camel}.${key}`;
  return `import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** The ${names.kind} ${names.match}'s own texts: English, simplified and traditional Chinese (the same keys, checked by the typecheck). */
export const ${messagesName(names)} = defineMessages({
  en: { '${k}': '${en}' },
  'zh-CN': { '${k}': '${zhCN}' },
  'zh-TW': { '${k}': '${zhTW}' },
});
`;
}

function panelFiles(names: PluginNames): Record<string, string> {
  const { slug, pascal, match } = names;
  const [valid, invalid] = [exampleId(names, 1), exampleId(names, 2)];
  return {
    [`${slug}.plugin.ts`]: `import { definePanel } from '../../../core/engine/registry/define.ts';

/** Panels of typeCode ${match}. Its data lives in the panel's config (${slug}.schema.json says what it needs). */
export const ${exportName(names)} = definePanel({
  title: '${pascal} (${match})',
  typeCode: '${match}',
  schema: '${schemaId(names)}',
  load: () => import('./${pascal}.tsx'),
});
`,
    [`${slug}.schema.json`]: `{
  "$id": "${schemaId(names)}",
  "title": "${pascal}Panel",
  "description": "Panel ${match}: a panel whose config carries a headline. Require only what the panel cannot do without; anything else of the wrong type is removed with a warning.",
  "allOf": [{ "$ref": "panel" }],
  "required": ["config"],
  "properties": {
    "config": {
      "type": "object",
      "required": ["headline"],
      "properties": {
        "headline": { "type": "string", "minLength": 1 },
        "detail": { "type": "string" }
      }
    }
  }
}
`,
    [`${pascal}.tsx`]: `import type { PanelProps } from '../../../core/engine/registry/types.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { ${pascal}Panel } from '../../../schemas/generated/types.ts';
import { ${messagesName(names)} } from './${slug}.messages.ts';
import './${slug}.css';

/** Panel ${match}: its config's headline and detail, then its items (if the CMS sends any). */
export default function ${pascal}({ panel, entries, renderEntry }: PanelProps) {
  const t = useTexts(${messagesName(names)});
  // The engine validated the panel against ${schemaId(names)}: config and its headline are there.
  const { config } = panel as ${pascal}Panel;
  return (
    <section className="panel ${slug}" data-panel-id={panel.id} data-type-code={panel.typeCode} aria-label={panel.name || t('${names.camel}.label')}>
      <p className="${slug}__label">{t('${names.camel}.label')}</p>
      <p className="${slug}__headline">{config.headline}</p>
      {config.detail ? <p className="${slug}__detail">{config.detail}</p> : null}
      {entries.map(renderEntry)}
    </section>
  );
}
`,
    [`${slug}.css`]: `.${slug} { padding: 0.6rem 0.75rem; background: var(--surface, #fff); }
.${slug}__label { margin: 0; color: var(--ink-3, #888); font-size: 0.6rem; }
.${slug}__headline { margin: 0.2rem 0 0; font-size: 0.9rem; font-weight: 600; }
.${slug}__detail { margin: 0.2rem 0 0; color: var(--ink-2, #555); font-size: 0.7rem; }
`,
    [`${slug}.messages.ts`]: messages(names, 'label', ['From the editors', '编辑推荐', '編輯推薦']),
    [`${slug}.fixture.ts`]: `/** Examples the registry contract test and /__plugin-gallery use: valid ones render, invalid ones are refused. */
export default {
  valid: [{ id: ${valid}, name: '示例版块', typeCode: '${match}', config: { headline: '示例标题', detail: '示例说明' }, contents: [] }],
  invalid: [
    { id: ${invalid}, typeCode: '${match}', config: { headline: '' } },
    { id: ${invalid + 1}, typeCode: '${match}' },
  ],
};
`,
    [`${slug}.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolvePanel } from '../../../core/engine/render/composite.ts';
import { PanelView } from '../../../core/engine/render/PanelView.tsx';
import { testEngine, WithEngine } from '../../../tests/support/render-engine.tsx';
import { createAppRegistry } from '../../app-registry.ts';
import fixture from './${slug}.fixture.ts';

const { index } = createAppRegistry();

describe('panel ${match}', () => {
  it('shows its config', async () => {
    const screen = await render(
      <WithEngine engine={testEngine()}>
        <PanelView entry={resolvePanel(index, fixture.valid[0])} onOpen={() => {}} />
      </WithEngine>,
    );
    await expect.element(screen.getByText('示例标题')).toBeVisible();
  });

  it('is left out, with the reason, when its config has no headline', () => {
    const entry = resolvePanel(index, fixture.invalid[0]);
    expect(entry.status).toBe('dropped');
  });
});
`,
  };
}

function cardFiles(names: PluginNames): Record<string, string> {
  const { slug, pascal, match } = names;
  return {
    [`${slug}.plugin.ts`]: `import { defineCard } from '../../../core/engine/registry/define.ts';

/** Items of listStyle ${match}, of any content type. */
export const ${exportName(names)} = defineCard({
  title: '${pascal} (listStyle ${match})',
  match: { types: '*', listStyles: [${match}] },
  schema: 'content-item',
  load: () => import('./${pascal}Card.tsx'),
});
`,
    [`${pascal}Card.tsx`]: `import type { CardProps } from '../../../core/engine/registry/types.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import { useItemAddress } from '../../item-links.ts';
import { ${messagesName(names)} } from './${slug}.messages.ts';
import './${slug}.css';

/** listStyle ${match}: a mark, the title and the first picture. The whole card opens the item. */
export default function ${pascal}Card({ item, panelId, onOpen }: CardProps) {
  const t = useTexts(${messagesName(names)});
  return (
    <CardLink item={item} href={useItemAddress(item, panelId)} onOpen={onOpen} className="card--${slug}">
      <span className="${slug}__mark">{t('${names.camel}.mark')}</span>
      <span className="card__title">{item.title}</span>
      <Thumb src={thumbnails(item.thumbnailUrl)[0]} alt="" ratio={16 / 9} className="${slug}__picture" />
    </CardLink>
  );
}
`,
    [`${slug}.css`]: `.card--${slug} .card__hit { display: flex; flex-direction: column; gap: 0.3rem; }
.${slug}__mark { align-self: flex-start; padding: 0 0.2rem; border: 1px solid currentColor; color: var(--brand, #d22); font-size: 0.55rem; }
.${slug}__picture { border-radius: 0.2rem; overflow: hidden; }
`,
    [`${slug}.messages.ts`]: messages(names, 'mark', ['Featured', '精选', '精選']),
    [`${slug}.fixture.ts`]: `/** Examples the registry contract test and /__plugin-gallery use: valid ones render, invalid ones are refused. */
export default {
  valid: [{ id: '${exampleId(names, 1)}', type: 'news_common', listStyle: ${match}, title: '示例新闻标题', thumbnailUrl: '/media/img/${slug}-1.svg' }],
  invalid: [{ id: '', type: 'news_common', listStyle: ${match}, title: '没有编号的新闻' }],
};
`,
    [`${slug}.test.tsx`]: `import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveItem } from '../../../core/engine/render/composite.ts';
import { CardView } from '../../../core/engine/render/CardView.tsx';
import { testEngine, WithEngine } from '../../../tests/support/render-engine.tsx';
import { createAppRegistry } from '../../app-registry.ts';
import fixture from './${slug}.fixture.ts';

const { index } = createAppRegistry();

describe('card for listStyle ${match}', () => {
  it('shows the title and opens the item on a tap', async () => {
    const onOpen = vi.fn();
    const screen = await render(
      <WithEngine engine={testEngine()}>
        <CardView entry={resolveItem(index, fixture.valid[0], 'panel')} panelId="panel" onOpen={onOpen} />
      </WithEngine>,
    );
    await screen.getByRole('button', { name: /示例新闻标题/ }).click();
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '${exampleId(names, 1)}' }), 'panel');
  });
});
`,
  };
}

function openerFiles(names: PluginNames): Record<string, string> {
  const { slug, pascal, match } = names;
  const decide = `decide${pascal}`;
  return {
    [`${slug}.plugin.ts`]: `import { defineOpener } from '../../../core/engine/registry/define.ts';
import type { OpenAction } from '../../../core/engine/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

/** Where an item of type ${match} goes, from its data alone (a node test can check it). */
export function ${decide}(item: ContentItem): OpenAction {
  return { kind: 'route', path: \`/details?newsId=\${encodeURIComponent(item.id)}\` };
}

export const ${exportName(names)} = defineOpener({
  title: '${pascal} (type ${match}): its news detail page',
  schema: 'content-item',
  types: ['${match}'],
  decide: ${decide},
});
`,
    [`${slug}.fixture.ts`]: `/** Items of type ${match}, as /__plugin-gallery shows the opener's decisions. */
export default {
  valid: [{ id: '${exampleId(names, 1)}', type: '${match}', title: '示例内容' }],
  invalid: [{ id: '', type: '${match}', title: '没有编号的内容' }],
};
`,
    [`${slug}.unit.test.ts`]: `import { describe, expect, it } from 'vitest';
import { decideOpener } from '../../../core/engine/registry/dispatch.ts';
import { createAppRegistry } from '../../app-registry.ts';
import { ${decide} } from './${slug}.plugin.ts';

const item = { id: '${exampleId(names, 1)}', type: '${match}', title: '示例内容' };

describe('opener for type ${match}', () => {
  it('is the rule the registry picks for its type', () => {
    const decision = decideOpener(createAppRegistry().index, '${match}');
    expect(decision.kind === 'matched' && decision.plugin.key).toBe('opener:${match}');
  });

  it('opens the news detail page', () => {
    expect(${decide}(item)).toEqual({ kind: 'route', path: '/details?newsId=${exampleId(names, 1)}' });
  });
});
`,
  };
}

function playerFiles(names: PluginNames): Record<string, string> {
  const { slug, pascal, match } = names;
  const driver = `${names.camel}Driver`;
  return {
    [`${slug}.plugin.ts`]: `import { definePlayer } from '../../../core/engine/registry/define.ts';
import { VIDEO_EVENTS } from '../../../core/domain/video/video-events.ts';

/** Plays media of kind ${match} in the shared player host (ui/player). */
export const ${exportName(names)} = definePlayer({
  title: '${pascal} player (${match})',
  media: '${match}',
  schema: 'player-source',
  events: VIDEO_EVENTS,
  load: () => import('./${pascal}Player.tsx'),
});
`,
    [`${slug}-driver.ts`]: `import { elementHandle, type MediaDriver } from '../../../ui/player/media-driver.ts';

/** How ${match} plays: here the video element plays the address itself (replace with what the media needs). */
export const ${driver}: MediaDriver = {
  element: 'video',
  async attach(src, element, callbacks) {
    if (!element) throw new Error('the ${match} player needs a video element');
    const handle = elementHandle(element, callbacks);
    element.src = src;
    return handle;
  },
};
`,
    [`${pascal}Player.tsx`]: `import type { PlayerProps } from '../../../core/engine/registry/types.ts';
import { PlayerHost } from '../../../ui/player/PlayerHost.tsx';
import { ${driver} } from './${slug}-driver.ts';

/** Media ${match} in the player host: poster and play button, buffering, failure with retry, one at a time. */
export default function ${pascal}Player(props: PlayerProps) {
  return <PlayerHost {...props} driver={${driver}} media="${match}" />;
}
`,
    [`${slug}.fixture.ts`]: `/** Examples the registry contract test uses: valid ones show their play button, invalid ones are refused. */
export default {
  valid: [{ src: '/media/video/city-clip.mp4', title: '示例节目', contentId: '${exampleId(names, 1)}', poster: '/media/img/${slug}-poster.svg' }],
  invalid: [{ title: '没有内容编号的节目', src: '/media/video/city-clip.mp4' }],
};
`,
    [`${slug}.test.tsx`]: `import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { decidePlayer } from '../../../core/engine/registry/dispatch.ts';
import { testEngine, WithEngine } from '../../../tests/support/render-engine.tsx';
import { createAppRegistry } from '../../app-registry.ts';
import fixture from './${slug}.fixture.ts';

describe('player for ${match}', () => {
  it('is the player the registry picks for ${match}, and shows its play button before anything loads', async () => {
    const decision = decidePlayer(createAppRegistry().index, '${match}');
    const [example] = fixture.valid;
    if (decision.kind !== 'matched' || !example) throw new Error('no player for ${match}, or no valid example');
    const Player = decision.plugin.Component;
    const screen = await render(
      <WithEngine engine={testEngine()}>
        <Suspense>
          <Player {...example} />
        </Suspense>
      </WithEngine>,
    );
    await expect.element(screen.getByRole('button', { name: '示例节目', exact: false })).toBeVisible();
    expect(screen.container.querySelector('[data-media]')?.getAttribute('data-media')).toBe('${match}');
  });
});
`,
  };
}

export function templateFiles(names: PluginNames): Record<string, string> {
  const make = { panel: panelFiles, card: cardFiles, opener: openerFiles, player: playerFiles }[names.kind];
  return { ...make(names), ...titlesFile(names, exportName(names)), ...cmsFile(names) };
}
