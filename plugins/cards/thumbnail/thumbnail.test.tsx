import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveItem } from '../../../core/engine/render/composite.ts';
import { CardView } from '../../../core/engine/render/CardView.tsx';
import { createAppRegistry } from '../../app-registry.ts';
import { testEngine, WithEngine } from '../../../tests/support/render-engine.tsx';
import { DEFAULT_THUMBNAIL } from '../../../ui/thumb/Thumb.tsx';

const { index } = createAppRegistry();

async function renderCard(raw: object, opened: string[] = []) {
  const entry = resolveItem(index, raw, 'p');
  return render(
    <WithEngine engine={testEngine()}>
      <CardView entry={entry} panelId="p" onOpen={(item) => opened.push(item.id)} />
    </WithEngine>,
  );
}

describe('thumbnail card', () => {
  it('falls back to the default image when the thumbnail is broken', async () => {
    const screen = await renderCard({ id: 1, title: '图片坏了', listStyle: 1, thumbnailUrl: '/media/does-not-exist.png' });
    const img = screen.getByTestId('thumb-image');
    await expect.element(img).toHaveAttribute('src', DEFAULT_THUMBNAIL);
    await expect.element(img).toHaveAttribute('data-fallback', 'true');
  });

  it('reserves its 4:3 box before the image arrives (no layout shift)', async () => {
    const screen = await renderCard({ id: 2, title: '预留空间', listStyle: 2, thumbnailUrl: '/media/slow.png' });
    const box = screen.container.querySelector('.thumb') as HTMLElement;
    const { width, height } = box.getBoundingClientRect();
    expect(width).toBeGreaterThan(0);
    expect(width / height).toBeCloseTo(4 / 3, 1);
  });

  it('shows the relative time, the source and a tap opens the item', async () => {
    const opened: string[] = [];
    const screen = await renderCard(
      { id: 3, title: '可点击', listStyle: 1, source: '长沙晚报', showTime: new Date(Date.now() - 5 * 60_000).toISOString(), viewCountShow: 12345 },
      opened,
    );
    await expect.element(screen.getByText('5分钟前')).toBeVisible();
    await expect.element(screen.getByText('1.23万阅读')).toBeVisible();
    await screen.getByRole('button').click();
    expect(opened).toEqual(['3']);
  });
});
