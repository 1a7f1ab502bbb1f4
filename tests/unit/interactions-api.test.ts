import { describe, expect, it } from 'vitest';
import { RequestError } from '../../core/engine/http/request.ts';
import type { RequestOptions } from '../../core/engine/http/request.ts';
import { FAVOUR_PATH, LIKE_PATH, setFollow, toggleFavour, toggleLike } from '../../core/domain/interactions/interactions-api.ts';
import type { RequestFn } from '../../core/engine/http/request.ts';
import { POINTS_REPORT_PATH, POINTS_TASK_BROWSE, POINTS_TASK_FAVOURITE, POINTS_TASK_LIKE, reportPointsTask, type PointsRoute } from '../../core/domain/interactions/points-tasks.ts';
import { dailyPointsKey } from '../../core/domain/points/daily-points.ts';

interface Call {
  path: string;
  options: RequestOptions | undefined;
}

/** A stand-in for the CMS: records each call and answers what the test says. */
function cms(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const request: RequestFn = async (path, options) => {
    const call = { path, options };
    calls.push(call);
    return answer(call);
  };
  return { calls, request };
}

describe('like, favourite and follow calls (spec 2 §7)', () => {
  it('likes with targetId and type, reading the new state from the answer', async () => {
    const stand = cms(() => ({ code: 200, message: 'success', data: 1 }));
    expect(await toggleLike(stand.request, '100004', 'news_common')).toEqual({ ok: true, active: true });
    expect(stand.calls).toEqual([{ path: LIKE_PATH, options: { method: 'POST', params: { targetId: '100004', type: 'news_common' } } }]);
    expect(LIKE_PATH).toBe('/api/cms/client/like/likeOrCancel');
  });

  it.each(['news_video', 'short_video', 'news_live', 'comment'])("sends the content's own type %s, as the platform's clients do", async (type) => {
    const stand = cms(() => ({ code: 200, data: 1 }));
    await toggleLike(stand.request, '100005', type);
    expect(stand.calls[0]?.options?.params).toEqual({ targetId: '100005', type });
  });

  it('an item without a type is liked as news_common', async () => {
    const stand = cms(() => ({ code: 200, data: 1 }));
    await toggleLike(stand.request, '100006', null);
    expect(stand.calls[0]?.options?.params).toEqual({ targetId: '100006', type: 'news_common' });
  });

  it('likes a dynamic with type dynamic', async () => {
    const stand = cms(() => ({ code: 200, data: 0 }));
    await toggleLike(stand.request, '400002', 'dynamic');
    expect(stand.calls[0]?.options?.params).toEqual({ targetId: '400002', type: 'dynamic' });
  });

  it("says 'Like failed' when a refusal has no message (spec 2 §8), the server's words when it has", async () => {
    expect(await toggleLike(cms(() => ({ code: 500, message: '', data: null })).request, '1')).toEqual({
      ok: false,
      notice: { kind: 'toast', text: { key: 'detail.likeFailed' } },
    });
    expect(await toggleLike(cms(() => ({ code: 5101, message: 'content does not exist' })).request, '1')).toEqual({
      ok: false,
      notice: { kind: 'toast', text: { raw: 'content does not exist' } },
    });
  });

  it("shows nothing more for a failure the request wrapper already announced, 'System error' for another", async () => {
    const announced = RequestError.of({ kind: 'http', status: 401, code: null });
    announced.notified = true;
    expect(await toggleFavour(cms(() => Promise.reject(announced)).request, '1')).toEqual({ ok: false, notice: { kind: 'none' } });
    expect(await toggleFavour(cms(() => Promise.reject(new Error('boom'))).request, '1')).toEqual({
      ok: false,
      notice: { kind: 'toast', text: { key: 'common.systemError' } },
    });
  });

  it('favours with contentId and the content type; true/false answers count too', async () => {
    const stand = cms(() => ({ code: '200', data: false }));
    expect(await toggleFavour(stand.request, '100004', 'news_common')).toEqual({ ok: true, active: false });
    expect(stand.calls).toEqual([{ path: FAVOUR_PATH, options: { method: 'POST', params: { contentId: '100004', type: 'news_common' } } }]);
  });

  it('follows and unfollows by user id', async () => {
    const stand = cms((call) => ({ code: 200, data: call.path.includes('/follow/') }));
    expect(await setFollow(stand.request, '2', true)).toEqual({ ok: true, active: true });
    expect(await setFollow(stand.request, '2', false)).toEqual({ ok: true, active: false });
    expect(stand.calls.map((c) => [c.path, c.options?.method])).toEqual([
      ['/api/sys/user/me/follow/2', 'POST'],
      ['/api/sys/user/me/unfollow/2', 'POST'],
    ]);
  });
});

function memoryStorage() {
  const map = new Map<string, string>();
  return { map, getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

describe('points tasks (spec 2 §4, spec 1 §4: once per calendar day)', () => {
  const day = new Date(2026, 10, 22, 9, 30);
  const nextDay = new Date(2026, 10, 23, 0, 0, 1);

  function route(over: Partial<PointsRoute> = {}) {
    const native: unknown[] = [];
    const stand = cms(() => ({ code: 200, data: { awarded: true } }));
    const value: PointsRoute = {
      insideApp: false,
      loggedIn: true,
      setPoints: async (payload) => {
        native.push(payload);
        return { ok: true, value: { code: 200, data: null } };
      },
      request: stand.request,
      ...over,
    };
    return { value, native, calls: stand.calls };
  }

  it('names the three tasks of the spec', () => {
    expect([POINTS_TASK_LIKE, POINTS_TASK_FAVOURITE, POINTS_TASK_BROWSE]).toEqual(['earn_general_likes_news', 'earn_general_favorites_news', 'earn_general_browse_news']);
  });

  it('inside the app goes through setPoints, not the CMS', async () => {
    const r = route({ insideApp: true, loggedIn: false });
    expect(await reportPointsTask(POINTS_TASK_LIKE, r.value, memoryStorage(), day)).toBe('sent');
    expect(r.native).toEqual([{ integralType: 'earn_general_likes_news' }]);
    expect(r.calls).toEqual([]);
  });

  it('outside the app posts integralType and today for a logged-in reader, once a day', async () => {
    const r = route();
    const storage = memoryStorage();
    expect(await reportPointsTask(POINTS_TASK_FAVOURITE, r.value, storage, day)).toBe('sent');
    expect(await reportPointsTask(POINTS_TASK_FAVOURITE, r.value, storage, day)).toBe('already-today');
    expect(r.calls).toEqual([
      { path: POINTS_REPORT_PATH, options: { method: 'POST', params: { integralType: 'earn_general_favorites_news', today: '2026-11-22' }, notify: false } },
    ]);
    expect(storage.map.get(dailyPointsKey(POINTS_TASK_FAVOURITE))).toBe('2026-11-22');
    expect(await reportPointsTask(POINTS_TASK_FAVOURITE, r.value, storage, nextDay)).toBe('sent');
    expect(r.calls).toHaveLength(2);
  });

  it('keeps each task to its own day: liking does not use up favouriting', async () => {
    const r = route();
    const storage = memoryStorage();
    await reportPointsTask(POINTS_TASK_LIKE, r.value, storage, day);
    expect(await reportPointsTask(POINTS_TASK_FAVOURITE, r.value, storage, day)).toBe('sent');
  });

  it('sends nothing for an anonymous reader outside the app and does not use up the day', async () => {
    const r = route({ loggedIn: false });
    const storage = memoryStorage();
    expect(await reportPointsTask(POINTS_TASK_BROWSE, r.value, storage, day)).toBe('not-logged-in');
    expect(r.calls).toEqual([]);
    expect(storage.map.size).toBe(0);
  });

  it('counts an unanswered app call as failed, and does not retry it the same day', async () => {
    const r = route({ insideApp: true, setPoints: async () => ({ ok: false, reason: 'timeout' }) });
    const storage = memoryStorage();
    expect(await reportPointsTask(POINTS_TASK_BROWSE, r.value, storage, day)).toBe('failed');
    expect(await reportPointsTask(POINTS_TASK_BROWSE, r.value, storage, day)).toBe('already-today');
  });
});
