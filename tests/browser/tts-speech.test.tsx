import { afterAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Notice } from '../../core/engine/http/notices.ts';
import { TTS_PLAYBACK_DELAY_MS } from '../../core/platform/tts/speech-machine.ts';
import { TTS_PLAYBACK_SAMPLE_RATE } from '../../core/platform/tts/pcm.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { DetailHeader } from '../../src/pages/details/DetailHeader.tsx';
import { WithServices } from '../../core/engine/render/engine.tsx';
import type { Services } from '../../core/engine/services/services.ts';
import { testEngine, WithEngine, recordingNotices } from '../support/render-engine.tsx';

/**
 * The read-aloud button of the detail header against the real iFlytek stand-in
 * (tests/support/tts-stand-in.global.ts): real websockets, the real worker, real Web Audio in Chromium.
 */
const origin = inject('ttsStandIn');
/** cms/tts/stand-in.ts's tone length (its module runs in node only: it imports ws). */
const STAND_IN_SAMPLES_PER_CHARACTER = 160;
const stats = async () => (await (await fetch(`${origin}/tts/stats`)).json()) as { sessions: number; texts: string[] };

/** Every buffer the page starts on an AudioContext, and every stop. */
const scheduled: { samples: number; rate: number; context: BaseAudioContext }[] = [];
let stops = 0;
const realStart = AudioBufferSourceNode.prototype.start;
const realStop = AudioScheduledSourceNode.prototype.stop;
AudioBufferSourceNode.prototype.start = function start(this: AudioBufferSourceNode, ...args: Parameters<AudioBufferSourceNode['start']>) {
  scheduled.push({ samples: this.buffer?.length ?? 0, rate: this.buffer?.sampleRate ?? 0, context: this.context });
  return realStart.apply(this, args);
};
AudioScheduledSourceNode.prototype.stop = function stop(this: AudioScheduledSourceNode, when?: number) {
  stops++;
  return realStop.call(this, when);
};
afterAll(() => {
  AudioBufferSourceNode.prototype.start = realStart;
  AudioScheduledSourceNode.prototype.stop = realStop;
});
beforeEach(() => {
  scheduled.length = 0;
  stops = 0;
});

const scheduledSamples = () => scheduled.reduce((sum, s) => sum + s.samples, 0);
/** Samples at 22050 Hz that the stand-in's tone for `characters` characters resamples to (linear, 16000 → 22050). */
const playbackSamples = (characters: number) => Math.floor(((characters * STAND_IN_SAMPLES_PER_CHARACTER - 1) * 441) / 320) + 1;

function article(id: number, body: string, extra: Partial<ContentItem> = {}): { item: ContentItem; body: string } {
  return { item: { id: String(id), title: '长沙新闻', type: 'news_common', contentUrl: `/content/news/${id}.html`, ...extra } as ContentItem, body };
}

async function renderHeader(first: { item: ContentItem; body: string }) {
  const notices: Notice[] = [];
  const bodies = new Map<string, string>();
  const services: Partial<Services> = {
    request: async (path: string) => (await fetch(`${origin}${path}`)).json(),
    fetchText: async (url: string) => bodies.get(new URL(url).pathname) ?? '',
    notices: recordingNotices(notices),
  };
  const view = (a: { item: ContentItem; body: string }) => {
    bodies.set(a.item.contentUrl ?? '', a.body);
    return (
      <WithEngine engine={testEngine({ language: 'en' })}>
        <WithServices services={services}>
          <DetailHeader item={a.item} withFollow={false} />
        </WithServices>
      </WithEngine>
    );
  };
  const screen = await render(view(first));
  const button = screen.getByTestId('speech-button');
  const face = () => button.element().getAttribute('data-face');
  return { screen, button, face, notices, rerender: (a: { item: ContentItem; body: string }) => screen.rerender(view(a)) };
}

const paragraph = (text: string) => `<p>${text}</p><p><img src="/media/img/x.svg" alt="配图"></p>`;

describe('text-to-speech button (spec 2 §2, §4)', () => {
  it('goes play prompt → generating → playing (after 1 s) → prompt, scheduling the audio at 22050 Hz', async () => {
    const body = '岳麓山'.repeat(20);
    const { button, face, screen } = await renderHeader(article(1, paragraph(body)));
    const before = await stats();
    await expect.element(button).toHaveTextContent('Listen to this news');
    expect(button.element().getAttribute('aria-pressed')).toBe('false');

    const tapped = performance.now();
    await button.click();
    await expect.element(button).toHaveAttribute('data-face', 'generating');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Generating');
    await expect.element(button, { timeout: 8000 }).toHaveAttribute('data-face', 'playing');
    expect(performance.now() - tapped).toBeGreaterThanOrEqual(TTS_PLAYBACK_DELAY_MS - 50);
    expect(button.element().getAttribute('aria-pressed')).toBe('true');
    await expect.element(button).toHaveTextContent('Playing');

    // Title as a sentence, then the body's text (the picture is not read).
    const spoken = `长沙新闻。\n${body}`;
    const after = await stats();
    expect(after.sessions).toBe(before.sessions + 1);
    expect(after.texts.at(-1)).toBe(spoken);
    await vi.waitFor(() => expect(scheduledSamples()).toBe(playbackSamples(spoken.length)));
    expect(new Set(scheduled.map((s) => s.rate))).toEqual(new Set([TTS_PLAYBACK_SAMPLE_RATE]));
    const context = scheduled[0]?.context as AudioContext;
    expect(context.state).toBe('running');
    const time = context.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(context.currentTime).toBeGreaterThan(time + 0.1);

    // About 0.9 s of audio: then the prompt again.
    await expect.element(button, { timeout: 8000 }).toHaveAttribute('data-face', 'prompt');
    expect(face()).toBe('prompt');
  });

  it('replays the fetched audio without a new socket, and stops when tapped while playing', async () => {
    const body = '橘子洲头'.repeat(60);
    const { button } = await renderHeader(article(2, paragraph(body)));
    await button.click();
    await expect.element(button, { timeout: 8000 }).toHaveAttribute('data-face', 'playing');
    const spoken = `长沙新闻。\n${body}`;
    await vi.waitFor(() => expect(scheduledSamples()).toBe(playbackSamples(spoken.length)));
    const sessions = (await stats()).sessions;

    await button.click();
    await expect.element(button).toHaveAttribute('data-face', 'prompt');
    expect(stops).toBeGreaterThan(0);
    const afterStop = scheduled.length;

    const replayed = performance.now();
    await button.click();
    await expect.element(button).toHaveAttribute('data-face', 'playing');
    // A replay does not wait for the service.
    expect(performance.now() - replayed).toBeLessThan(TTS_PLAYBACK_DELAY_MS);
    expect(scheduled.slice(afterStop).reduce((sum, s) => sum + s.samples, 0)).toBe(playbackSamples(spoken.length));
    expect((await stats()).sessions).toBe(sessions);
    await button.click();
    await expect.element(button).toHaveAttribute('data-face', 'prompt');
  });

  it('shows an error toast for a speech service error code, logs the code and returns to the play prompt', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { button, notices } = await renderHeader(article(3, paragraph('长沙[[tts-error:11200]]新闻')));
    await button.click();
    await expect.element(button, { timeout: 8000 }).toHaveAttribute('data-face', 'prompt');
    expect(notices).toEqual([{ kind: 'toast', text: { key: 'tts.failed' } }]);
    expect(errors.mock.calls.some((call) => call.includes(11200))).toBe(true);
    expect(scheduled).toHaveLength(0);
    errors.mockRestore();
  });

  it('fails the same way when the connection is cut before the last frame, dropping the audio', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { button, notices } = await renderHeader(article(8, paragraph(`${'长沙'.repeat(300)}[[tts-drop]]`)));
    await button.click();
    await expect.element(button, { timeout: 8000 }).toHaveAttribute('data-face', 'prompt');
    expect(notices).toEqual([{ kind: 'toast', text: { key: 'tts.failed' } }]);
    // Nothing was played: the failure came before playback's 1 s start.
    expect(scheduled).toHaveLength(0);
    errors.mockRestore();
  });

  it('reads a long article in ceil(n / 2000) sessions, in order', async () => {
    const body = '长'.repeat(4500);
    const spoken = `长沙新闻。\n${body}`;
    const before = await stats();
    const { button } = await renderHeader(article(4, paragraph(body)));
    await button.click();
    await vi.waitFor(async () => expect((await stats()).sessions).toBe(before.sessions + Math.ceil(spoken.length / 2000)), { timeout: 8000 });
    const texts = (await stats()).texts.slice(before.texts.length);
    expect(texts.map((t) => t.length)).toEqual([2000, 2000, spoken.length - 4000]);
    expect(texts.join('')).toBe(spoken);
    await vi.waitFor(() => expect(scheduledSamples()).toBeGreaterThan(playbackSamples(4000)), { timeout: 8000 });
    await button.click();
    await expect.element(button).toHaveAttribute('data-face', 'prompt');
  });

  it('stops when newsId changes and when the page is left', async () => {
    const long = paragraph('湘江'.repeat(300));
    const { button, rerender, screen } = await renderHeader(article(5, long));
    await button.click();
    await expect.element(button, { timeout: 8000 }).toHaveAttribute('data-face', 'playing');
    await rerender(article(6, long));
    expect(stops).toBeGreaterThan(0);
    await expect.element(screen.getByTestId('speech-button')).toHaveAttribute('data-face', 'prompt');
    const count = scheduled.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(scheduled.length).toBe(count);

    await screen.getByTestId('speech-button').click();
    await expect.element(screen.getByTestId('speech-button'), { timeout: 8000 }).toHaveAttribute('data-face', 'playing');
    const stopsBefore = stops;
    await screen.unmount();
    expect(stops).toBeGreaterThan(stopsBefore);
  });

  it('is not offered for content shown in a frame', async () => {
    const screen = await render(
      <WithEngine engine={testEngine({ language: 'en' })}>
        <DetailHeader item={{ id: '7', title: '第三方', type: 'news_common', contentUrl: '/content/third-party/page.html', thirdPartyCode: 'x' } as ContentItem} withFollow={false} />
      </WithEngine>,
    );
    await expect.element(screen.getByRole('heading', { name: '第三方' })).toBeVisible();
    expect(screen.container.querySelector('[data-testid="speech-button"]')).toBeNull();
  });
});
