import type { EngineBus, EngineEvents } from '../events.ts';

/**
 * Render reports (issue 11): what the engine left out or kept with fields removed, sent to the CMS so
 * a panel that vanished for readers is noticed. Batched, and sampled by page view outside preview.
 * A report carries plugin keys, ids and error paths (schema messages name fields, never values):
 * never reader data.
 */
export const RENDER_REPORTS_PATH = '/api/render-reports';
/** Share of page views that report (all of them in preview: editors want every finding). */
export const RENDER_REPORT_SAMPLE_RATE = 0.1;
/** A batch goes when it holds this many reports... */
export const RENDER_REPORT_BATCH_SIZE = 20;
/** ...or this long after its first report, or when the page is hidden. */
export const RENDER_REPORT_FLUSH_MS = 10_000;
/** Errors kept per report, and characters per error. */
export const RENDER_REPORT_MAX_ERRORS = 10;
export const RENDER_REPORT_MAX_ERROR_LENGTH = 200;

export type RenderReportKind = 'panel-dropped' | 'item-dropped' | 'panel-warned' | 'item-warned' | 'plugin-error' | 'page-error';

export interface RenderReport {
  kind: RenderReportKind;
  /** The plugin key, or the typeCode of a panel no plugin takes. */
  key: string | null;
  panelId: string | null;
  itemId: string | null;
  errors: string[];
}

export interface RenderReportBatch {
  page: string;
  sampleRate: number;
  reports: RenderReport[];
}

export interface RenderReportPorts {
  /** Sends one batch; must survive the page going away (keepalive). */
  send: (batch: RenderReportBatch) => void;
  page: () => string;
  preview: boolean;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Calls `flush` when the page is hidden or left (pagehide, visibilitychange). */
  onLeave?: (flush: () => void) => void;
}

const trimmed = (errors: readonly string[]): string[] =>
  errors.slice(0, RENDER_REPORT_MAX_ERRORS).map((error) => (error.length > RENDER_REPORT_MAX_ERROR_LENGTH ? `${error.slice(0, RENDER_REPORT_MAX_ERROR_LENGTH - 1)}…` : error));

/** An event the page announced before the reports' code had come (src/engine.ts keeps them). */
export type EarlierEvent = { [K in keyof EngineEvents]: [type: K, event: EngineEvents[K]] }[keyof EngineEvents];

/**
 * Subscribes to the bus, after reading the events announced before it (`earlier`); returns the flush
 * (tests, and the page leaving). No-op for an unsampled page.
 */
export function startRenderReports(bus: EngineBus, ports: RenderReportPorts, earlier: readonly EarlierEvent[] = []): () => void {
  const sampleRate = ports.preview ? 1 : RENDER_REPORT_SAMPLE_RATE;
  if ((ports.random ?? Math.random)() >= sampleRate) return () => {};
  const setTimer = ports.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = ports.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let pending: RenderReport[] = [];
  let timer: unknown = null;

  const flush = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (pending.length === 0) return;
    const reports = pending;
    pending = [];
    ports.send({ page: ports.page(), sampleRate, reports });
  };
  const add = (report: RenderReport) => {
    pending.push({ ...report, errors: trimmed(report.errors) });
    if (pending.length >= RENDER_REPORT_BATCH_SIZE) flush();
    else if (timer === null) timer = setTimer(flush, RENDER_REPORT_FLUSH_MS);
  };
  const errorName = (error: unknown) => (error instanceof Error ? error.name : 'error');

  const reported: { [K in keyof EngineEvents]?: (event: EngineEvents[K]) => void } = {
    'panel:dropped': (e) => add({ kind: 'panel-dropped', key: e.typeCode, panelId: e.panelId, itemId: null, errors: [e.reason, ...e.errors] }),
    'item:dropped': (e) => add({ kind: 'item-dropped', key: null, panelId: e.panelId, itemId: e.itemId, errors: [e.reason, ...e.errors] }),
    'panel:warned': (e) => add({ kind: 'panel-warned', key: e.typeCode, panelId: e.panelId, itemId: null, errors: e.warnings }),
    'item:warned': (e) => add({ kind: 'item-warned', key: e.pluginKey, panelId: e.panelId, itemId: e.itemId, errors: e.warnings }),
    'plugin:error': (e) => add({ kind: 'plugin-error', key: e.pluginKey, panelId: null, itemId: null, errors: [errorName(e.error)] }),
    'page:error': (e) => add({ kind: 'page-error', key: e.where, panelId: null, itemId: null, errors: [errorName(e.error)] }),
  };
  const handle = (type: keyof EngineEvents, event: unknown) => (reported[type] as ((event: unknown) => void) | undefined)?.(event);
  for (const [type, event] of earlier) handle(type, event);
  bus.on('*', handle);
  ports.onLeave?.(flush);
  return flush;
}

/** The browser's ports: a keepalive POST, the page's path (no query: it may carry reader input). */
export function browserRenderReportPorts(preview: boolean): RenderReportPorts {
  return {
    preview,
    page: () => window.location.pathname,
    send: (batch) => {
      void fetch(RENDER_REPORTS_PATH, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      }).catch(() => {}); // a lost report costs nothing the reader sees
    },
    onLeave: (flush) => {
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
    },
  };
}
