/** Main thread → PCM worker: one frame's Base64 audio of a session, or the end of a session. */
export type ToPcmWorker = { kind: 'audio'; session: number; audio: string } | { kind: 'end'; session: number };

/**
 * PCM worker → main thread: decoded samples at the playback rate (their buffer transferred, not
 * copied), or word that a session's audio is all out.
 */
export type FromPcmWorker = { kind: 'samples'; session: number; samples: Float32Array } | { kind: 'ended'; session: number } | { kind: 'failed'; session: number; reason: string };
