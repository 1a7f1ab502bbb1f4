/**
 * Main-thread tasks of a Chromium performance trace (the JSON of CDP Tracing / DevTools' "Save
 * profile"): the renderer main thread's top-level task events, their longest, how many went over the
 * long-task limit and the total blocking time (what each task spent beyond the limit).
 */

/** Not a spec number: a task over 50 ms blocks input noticeably (the long-task limit of the issue). */
export const LONG_TASK_MS = 50;

/** The events that wrap one task of a thread's message loop (older and newer Chromium names). */
export const TASK_EVENT_NAMES: ReadonlySet<string> = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export interface TraceEvent {
  name?: string;
  cat?: string;
  ph?: string;
  ts?: number;
  dur?: number;
  /** Thread (CPU) time of the event, when the trace recorded it. */
  tdur?: number;
  pid?: number;
  tid?: number;
  args?: Record<string, unknown>;
}

export interface MainThreadTask {
  startMs: number;
  /** Wall-clock duration: how long input waited. */
  durationMs: number;
  /** CPU time the thread spent on it (below durationMs when the machine made the thread wait). */
  cpuMs: number | null;
}

export interface TaskReport {
  /** The renderer main thread the tasks came from. */
  thread: { pid: number; tid: number } | null;
  tasks: number;
  overLimit: number;
  longestMs: number;
  totalBlockingMs: number;
  /** The same by CPU time: tasks whose own work exceeded the limit, and the most work in one task. */
  overLimitByCpu: number;
  longestCpuMs: number;
  /** The longest tasks, longest first (at most five). */
  worst: MainThreadTask[];
}

/** Events from either trace shape: a bare array or `{ traceEvents: [...] }`. */
export function traceEventsOf(trace: unknown): TraceEvent[] {
  if (Array.isArray(trace)) return trace as TraceEvent[];
  const events = (trace as { traceEvents?: unknown } | null)?.traceEvents;
  return Array.isArray(events) ? (events as TraceEvent[]) : [];
}

const threadKey = (pid: number, tid: number) => `${pid}:${tid}`;

/**
 * The renderer main threads ('CrRendererMain'); of several, the one whose process shows `pageUrl`
 * (TracingStartedInBrowser lists frames and their processes), else the busiest.
 */
export function rendererMainThread(events: readonly TraceEvent[], pageUrl?: string): { pid: number; tid: number } | null {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && (e.args?.name as string) === 'CrRendererMain');
  if (mains.length === 0) return null;
  const candidates = mains.map((e) => ({ pid: e.pid ?? 0, tid: e.tid ?? 0 }));
  if (pageUrl) {
    const frames = events
      .filter((e) => e.name === 'TracingStartedInBrowser')
      .flatMap((e) => ((e.args?.data as { frames?: { url?: string; processId?: number }[] } | undefined)?.frames ?? []));
    const pid = frames.find((f) => f.url?.includes(pageUrl))?.processId;
    const match = candidates.find((c) => c.pid === pid);
    if (match) return match;
  }
  const busy = new Map<string, number>();
  for (const e of events) {
    if (e.ph === 'X' && TASK_EVENT_NAMES.has(e.name ?? '')) {
      const key = threadKey(e.pid ?? 0, e.tid ?? 0);
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
    }
  }
  return candidates.toSorted((a, b) => (busy.get(threadKey(b.pid, b.tid)) ?? 0) - (busy.get(threadKey(a.pid, a.tid)) ?? 0))[0] ?? null;
}

/** Top-level task events of one thread: a task nested in another (both names may wrap it) counts once. */
export function topLevelTasks(events: readonly TraceEvent[], thread: { pid: number; tid: number }): MainThreadTask[] {
  const own = events
    .filter((e) => e.ph === 'X' && TASK_EVENT_NAMES.has(e.name ?? '') && e.pid === thread.pid && e.tid === thread.tid)
    .map((e) => ({ start: e.ts ?? 0, end: (e.ts ?? 0) + (e.dur ?? 0), cpu: e.tdur }))
    .toSorted((a, b) => a.start - b.start || b.end - a.end);
  const tasks: MainThreadTask[] = [];
  let openUntil = -Infinity;
  for (const { start, end, cpu } of own) {
    if (start < openUntil) continue;
    tasks.push({ startMs: start / 1000, durationMs: (end - start) / 1000, cpuMs: cpu === undefined ? null : cpu / 1000 });
    openUntil = end;
  }
  return tasks;
}

/** The figures of one trace. */
export function taskReport(trace: unknown, pageUrl?: string, limitMs = LONG_TASK_MS): TaskReport {
  const events = traceEventsOf(trace);
  const thread = rendererMainThread(events, pageUrl);
  const tasks = thread ? topLevelTasks(events, thread) : [];
  const worst = tasks.toSorted((a, b) => b.durationMs - a.durationMs).slice(0, 5);
  return {
    thread,
    tasks: tasks.length,
    overLimit: tasks.filter((t) => t.durationMs > limitMs).length,
    longestMs: worst[0]?.durationMs ?? 0,
    totalBlockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.durationMs - limitMs), 0),
    overLimitByCpu: tasks.filter((t) => (t.cpuMs ?? 0) > limitMs).length,
    longestCpuMs: Math.max(0, ...tasks.map((t) => t.cpuMs ?? 0)),
    worst,
  };
}
