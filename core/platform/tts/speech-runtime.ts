import { isSuccessCode } from '../../engine/http/answer-notice.ts';
import type { RequestFn } from '../../engine/http/request.ts';
import { sanitizeArticleHtml } from '../../engine/sanitize/sanitize-html.ts';
import { allowedBodyUrl } from '../../engine/sanitize/url-policy.ts';
import { chunkSpeechText, speechTextOf } from './speech-text.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import type { SignedSpeechUrl } from './speech-socket.ts';

/**
 * What the read-aloud button loads on its first tap (a dynamic import: nothing of it is in the detail
 * page's first load): the engine, and the article's text in chunks.
 */
export { createSpeechEngine, type SpeechEngine, type SpeechListener } from './speech-engine.ts';

/** The CMS's freshly signed speech URL (cms/routes/tts.ts; path chosen there, not in the spec). */
export const TTS_URL_PATH = '/api/tts/url';

export async function fetchSignedSpeechUrl(request: RequestFn): Promise<SignedSpeechUrl> {
  const answer = await request(TTS_URL_PATH, { notify: false });
  const { code, data } = (answer ?? {}) as { code?: unknown; data?: { url?: unknown; appId?: unknown } | null };
  if (!isSuccessCode(code) || typeof data?.url !== 'string' || typeof data.appId !== 'string') throw new Error(`no signed speech URL (code ${String(code)})`);
  return { url: data.url, appId: data.appId };
}

const BLOCKS = 'p, div, li, h1, h2, h3, h4, h5, h6, blockquote, section, article, tr, br, figcaption';

/** The plain text of sanitized body HTML, one line per block (pictures and their alt texts are not read). */
export function plainTextOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const block of body.querySelectorAll(BLOCKS)) block.after('\n');
  return body.textContent ?? '';
}

/**
 * Spec 2 §4: the title and the body text (fetched from contentUrl like the page's own body, through
 * the same address policy and sanitizer; else the brief), in chunks of TTS_CHUNK_CHARACTERS.
 */
export async function articleSpeechChunks(item: ContentItem, fetchText: (url: string, signal: AbortSignal) => Promise<string>, signal: AbortSignal): Promise<string[]> {
  let body = item.brief ?? '';
  const contentUrl = item.contentUrl?.trim();
  if (contentUrl) {
    const url = allowedBodyUrl(contentUrl, window.location.href, 'media');
    if (!url) throw new Error(`body address refused: ${contentUrl}`);
    body = plainTextOf(sanitizeArticleHtml(await fetchText(url, signal)));
  }
  return chunkSpeechText(speechTextOf(item.title ?? '', body));
}
