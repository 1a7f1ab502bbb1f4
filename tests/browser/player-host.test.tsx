import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { TrackingParams } from '../../core/engine/events.ts';
import type { SessionPort } from '../../core/engine/services/services.ts';
import { VIDEO_DURATION_EVENT, VIDEO_FINISH_EVENT, VIDEO_PLAY_EVENT } from '../../core/domain/video/play-tracking.ts';
import { PlayerView } from '../../ui/player/PlayerView.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/**
 * The player host through the registry's MP4 player, on the committed clip (6 s) as Vite serves it.
 * HLS (hls.js in Chromium) and the live stream play in the end-to-end tests against the local CMS.
 */
const CLIP = '/cms/media/video/city-clip.mp4';
const MISSING = '/cms/media/video/no-such-clip.mp4';

interface Setup {
  insideApp?: boolean;
  loggedIn?: boolean;
}

function setUp({ insideApp = false, loggedIn = true }: Setup = {}) {
  const tracked: { name: string; params: TrackingParams }[] = [];
  const nativeVideos: unknown[] = [];
  const logins: string[] = [];
  const engine = testEngine({
    services: (_bus, page) => ({
      tracking: { track: (name, params) => void tracked.push({ name, params }) },
      session: {
        ...page.session,
        insideApp,
        requireLogin: async () => {
          logins.push('asked');
          return loggedIn;
        },
      } satisfies SessionPort,
      bridge: {
        ...page.bridge,
        openVideo: async (payload) => {
          nativeVideos.push(payload);
          return { ok: true, value: { code: 200, data: null } };
        },
      },
    }),
  });
  return { engine, tracked, nativeVideos, logins };
}

const video = (root: HTMLElement, n = 0) => root.querySelectorAll('video')[n]!;
const phase = (root: HTMLElement, n = 0) => root.querySelectorAll('[data-phase]')[n]?.getAttribute('data-phase');

afterEach(() => document.body.replaceChildren());

describe('player host', () => {
  it('shows the poster and downloads nothing until the reader taps play; then the video plays and the play event is tracked once', async () => {
    const { engine, tracked } = setUp();
    const screen = await render(
      <WithEngine engine={engine}>
        <PlayerView src={CLIP} title="橘子洲头的清晨" contentId="300040" />
      </WithEngine>,
    );
    const root = screen.container;
    await vi.waitFor(() => expect(phase(root)).toBe('poster'));
    expect(video(root).getAttribute('src')).toBeNull();
    await screen.getByRole('button', { name: '播放 橘子洲头的清晨' }).click();
    await vi.waitFor(() => expect(video(root).currentTime).toBeGreaterThan(0.3), { timeout: 10_000 });
    expect(phase(root)).toBe('playing');
    expect(tracked.filter((e) => e.name === VIDEO_PLAY_EVENT)).toEqual([
      { name: VIDEO_PLAY_EVENT, params: { content_id: '300040', title: '橘子洲头的清晨', media: 'mp4', replay: false } },
    ]);
  });

  it('at the end reports the finish and the seconds played, and replay counts as a new play', async () => {
    const { engine, tracked } = setUp();
    const screen = await render(
      <WithEngine engine={engine}>
        <PlayerView src={CLIP} title="clip" contentId="300040" />
      </WithEngine>,
    );
    const root = screen.container;
    await screen.getByRole('button', { name: '播放 clip' }).click();
    // Played for at least one counted second, then skipped to just before the end.
    await vi.waitFor(() => expect(video(root).currentTime).toBeGreaterThan(1.2), { timeout: 10_000 });
    video(root).currentTime = video(root).duration - 0.2;
    await vi.waitFor(() => expect(phase(root)).toBe('ended'), { timeout: 10_000 });
    const names = tracked.map((e) => e.name);
    expect(names).toEqual([VIDEO_PLAY_EVENT, VIDEO_DURATION_EVENT, VIDEO_FINISH_EVENT]);
    expect(tracked[1]!.params.duration).toBeGreaterThanOrEqual(1);
    await screen.getByRole('button', { name: '重播' }).click();
    await vi.waitFor(() => expect(tracked.filter((e) => e.name === VIDEO_PLAY_EVENT).map((e) => e.params.replay)).toEqual([false, true]));
  });

  it('a broken address shows the failure with a retry that tries again', async () => {
    const { engine } = setUp();
    const screen = await render(
      <WithEngine engine={engine}>
        <PlayerView src={MISSING} title="broken" contentId="1" />
      </WithEngine>,
    );
    await screen.getByRole('button', { name: '播放 broken' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('该视频无法播放');
    const phases: (string | null)[] = [];
    const frame = screen.container.querySelector('[data-phase]')!;
    const watcher = new MutationObserver(() => phases.push(frame.getAttribute('data-phase')));
    watcher.observe(frame, { attributeFilter: ['data-phase'] });
    await screen.getByRole('button', { name: '重试' }).click();
    // The retry loads the address afresh (and, still broken, fails again).
    await vi.waitFor(() => expect([phases[0], phases.at(-1)]).toEqual(['loading', 'failed']));
    watcher.disconnect();
    await expect.element(screen.getByRole('button', { name: '重试' })).toBeVisible();
  });

  it("an item without an address says 'Video address is empty' in the reader's language", async () => {
    const screen = await render(
      <WithEngine engine={testEngine({ language: 'en' })}>
        <PlayerView src="  " title="nothing" contentId="2" />
      </WithEngine>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Video address is empty');
    expect(screen.container.querySelector('video')).toBeNull();
  });

  it('plays one thing at a time: starting a second player pauses the first', async () => {
    const { engine } = setUp();
    const screen = await render(
      <WithEngine engine={engine}>
        <PlayerView src={CLIP} title="first" contentId="1" />
        <PlayerView src={`${CLIP}?second`} title="second" contentId="2" />
      </WithEngine>,
    );
    const root = screen.container;
    await screen.getByRole('button', { name: '播放 first' }).click();
    await vi.waitFor(() => expect(phase(root, 0)).toBe('playing'), { timeout: 10_000 });
    await screen.getByRole('button', { name: '播放 second' }).click();
    await vi.waitFor(() => expect(phase(root, 1)).toBe('playing'), { timeout: 10_000 });
    await vi.waitFor(() => expect(phase(root, 0)).toBe('paused'));
    expect(video(root, 0).paused).toBe(true);
  });

  it('leaving the page stops the video and reports the seconds played', async () => {
    const { engine, tracked } = setUp();
    const screen = await render(
      <WithEngine engine={engine}>
        <PlayerView src={CLIP} title="leave" contentId="3" />
      </WithEngine>,
    );
    await screen.getByRole('button', { name: '播放 leave' }).click();
    await vi.waitFor(() => expect(video(screen.container).currentTime).toBeGreaterThan(1.2), { timeout: 10_000 });
    await vi.waitFor(() => expect(tracked.length).toBe(1));
    const element = video(screen.container);
    screen.unmount();
    expect(element.paused || element.getAttribute('src') === null).toBe(true);
    expect(tracked.map((e) => e.name)).toEqual([VIDEO_PLAY_EVENT, VIDEO_DURATION_EVENT]);
  });

  it('inside the app a video opens the native player after the login check, and not when the reader declines', async () => {
    const inApp = setUp({ insideApp: true });
    const screen = await render(
      <WithEngine engine={inApp.engine}>
        <PlayerView src={CLIP} title="app" contentId="300 1" panelId="48662" />
      </WithEngine>,
    );
    await screen.getByRole('button', { name: '播放 app' }).click();
    await vi.waitFor(() => expect(inApp.nativeVideos).toEqual([{ panelId: '48662', contentId: '300%201' }]));
    expect(phase(screen.container)).toBe('poster');
    screen.unmount();

    const declined = setUp({ insideApp: true, loggedIn: false });
    const again = await render(
      <WithEngine engine={declined.engine}>
        <PlayerView src={CLIP} title="app" contentId="3001" />
      </WithEngine>,
    );
    await again.getByRole('button', { name: '播放 app' }).click();
    await vi.waitFor(() => expect(declined.logins).toEqual(['asked']));
    expect(declined.nativeVideos).toEqual([]);
  });
});
