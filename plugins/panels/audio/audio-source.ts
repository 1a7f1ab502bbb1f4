/** Howler picks a codec by the address's extension; an address without one is taken as MP3 (the CMS's audio format). */
export const DEFAULT_AUDIO_FORMAT = 'mp3';
/** How often the progress bar follows the playing position while audio plays (our choice). */
export const PROGRESS_TICK_MS = 250;

/** The `format` hint Howler needs for an address it cannot read a type from, else none. */
export function audioFormat(url: string): string[] | undefined {
  if (/^data:audio\/[^;,]+[;,]/i.test(url)) return undefined;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /\.[a-z0-9]{2,5}$/i.test(path) ? undefined : [DEFAULT_AUDIO_FORMAT];
}

/** The audio library loads on the first play only: a reader who never plays never downloads it. */
export const loadHowler = () => import('howler');
