import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { provideArrayAt } from '../env/array-at-polyfill.ts';
import { collectFieldVitals, FIELD_VITALS_PATH, FIELD_VITALS_SAMPLE_RATE, routeOfPath, sampled, type FieldMeasure } from './field-vitals.ts';

const measureOf = (metric: Metric): FieldMeasure => ({ name: metric.name as FieldMeasure['name'], value: metric.value, rating: metric.rating });

/**
 * Starts field data for this page view, when it is sampled. `reportAllChanges` keeps the latest value
 * of each metric at hand, so what is sent when the page is hidden is as final as the page knows.
 */
export function startFieldVitals(preview: boolean): void {
  const sampleRate = preview ? 1 : FIELD_VITALS_SAMPLE_RATE;
  if (!sampled(preview, Math.random())) return;
  provideArrayAt(); // web-vitals' handlers call it; the floor's engines lack it
  collectFieldVitals({
    route: routeOfPath(window.location.pathname),
    sampleRate,
    observe: (report) => {
      const options = { reportAllChanges: true };
      onLCP((metric) => report(measureOf(metric)), options);
      onINP((metric) => report(measureOf(metric)), options);
      onCLS((metric) => report(measureOf(metric)), options);
      onTTFB((metric) => report(measureOf(metric)), options);
    },
    onLeave: (flush) => {
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
    },
    send: (batch) => {
      void fetch(FIELD_VITALS_PATH, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(batch) }).catch(() => {});
    },
  });
}
