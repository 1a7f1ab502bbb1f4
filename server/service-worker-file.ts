/** The offline worker's file at the build's root (issue 28 item 5: scripts/vite-service-worker-plugin.ts writes it). */
export const SERVICE_WORKER_FILE = 'sw.js';
/** Revalidated on every use (a new release is a new file) and the reader's browser's alone: no shared cache keeps it. */
export const SERVICE_WORKER_CACHE_CONTROL = 'no-cache, private';
