import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { ok } from '../../server/envelope.ts';

/** Spec 2 §9 ranking windows: services 7 days (top 10), books 60 days, news 24 hours. */
export const SERVICE_WINDOW_DAYS = 7;
export const SERVICE_TOP = 10;
export const BOOK_WINDOW_DAYS = 60;
export const NEWS_WINDOW_HOURS = 24;
export const NEWS_RANK_SIZE = 10;
/** labelType of the news ranking: 1 'hot', 2 'new'. */
export const LABEL_HOT = 1;
export const LABEL_NEW = 2;
const DAY = 86_400_000;

/**
 * Ranking windows count back from the newest record in the archive (not the wall clock), so the
 * seeded city ranks the same on any day.
 */
export function homeRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/cms/client/home/hotSrv', async () =>
    ok(db.prepare('SELECT id, name AS label, url AS value, icon FROM services ORDER BY id').all()),
  );

  app.get('/api/cms/client/home/top/10', async () => {
    const newest = (db.prepare('SELECT max(day) AS d FROM service_visits').get() as { d: number | null }).d ?? 0;
    const since = newest - SERVICE_WINDOW_DAYS * DAY;
    const list = db
      .prepare(
        `SELECT s.id, s.name AS serviceName, s.url, sum(v.visits) AS visitNum FROM service_visits v JOIN services s ON s.id = v.service_id
         WHERE v.day > ? GROUP BY s.id ORDER BY visitNum DESC, s.id LIMIT ?`,
      )
      .all(since, SERVICE_TOP);
    const totalVistis = (db.prepare('SELECT coalesce(sum(visits), 0) AS n FROM service_visits WHERE day > ?').get(since) as { n: number }).n;
    return ok({ list, totalVistis });
  });

  app.get('/api/cms/client/home/bookTop', async () => {
    const newest = (db.prepare('SELECT max(day) AS d FROM book_borrows').get() as { d: number | null }).d ?? 0;
    return ok(
      db
        .prepare(
          `SELECT b.id, b.bookname, b.author, sum(bb.count) AS readnum FROM book_borrows bb JOIN books b ON b.id = bb.book_id
           WHERE bb.day > ? GROUP BY b.id ORDER BY readnum DESC, b.id LIMIT 10`,
        )
        .all(newest - BOOK_WINDOW_DAYS * DAY),
    );
  });

  app.get('/api/cms/client/home/newsRank', async () => {
    const newest = (db.prepare("SELECT max(issue_time) AS t FROM contents WHERE type = 'news_common' AND published = 1").get() as { t: number | null }).t ?? 0;
    const rows = db
      .prepare(
        `SELECT c.id, c.title, c.type, c.issue_time, k.views FROM contents c JOIN counters k ON k.content_id = c.id
         WHERE c.type = 'news_common' AND c.published = 1 AND c.title != '' AND c.issue_time > ? ORDER BY k.views DESC, c.id LIMIT ?`,
      )
      .all(newest - NEWS_WINDOW_HOURS * 3600_000, NEWS_RANK_SIZE) as { id: number; title: string; type: string; issue_time: number; views: number }[];
    return ok(
      rows.map((r, i) => ({
        id: r.id,
        title: r.title,
        type: r.type,
        heat: r.views,
        labelType: i < 3 ? LABEL_HOT : r.issue_time > newest - 3 * 3600_000 ? LABEL_NEW : 0,
      })),
    );
  });
}
