import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { VideoTabFeed } from '../../src/pages/video/VideoTabFeed.tsx';
import { videoMessages } from '../../src/pages/video/video.messages.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/** A video tab (spec 2 §2, §9): the favourite pair is panels 60688 and 60689, not any two panels. */
const zh = videoMessages['zh-CN'];
const video = (id: number, title: string) => ({ id: String(id), type: 'video', title, listStyle: 4, thumbnailUrl: '/media/img/slide-1.svg', playUrl: '/media/hls/vod/index.m3u8', playDuration: 60 });
const panel = (id: number, name: string, title: string) => ({ id, typeCode: 'core.list.content', name, contents: [video(id * 10, title)] });

async function renderTab(panels: unknown[]) {
  const request = async (path: string) => {
    if (path.endsWith('/getCategoryCompositeData')) return { code: 200, message: 'success', data: panels };
    throw new Error(`unexpected ${path}`);
  };
  const engine = testEngine({ services: { request } });
  return render(
    <WithEngine engine={engine}>
      <VideoTabFeed tab={{ id: '48639', name: '视频', code: 'mycs.video.video', panelId: '48662' }} onOpen={() => {}} />
    </WithEngine>,
  );
}

describe('video tab: the favourite pair', () => {
  it('two panels that are not the favourite segments show as one list, both shown, no segments', async () => {
    const screen = await renderTab([panel(48631, '推荐', '城市视频一'), panel(48633, '热门', '城市视频二')]);
    await expect.element(screen.getByText('城市视频一')).toBeVisible();
    await expect.element(screen.getByText('城市视频二')).toBeVisible();
    expect(screen.getByRole('tablist', { name: zh['video.favouritePair'] }).elements()).toHaveLength(0);
  });

  it('panels 60688 and 60689 are the pair, in that order, whatever order they come in', async () => {
    const screen = await renderTab([panel(60689, '关注视频', '关注的视频'), panel(60688, '关注直播', '关注的直播')]);
    const segments = screen.getByRole('tablist', { name: zh['video.favouritePair'] }).getByRole('tab');
    await expect.element(segments.first()).toHaveTextContent('关注直播');
    expect(segments.elements().map((tab) => tab.textContent)).toEqual(['关注直播', '关注视频']);
    await expect.element(screen.getByText('关注的直播')).toBeVisible();
    await expect.element(screen.getByText('关注的视频')).not.toBeInTheDocument();
  });
});
