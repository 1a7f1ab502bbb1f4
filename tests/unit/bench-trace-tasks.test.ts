import { describe, expect, it } from 'vitest';
import { LONG_TASK_MS, rendererMainThread, taskReport, type TraceEvent } from '../../scripts/bench/trace-tasks.ts';

/** The benchmark's reading of a Chromium trace: which thread, which tasks, what counts as long. */
const main = (pid: number, tid: number): TraceEvent => ({ ph: 'M', name: 'thread_name', pid, tid, args: { name: 'CrRendererMain' } });
const task = (pid: number, tid: number, startMs: number, durationMs: number, name = 'ThreadControllerImpl::RunTask', cpuMs = durationMs): TraceEvent => ({
  ph: 'X',
  name,
  cat: 'toplevel',
  pid,
  tid,
  ts: startMs * 1000,
  dur: durationMs * 1000,
  tdur: cpuMs * 1000,
});

describe('bench trace tasks', () => {
  it('counts a task over 50 ms as long, not one of exactly 50 ms, and sums what lies beyond 50 ms', () => {
    const trace = { traceEvents: [main(1, 10), task(1, 10, 0, LONG_TASK_MS), task(1, 10, 100, 50.5), task(1, 10, 200, 80), task(1, 10, 300, 3)] };
    const report = taskReport(trace);
    expect(report.tasks).toBe(4);
    expect(report.overLimit).toBe(2);
    expect(report.longestMs).toBe(80);
    expect(report.totalBlockingMs).toBeCloseTo(30.5, 6);
    expect(report.worst.map((t) => t.durationMs)).toEqual([80, 50.5, 50, 3]);
  });

  it('counts a RunTask nested in ThreadControllerImpl::RunTask once, and ignores other threads', () => {
    const trace = [main(1, 10), task(1, 10, 0, 70), task(1, 10, 1, 60, 'RunTask'), task(1, 11, 0, 500), task(2, 10, 0, 900)];
    const report = taskReport(trace);
    expect(report.thread).toEqual({ pid: 1, tid: 10 });
    expect(report.tasks).toBe(1);
    expect(report.longestMs).toBe(70);
  });

  it('tells a task that waited for a CPU (long wall time, little CPU time) from one that worked long', () => {
    const trace = [main(1, 10), task(1, 10, 0, 120, 'RunTask', 4), task(1, 10, 200, 60, 'RunTask', 51), task(1, 10, 300, 50, 'RunTask', 50)];
    const report = taskReport(trace);
    expect(report.overLimit).toBe(2);
    expect(report.overLimitByCpu).toBe(1);
    expect(report.longestCpuMs).toBe(51);
    expect(report.worst[0]).toEqual({ startMs: 0, durationMs: 120, cpuMs: 4 });
  });

  it("picks the page's renderer among several (by TracingStartedInBrowser frames), else the busiest", () => {
    const started: TraceEvent = {
      name: 'TracingStartedInBrowser',
      ph: 'I',
      args: { data: { frames: [{ url: 'http://127.0.0.1:5330/__bench/feed?count=1000', processId: 2 }] } },
    };
    const events = [main(1, 10), main(2, 20), task(1, 10, 0, 90), task(2, 20, 0, 5), started];
    expect(rendererMainThread(events, '/__bench/feed')).toEqual({ pid: 2, tid: 20 });
    expect(rendererMainThread(events)).toEqual({ pid: 1, tid: 10 });
    expect(taskReport([]).thread).toBeNull();
  });
});
