import type { PageWindow } from './sanitize-html.ts';

/** Sanitizes article HTML for a window (core/engine/sanitize/sanitize-html.ts). */
export type Sanitize = (dirty: string, win: PageWindow) => string;

/**
 * The sanitizer, once its module has loaded (it provides itself): the server imports it, a page loads
 * it when it needs it (DOMPurify is 9 KB gz). A module that only asks whether it is there costs nothing.
 */
let provided: Sanitize | null = null;

export function provideSanitizer(sanitize: Sanitize): void {
  provided = sanitize;
}

export const providedSanitizer = (): Sanitize | null => provided;
