import { useCallback, useEffect, useId, useReducer, useRef } from 'react';
import { liveStatusStyle } from '../../core/domain/rules/badges.ts';
import { isPortraitVideo } from '../../core/domain/rules/layout.ts';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import type { PlayerProps } from '../../core/engine/registry/types.ts';
import { LIVE_TOKEN_KEY } from '../../core/platform/session/keys.ts';
import { DEFAULT_ORIENTATION, withLiveToken } from '../../core/domain/video/media.ts';
import { initialPlayState, nextPlayState, type PlaySignal } from '../../core/domain/video/play-state.ts';
import { DURATION_TICK_MS, PlayTracker } from '../../core/domain/video/play-tracking.ts';
import { FAILURE_MEDIA, MediaFailure, type MediaCallbacks, type MediaDriver, type MediaHandle } from './media-driver.ts';
import { PlayerOverlay } from './PlayerOverlay.tsx';
import { playerMessages } from './player.messages.ts';
import './player.css';

declare module '../../core/engine/events.ts' {
  interface EngineEvents {
    /** A player started playing: every other player of the page pauses (one thing plays at a time). */
    'player:started': { playerId: string };
  }
}

interface Props extends PlayerProps {
  driver: MediaDriver;
  /** The media kind the plugin plays (tracking names it). */
  media: string;
}

/**
 * Spec 2 §2–§5: the one player host of every player plugin. The poster until the reader taps play
 * (nothing downloads before), then the plugin's driver plays the address; buffering, failure with
 * retry, the end with replay. One thing plays at a time on a page; leaving stops it. Inside the
 * native app a video opens the app's own player instead (spec 1 §2, spec 2 §6), after the login check.
 */
export function PlayerHost({ driver, media, src, title, poster, contentId, panelId, liveStatus, orientation, autoPlay, loop, bare = false }: Props) {
  const { bus, services } = useEngine();
  const texts = useTexts(playerMessages);
  const playerId = useId();
  const [state, dispatch] = useReducer(nextPlayState, src.trim() !== '', initialPlayState);
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const handleRef = useRef<MediaHandle | null>(null);
  const mounted = useRef(true);
  const trackerRef = useRef<PlayTracker | null>(null);
  trackerRef.current ??= new PlayTracker({ contentId, title, media }, (name, params) => services.tracking.track(name, params));
  const tracker = trackerRef.current;

  const callbacks = useRef<MediaCallbacks>({
    playing: () => {
      signal({ type: 'playing' });
      trackerRef.current?.began();
      bus.emit('player:started', { playerId });
    },
    waiting: () => signal({ type: 'waiting' }),
    paused: () => {
      signal({ type: 'paused' });
      trackerRef.current?.stopped();
    },
    ended: () => {
      signal({ type: 'ended' });
      trackerRef.current?.finished();
    },
    failed: (reason) => {
      signal({ type: 'failed', reason });
      trackerRef.current?.stopped();
    },
  }).current;
  // The callbacks live as long as the host; dispatch is stable.
  function signal(s: PlaySignal) {
    dispatch(s);
  }

  const release = useCallback(() => {
    handleRef.current?.destroy();
    handleRef.current = null;
  }, []);

  const start = useCallback(
    async (fresh: boolean) => {
      if (fresh) release();
      dispatch(fresh ? { type: 'retry' } : { type: 'play' });
      try {
        // A live stream carries the live token stored now (it may have come with a login since).
        const address = withLiveToken(src, liveStatus, services.session.storage.getItem(LIVE_TOKEN_KEY));
        if (!handleRef.current) {
          const attached = await driver.attach(address, videoRef.current, callbacks);
          // Left (or retried) while the source loaded: this one is no longer wanted.
          if (!mounted.current || handleRef.current) return attached.destroy();
          handleRef.current = attached;
        }
        await handleRef.current.play();
      } catch (error) {
        callbacks.failed(error instanceof MediaFailure ? error.reason : FAILURE_MEDIA);
      }
    },
    [callbacks, driver, liveStatus, release, services, src],
  );

  const play = useCallback(async () => {
    if (services.session.insideApp && driver.element === 'video') {
      if (!(await services.session.requireLogin(texts))) return;
      void services.bridge.openVideo({ panelId: encodeURIComponent(panelId ?? ''), contentId: encodeURIComponent(contentId) });
      return;
    }
    await start(false);
  }, [contentId, driver.element, panelId, services, start, texts]);

  // One thing plays at a time: another player starting pauses this one.
  useEffect(() => {
    const onStarted = ({ playerId: other }: { playerId: string }) => {
      if (other !== playerId) handleRef.current?.pause();
    };
    bus.on('player:started', onStarted);
    return () => bus.off('player:started', onStarted);
  }, [bus, playerId]);

  // Spec 2 §4: the seconds played are counted one by one.
  useEffect(() => {
    if (state.phase !== 'playing') return;
    const timer = window.setInterval(() => tracker.tick(), DURATION_TICK_MS);
    return () => window.clearInterval(timer);
  }, [state.phase, tracker]);

  // Leaving the page (or another address) stops playback and reports what was played.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      tracker.stopped();
      release();
    };
  }, [release, src, tracker]);

  // A feed's video that stops being the current one (swiped away) pauses.
  useEffect(() => {
    if (autoPlay === false) handleRef.current?.pause();
  }, [autoPlay]);

  useEffect(() => {
    if (autoPlay && src.trim() !== '' && !(services.session.insideApp && driver.element === 'video')) void start(false);
    // Only when shown (or its address changes): a later pause is the reader's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoPlay, src]);

  const portrait = isPortraitVideo(Number(orientation ?? DEFAULT_ORIENTATION));
  const badge = liveStatusStyle(liveStatus);
  const fullscreen = () => void (frameRef.current?.requestFullscreen?.() ?? Promise.resolve()).catch(() => undefined);
  return (
    <div
      ref={frameRef}
      className={`player${portrait ? ' player--portrait' : ''}${driver.element === 'none' ? ' player--audio' : ''}`}
      data-phase={state.phase}
      data-media={media}
    >
      {driver.element === 'video' ? (
        <video
          ref={videoRef}
          className="player__video"
          playsInline
          preload="none"
          loop={loop}
          poster={poster ?? undefined}
          aria-label={title}
          controls={!bare && (state.phase === 'playing' || state.phase === 'paused' || state.phase === 'buffering')}
          controlsList="nodownload"
        />
      ) : null}
      {badge ? (
        <span className="player__live" style={{ background: badge.background, color: badge.text }}>
          {texts(badge.labelKey)}
        </span>
      ) : null}
      <PlayerOverlay
        state={state}
        title={title}
        poster={driver.element === 'video' ? null : poster}
        texts={texts}
        onPlay={() => void play()}
        onPause={() => handleRef.current?.pause()}
        onRetry={() => void start(true)}
        onFullscreen={driver.element === 'video' && !bare ? fullscreen : null}
        bare={bare}
      />
    </div>
  );
}
