import { lastOf } from '../env/old-engines.ts';
/*
 * Field data (issue 31 item 4): how fast the app is on readers' phones. The web-vitals library
 * measures LCP, INP, CLS and TTFB; each page view that is sampled (always in preview) sends what it
 * measured, once, when the reader leaves or hides the page, beside the render reports. Loaded after
 * the page is ready and idle: no byte of it counts before.
 */

/** The metrics reported, as web-vitals names them. */
export const FIELD_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type FieldMetricName = (typeof FIELD_METRICS)[number];
/** Where a page sends its measures (the local CMS keeps them; production logs them: server/field-vitals.ts). */
export const FIELD_VITALS_PATH = '/api/web-vitals';
/** One page view in ten reports (editors' previews always do). */
export const FIELD_VITALS_SAMPLE_RATE = 0.1;

export interface FieldMeasure {
  name: FieldMetricName;
  /** Milliseconds (LCP, INP, TTFB) or the layout-shift score (CLS). */
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}

export interface FieldVitalsBatch {
  route: string;
  sampleRate: number;
  measures: FieldMeasure[];
}

/**
 * The route of a path, as the route table names it: a path with an address in it (/openUrl/…) is
 * its first segment, so measures group by screen, never by what a reader opened.
 */
export function routeOfPath(pathname: string): string {
  const first = /^\/[^/]*/.exec(pathname)?.[0] ?? '/';
  return first.length > 64 ? first.slice(0, 64) : first;
}

/** Does this page view report? Preview always; readers by the sample rate. */
export const sampled = (preview: boolean, draw: number, rate = FIELD_VITALS_SAMPLE_RATE): boolean => preview || draw < rate;

export interface FieldVitalsPorts {
  /** web-vitals' callbacks (the library, loaded lazily; tests may hand in their own). */
  observe(report: (measure: FieldMeasure) => void): void;
  /** Called once when the page is left or hidden, with the flush. */
  onLeave(flush: () => void): void;
  send(batch: FieldVitalsBatch): void;
  route: string;
  sampleRate: number;
}

/** Collects the page's measures (a later value of the same metric replaces an earlier) and sends them once. */
export function collectFieldVitals(ports: FieldVitalsPorts): () => void {
  const latest = new Map<FieldMetricName, FieldMeasure>();
  let sent = false;
  ports.observe((measure) => latest.set(measure.name, measure));
  const flush = () => {
    if (sent || latest.size === 0) return;
    sent = true;
    ports.send({ route: ports.route, sampleRate: ports.sampleRate, measures: [...latest.values()] });
  };
  ports.onLeave(flush);
  return flush;
}

/** A measure that stands for `weight` page views (1 / the sample rate it was sent at). */
export interface WeightedValue {
  value: number;
  weight: number;
}

/** The 75th percentile (Core Web Vitals' reading of a page's field data), each value counted by its weight. */
export function percentile75(values: readonly WeightedValue[]): number | null {
  // oxlint-disable-next-line unicorn/no-array-sort -- toSorted is Chrome 110 / iOS 16, above the browser floor; the array is a fresh copy
  const sorted = values.filter((v) => Number.isFinite(v.value) && v.weight > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, v) => sum + v.weight, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const v of sorted) {
    seen += v.weight;
    if (seen >= 0.75 * total) return v.value;
  }
  return lastOf(sorted)?.value ?? null;
}

/** Is this what a page sends (the CMS and the production server take nothing else)? */
export function isFieldVitalsBatch(body: unknown): body is FieldVitalsBatch {
  if (typeof body !== 'object' || body === null) return false;
  const { route, sampleRate, measures } = body as Partial<FieldVitalsBatch>;
  return (
    typeof route === 'string' &&
    /^\/[\w.-]{0,63}$/.test(route) &&
    typeof sampleRate === 'number' &&
    sampleRate > 0 &&
    sampleRate <= 1 &&
    Array.isArray(measures) &&
    measures.length > 0 &&
    measures.length <= FIELD_METRICS.length &&
    measures.every(
      (m: unknown) =>
        typeof m === 'object' &&
        m !== null &&
        FIELD_METRICS.includes((m as FieldMeasure).name) &&
        typeof (m as FieldMeasure).value === 'number' &&
        Number.isFinite((m as FieldMeasure).value) &&
        (m as FieldMeasure).value >= 0 &&
        ['good', 'needs-improvement', 'poor'].includes((m as FieldMeasure).rating),
    )
  );
}
