import { contentSecurityPolicy } from './page-policy.ts';
import { join, resolve } from 'node:path';

export const PROJECT_ROOT = join(import.meta.dirname, '..');
/** Absolute, as the static file server needs (CMS_DIST_DIR=dist is taken from the working folder). */
export const DIST_DIR = resolve(process.env.CMS_DIST_DIR ?? join(PROJECT_ROOT, 'dist'));
export const DEFAULT_PORT = 5173;
export const HOST = process.env.HOST ?? '127.0.0.1';

/** The page policy when everything comes from our own origin (the local CMS; production names the platform's hosts too: server/page-policy.ts). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();
