import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveRecords } from '../../core/domain/search/resolve-records.ts';
import { RELATED_PANEL_ID, similarCall, similarParams } from '../../core/domain/video/video-calls.ts';
import type { SeededAnswers } from '../../core/engine/http/answer-seed.ts';
import { callKey, keyOf, requestOf } from '../../core/engine/http/call.ts';
import { CallCacheContext } from '../../core/engine/render/call-context.ts';
import { freezeItems } from '../../core/engine/render/frozen-panels.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { resolutionKey } from '../../src/lists/use-resolved-records.ts';
import { RelatedVideos } from '../../src/pages/video/RelatedVideos.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/*
 * A list the server rendered (a video's related videos, a topic's news) comes in the page's seed as
 * the server resolved it: the page shows those items as they are, without resolving (validating) the
 * records again, so it hydrates without the resolver and the validators. A seed it cannot use is
 * resolved in the page, as any later answer is.
 */

const video = { id: '100221', type: 'short_video', keywords: '长沙', title: '长沙夜景' };
const record = { id: '100222', title: '答案里的标题', type: 'short_video', listStyle: 1, thumbnailUrl: '/media/img/a.svg' };
const params = similarParams(video);
const answers = { [keyOf(requestOf(similarCall, params))]: { code: 200, message: 'success', data: { listSimilar: [record] } } };
const key = resolutionKey(callKey(similarCall, params), RELATED_PANEL_ID);

/** The items as a server resolved them: here with a title of its own, to tell them from a resolving in the page. */
const resolvedOnTheServer = (patch: Record<string, unknown> = {}) =>
  freezeItems(resolveRecords(createAppRegistry().index, RELATED_PANEL_ID, [{ ...record, title: '服务器解析的标题' }], new Set())).map((item) => ({ ...item, ...patch }));

async function renderRelated(seed: SeededAnswers) {
  let asked = 0;
  const engine = testEngine({
    services: {
      request: async () => {
        asked += 1;
        throw new Error('the seeded list asks for nothing');
      },
    },
  });
  const screen = await render(
    <WithEngine engine={engine}>
      <CallCacheContext value={{ seed }}>
        <Suspense fallback={<p>waiting</p>}>
          <RelatedVideos item={video} onOpen={() => {}} />
        </Suspense>
      </CallCacheContext>
    </WithEngine>,
  );
  return { screen, asked: () => asked };
}

describe("a list the server rendered, in the page's seed", () => {
  it('shows the items as the server resolved them, asking for nothing', async () => {
    const { screen, asked } = await renderRelated({ json: answers, texts: {}, resolved: { [key]: JSON.parse(JSON.stringify(resolvedOnTheServer())) } });
    await expect.element(screen.getByText('服务器解析的标题')).toBeVisible();
    expect(screen.container.textContent).not.toContain('答案里的标题');
    expect(asked()).toBe(0);
  });

  it('resolves the seeded answer in the page when the server left no items for it', async () => {
    const { screen, asked } = await renderRelated({ json: answers, texts: {} });
    await expect.element(screen.getByText('答案里的标题')).toBeVisible();
    expect(asked()).toBe(0);
  });

  it('resolves the seeded answer in the page when the items name a card this build lacks', async () => {
    const { screen } = await renderRelated({ json: answers, texts: {}, resolved: { [key]: resolvedOnTheServer({ card: 'card.retired' }) } });
    await expect.element(screen.getByText('答案里的标题')).toBeVisible();
    expect(screen.container.textContent).not.toContain('服务器解析的标题');
  });
});
