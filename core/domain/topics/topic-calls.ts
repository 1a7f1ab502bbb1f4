import { CmsAnswerError } from '../../engine/render/cms-answer-error.ts';
import { isSuccessCode } from '../../engine/http/answer-notice.ts';
import type { GetRequest } from '../detail/detail-api.ts';
import { defineCall } from '../../engine/http/call.ts';
import type { RequestFn } from '../../engine/http/request.ts';
import { validateAs } from '../../engine/schema/validate.ts';
import type { SpecialTopic } from '../../../schemas/generated/types.ts';
import { isRecord } from '../../engine/schema/json-guards.ts';

/**
 * Special topics (spec 2 §2, §3, §7, §9): the topic, its class news list and the reference list.
 * Pure but for the two loaders, which send one call each through the request wrapper.
 */

/** Spec 2 §7: GET content/spec/{id} (title, brief, thumbnailUrl, classList). */
export const TOPIC_PATH = '/api/cms/client/content/spec';
/** Spec 2 §7: GET getSpecList (classId, pageSize, pageIndex; records). */
export const TOPIC_CLASS_LIST_PATH = '/api/cms/client/content/getSpecList';
/** Spec 2 §7: GET getRefList (contentId, pageSize, pageIndex; records). */
export const REFERENCE_LIST_PATH = '/api/cms/client/content/getRefList';
/** Spec 2 §9: a topic's class news page. */
export const TOPIC_PAGE_SIZE = 20;
/** Spec 2 §9: the reference list page. */
export const REFERENCE_PAGE_SIZE = 10;

export interface ListPage {
  records: unknown[];
  last: boolean;
}

/** The records of a paged answer (`records`, or `list` as some platforms send it); a missing or mangled list reads as none. */
export function readListPage(answer: unknown, page: number, pageSize: number): ListPage {
  if (!isRecord(answer) || !isSuccessCode(answer.code)) throw CmsAnswerError.of(answer);
  const data = isRecord(answer.data) ? answer.data : {};
  const raw = data.records ?? data.list;
  const records = Array.isArray(raw) ? raw : [];
  const total = Number(data.total);
  // The last page: fewer records than a page, or the total reached (when the CMS reports one).
  const last = records.length < pageSize || (Number.isFinite(total) && total >= 0 && page * pageSize >= total);
  return { records, last };
}

export type TopicAnswer = { ok: true; topic: SpecialTopic; classes: NonNullable<SpecialTopic['classList']> } | { ok: false; errors: string[] };

/** Spec 2 §7: the topic's call (the server makes it too, for the page it renders). */
export const topicRequest = (newsId: string, preview: boolean): GetRequest => ({ path: `${TOPIC_PATH}/${encodeURIComponent(newsId)}`, params: { preview: preview ? 1 : 0 } });

/** The topic in an answer; a classList that is missing or not a list reads as no linked classes. A failed answer throws. */
export function readTopic(answer: unknown): TopicAnswer {
  if (!isRecord(answer) || !isSuccessCode(answer.code)) throw CmsAnswerError.of(answer);
  const checked = validateAs<SpecialTopic>('special-topic', answer.data);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  return { ok: true, topic: checked.value, classes: checked.value.classList ?? [] };
}

/** A topic whose answer is a success but not a topic (its schema refused it): failed, with no notice. */
export class TopicUnusable extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join('; '));
  }
}

/** Spec 2 §7: the topic, as a call (a failed answer throws CmsAnswerError; 5101 reads as missing). */
export const topicCall = defineCall<{ id: string; preview: boolean }, Extract<TopicAnswer, { ok: true }>>({
  name: 'topic',
  path: ({ id }) => `${TOPIC_PATH}/${encodeURIComponent(id)}`,
  request: ({ preview }) => ({ preview: preview ? 1 : 0 }),
  read: (answer) => {
    const topic = readTopic(answer);
    if (!topic.ok) throw new TopicUnusable(topic.errors);
    return topic;
  },
  personal: ({ preview }) => preview,
});

/** A page of a paged list at `path` (the class news, the reference list), `pageSize` a page. */
const listPageCall = <P extends { page: number }>(name: string, path: string, pageSize: number, query: (params: P) => Record<string, string>) =>
  defineCall<P, ListPage>({
    name,
    path,
    request: (params) => ({ ...query(params), pageSize, pageIndex: params.page }),
    read: (answer, { page }) => readListPage(answer, page, pageSize),
  });

/** Spec 2 §7: page `page` (from 1) of a class's news, 20 a page. */
export const classPageCall = listPageCall<{ classId: string; page: number }>('class news', TOPIC_CLASS_LIST_PATH, TOPIC_PAGE_SIZE, ({ classId }) => ({ classId }));

/** Spec 2 §7: page `page` (from 1) of a content's reference list, 10 a page. */
export const referencePageCall = listPageCall<{ contentId: string; page: number }>('reference list', REFERENCE_LIST_PATH, REFERENCE_PAGE_SIZE, ({ contentId }) => ({ contentId }));

/** Spec 2 §7: the topic. */
export async function loadTopic(request: RequestFn, newsId: string, preview: boolean): Promise<TopicAnswer> {
  const { path, params } = topicRequest(newsId, preview);
  return readTopic(await request(path, { params }));
}

/** The query parameter that names the class a topic opens on. */
export const TOPIC_TYPE_QUERY = 'type';

/**
 * Spec 2 §2 "Topic news (/topicNews; query newsId, preview, type)": the spec names `type` and no use;
 * read here as the linked class (spec 2 §3 classList id) the topic opens on, as `key` preselects a
 * life tab. An unknown or missing one opens the first class.
 */
export function classToOpen(classes: NonNullable<SpecialTopic['classList']>, type: string | null): string | null {
  return classes.find((linked) => type !== null && linked.id === type.trim())?.id ?? classes[0]?.id ?? null;
}

/** Spec 2 §7: the call of page `page` (from 1) of a class's news, 20 a page. */
export const classPageRequest = (classId: string, page: number): GetRequest => ({
  path: TOPIC_CLASS_LIST_PATH,
  params: { classId, pageSize: TOPIC_PAGE_SIZE, pageIndex: page },
});

/** Spec 2 §7: page `page` (from 1) of a class's news. */
export async function loadClassPage(request: RequestFn, classId: string, page: number): Promise<ListPage> {
  const { path, params } = classPageRequest(classId, page);
  return readListPage(await request(path, { params }), page, TOPIC_PAGE_SIZE);
}

/** Spec 2 §7: page `page` (from 1) of a content's reference list, 10 a page. */
export async function loadReferencePage(request: RequestFn, contentId: string, page: number): Promise<ListPage> {
  const answer = await request(REFERENCE_LIST_PATH, { params: { contentId, pageSize: REFERENCE_PAGE_SIZE, pageIndex: page } });
  return readListPage(answer, page, REFERENCE_PAGE_SIZE);
}
