import type { BridgeResult } from '../../platform/bridge/client.ts';
import type { PointsPayload } from '../../platform/bridge/native-api.ts';
import { calendarDay, setPointsOncePerDay, type DailyPointsResult, type PointsStorage } from '../points/daily-points.ts';
import type { RequestFn } from '../../engine/http/request.ts';

/** Spec 2 §4: liking awards this points task. */
export const POINTS_TASK_LIKE = 'earn_general_likes_news';
/** Spec 2 §4: favouriting awards this points task. */
export const POINTS_TASK_FAVOURITE = 'earn_general_favorites_news';
/** Spec 2 §4: reading a detail page for 10 s awards this task, once per day. */
export const POINTS_TASK_BROWSE = 'earn_general_browse_news';
/** Spec 2 §7 "points task report: integralType, today" (path not in the spec: the local CMS's). */
export const POINTS_REPORT_PATH = '/api/cms/client/points/report';

export interface PointsRoute {
  /** Spec 2 §6: inside the app points go through the native handler setPoints. */
  insideApp: boolean;
  loggedIn: boolean;
  setPoints(payload: PointsPayload): Promise<BridgeResult<unknown>>;
  request: RequestFn;
}

export type PointsTaskResult = DailyPointsResult | 'not-logged-in';

/**
 * Spec 1 §4 + spec 2 §4: a points task is reported at most once per calendar day (core/domain/points keeps
 * the day). In the app through setPoints; outside it by POST to the CMS, which needs a reader: an
 * anonymous reader's task is not sent and not remembered, so it still counts after logging in.
 * Points never bother the reader: failures show nothing.
 */
export async function reportPointsTask(task: string, route: PointsRoute, storage: PointsStorage, now: Date = new Date()): Promise<PointsTaskResult> {
  if (!route.insideApp && !route.loggedIn) return 'not-logged-in';
  return setPointsOncePerDay(
    {
      async setPoints(payload) {
        if (route.insideApp) {
          const result = await route.setPoints(payload);
          if (!result.ok) throw new Error(`setPoints: ${result.reason}`);
          return result.value;
        }
        return route.request(POINTS_REPORT_PATH, { method: 'POST', params: { ...payload, today: calendarDay(now) }, notify: false });
      },
    },
    storage,
    task,
    now,
  );
}
