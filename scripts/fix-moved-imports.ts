/**
 * After core's folders moved apart (engine / platform / domain, issue 27 item 7), this puts any file
 * still in an old folder into its new one and rewrites every relative import that no longer resolves
 * to where its file went. Idempotent: run it after merging a branch that began before the move.
 *
 *   npx tsx scripts/fix-moved-imports.ts          (rewrites in place, prints what it changed)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Old place → new place, relative to the project root. */
export const MOVES: Record<string, string> = {
  // The composition of CMS answers (validate, dispatch) is the engine's, not the feed's: first, so it wins.
  'core/feed/composite.ts': 'core/engine/render/composite.ts',
  'core/feed/cms-answer-error.ts': 'core/engine/render/cms-answer-error.ts',
  ...Object.fromEntries(
    ['registry', 'schema', 'render', 'services', 'http', 'i18n', 'env', 'reports', 'sanitize', 'routes'].map((name) => [`core/${name}`, `core/engine/${name}`]),
  ),
  'core/events.ts': 'core/engine/events.ts',
  ...Object.fromEntries(['bridge', 'session', 'tracking', 'share', 'tts', 'offline'].map((name) => [`core/${name}`, `core/platform/${name}`])),
  ...Object.fromEntries(
    ['comments', 'content', 'detail', 'favourites', 'feed', 'format', 'gallery', 'interactions', 'life', 'open', 'pictures', 'playback', 'points', 'reading', 'rules', 'search', 'topics', 'video', 'votes'].map(
      (name) => [`core/${name}`, `core/domain/${name}`],
    ),
  ),
};

const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs|cjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', '.data', '.git', '.reports', 'test-results', 'playwright-report']);

function sourceFiles(folder: string, found: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    if (SKIPPED.has(name)) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) sourceFiles(path, found);
    else if (SOURCE_FILE.test(name)) found.push(path);
  }
  return found;
}

const toPosix = (path: string) => path.split('\\').join('/');

/** Where a project path now lives (unchanged when it did not move). */
function movedPath(projectPath: string): string {
  for (const [from, to] of Object.entries(MOVES)) {
    if (projectPath === from || projectPath.startsWith(`${from}/`)) return to + projectPath.slice(from.length);
  }
  return projectPath;
}

/** Where a project path lived before the move. */
function formerPath(projectPath: string): string {
  for (const [from, to] of Object.entries(MOVES)) {
    if (projectPath === to || projectPath.startsWith(`${to}/`)) return from + projectPath.slice(to.length);
  }
  return projectPath;
}

const resolves = (absolute: string) =>
  [absolute, `${absolute}.ts`, `${absolute}.tsx`, join(absolute, 'index.ts')].some((candidate) => existsSync(candidate) && statSync(candidate).isFile());

/** Files added to an old folder (by a branch that began before the move) go to the new one. */
function moveStragglers(): void {
  for (const [from, to] of Object.entries(MOVES)) {
    const old = join(root, from);
    if (!existsSync(old)) continue;
    const files = statSync(old).isDirectory() ? sourceFiles(old).concat(otherFiles(old)) : [old];
    for (const file of files) {
      const target = join(root, to, relative(old, file));
      mkdirSync(dirname(target), { recursive: true });
      execFileSync('git', ['mv', '-k', file, target], { cwd: root });
      if (existsSync(file)) execFileSync('mv', [file, target]);
      console.log(`moved ${toPosix(relative(root, file))} → ${toPosix(relative(root, target))}`);
    }
  }
}

function otherFiles(folder: string, found: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) otherFiles(path, found);
    else if (!SOURCE_FILE.test(name)) found.push(path);
  }
  return found;
}

const SPECIFIER = /(\bfrom\s*|\bdeclare module\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\bvi\.importActual\(\s*|new URL\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

function rewrite(file: string): boolean {
  const text = readFileSync(file, 'utf8');
  const here = toPosix(relative(root, file));
  const formerFolder = dirname(formerPath(here));
  const next = text.replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
    if (resolves(resolve(dirname(file), specifier))) return whole;
    const target = toPosix(relative(root, resolve(root, formerFolder, specifier)));
    const now = movedPath(target);
    if (now === target && !resolves(join(root, now))) return whole;
    let fixed = toPosix(relative(dirname(file), join(root, now)));
    if (!fixed.startsWith('.')) fixed = `./${fixed}`;
    if (!resolves(resolve(dirname(file), fixed))) return whole;
    return `${lead}${quote}${fixed}${quote}`;
  });
  if (next === text) return false;
  writeFileSync(file, next);
  return true;
}

moveStragglers();
let changed = 0;
for (const file of sourceFiles(root)) if (rewrite(file)) changed += 1;
console.log(`fix-moved-imports: ${changed} files rewritten`);
