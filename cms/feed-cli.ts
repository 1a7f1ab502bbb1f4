import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readFeedFile, type FeedFile } from './editor/feed-file.ts';
import { EDITOR_API } from './editor/shapes.ts';

/**
 * `npm run cms -- add <file.json>` puts a file's contents, panels and categories' orders on a
 * running local CMS through the editors' API (cms/routes/editor.ts); `remove <file.json>` takes
 * them off again, as do `remove panel <id>`, `remove content <id>` and `remove order <category>`.
 * No SQL and no seed edit: the seeded city stays as the e2e tests know it.
 */
export const USAGE = [
  'usage: npm run cms -- add <file.json>             put its contents, panels and orders on the local CMS',
  '       npm run cms -- remove <file.json>          take them off again',
  '       npm run cms -- remove panel|content <id>   take one off',
  "       npm run cms -- remove order <category>     put a category's order back as it was",
  'options: --cms <address> (or CMS_URL; default http://127.0.0.1:$PORT, PORT 5173), --token <editor token> (or CMS_EDITOR_TOKEN)',
].join('\n');
/** The seed's editor (cms/seed/community.ts): the local CMS's own, not a secret. */
export const SEEDED_EDITOR_TOKEN = 'token-editor-0001';

interface Step {
  method: 'PUT' | 'DELETE';
  path: string;
  body?: object;
  /** What the step is, for the reader of the output: 'panel 9000101 (city.weather)'. */
  label: string;
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

function addSteps(file: FeedFile): Step[] {
  return [
    ...file.contents.map((item) => ({ method: 'PUT' as const, path: `contents/${item.id}`, body: item, label: `content ${item.id} (${item.type}${item.listStyle === undefined ? '' : `, listStyle ${String(item.listStyle)}`})` })),
    ...file.panels.map((panel) => ({ method: 'PUT' as const, path: `panels/${panel.id}`, body: panel, label: `panel ${panel.id} (${panel.typeCode})` })),
    ...file.categories.map((order) => ({ method: 'PUT' as const, path: `categories/${order.code}/order`, body: { panels: order.panels }, label: `the order of ${order.code}` })),
  ];
}

function removeSteps(file: FeedFile): Step[] {
  return [
    ...file.categories.map((order) => ({ method: 'DELETE' as const, path: `categories/${order.code}/order`, label: `the order of ${order.code}` })),
    ...file.panels.map((panel) => ({ method: 'DELETE' as const, path: `panels/${panel.id}`, label: `panel ${panel.id}` })),
    ...file.contents.map((item) => ({ method: 'DELETE' as const, path: `contents/${item.id}`, label: `content ${item.id}` })),
  ];
}

/** One entry named on the command line: `panel 9000101`, `content 9000201`, `order mycs.news`. */
function namedStep(kind: string | undefined, name: string | undefined): Step | null {
  if (!name) return null;
  if (kind === 'order') return { method: 'DELETE', path: `categories/${encodeURIComponent(name)}/order`, label: `the order of ${name}` };
  if ((kind === 'panel' || kind === 'content') && /^\d+$/.test(name)) return { method: 'DELETE', path: `${kind}s/${name}`, label: `${kind} ${name}` };
  return null;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
}

/** What was done, in a line: 'put panel 9000101 (city.weather): 1st of mycs.news'. */
function done(step: Step, data: unknown): string {
  const placed = data as { categoryCode?: string; position?: number } | null;
  if (step.method === 'DELETE') return `took off ${step.label}`;
  return `put ${step.label}${placed?.categoryCode && placed.position ? `: ${ordinal(placed.position)} of ${placed.categoryCode}` : ''}`;
}

/** Runs the command; returns the exit code. `print` takes each line of output, `problem` each error. */
export async function runFeedCommand(argv: readonly string[], env: NodeJS.ProcessEnv, print: (line: string) => void, problem: (line: string) => void): Promise<number> {
  const args = [...argv];
  const base = (option(args, '--cms') ?? env.CMS_URL ?? `http://127.0.0.1:${env.PORT ?? 5173}`).replace(/\/+$/, '');
  const token = option(args, '--token') ?? env.CMS_EDITOR_TOKEN ?? SEEDED_EDITOR_TOKEN;
  const [verb, first, second] = args;
  let steps: Step[] | null = null;
  if (verb === 'remove' && second !== undefined) steps = [namedStep(first, second)].filter((step) => step !== null);
  else if ((verb === 'add' || verb === 'remove') && first !== undefined && second === undefined) {
    let text: string;
    // npm runs scripts from the project's root: a path is the caller's, from where they typed it.
    const path = resolve(env.INIT_CWD ?? process.cwd(), first);
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      problem(`${path}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
      return 1;
    }
    const read = readFeedFile(text);
    if ('problems' in read) {
      for (const line of read.problems) problem(`${first}: ${line}`);
      return 1;
    }
    steps = verb === 'add' ? addSteps(read.file) : removeSteps(read.file);
  }
  if (!steps?.length) {
    problem(USAGE);
    return 2;
  }
  for (const step of steps) {
    let answer: Response;
    try {
      answer = await fetch(`${base}${EDITOR_API}/${step.path}`, {
        method: step.method,
        headers: { token, ...(step.body ? { 'content-type': 'application/json' } : {}) },
        ...(step.body ? { body: JSON.stringify(step.body) } : {}),
      });
    } catch {
      problem(`no local CMS answers at ${base}: start it (npm start; PORT=… npm start elsewhere), or give its address with --cms or CMS_URL`);
      return 1;
    }
    const envelope = (await answer.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
    if (answer.ok && envelope?.code === 200) print(done(step, envelope.data));
    else if (step.method === 'DELETE' && answer.status === 404) print(`${step.label}: not on the CMS, nothing to take off`);
    else {
      problem(`${step.label}: the CMS at ${base} refused it (HTTP ${answer.status}): ${envelope?.message ?? 'no envelope in the answer'}`);
      return 1;
    }
  }
  if (verb === 'add') print(`see it on ${base}/ (or ${base}/?preview=1 to see what a plugin left out and why)`);
  return 0;
}

if (process.argv[1]?.endsWith('feed-cli.ts')) {
  process.exitCode = await runFeedCommand(process.argv.slice(2), process.env, (line) => console.log(line), (line) => console.error(line));
}
