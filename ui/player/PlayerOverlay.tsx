import type { Texts } from '../../core/engine/render/useTexts.ts';
import type { PlayState } from '../../core/domain/video/play-state.ts';
import { FAILURE_NETWORK } from './media-driver.ts';

type PlayerTexts = Texts<
  | 'player.play'
  | 'player.pause'
  | 'player.resume'
  | 'player.replay'
  | 'player.buffering'
  | 'player.emptyAddress'
  | 'player.failed.network'
  | 'player.failed.media'
  | 'player.retry'
  | 'player.fullscreen'
>;

interface Props {
  state: PlayState;
  title: string;
  /** Shown by the overlay itself when no video element carries it (audio). */
  poster: string | null | undefined;
  texts: PlayerTexts;
  onPlay: () => void;
  onPause: () => void;
  onRetry: () => void;
  /** Null when the media has no picture to enlarge (or the player is bare). */
  onFullscreen: (() => void) | null;
  /** The toggle covers the whole picture (no controls of the browser's). */
  bare: boolean;
}

/** What lies over the picture in each state: the play button, a spinner, the failure with retry. */
export function PlayerOverlay({ state, title, poster, texts, onPlay, onPause, onRetry, onFullscreen, bare }: Props) {
  const picture = poster ? <img className="player__poster" src={poster} alt="" decoding="async" /> : null;
  switch (state.phase) {
    case 'empty':
      return (
        <p className="player__message" role="status">
          {texts('player.emptyAddress')}
        </p>
      );
    case 'poster':
    case 'ended':
      return (
        <>
          {picture}
          <button type="button" className="player__play needs-app" onClick={onPlay} aria-label={state.phase === 'ended' ? texts('player.replay') : texts('player.play', { title })}>
            <span className="player__play-icon" aria-hidden="true" />
          </button>
        </>
      );
    case 'loading':
    case 'buffering':
      return (
        <>
          {state.phase === 'loading' ? picture : null}
          <span className="player__spinner" role="status" aria-label={texts('player.buffering')} />
        </>
      );
    case 'failed':
      return (
        <div className="player__message player__message--failed" role="alert">
          <p>{state.reason === FAILURE_NETWORK ? texts('player.failed.network') : texts('player.failed.media')}</p>
          <button type="button" className="player__retry" onClick={onRetry}>
            {texts('player.retry')}
          </button>
        </div>
      );
    case 'playing':
    case 'paused':
      return (
        <>
          {onFullscreen ? null : picture}
          {onFullscreen ? (
            <button type="button" className="player__fullscreen" onClick={onFullscreen} aria-label={texts('player.fullscreen')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
                <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
              </svg>
            </button>
          ) : (
            <button
              type="button"
              className={`player__toggle${bare ? ' player__toggle--cover' : ''}${bare && state.phase === 'playing' ? ' player__toggle--hidden' : ''}`}
              onClick={state.phase === 'playing' ? onPause : onPlay}
              aria-label={state.phase === 'playing' ? texts('player.pause') : texts('player.resume')}
              aria-pressed={state.phase === 'playing'}
            >
              <span className={state.phase === 'playing' ? 'player__pause-icon' : 'player__play-icon'} aria-hidden="true" />
            </button>
          )}
        </>
      );
  }
}
