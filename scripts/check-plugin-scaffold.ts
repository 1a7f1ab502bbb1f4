/**
 * Proves `npm run new:plugin` (issue 16): in a temporary copy of the project (the sources copied,
 * node_modules linked), it makes a panel, a card, an opener and a player, then runs what CI runs on
 * them: the typecheck, the linter, the texts' checks, the scaffolded tests and the registry contract
 * test. Run by scripts/test-all.sh; `npx tsx scripts/check-plugin-scaffold.ts` alone takes about a minute.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPlugin } from './new-plugin.ts';

const root = join(import.meta.dirname, '..');

/** What the checks read: the sources and the configuration, not the build, the data or the media. */
const COPIED = ['cities', 'core', 'ui', 'plugins', 'schemas', 'src', 'server', 'cms', 'scripts', 'tests', 'public', 'docs/registry.md', 'index.html', 'package.json', 'tsconfig.json', '.oxlintrc.json', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'chromium.config.ts'];
const SKIPPED = new Set(['media', '.data', 'generated-media']);

/** The four plugins made: names no real plugin will take. */
export const SCAFFOLDED = [
  ['panel', 'test.scaffold-panel'],
  ['card', '97'],
  ['opener', 'test.scaffold-opener'],
  ['player', 'test-scaffold-media'],
] as const;

function copyProject(): string {
  const copy = mkdtempSync(join(tmpdir(), 'plugin-scaffold-'));
  for (const path of COPIED) {
    cpSync(join(root, path), join(copy, path), { recursive: true, filter: (source) => !SKIPPED.has(source.split('/').pop() ?? '') });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // Vite's dependency cache of its own, so this run never writes into the project's.
  writeFileSync(join(copy, 'vitest.scaffold.config.ts'), "import base from './vitest.config.ts';\nexport default { ...base, cacheDir: '.vite-scaffold' };\n");
  return copy;
}

function step(copy: string, name: string, command: string, args: string[]): void {
  const started = performance.now();
  console.log(`── scaffold: ${name}`);
  execFileSync(command, args, { cwd: copy, stdio: 'inherit', env: { ...process.env, CI: '' } });
  console.log(`   ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function main(): void {
  const copy = copyProject();
  let ok = false;
  try {
    // The four folders first, then the schemas and the registry table once (new:plugin runs them for each).
    const folders = SCAFFOLDED.map(([kind, match]) => newPlugin(copy, kind, match, false).slice(copy.length + 1));
    const bin = (name: string) => join(copy, 'node_modules', '.bin', name);
    step(copy, 'schemas', process.execPath, ['--import', 'tsx', 'scripts/build-schemas.ts']);
    step(copy, 'registry table', process.execPath, ['--import', 'tsx', 'scripts/registry-table.ts']);
    step(copy, 'typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
    step(copy, 'lint', bin('oxlint'), ['--deny-warnings', 'core', 'ui', 'plugins', 'src', 'server', 'cms', 'scripts', 'tests', 'cities']);
    step(copy, 'texts and the opener (unit)', bin('vitest'), ['run', '--config', 'vitest.scaffold.config.ts', '--project', 'unit', 'tests/unit/i18n-ownership.test.ts', 'tests/unit/rules-catalogue.test.ts', 'tests/unit/i18n-english-case.test.ts', ...folders]);
    step(copy, 'contract, gallery and plugin tests (Chromium)', bin('vitest'), ['run', '--config', 'vitest.scaffold.config.ts', '--project', 'browser', 'tests/browser/registry-contract.test.tsx', 'tests/browser/plugin-gallery-page.test.tsx', ...folders]);
    ok = true;
  } finally {
    if (ok || !process.env.KEEP_SCAFFOLD) rmSync(copy, { recursive: true, force: true });
    else console.log(`the copy is kept: ${copy}`);
  }
}

try {
  main();
} catch (error) {
  console.error(`plugin scaffold: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  process.exit(1);
}
