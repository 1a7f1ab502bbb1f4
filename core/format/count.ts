/** Spec 2 §5: comment and like counts over 999 show '999+'. */
export const COUNT_CAP = 999;
/** Spec 1 §9 / spec 2 §5: 10000 or more shows in units of ten thousand with two decimals. */
export const TEN_THOUSAND = 10000;

/** Reader-facing count: "999+" above the cap, "1.23万" from ten thousand. */
export function formatCount(count: number | null | undefined, tenThousandUnit: string): string {
  const n = Math.max(0, Math.floor(count ?? 0));
  if (n >= TEN_THOUSAND) return `${(Math.floor(n / 100) / 100).toFixed(2)}${tenThousandUnit}`;
  if (n > COUNT_CAP) return `${COUNT_CAP}+`;
  return String(n);
}

const two = (n: number): string => String(n).padStart(2, '0');

/** Spec 2 §5: durations as hh:mm:ss, the hours only when there are any. */
export function formatDuration(totalSeconds: number | null | undefined): string {
  const s = Math.max(0, Math.floor(totalSeconds ?? 0));
  const hours = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return hours > 0 ? `${two(hours)}:${rest}` : rest;
}
