import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { RelatedVideos } from '../../src/pages/video/RelatedVideos.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/*
 * A video's related list arrives after the video, in the page (not the server's seed): its records
 * need the resolver and the readers' validators, which load then. Meanwhile the page stays as it
 * is (the title, the player); the list shows when both are there. This file runs in its own frame,
 * so the resolver has not loaded before it.
 */

const video = { id: '100221', type: 'short_video', keywords: '长沙', title: '长沙夜景' };
const record = { id: '100222', title: '湘江边的新视频', type: 'short_video', listStyle: 1, thumbnailUrl: '/media/img/a.svg' };

describe('a related list whose records arrive before the resolver', () => {
  it('keeps the page on screen while the resolver loads, then shows the list', async () => {
    const suspended: string[] = [];
    function Waiting() {
      suspended.push('the page waited');
      return <p>waiting</p>;
    }
    const engine = testEngine({
      services: {
        request: async () => ({ code: 200, message: 'success', data: { listSimilar: [record] } }),
      },
    });
    const screen = await render(
      <WithEngine engine={engine}>
        <Suspense fallback={<Waiting />}>
          <h1>长沙夜景</h1>
          <RelatedVideos item={video} onOpen={() => {}} />
        </Suspense>
      </WithEngine>,
    );
    await expect.element(screen.getByText('湘江边的新视频')).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(suspended).toEqual([]);
  });
});
