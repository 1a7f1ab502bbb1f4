import type { FastifyRequest } from 'fastify';

/*
 * The origin readers and search engines know the site by (issue 32): the canonical address, Open
 * Graph's, the JSON-LD's and the sitemaps' say it. Behind a TLS edge the server itself is asked over
 * plain http on an inner host, so the request alone would say `http://…` there. Two settings say
 * better, and only when set: the public origin itself (PUBLIC_ORIGIN), or trust in the edge's
 * X-Forwarded-Proto / X-Forwarded-Host (TRUST_FORWARDED=1; never by default: anyone can send them,
 * and a shared cache would keep the page they made). Both were checked at the door
 * (server/input-guards.ts: a host name, http or https).
 */

export interface PublicOriginSetting {
  /** The public origin ('https://h5.example.cn'), which every address of the head and sitemaps takes. */
  origin: string | null;
  /** Take the scheme and host from the edge's X-Forwarded-Proto and X-Forwarded-Host (their first values). */
  trustForwarded: boolean;
}

/** Neither setting: the request's own scheme and host (the local CMS, tests). */
export const REQUEST_ORIGIN: PublicOriginSetting = { origin: null, trustForwarded: false };

/** The settings from PUBLIC_ORIGIN and TRUST_FORWARDED; an unusable PUBLIC_ORIGIN is an error that names it. */
export function publicOriginSetting(env: Readonly<Record<string, string | undefined>>): PublicOriginSetting {
  const raw = env.PUBLIC_ORIGIN?.trim();
  let origin: string | null = null;
  if (raw) {
    const parsed = URL.canParse(raw) ? new URL(raw) : null;
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.username) {
      throw new Error(`PUBLIC_ORIGIN=${raw} is not an origin: say it as https://host[:port]`);
    }
    origin = parsed.origin;
  }
  return { origin, trustForwarded: env.TRUST_FORWARDED === '1' };
}

/** The first value of a forwarded header (an edge in front of an edge appends). */
const firstOf = (value: string | string[] | undefined): string | null => {
  const text = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  return text || null;
};

/** The origin the addresses of a page or sitemap are written with, for this request. */
export function publicOriginOf(request: Pick<FastifyRequest, 'protocol' | 'host' | 'headers'>, setting: PublicOriginSetting): string {
  if (setting.origin) return setting.origin;
  if (!setting.trustForwarded) return `${request.protocol}://${request.host}`;
  const scheme = firstOf(request.headers['x-forwarded-proto'])?.toLowerCase() ?? request.protocol;
  const host = firstOf(request.headers['x-forwarded-host']) ?? request.host;
  return `${scheme}://${host}`;
}
