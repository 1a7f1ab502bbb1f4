import { cityNamed } from '../cities/by-name.ts';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/config.ts';

/*
 * The local CMS's own settings: a stand-in of the content platform for development and tests, never
 * loaded by the production server (server/serve.ts).
 */

/** Git-ignored folder holding the local CMS database. */
export const DATA_DIR = process.env.CMS_DATA_DIR ?? join(PROJECT_ROOT, '.data');
export const DATABASE_FILE = join(DATA_DIR, 'cms.sqlite');
/** Committed media made by scripts/make-media.sh (HLS streams, audio). */
export const MEDIA_DIR = join(PROJECT_ROOT, 'cms', 'media');

/**
 * Test credentials of the speech synthesis service (spec 2 §9; protocols.md §2.1). The local CMS
 * signs URLs for its own stand-in (cms/tts/stand-in.ts) with them; the secret never leaves the server.
 */
export const TTS_CREDENTIALS = {
  appId: process.env.TTS_APP_ID ?? `cs${cityNamed().code}`,
  apiKey: process.env.TTS_API_KEY ?? 'test_api_key',
  apiSecret: process.env.TTS_API_SECRET ?? 'test_api_secret',
} as const;
