import { describe, expect, it } from 'vitest';
import { createEngineBus } from '../../core/engine/events.ts';
import {
  RENDER_REPORT_BATCH_SIZE,
  RENDER_REPORT_FLUSH_MS,
  RENDER_REPORT_MAX_ERROR_LENGTH,
  RENDER_REPORT_SAMPLE_RATE,
  startRenderReports,
  type RenderReportBatch,
} from '../../core/engine/reports/render-reports.ts';

/** Issue 11: drops and warnings reach the CMS in batches, from a sample of page views. */
function reporter({ preview = false, random = 0 } = {}) {
  const bus = createEngineBus();
  const sent: RenderReportBatch[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  let leave: (() => void) | null = null;
  const flush = startRenderReports(bus, {
    preview,
    page: () => '/',
    random: () => random,
    send: (batch) => sent.push(batch),
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => void ((timer as { cleared: boolean }).cleared = true),
    onLeave: (run) => void (leave = run),
  });
  return { bus, sent, timers, flush, leave: () => leave?.() };
}

const dropPanel = (bus: ReturnType<typeof createEngineBus>, id: string) =>
  bus.emit('panel:dropped', { panelId: id, typeCode: 'test.unknown-panel', reason: 'unsupported', errors: ['no panel plugin for typeCode "test.unknown-panel"'] });

describe('render reports', () => {
  it(`sends a batch ${RENDER_REPORT_FLUSH_MS / 1000} s after the first report, with every kind`, () => {
    const { bus, sent, timers } = reporter({ random: RENDER_REPORT_SAMPLE_RATE / 2 });
    dropPanel(bus, '1');
    bus.emit('item:dropped', { panelId: '2', itemId: '10', reason: 'invalid', errors: ["(root) must have required property 'title'"] });
    bus.emit('item:warned', { panelId: '2', itemId: '11', pluginKey: 'card:*:1', warnings: ['/tags must be string (removed)'] });
    bus.emit('panel:warned', { panelId: '2', typeCode: 'core.list.content', warnings: ['/config/autoPlayInterval must be >= 500 (removed)'] });
    bus.emit('plugin:error', { pluginKey: 'card:*:4', error: new TypeError('secret reader text') });
    expect(sent).toEqual([]);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(RENDER_REPORT_FLUSH_MS);
    timers[0]!.run();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.sampleRate).toBe(RENDER_REPORT_SAMPLE_RATE);
    expect(sent[0]!.reports.map((r) => [r.kind, r.key, r.panelId, r.itemId])).toEqual([
      ['panel-dropped', 'test.unknown-panel', '1', null],
      ['item-dropped', null, '2', '10'],
      ['item-warned', 'card:*:1', '2', '11'],
      ['panel-warned', 'core.list.content', '2', null],
      ['plugin-error', 'card:*:4', null, null],
    ]);
    // An error's message may quote what a reader typed: only its name goes.
    expect(sent[0]!.reports[4]!.errors).toEqual(['TypeError']);
  });

  it(`sends at once when ${RENDER_REPORT_BATCH_SIZE} reports wait, and what is left when the page is left`, () => {
    const { bus, sent, leave } = reporter({ preview: true, random: 0.99 });
    for (let i = 0; i < RENDER_REPORT_BATCH_SIZE + 3; i++) dropPanel(bus, String(i));
    expect(sent.map((b) => b.reports.length)).toEqual([RENDER_REPORT_BATCH_SIZE]);
    leave();
    expect(sent.map((b) => b.reports.length)).toEqual([RENDER_REPORT_BATCH_SIZE, 3]);
    expect(sent[1]!.sampleRate).toBe(1);
    leave();
    expect(sent).toHaveLength(2);
  });

  it('a page view outside the sample reports nothing', () => {
    const { bus, sent, flush } = reporter({ random: RENDER_REPORT_SAMPLE_RATE });
    dropPanel(bus, '1');
    flush();
    expect(sent).toEqual([]);
  });

  it('cuts long errors and keeps at most ten', () => {
    const { bus, sent, flush } = reporter({ preview: true });
    bus.emit('item:dropped', { panelId: '2', itemId: '10', reason: 'invalid', errors: Array.from({ length: 30 }, (_, i) => `/x${i} ${'y'.repeat(500)}`) });
    flush();
    const errors = sent[0]!.reports[0]!.errors;
    expect(errors).toHaveLength(10);
    for (const error of errors) expect(error.length).toBeLessThanOrEqual(RENDER_REPORT_MAX_ERROR_LENGTH);
  });
});
