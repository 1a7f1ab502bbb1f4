import { join, resolve } from 'node:path';

export const PROJECT_ROOT = join(import.meta.dirname, '..');
/** Git-ignored folder holding the local CMS database. */
export const DATA_DIR = process.env.CMS_DATA_DIR ?? join(PROJECT_ROOT, '.data');
export const DATABASE_FILE = join(DATA_DIR, 'cms.sqlite');
/** Absolute, as the static file server needs (CMS_DIST_DIR=dist is taken from the working folder). */
export const DIST_DIR = resolve(process.env.CMS_DIST_DIR ?? join(PROJECT_ROOT, 'dist'));
/** Committed media made by scripts/make-media.sh (HLS streams, audio). */
export const MEDIA_DIR = join(PROJECT_ROOT, 'server', 'media');
export const DEFAULT_PORT = 5173;
export const HOST = process.env.HOST ?? '127.0.0.1';

/**
 * The app runs under a strict policy: no inline script, no eval (validators are compiled ahead of time).
 * Frames: our own pages (third-party bodies are served by the local CMS) and any https page, which
 * is what /openUrl shows (the media group's sub-app pages, banner links; core/open/open-url.ts
 * FRAMED_PROTOCOLS). A plain-http page of another site is opened directly instead of framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // The WeChat JS-SDK reports to WeChat with an image when the page runs inside WeChat.
  "img-src 'self' data: blob: https://open.weixin.qq.com",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Test credentials of the speech synthesis service (spec 2 §9; protocols.md §2.1). The local CMS
 * signs URLs for its own stand-in (server/tts/stand-in.ts) with them; the secret never leaves the server.
 */
export const TTS_CREDENTIALS = {
  appId: process.env.TTS_APP_ID ?? 'cs430100',
  apiKey: process.env.TTS_API_KEY ?? 'test_api_key',
  apiSecret: process.env.TTS_API_SECRET ?? 'test_api_secret',
} as const;
