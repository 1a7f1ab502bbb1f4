import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolvePanel } from '../../core/engine/render/composite.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { audioFormat } from '../../plugins/panels/audio/audio-source.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

const { index } = createAppRegistry();

/** A short silent WAV (8 kHz, 8-bit mono) as a data address: real audio the browser can play. */
function silentWav(seconds: number): string {
  const samples = 8000 * seconds;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44);
  return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`;
}

const howlerFetched = () => performance.getEntriesByType('resource').some((entry) => /howler/.test(entry.name));

async function renderAudio(contents: object[]) {
  const opened: ContentItem[] = [];
  const entry = resolvePanel(index, { id: 48730, typeCode: 'mycs.audio', contents });
  const screen = await render(
    <WithEngine engine={testEngine({ language: 'en' })}>
      <PanelView entry={entry} onOpen={(item) => opened.push(item)} />
    </WithEngine>,
  );
  return { screen, opened };
}

describe("'Today headlines' audio panel (mycs.audio)", () => {
  it('shows the title, the headline and its length, and loads no audio library before the first play', async () => {
    const { screen, opened } = await renderAudio([
      { id: 1, title: 'Morning news, 22 November', playUrl: '/media/audio/a.mp3', playDuration: 312 },
      { id: 2, title: 'No audio here', listStyle: 0 },
    ]);
    const panel = screen.getByRole('region', { name: 'Today headlines' });
    await expect.element(panel).toBeVisible();
    await expect.element(screen.getByText('Today headlines')).toBeVisible();
    await expect.element(screen.getByTestId('audio-time')).toHaveTextContent('00:00 / 05:12');
    await expect.element(screen.getByRole('slider', { name: 'Playback progress' })).toBeDisabled();
    expect(howlerFetched()).toBe(false);
    await screen.getByRole('button', { name: 'Morning news, 22 November' }).click();
    expect(opened.map((item) => item.id)).toEqual(['1']);
  });

  it('plays the headline from its playUrl on the first tap (importing howler then), and pauses', async () => {
    const { screen } = await renderAudio([{ id: 1, title: 'Morning news', playUrl: silentWav(3), playDuration: 3 }]);
    const panel = screen.getByRole('region', { name: 'Today headlines' });
    expect(howlerFetched()).toBe(false);
    await screen.getByRole('button', { name: 'Play' }).click();
    await expect.element(panel).toHaveAttribute('data-status', 'playing');
    expect(howlerFetched()).toBe(true);
    await expect.element(screen.getByRole('slider', { name: 'Playback progress' })).toBeEnabled();
    await expect.element(screen.getByTestId('audio-time')).toHaveTextContent(/^00:0[1-3] \/ 00:03$/);
    await screen.getByRole('button', { name: 'Pause' }).click();
    await expect.element(panel).toHaveAttribute('data-status', 'paused');
    await expect.element(screen.getByRole('button', { name: 'Play' })).toBeVisible();
  });

  it('shows nothing when no item has a playUrl', async () => {
    const { screen } = await renderAudio([{ id: 3, title: 'Text only', listStyle: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('region', { name: 'Today headlines' }).query()).toBeNull();
  });

  it('gives Howler a format only for addresses it cannot read one from', () => {
    expect(audioFormat('/media/audio/a.mp3?x=1')).toBeUndefined();
    expect(audioFormat('data:audio/wav;base64,AAAA')).toBeUndefined();
    expect(audioFormat('https://cdn.example/stream/12345')).toEqual(['mp3']);
  });
});
