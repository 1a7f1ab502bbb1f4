import type { TrackingParams } from '../../engine/events.ts';
import { VIDEO_DURATION_EVENT, VIDEO_FINISH_EVENT, VIDEO_PLAY_EVENT } from './video-events.ts';

export { VIDEO_DURATION_EVENT, VIDEO_FINISH_EVENT, VIDEO_PLAY_EVENT } from './video-events.ts';

/** Spec 2 §4: play duration is counted per second. */
export const DURATION_TICK_MS = 1000;

export interface PlayedItem {
  contentId: string;
  title: string;
  media: string;
}

type Track = (name: string, params: TrackingParams) => void;

/**
 * Spec 2 §4: the play event fires on the first play and on every replay (after the end), never on
 * resuming from a pause; the finish event at the end; the seconds actually played are counted one by
 * one while playing and reported (`duration`, seconds) whenever playback stops: pause, end, leaving.
 */
export class PlayTracker {
  private started = false;
  private seconds = 0;
  private replays = 0;

  constructor(
    private readonly item: PlayedItem,
    private readonly track: Track,
  ) {}

  private params(extra: TrackingParams = {}): TrackingParams {
    return { content_id: this.item.contentId, title: this.item.title, media: this.item.media, ...extra };
  }

  /** Playback began: counts as a play when it is the first, or the first after the end. */
  began(): void {
    if (this.started) return;
    this.started = true;
    this.track(VIDEO_PLAY_EVENT, this.params({ replay: this.replays > 0 }));
  }

  /** One more second played. */
  tick(): void {
    this.seconds += 1;
  }

  /** Playback stopped (pause, leaving, a failure): the counted seconds go out, if any. */
  stopped(): void {
    if (this.seconds === 0) return;
    this.track(VIDEO_DURATION_EVENT, this.params({ duration: this.seconds }));
    this.seconds = 0;
  }

  /** The end: finish, the seconds played, and the next play is a replay. */
  finished(): void {
    this.stopped();
    this.track(VIDEO_FINISH_EVENT, this.params());
    this.started = false;
    this.replays += 1;
  }
}
