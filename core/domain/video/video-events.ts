/**
 * Spec 2 §4, §7: video play, finish and duration events (names ours: the spec shows none). Apart from
 * the tracker (play-tracking.ts) so the player registrations, which load with the app, declare them
 * without carrying it.
 */
export const VIDEO_PLAY_EVENT = 'video_play';
export const VIDEO_FINISH_EVENT = 'video_finish';
export const VIDEO_DURATION_EVENT = 'video_play_duration';
export const VIDEO_EVENTS = [VIDEO_PLAY_EVENT, VIDEO_FINISH_EVENT, VIDEO_DURATION_EVENT] as const;
