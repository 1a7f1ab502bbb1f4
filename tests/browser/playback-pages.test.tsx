import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CONTENT_MISSING_ROUTE } from '../../core/domain/detail/detail-variants.ts';
import type { Notice } from '../../core/engine/http/notices.ts';
import type { RequestFn, RequestOptions } from '../../core/engine/http/request.ts';
import { ALL_DATES, type DateFilter } from '../../core/domain/playback/date-filter.ts';
import { DateFilterSheet } from '../../src/pages/playback/DateFilterSheet.tsx';
import PlayBackPage from '../../src/pages/playback/PlayBackPage.tsx';
import ImgListPage from '../../src/pages/pictures/ImgListPage.tsx';
import type { GalleryProps } from '../../src/pages/details/lazy-neighbours.tsx';
import { recordingNotices, testEngine, WithEngine } from '../support/render-engine.tsx';

/**
 * A stand-in for the local CMS's special and picture calls (cms/routes/specials.ts, contents.ts),
 * in their envelope and shapes: special 1 with class 10 of `count` playbacks; picture set 5.
 */
function cms({ count = 3, failLists = 0 } = {}) {
  const calls: { path: string; params: Record<string, unknown> }[] = [];
  let failures = failLists;
  const ok = (data: unknown) => ({ code: 200, message: 'success', data });
  const playback = (n: number) => ({ id: 300 + n, type: 'video', title: `回放${n}`, brief: '精彩回放', playDuration: 3725, showTime: `2021-12-0${n} 20:00:00`, playUrl: '/v.m3u8' });
  const request: RequestFn = async (path: string, options: RequestOptions = {}) => {
    const params = (options.params ?? {}) as Record<string, unknown>;
    calls.push({ path, params });
    if (path.endsWith('/content/spec/1')) return ok({ id: 1, title: '回放专题', brief: '简介', thumbnailUrl: '/p.svg', classList: [{ id: 10, title: '2021回放' }] });
    if (path.endsWith('/content/getSpecList')) {
      if (failures-- > 0) return { code: 500, message: '服务繁忙', data: null };
      const records = params.startTime ? [] : Array.from({ length: count }, (_, i) => playback(i + 1));
      return ok({ records, total: records.length, pageIndex: 1, pageSize: 12, pages: 1 });
    }
    if (path.endsWith('/content/multiPic/5')) return ok({ id: 5, type: 'news_multipic', title: '组图', brief: '内容', multiList: [1, 2, 3].map((n) => ({ imageUrl: `/m${n}.svg`, brief: `图${n}` })) });
    return { code: 5101, message: '内容不存在', data: null };
  };
  return { request, calls };
}

async function show(path: string, ui: React.ReactNode, request: RequestFn, notices: Notice[] = []) {
  const location = memoryLocation({ path, record: true });
  const storage = new Map<string, string>();
  const services = {
    request,
    notices: recordingNotices(notices),
    session: { ...testEngine().services.session, storage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) } },
  };
  await render(
    <WithEngine engine={testEngine({ services })}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </WithEngine>,
  );
  return { location, storage };
}

describe('the date filter picker', () => {
  it('narrows year, month and days before confirming; all applies at once', async () => {
    const chosen: DateFilter[] = [];
    const screen = await render(
      <WithEngine engine={testEngine()}>
        <DateFilterSheet value={ALL_DATES} onChange={(f) => chosen.push(f)} onClose={() => {}} />
      </WithEngine>,
    );
    await expect.element(screen.getByRole('group', { name: '月份' })).not.toBeInTheDocument();
    await screen.getByRole('button', { name: '2021年' }).click();
    await screen.getByRole('button', { name: '3月', exact: true }).click();
    await screen.getByRole('button', { name: '21日-月底' }).click();
    expect(chosen).toEqual([]);
    await screen.getByRole('button', { name: '确定' }).click();
    expect(chosen).toEqual([{ year: 2021, month: 3, range: 'late' }]);
    await screen.getByRole('group', { name: '年份' }).getByRole('button', { name: '全部' }).click();
    expect(chosen.at(-1)).toEqual(ALL_DATES);
    // The sheet makes the rest of the page inert while open: gone with the picker.
    await screen.unmount();
    expect(document.querySelector('[inert]')).toBeNull();
  });
});

describe('/PlayBack', () => {
  it('rows with hours in the duration; a failed list says so and retries; a window without playbacks shows no data', async () => {
    const stand = cms({ failLists: 1 });
    const notices: Notice[] = [];
    const { storage } = await show('/PlayBack?id=1', <PlayBackPage />, stand.request, notices);
    await expect.element(page.getByRole('heading', { level: 1, name: '回放专题' })).toBeVisible();
    await expect.element(page.getByText('回放加载失败')).toBeVisible();
    expect(notices).toEqual([{ kind: 'toast', text: { raw: '服务繁忙' } }]);
    await page.getByRole('button', { name: '重试' }).click();
    await expect.element(page.getByTestId('playback-row').nth(2)).toBeVisible();
    await expect.element(page.getByTestId('playback-row').first().getByLabelText('时长 01:02:05')).toBeVisible();
    await expect.element(page.getByTestId('playback-row').first().getByRole('link')).toHaveAttribute('href', '/playBackDetail?id=301');
    expect(stand.calls.filter((c) => c.path.endsWith('getSpecList')).at(-1)?.params).toEqual({ classId: '10', pageSize: 12, pageIndex: 1 });
    expect(storage.get('classId')).toBe('10');

    await page.getByTestId('date-filter').click();
    await page.getByRole('button', { name: '2021年' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect.element(page.getByText('暂无数据')).toBeVisible();
    expect(stand.calls.at(-1)?.params).toMatchObject({ startTime: '2021-01-01', endTime: '2021-12-31' });
    expect([storage.get('sValueStar'), storage.get('sValueEnd')]).toEqual(['2021-01-01', '2021-12-31']);
  });

  it('without an id says so, without asking the CMS', async () => {
    const stand = cms();
    await show('/PlayBack', <PlayBackPage />, stand.request);
    await expect.element(page.getByRole('alert')).toHaveTextContent('缺少回放ID');
    expect(stand.calls).toEqual([]);
  });
});

describe('/imgList', () => {
  it('a tap on a picture opens the gallery at that picture with all the pictures', async () => {
    const opened: GalleryProps[] = [];
    const Gallery = (props: GalleryProps) => {
      opened.push(props);
      return <div role="dialog" aria-label="gallery" />;
    };
    const stand = cms();
    await show('/imgList?newsId=5&preview=1', <ImgListPage gallery={Gallery} />, stand.request);
    await expect.element(page.getByText('图2', { exact: true })).toBeVisible();
    expect(stand.calls[0]).toEqual({ path: '/api/cms/client/content/multiPic/5', params: { preview: 1 } });
    await page.getByRole('link', { name: '查看第3张图片，共3张' }).click();
    await expect.element(page.getByRole('dialog', { name: 'gallery' })).toBeInTheDocument();
    expect(opened.at(-1)).toMatchObject({ images: ['/m1.svg', '/m2.svg', '/m3.svg'], index: 2 });
  });

  it('a missing picture set leads to content does not exist', async () => {
    const { location } = await show('/imgList?newsId=6', <ImgListPage />, cms().request);
    await expect.poll(() => location.history?.at(-1)).toBe(CONTENT_MISSING_ROUTE);
  });
});
