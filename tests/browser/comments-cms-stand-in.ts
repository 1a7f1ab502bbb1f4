import type { RequestFn } from '../../core/engine/http/request.ts';
import { RequestError } from '../../core/engine/http/request-error.ts';

/**
 * An in-memory stand-in for the CMS's comment calls (spec 2 §7, both shapes), answering as the local
 * CMS does (cms/routes/comments.ts, legacy.ts), for component tests in the browser. It records
 * every call; `refuseLegacyPublish` makes the legacy publish answer an HTTP 400 as the CMS would.
 */
export interface Row {
  id: number;
  contentId: number;
  parentId: number | null;
  nickname: string;
  head: string;
  text: string;
  isTop: boolean;
  official: boolean;
  created: number;
  likes: number;
  replyTo: string | null;
}

export interface Call {
  path: string;
  method: string;
  params: Record<string, unknown>;
}

type Params = Record<string, unknown>;

export function commentCms(now: number) {
  const rows: Row[] = [];
  const calls: Call[] = [];
  let nextId = 1;
  const state = { refuseLegacyPublish: false };

  function add(contentId: number, parentId: number | null, patch: Partial<Row> = {}): Row {
    const id = nextId++;
    const row: Row = {
      id,
      contentId,
      parentId,
      nickname: `读者${id}`,
      head: `/media/img/avatar-${(id % 10) + 1}.svg`,
      text: `第${id}条`,
      isTop: false,
      official: false,
      created: now - id * 60_000,
      likes: 0,
      replyTo: null,
      ...patch,
    };
    rows.push(row);
    return row;
  }

  const topLevel = (contentId: number) =>
    rows.filter((r) => r.contentId === contentId && r.parentId === null).toSorted((a, b) => Number(b.isTop) - Number(a.isTop) || b.created - a.created);
  const repliesOf = (id: number) => rows.filter((r) => r.parentId === id).toSorted((a, b) => a.created - b.created || a.id - b.id);
  const reply = (r: Row) => ({ id: r.id, nickname: r.nickname, head: r.head, content: r.text, official: r.official, rnikeName: r.replyTo, issueTimeStamp: r.created });
  const comment = (r: Row) => ({
    id: r.id,
    nickname: r.nickname,
    head: r.head,
    content: r.text,
    isTop: r.isTop,
    official: r.official,
    issueTimeStamp: r.created,
    likeCount: r.likes,
    whetherLike: false,
    reply: { replyList: repliesOf(r.id).slice(0, 2).map(reply), replyNum: repliesOf(r.id).length },
  });
  const page = <T>(list: T[], index: number, size: number) => ({ records: list.slice((index - 1) * size, index * size), total: list.length, pageIndex: index, pageSize: size });
  const ok = (data: unknown) => ({ code: 200, message: 'success', data });
  const legacy = (r: Row, parent?: Row) => ({
    discussId: r.id,
    discussContent: r.text,
    userInfo: { petName: r.nickname, profilePhoto: r.head },
    hasLike: false,
    likeCount: r.likes,
    replyCount: repliesOf(r.id).length,
    issueTimeStamp: r.created,
    rUserName: parent?.nickname ?? null,
  });

  function answer(path: string, p: Params): unknown {
    const num = (key: string) => Number(p[key]);
    if (path.endsWith('/comment/getCommentByContent') || path.endsWith('/comment/getCommentWithReply')) {
      return ok(page(topLevel(num('contentId')).map(comment), num('pageIndex') || 1, num('pageSize')));
    }
    if (path.endsWith('/comment/getReplyList')) return ok(page(repliesOf(num('pcommentId')).map(reply), num('pageIndex') || 1, num('pageSize')));
    const detail = /getCommentDetail\/(\d+)$/.exec(path);
    if (detail) {
      const row = rows.find((r) => r.id === Number(detail[1]));
      return row ? ok({ ...comment(row), total: repliesOf(row.id).length }) : { code: 5101, message: 'comment does not exist', data: null };
    }
    if (path.endsWith('/comment/add')) return ok({ id: add(num('contentId'), null, { text: String(p.content), created: now + nextId }).id });
    if (path.endsWith('/comment/addUserReply')) {
      const target = rows.find((r) => r.id === num('id'));
      if (!target) return { code: 5101, message: 'comment does not exist', data: null };
      return ok({ id: add(target.contentId, target.parentId ?? target.id, { text: String(p.reply), replyTo: target.nickname, created: now + nextId }).id });
    }
    const legacyList = /news\/(\d+)\/comments\/newSort$/.exec(path);
    if (legacyList) {
      const list = topLevel(Number(legacyList[1]));
      const size = num('pageSize');
      const from = (num('pageNum') - 1) * size;
      return { code: '0', message: 'success', data: { list: list.slice(from, from + size).map((r) => legacy(r)), total: list.length } };
    }
    if (path.endsWith('/news/getReply')) {
      const parent = rows.find((r) => r.id === num('pDiscussId'));
      const after = num('discussId') || 0;
      const list = parent ? repliesOf(parent.id).filter((r) => r.id > after).slice(0, num('pageSize')) : [];
      return { code: '0', message: 'success', data: list.map((r) => legacy(r, parent)) };
    }
    const legacyPost = /news\/(\d+)\/comments$/.exec(path);
    if (legacyPost) {
      // The wrapper rejects an HTTP 400 answer with this error.
      if (state.refuseLegacyPublish) throw RequestError.of({ kind: 'http', status: 400, code: null });
      return { code: '0', message: 'success', data: { discussId: add(Number(legacyPost[1]), Number(p.pDiscussId) || null, { text: String(p.discussContent) }).id } };
    }
    return { code: 404, message: `no stand-in for ${path}`, data: null };
  }

  const request: RequestFn = async (path, options = {}) => {
    const params = (options.params ?? {}) as Params;
    calls.push({ path, method: options.method ?? 'GET', params });
    return answer(path, params);
  };

  return { rows, calls, request, add, topLevel, state, callsTo: (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)) };
}
