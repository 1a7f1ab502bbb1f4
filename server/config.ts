import { contentSecurityPolicy } from './page-policy.ts';
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

/** The local CMS's page policy: every answer, picture and video on our own origin (server/page-policy.ts). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * Test credentials of the speech synthesis service (spec 2 §9; protocols.md §2.1). The local CMS
 * signs URLs for its own stand-in (server/tts/stand-in.ts) with them; the secret never leaves the server.
 */
export const TTS_CREDENTIALS = {
  appId: process.env.TTS_APP_ID ?? 'cs430100',
  apiKey: process.env.TTS_API_KEY ?? 'test_api_key',
  apiSecret: process.env.TTS_API_SECRET ?? 'test_api_secret',
} as const;
