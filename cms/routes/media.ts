import type { FastifyInstance } from 'fastify';
import { placeholderSvg } from '../placeholder-svg.ts';
import { liveRoutes } from './live.ts';

/** A generated picture never changes for its name: cached for a year. */
export const GENERATED_IMAGE_MAX_AGE_S = 31_536_000;

export function mediaRoutes(app: FastifyInstance): void {
  liveRoutes(app);
  app.get<{ Params: { name: string } }>('/media/img/:name', async (request, reply) => {
    const { name } = request.params;
    if (!/^[\w.-]{1,80}\.svg$/.test(name) || name === 'broken.svg') {
      return reply.code(404).type('text/plain').send('not found');
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', `public, max-age=${GENERATED_IMAGE_MAX_AGE_S}, immutable`)
      .send(placeholderSvg(name));
  });
}
