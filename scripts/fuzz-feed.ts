/**
 * `npm run fuzz:feed -- --runs 10000`: the Chromium feed fuzz of `npm test` (1,000 feeds, fixed seed)
 * with more feeds. Figures are printed as "[fuzz] Chromium {...}".
 */
import { spawnSync } from 'node:child_process';

const at = process.argv.indexOf('--runs');
const runs = at >= 0 ? Number(process.argv[at + 1]) : 10_000;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run fuzz:feed -- --runs <a whole number of feeds>');
  process.exit(2);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'browser', 'tests/browser/feed-fuzz.test.tsx'], {
  stdio: 'inherit',
  env: { ...process.env, FEED_FUZZ_RUNS: String(runs) },
});
process.exit(result.status ?? 1);
