import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MEDIA_DIR } from '../config.ts';
import { LIVE_SEGMENT_NAME, LIVE_SEGMENT_SECONDS, LIVE_WINDOW, liveSegmentMade, liveSegmentSource, livePlaylist, shiftTimestamps } from '../live-edge.ts';

/** A made segment never changes: a CDN keeps it (a minute is longer than it stays in the window). */
const LIVE_SEGMENT_MAX_AGE_S = 60;

/**
 * The live stream of the seed (cms/live-edge.ts): `/media/hls/live/index.m3u8` and its numbered
 * segments. It went live a full window before the CMS started, so the first player finds a whole window.
 */
export function liveRoutes(app: FastifyInstance, liveSince = Date.now() - LIVE_WINDOW * LIVE_SEGMENT_SECONDS * 1000): void {
  const committed = new Map<number, Promise<Uint8Array>>();
  const committedSegment = (index: number) => {
    let bytes = committed.get(index);
    if (!bytes) {
      bytes = readFile(join(MEDIA_DIR, 'hls', 'live', `seg${index}.ts`));
      committed.set(index, bytes);
    }
    return bytes;
  };

  app.get('/media/hls/live/index.m3u8', async (_request, reply) =>
    reply.type('application/vnd.apple.mpegurl').header('cache-control', 'no-cache').send(livePlaylist(Date.now(), liveSince)),
  );
  app.get<{ Params: { segment: string } }>('/media/hls/live/:segment', async (request, reply) => {
    const sequence = Number(LIVE_SEGMENT_NAME.exec(request.params.segment)?.[1] ?? Number.NaN);
    // A segment not made yet is not there, as at a real edge.
    if (!Number.isSafeInteger(sequence) || !liveSegmentMade(sequence, Date.now(), liveSince)) {
      return reply.code(404).type('text/plain').send('not found');
    }
    const { committed: index, shiftTicks } = liveSegmentSource(sequence);
    return reply
      .type('video/mp2t')
      .header('cache-control', `public, max-age=${LIVE_SEGMENT_MAX_AGE_S}`)
      .send(Buffer.from(shiftTimestamps(await committedSegment(index), shiftTicks)));
  });
}
