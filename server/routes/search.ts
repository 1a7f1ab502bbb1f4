import type { Statement } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { ok } from '../envelope.ts';
import { presenter, type ContentRow } from '../present.ts';
import { objectSchema, pageSize } from './params.ts';

/** Trigram FTS needs three characters; shorter queries fall back to an escaped LIKE. */
export const TRIGRAM_MIN_LENGTH = 3;
/** Spec 2 §5: search input is at most 10 characters (the server allows some slack for pasted text). */
export const MAX_KEYWORD_LENGTH = 50;

const SEARCH_TYPES = ['info', 'video', 'user', 'topic', 'dynamic', '5G_special', '5G_tv', '5G_radio'] as const;
type SearchType = (typeof SEARCH_TYPES)[number];
const TYPES_OF: Record<SearchType, readonly string[]> = {
  info: ['news_common', 'news_multipic', 'news_picword', 'news_live', 'news_activity', 'special'],
  video: ['video', 'video_com', 'news_video', 'short_video'],
  dynamic: ['dynamic'],
  topic: ['special'],
  user: [],
  '5G_special': ['special', 'news_live', 'video'],
  '5G_tv': ['tv'],
  '5G_radio': ['radio'],
};

/** LIKE pattern matching `text` literally: % _ and \ lose their wildcard meaning. */
export function literalLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An FTS5 phrase: the text in double quotes, inner quotes doubled, so no FTS syntax leaks in. */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

const keyword = { type: 'string', maxLength: MAX_KEYWORD_LENGTH, default: '' } as const;
const pageNumber = { type: 'integer', minimum: 1, maximum: 10_000 } as const;

export function searchRoutes(app: FastifyInstance, db: Db): void {
  const present = presenter(db);
  // Prepared once per text: the texts differ only in the number of types, so there are a handful.
  const statements = new Map<string, Statement>();
  const statement = (sql: string): Statement => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };

  /** Ids of published contents of the given types matching the keyword, newest first. */
  function matchIds(text: string, types: readonly string[]): number[] {
    // FTS5 reads its query as a C string: a NUL would end it inside the phrase ("unterminated string").
    const q = text.replace(/\p{Cc}/gu, ' ').trim();
    if (!q || types.length === 0) return [];
    const inTypes = `c.type IN (${types.map(() => '?').join(',')}) AND c.published = 1`;
    const rows = [...q].length >= TRIGRAM_MIN_LENGTH
      ? statement(`SELECT c.id FROM contents_fts f JOIN contents c ON c.id = f.rowid WHERE contents_fts MATCH ? AND ${inTypes} ORDER BY c.issue_time DESC`).all(ftsPhrase(q), ...types)
      : statement(`SELECT c.id FROM contents c WHERE c.title LIKE ? ESCAPE '\\' AND ${inTypes} ORDER BY c.issue_time DESC`).all(literalLike(q), ...types);
    return (rows as { id: number }[]).map((r) => r.id);
  }

  const rowById = db.prepare('SELECT id, data FROM contents WHERE id = ?');
  const rowsByIds = (ids: number[]): ContentRow[] => ids.map((id) => rowById.get(id) as ContentRow);
  const countUsers = db.prepare("SELECT count(*) AS n FROM users WHERE nickname LIKE ? ESCAPE '\\'");
  const usersLike = db.prepare("SELECT id, head, nickname, cert_mark FROM users WHERE nickname LIKE ? ESCAPE '\\' ORDER BY id LIMIT ? OFFSET ?");
  const follows = db.prepare('SELECT 1 FROM follows WHERE user_id = ? AND target_user_id = ?');

  function users(text: string, viewer: number | null, limit: number, offset: number) {
    const q = text.trim();
    if (!q) return { total: 0, records: [] };
    const like = literalLike(q);
    const total = (countUsers.get(like) as { n: number }).n;
    const records = (usersLike.all(like, limit, offset) as { id: number; head: string; nickname: string; cert_mark: string | null }[]).map((u) => ({
      id: u.id,
      head: u.head,
      nickname: u.nickname,
      certMark: u.cert_mark,
      whetherFollow: viewer !== null && follows.get(viewer, u.id) !== undefined,
    }));
    return { total, records };
  }

  app.post<{ Body: { keyword: string; pageNum?: number; pageIndex?: number; pageSize: number; type?: string; searchType?: string } }>(
    '/api/cms/client/content/search/v1',
    { schema: { body: objectSchema({ keyword, pageNum: pageNumber, pageSize: pageSize(20), type: { type: 'string', maxLength: 40 }, searchType: { type: 'string', maxLength: 20 }, favorSearchParam: { type: ['object', 'string', 'null'] } }) } },
    async (request) => {
      const { keyword: text, pageSize: size, searchType } = request.body;
      const page = request.body.pageNum ?? 1;
      const viewer = optionalUser(db, request);
      let ids = matchIds(text, request.body.type ? [request.body.type] : TYPES_OF.info);
      if (searchType === 'favor') {
        const mine = new Set(viewer ? (db.prepare('SELECT content_id FROM favors WHERE user_id = ?').all(viewer.id) as { content_id: number }[]).map((r) => r.content_id) : []);
        ids = matchIds(text, [...TYPES_OF.info, ...TYPES_OF.video]).filter((id) => mine.has(id));
      }
      const records = rowsByIds(ids.slice((page - 1) * size, page * size)).map((r) => present(r, viewer?.id ?? null));
      return ok({ total: ids.length, records, pageNum: page, pageSize: size });
    },
  );

  app.post<{ Body: { keyword: string; pageNum?: number; pageIndex?: number; pageSize: number; searchType: SearchType; totalTypes?: string } }>(
    '/api/cms/client/search/all',
    {
      schema: {
        body: objectSchema({ keyword, pageNum: pageNumber, pageIndex: pageNumber, pageSize: pageSize(10, 50), searchType: { type: 'string', enum: [...SEARCH_TYPES], default: 'info' }, totalTypes: { type: 'string', maxLength: 100, pattern: '^[A-Za-z0-9_,]*$' } }),
      },
    },
    async (request) => {
      const { keyword: text, pageSize: size, searchType } = request.body;
      const page = request.body.pageIndex ?? request.body.pageNum ?? 1;
      const viewer = optionalUser(db, request)?.id ?? null;
      const totalTypes = (request.body.totalTypes ?? 'info,video,user,topic').split(',').filter((t): t is SearchType => (SEARCH_TYPES as readonly string[]).includes(t));
      // Each type is matched once per request, for its total and (the asked type) for its page.
      const matched = new Map<SearchType, number[]>();
      const idsOfType = (t: SearchType): number[] => {
        let ids = matched.get(t);
        if (!ids) {
          ids = matchIds(text, TYPES_OF[t]);
          matched.set(t, ids);
        }
        return ids;
      };
      const totals: Record<string, number> = {};
      for (const t of totalTypes) totals[t] = t === 'user' ? users(text, viewer, 1, 0).total : idsOfType(t).length;
      const offset = (page - 1) * size;
      let contents: Record<string, unknown>[] = [];
      let dynamics: Record<string, unknown>[] = [];
      let userList: ReturnType<typeof users>['records'] = [];
      let total: number;
      if (searchType === 'user') {
        const found = users(text, viewer, size, offset);
        userList = found.records;
        total = found.total;
      } else {
        const ids = idsOfType(searchType);
        total = ids.length;
        const items = rowsByIds(ids.slice(offset, offset + size)).map((r) => present(r, viewer));
        if (searchType === 'dynamic') dynamics = items;
        else contents = searchType.startsWith('5G') ? items.map(fiveGItem) : items;
      }
      return ok({ contents, users: userList, dynamics, totals, total });
    },
  );
}

/** 5G channel results carry the fields of spec 2 §3 "5G search item". */
function fiveGItem(item: Record<string, unknown>): Record<string, unknown> {
  return {
    ...item,
    thumbnail: item.thumbnailUrl,
    authorName: item.source,
    authorAvatarUrl: '/media/img/avatar-5g.svg',
    authorOpenId: `open-${String(item.source)}`,
    openId: `open-${String(item.id)}`,
    contentSource: '5G',
    tenantId: 'changsha',
    genre: item.type,
    link: item.externalUrl ?? item.detailUrl,
  };
}
