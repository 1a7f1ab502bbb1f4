import type { FastifyInstance } from 'fastify';
import { answerCache } from '../answer-cache.ts';
import { optionalUser } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { pairQuery, SEARCH_TABLE, TEXT_WEIGHT, TITLE_WEIGHT } from '../db/search-index.ts';
import { ok } from '../../server/envelope.ts';
import { presenter, type ContentRow } from '../present.ts';
import { objectSchema, pageSize } from './params.ts';
import { FIVE_G_TENANT, fiveGOpenId } from '../graphql.ts';

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

const keyword = { type: 'string', maxLength: MAX_KEYWORD_LENGTH, default: '' } as const;
const pageNumber = { type: 'integer', minimum: 1, maximum: 10_000 } as const;

export function searchRoutes(app: FastifyInstance, db: Db): void {
  const present = presenter(db);
  const sendCached = answerCache(db);
  // One ranked index lookup per keyword and request: every type's ids are cut from it.
  const ranked = db.prepare(
    `SELECT c.id, c.type FROM ${SEARCH_TABLE} s JOIN contents c ON c.id = s.rowid WHERE ${SEARCH_TABLE} MATCH ? AND c.published = 1 ORDER BY bm25(${SEARCH_TABLE}, ${TITLE_WEIGHT}, ${TEXT_WEIGHT}), c.issue_time DESC`,
  );
  /** Published contents matching the keyword, best first (bm25, then newest). */
  function matches(text: string): { id: number; type: string }[] {
    const query = pairQuery(text);
    return query ? (ranked.all(query) as { id: number; type: string }[]) : [];
  }
  const ofTypes = (found: readonly { id: number; type: string }[], types: readonly string[]): number[] =>
    found.filter((row) => types.includes(row.type)).map((row) => row.id);

  const rowById = db.prepare('SELECT id, data FROM contents WHERE id = ?');
  const rowsByIds = (ids: number[]): ContentRow[] => ids.map((id) => rowById.get(id) as ContentRow);
  const countUsers = db.prepare("SELECT count(*) AS n FROM users WHERE nickname LIKE ? ESCAPE '\\'");
  const usersLike = db.prepare("SELECT id, head, nickname, cert_mark FROM users WHERE nickname LIKE ? ESCAPE '\\' ORDER BY id LIMIT ? OFFSET ?");
  const follows = db.prepare('SELECT 1 FROM follows WHERE user_id = ? AND target_user_id = ?');
  const favoursOf = db.prepare('SELECT content_id FROM favors WHERE user_id = ?');

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

  type V1Body = { keyword: string; pageNum?: number; pageSize: number; type?: string; searchType?: string };
  /** content/search/v1: a page of news (or of the reader's favourites when searchType is favor). */
  function v1Answer(body: V1Body, viewer: number | null) {
    const { keyword: text, pageSize: size } = body;
    const page = body.pageNum ?? 1;
    const found = matches(text);
    // `type` is a search family (info, video…, as search/all's searchType) or one content type.
    const family = (SEARCH_TYPES as readonly string[]).find((name) => name === body.type) as SearchType | undefined;
    let ids = ofTypes(found, family ? TYPES_OF[family] : body.type ? [body.type] : TYPES_OF.info);
    if (body.searchType === 'favor') {
      const mine = new Set(viewer === null ? [] : (favoursOf.all(viewer) as { content_id: number }[]).map((r) => r.content_id));
      ids = ofTypes(found, [...TYPES_OF.info, ...TYPES_OF.video]).filter((id) => mine.has(id));
    }
    const records = rowsByIds(ids.slice((page - 1) * size, page * size)).map((r) => present(r, viewer));
    return ok({ total: ids.length, records, pageNum: page, pageSize: size });
  }

  type AllBody = { keyword: string; pageNum?: number; pageIndex?: number; pageSize: number; searchType: SearchType; totalTypes?: string };
  /** search/all: the asked type's page (contents, users or dynamics) and the totals of `totalTypes`. */
  function allAnswer(body: AllBody, viewer: number | null) {
    const { keyword: text, pageSize: size, searchType } = body;
    const page = body.pageIndex ?? body.pageNum ?? 1;
    const totalTypes = (body.totalTypes ?? 'info,video,user,topic').split(',').filter((t): t is SearchType => (SEARCH_TYPES as readonly string[]).includes(t));
    const found = matches(text);
    const idsOfType = (t: SearchType): number[] => ofTypes(found, TYPES_OF[t]);
    const totals: Record<string, number> = {};
    for (const t of totalTypes) totals[t] = t === 'user' ? users(text, viewer, 1, 0).total : idsOfType(t).length;
    const offset = (page - 1) * size;
    if (searchType === 'user') {
      const people = users(text, viewer, size, offset);
      return ok({ contents: [], users: people.records, dynamics: [], totals, total: people.total });
    }
    const ids = idsOfType(searchType);
    const items = rowsByIds(ids.slice(offset, offset + size)).map((r) => present(r, viewer));
    const contents = searchType === 'dynamic' ? [] : searchType.startsWith('5G') ? items.map(fiveGItem) : items;
    return ok({ contents, users: [], dynamics: searchType === 'dynamic' ? items : [], totals, total: ids.length });
  }

  // Every anonymous reader gets the same answer: built once per database state (cms/answer-cache.ts).
  // A signed-in reader's answer is personal (whetherFollow, whetherLike) and built for them.
  app.post<{ Body: V1Body }>(
    '/api/cms/client/content/search/v1',
    { schema: { body: objectSchema({ keyword, pageNum: pageNumber, pageSize: pageSize(20), type: { type: 'string', maxLength: 40 }, searchType: { type: 'string', maxLength: 20 }, favorSearchParam: { type: ['object', 'string', 'null'] } }) } },
    async (request, reply) => {
      const viewer = optionalUser(db, request)?.id ?? null;
      const { keyword: text, pageNum, pageSize: size, type, searchType } = request.body;
      if (viewer !== null) return v1Answer(request.body, viewer);
      return sendCached(request, reply, `v1|${JSON.stringify([text, pageNum, size, type, searchType])}`, () => v1Answer(request.body, null));
    },
  );

  app.post<{ Body: AllBody }>(
    '/api/cms/client/search/all',
    {
      schema: {
        body: objectSchema({ keyword, pageNum: pageNumber, pageIndex: pageNumber, pageSize: pageSize(10, 50), searchType: { type: 'string', enum: [...SEARCH_TYPES], default: 'info' }, totalTypes: { type: 'string', maxLength: 100, pattern: '^[A-Za-z0-9_,]*$' } }),
      },
    },
    async (request, reply) => {
      const viewer = optionalUser(db, request)?.id ?? null;
      const { keyword: text, pageIndex, pageNum, pageSize: size, searchType, totalTypes } = request.body;
      if (viewer !== null) return allAnswer(request.body, viewer);
      return sendCached(request, reply, `all|${JSON.stringify([text, pageIndex ?? pageNum, size, searchType, totalTypes])}`, () => allAnswer(request.body, null));
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
    authorOpenId: fiveGOpenId(item.source),
    openId: fiveGOpenId(item.id),
    contentSource: '5G',
    tenantId: FIVE_G_TENANT,
    genre: item.type,
    // A video's address is the 5G platform's own: the page asks it by GraphQL (cms/graphql.ts).
    link: item.type === 'video' ? undefined : (item.externalUrl ?? item.detailUrl),
  };
}
