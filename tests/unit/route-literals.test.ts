import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE } from '../../core/engine/routes/routes.ts';

const root = join(import.meta.dirname, '..', '..');
/** The app's code (cms/ is the platform's stand-in: its data carry the platform's addresses). */
const SCANNED = ['core', 'ui', 'plugins', 'src', 'server'];
/** Where routes are spelled: the record itself. */
const RECORD = 'core/engine/routes/routes.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'media' || name === 'node_modules' ? [] : sources(path);
    // Fixtures are CMS answers (the platform's detailUrl values), not the app's links.
    return /\.(ts|tsx)$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A route's path opening a string (or following an interpolated origin) and ending it or its query. */
const routeLiteral = new RegExp(
  `['"\`}](?:${Object.values(ROUTE)
    .filter(({ path }) => path !== '/')
    // A path with a parameter is caught by its fixed start; any other by its whole self.
    .map(({ path }) => (path.includes(':') ? escape(path.slice(0, path.indexOf(':'))) : `${escape(path)}(?=[?#'"\`]|\\$\\{|$)`))
    .join('|')})`,
  'm',
);
const isComment = (line: string) => /^\s*(?:\*|\/\/|\/\*)/.test(line);

describe('routes are spelled once (core/engine/routes/routes.ts)', () => {
  it('finds no route path written outside the record: links come from ROUTE.<name>.link(…)', () => {
    const offenders = SCANNED.flatMap((folder) => sources(join(root, folder)))
      .filter((file) => relative(root, file) !== RECORD)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (!isComment(line) && routeLiteral.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('would catch one (the scan sees a literal route and its query)', () => {
    expect(routeLiteral.test("goTo('/voteDetails?newsId=1')")).toBe(true);
    expect(routeLiteral.test('`${origin}/details?newsId=1`')).toBe(true);
    expect(routeLiteral.test("'/openUrl/x'")).toBe(true);
    expect(routeLiteral.test("'/video/clip.mp4'")).toBe(false);
  });
});
