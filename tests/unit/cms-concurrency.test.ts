import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../cms/app.ts';
import { openDatabase } from '../../cms/db/database.ts';
import { VOTE_ALREADY } from '../../cms/routes/interactions.ts';
import { seedDatabase } from '../../cms/seed/seed.ts';

/**
 * The real app on a loopback port, 200 readers acting at the same moment over HTTP: every like and
 * vote counts exactly once, duplicates are refused, and counts never go below zero.
 */
const READERS = 200;
const FIRST_LOAD_USER_ID = 10_000;
const LIKED_ITEM = 100005;
const VOTE = { activityId: 7002, optionId: 70021, otherOptionId: 70022 };
const DAY_MS = 86_400_000;
/** A drifted counter, lower than the likes really recorded: concurrent unlikes must floor it at zero. */
const DRIFTED_LIKES = 50;
/** Hundreds of sockets at once on a busy 2-core machine take seconds, not milliseconds. */
const BURST_TIMEOUT_MS = 30_000;

const dir = mkdtempSync(join(tmpdir(), 'cms-concurrency-'));
const db = openDatabase(join(dir, 'cms.sqlite'));
seedDatabase(db);
const tokens = Array.from({ length: READERS }, (_, i) => `token-load-${i}`);
db.transaction(() => {
  const user = db.prepare("INSERT INTO users (id, nickname, head, role, official) VALUES (?, ?, '/media/img/avatar-1.svg', 'reader', 0)");
  const session = db.prepare('INSERT INTO sessions (session, user_id, token, gdy_token) VALUES (?, ?, ?, ?)');
  tokens.forEach((token, i) => {
    user.run(FIRST_LOAD_USER_ID + i, `load-${i}`);
    session.run(`TGT-load-${i}`, FIRST_LOAD_USER_ID + i, token, `gdy-${token}`);
  });
})();
// The seed's vote ends at a fixed date; keep it open whenever the test runs.
db.prepare('UPDATE votes SET end_time = ? WHERE activity_id = ?').run(Date.now() + DAY_MS, VOTE.activityId);

const app = await buildApp({ db });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
afterAll(async () => {
  await app.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  code: number | string;
  data: unknown;
}

async function post(path: string, body: object, token: string): Promise<Answer> {
  const res = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number | string; data: unknown };
  return { status: res.status, code: json.code, data: json.data };
}

const likeAll = () => Promise.all(tokens.map((token) => post('/api/cms/client/like/likeOrCancel', { targetId: LIKED_ITEM, type: 'content' }, token)));
const likes = () => (db.prepare('SELECT likes FROM counters WHERE content_id = ?').get(LIKED_ITEM) as { likes: number }).likes;
const optionCount = (id: number) => (db.prepare('SELECT count FROM vote_options WHERE id = ?').get(id) as { count: number }).count;

/** Runs `burst` while reading the like counter between requests; answers its results and the lowest count seen. */
async function sampling<T>(burst: () => Promise<T>): Promise<{ result: T; lowest: number }> {
  let lowest = likes();
  let running = true;
  const sample = () => {
    lowest = Math.min(lowest, likes());
    if (running) setTimeout(sample, 1);
  };
  setTimeout(sample, 1);
  const result = await burst();
  running = false;
  return { result, lowest: Math.min(lowest, likes()) };
}

describe('local CMS under 200 concurrent readers', () => {
  it('counts 200 simultaneous likes exactly, and 200 simultaneous unlikes bring the count back', async () => {
    const before = likes();
    const liked = await likeAll();
    expect(liked.filter((a) => a.status === 200 && a.code === 200 && a.data === 1)).toHaveLength(READERS);
    expect(likes()).toBe(before + READERS);
    const detail = (await (await fetch(`${origin}/api/cms/client/content/getDetail/${LIKED_ITEM}`)).json()) as { data: { likeCountShow: number } };
    expect(detail.data.likeCountShow).toBe(before + READERS);

    const { result: unliked, lowest } = await sampling(likeAll);
    expect(unliked.filter((a) => a.status === 200 && a.code === 200 && a.data === 0)).toHaveLength(READERS);
    expect(likes()).toBe(before);
    expect(lowest).toBeGreaterThanOrEqual(0);
  }, BURST_TIMEOUT_MS);

  it('never lets 200 simultaneous unlikes take a drifted count below zero', async () => {
    await likeAll();
    db.prepare('UPDATE counters SET likes = ? WHERE content_id = ?').run(DRIFTED_LIKES, LIKED_ITEM);
    const { result: unliked, lowest } = await sampling(likeAll);
    expect(unliked.every((a) => a.status === 200 && a.data === 0)).toBe(true);
    expect(likes()).toBe(0);
    expect(lowest).toBe(0);
    expect(db.prepare('SELECT count(*) AS n FROM likes WHERE target_id = ? AND user_id >= ?').get(LIKED_ITEM, FIRST_LOAD_USER_ID)).toEqual({ n: 0 });
  }, BURST_TIMEOUT_MS);

  it('takes one vote per reader when each votes twice at once, refusing every duplicate with 4201', async () => {
    const before = optionCount(VOTE.optionId);
    const vote = (token: string, itemId: number) => post('/api/cms/client/act/voteData/add', { activityId: VOTE.activityId, itemId, multiVoting: 0 }, token);
    const answers = await Promise.all(tokens.flatMap((token) => [vote(token, VOTE.optionId), vote(token, VOTE.optionId)]));
    const accepted = answers.filter((a) => a.status === 200 && a.code === 200);
    const refused = answers.filter((a) => a.status === 200 && a.code === VOTE_ALREADY);
    expect(accepted).toHaveLength(READERS);
    expect(refused).toHaveLength(READERS);
    // Each reader got exactly one of each: the pair for one token is answered one way and the other.
    for (let i = 0; i < READERS; i++) expect([answers[2 * i]?.code, answers[2 * i + 1]?.code].toSorted()).toEqual([200, VOTE_ALREADY]);
    expect(optionCount(VOTE.optionId)).toBe(before + READERS);
    // Every increment was seen by exactly one accepted vote: the writes were serialised.
    const seen = accepted.map((a) => (a.data as { viewValue: number }).viewValue).toSorted((x, y) => x - y);
    expect(seen).toEqual(Array.from({ length: READERS }, (_, i) => before + i + 1));

    const otherBefore = optionCount(VOTE.otherOptionId);
    const again = await Promise.all(tokens.map((token) => vote(token, VOTE.otherOptionId)));
    expect(again.every((a) => a.status === 200 && a.code === VOTE_ALREADY)).toBe(true);
    expect(optionCount(VOTE.otherOptionId)).toBe(otherBefore);
    expect(optionCount(VOTE.optionId)).toBe(before + READERS);
  }, BURST_TIMEOUT_MS);
});
