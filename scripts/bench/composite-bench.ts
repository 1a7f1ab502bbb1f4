/**
 * Validate + dispatch of a 500-item composite answer in node (issue 17: goal ≤ 5 ms): the real
 * registry and resolver (core/engine/render/composite.ts) on the seeded home answer, its list panel grown to
 * 500 items of the seeded kinds (each a copy with its own id).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveComposite } from '../../core/engine/render/composite.ts';
import { createRenderRegistry } from '../../plugins/registries.ts';
import { buildApp } from '../../cms/app.ts';
import { openDatabase } from '../../cms/db/database.ts';
import { newsCategory } from '../../cities/current.ts';
import { callKey } from '../../core/engine/http/call.ts';
import { feedCall } from '../../src/feed/feed-call.ts';
import { seedDatabase } from '../../cms/seed/seed.ts';

export const COMPOSITE_ITEMS = 500;
export const COMPOSITE_GOAL_MS = 5;
/** Runs before measuring (the JIT's warm-up), then measured runs. */
const WARM_UP_RUNS = 30;
const MEASURED_RUNS = 200;

type Panel = { contents?: Array<Record<string, unknown>> | null } & Record<string, unknown>;

/** The seeded home answer, with items copied into its largest panel until the answer holds `items`. */
export async function compositeAnswer(items: number): Promise<{ code: number; data: Panel[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-composite-'));
  const db = openDatabase(join(dir, 'cms.sqlite'));
  try {
    seedDatabase(db);
    const app = await buildApp({ db });
    const answer = (await app.inject({ method: 'GET', url: callKey(feedCall, { categoryCode: newsCategory }) })).json<{ code: number; data: Panel[] }>();
    await app.close();
    const count = () => answer.data.reduce((sum, panel) => sum + (panel.contents?.length ?? 0), 0);
    const largest = answer.data.toSorted((a, b) => (b.contents?.length ?? 0) - (a.contents?.length ?? 0))[0];
    const seeds = [...(largest?.contents ?? [])];
    if (!largest || seeds.length === 0) throw new Error('the seeded home answer has no panel with items');
    for (let n = 0; count() < items; n++) largest.contents!.push({ ...seeds[n % seeds.length], id: 900_000 + n });
    return answer;
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface TimingRow {
  name: string;
  medianMs: number;
  p95Ms: number;
  /** This process's CPU time: what the run costs, whatever else shares the machine. */
  medianCpuMs: number;
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median and 95th percentile of `run`'s wall time over the measured runs, and its median CPU time. */
export function time(name: string, run: () => void): TimingRow {
  for (let i = 0; i < WARM_UP_RUNS; i++) run();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    run();
    const used = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return { name, medianMs: median(times), p95Ms: times[Math.floor(times.length * 0.95)]!, medianCpuMs: median(cpu) };
}

export async function benchComposite(): Promise<TimingRow[]> {
  const answer = await compositeAnswer(COMPOSITE_ITEMS);
  const { index } = createRenderRegistry();
  const check = resolveComposite(index, answer);
  const shown = check.reduce((sum, panel) => sum + (panel.status === 'ok' ? panel.items.filter((item) => item.status === 'ok').length : 0), 0);
  return [time(`resolveComposite, ${COMPOSITE_ITEMS} items (${shown} shown)`, () => resolveComposite(index, answer))];
}
