import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '..', '..', 'dist');
const built = existsSync(join(dist, '.vite', 'manifest.json'));

/** Text only the simulator has (its state key and its runtime's messages), never the page's bridge. */
const SIMULATOR_MARKERS = ['__nativeSimulator', 'yy://return/_fetchQueue/', 'objc_cb_', 'JAVA_CB_'];

/** DESIGN.md: the native simulator is for development and tests; the production build must not carry it. */
describe.skipIf(!built)('production build (dist/, made by npm test before this runs)', () => {
  it('contains no part of the native simulator', () => {
    const files = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.flatMap((name) => {
      const text = readFileSync(join(dist, 'assets', name), 'utf8');
      return SIMULATOR_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${name}: ${marker}`);
    });
    expect(offenders).toEqual([]);
  });
});
