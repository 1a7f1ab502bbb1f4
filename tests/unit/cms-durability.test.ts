import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../cms/db/database.ts';
import { VOTE_ALREADY } from '../../cms/routes/interactions.ts';
import { VOTE_CONTENT_BASE } from '../../cms/seed/community.ts';
import { seedDatabase } from '../../cms/seed/seed.ts';

/**
 * The real server process (`node --import tsx cms/main.ts`) is killed with SIGKILL right after
 * answering four writes; started again on the same data folder, it still holds every one of them.
 */
const ROOT = join(import.meta.dirname, '..', '..');
/** This test's own loopback ports (others use 5173/5174/5199 and 5300-5309). */
const PORTS = [5320, 5321, 5322, 5323, 5324, 5325, 5326, 5327, 5328, 5329] as const;
const START_TIMEOUT_MS = 30_000;
const TEST_TIMEOUT_MS = 90_000;
const DAY_MS = 86_400_000;
const ITEM = 100007;
const VOTE = { activityId: 7003, optionId: 70031, contentId: VOTE_CONTENT_BASE + 3 };
const READER = { token: 'token-reader-0001' };

const dataDir = mkdtempSync(join(tmpdir(), 'cms-durability-data-'));
const distDir = mkdtempSync(join(tmpdir(), 'cms-durability-dist-'));
const running = new Set<ChildProcess>();

// Seeded here (as the server would on first start) so the vote can be kept open on any date.
const seeded = openDatabase(join(dataDir, 'cms.sqlite'));
seedDatabase(seeded);
seeded.prepare('UPDATE votes SET end_time = ? WHERE activity_id = ?').run(Date.now() + DAY_MS, VOTE.activityId);
seeded.close();

afterAll(async () => {
  await Promise.all([...running].map((child) => kill(child)));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  for (const port of PORTS) if (await portIsFree(port)) return port;
  throw new Error(`ports ${PORTS[0]}-${PORTS[PORTS.length - 1]} are all taken`);
}

function kill(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Starts the server process and waits until it answers (or fails with what it printed). */
async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'cms/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, CMS_DATA_DIR: dataDir, CMS_DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/cms/client/home/hotSrv`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await kill(child);
  throw new Error(`server did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
}

interface Envelope<T> {
  code: number | string;
  data: T;
}
interface Item {
  likeCountShow: number;
  favorCountShow: number;
  commentCountShow: number;
  whetherLike: boolean;
  whetherFavor: boolean;
  extend?: { vote?: { items: { id: number; viewValue: number; hasVoted: boolean }[] } };
}

function client(port: number) {
  const url = (path: string) => `http://127.0.0.1:${port}/api/cms/client${path}`;
  return {
    get: async <T>(path: string) => (await (await fetch(url(path), { headers: READER })).json()) as Envelope<T>,
    post: async <T>(path: string, body: object) =>
      (await (await fetch(url(path), { method: 'POST', headers: { ...READER, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Envelope<T>,
  };
}

const optionOf = (item: Item) => item.extend?.vote?.items.find((o) => o.id === VOTE.optionId);

describe('local CMS durability', () => {
  it('keeps every answered write after the process is killed with SIGKILL', async () => {
    const port = await freePort();
    const first = await start(port);
    const api = client(port);
    const before = (await api.get<Item>(`/content/getDetail/${ITEM}`)).data;
    const voteBefore = optionOf((await api.get<Item>(`/content/getDetail/${VOTE.contentId}`)).data);
    expect(before.whetherLike).toBe(false);
    expect(voteBefore?.hasVoted).toBe(false);
    const text = `durable ${Date.now() % 100_000}`;

    expect(await api.post('/like/likeOrCancel', { targetId: ITEM, type: 'content' })).toMatchObject({ code: 200, data: 1 });
    expect(await api.post('/favor/addOrCancelFavor', { contentId: ITEM, type: 'news_common' })).toMatchObject({ code: 200, data: true });
    expect(await api.post('/comment/add', { contentId: ITEM, content: text, type: 'news_common' })).toMatchObject({ code: 200 });
    expect(await api.post('/act/voteData/add', { activityId: VOTE.activityId, itemId: VOTE.optionId, multiVoting: 0 })).toMatchObject({ code: 200 });
    await kill(first);
    expect(first.signalCode).toBe('SIGKILL');

    const second = await start(port);
    const after = (await api.get<Item>(`/content/getDetail/${ITEM}`)).data;
    expect(after).toMatchObject({
      whetherLike: true,
      whetherFavor: true,
      likeCountShow: before.likeCountShow + 1,
      favorCountShow: before.favorCountShow + 1,
      commentCountShow: before.commentCountShow + 1,
    });
    const comments = await api.post<{ records: { content: string }[] }>('/comment/getCommentWithReply', { contentId: ITEM, pageIndex: 1, pageSize: 30 });
    expect(comments.data.records.map((c) => c.content)).toContain(text);
    const voteAfter = optionOf((await api.get<Item>(`/content/getDetail/${VOTE.contentId}`)).data);
    expect(voteAfter).toMatchObject({ hasVoted: true, viewValue: (voteBefore?.viewValue ?? 0) + 1 });
    expect((await api.post('/act/voteData/add', { activityId: VOTE.activityId, itemId: VOTE.optionId, multiVoting: 0 })).code).toBe(VOTE_ALREADY);
    await kill(second);
  }, TEST_TIMEOUT_MS);
});
