import { describe, expect, it } from 'vitest';
import { CmsAnswerError } from '../../core/engine/render/cms-answer-error.ts';
import type { RequestOptions } from '../../core/engine/http/request.ts';
import { loadClassPage, loadReferencePage, loadTopic, readListPage, REFERENCE_PAGE_SIZE, TOPIC_PAGE_SIZE } from '../../core/domain/topics/topic-calls.ts';

/** Special topics' calls (spec 2 §7, §9): the topic, its class pages of 20 and the reference list of 10. */
function recorder(answer: unknown) {
  const calls: { path: string; options?: RequestOptions }[] = [];
  return { calls, request: async (path: string, options?: RequestOptions) => (calls.push({ path, options }), answer) };
}
const records = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), title: `t${i}` }));

describe('topic calls', () => {
  it('pages sizes are the spec’s', () => {
    expect(TOPIC_PAGE_SIZE).toBe(20);
    expect(REFERENCE_PAGE_SIZE).toBe(10);
  });

  it('asks a class page by classId, pageSize 20 and pageIndex', async () => {
    const { calls, request } = recorder({ code: 200, data: { records: records(20), total: 26 } });
    expect((await loadClassPage(request, '8000', 1)).last).toBe(false);
    expect(calls[0]).toEqual({ path: '/api/cms/client/content/getSpecList', options: { params: { classId: '8000', pageSize: 20, pageIndex: 1 } } });
  });

  it('asks the reference list by contentId, pageSize 10 and pageIndex', async () => {
    const { calls, request } = recorder({ code: '200', data: { records: records(4), total: 14 } });
    expect(await loadReferencePage(request, '100003', 2)).toMatchObject({ last: true });
    expect(calls[0]?.options?.params).toEqual({ contentId: '100003', pageSize: 10, pageIndex: 2 });
  });

  it('a short page, or the total reached, is the last', () => {
    expect(readListPage({ code: 200, data: { records: records(19) } }, 1, 20).last).toBe(true);
    expect(readListPage({ code: 200, data: { records: records(20), total: 20 } }, 1, 20).last).toBe(true);
    expect(readListPage({ code: 200, data: { records: records(20), total: 21 } }, 1, 20).last).toBe(false);
    expect(readListPage({ code: 200, data: { list: records(20) } }, 3, 20)).toMatchObject({ last: false });
  });

  it('a mangled list reads as none; a failure code throws with its code', () => {
    expect(readListPage({ code: 200, data: { records: 'x' } }, 1, 20)).toEqual({ records: [], last: true });
    expect(readListPage({ code: 200, data: null }, 1, 20)).toEqual({ records: [], last: true });
    expect(() => readListPage({ code: 5101, message: '内容不存在' }, 1, 20)).toThrow(CmsAnswerError);
    expect(() => readListPage('<html>', 1, 20)).toThrow(CmsAnswerError);
  });

  it('reads a topic; missing or mangled classList means no linked classes', async () => {
    const topic = { id: 100346, title: '长沙地铁建设专题', brief: 'b', classList: [{ id: 8000, title: '最新动态' }] };
    const one = await loadTopic(recorder({ code: 200, data: topic }).request, '100346', false);
    expect(one).toMatchObject({ ok: true, classes: [{ id: '8000', title: '最新动态' }] });
    expect(await loadTopic(recorder({ code: 200, data: { ...topic, classList: null } }).request, '100346', false)).toMatchObject({ ok: true, classes: [] });
    expect(await loadTopic(recorder({ code: 200, data: { ...topic, classList: 'nope' } }).request, '100346', false)).toMatchObject({ ok: true, classes: [] });
    expect(await loadTopic(recorder({ code: 200, data: { brief: 'no id' } }).request, '100346', false)).toMatchObject({ ok: false });
  });

  it('asks the topic with its preview flag, and throws the 5101 code', async () => {
    const { calls, request } = recorder({ code: 5101, message: '内容不存在' });
    await expect(loadTopic(request, '100346', true)).rejects.toMatchObject({ code: 5101 });
    expect(calls[0]).toEqual({ path: '/api/cms/client/content/spec/100346', options: { params: { preview: 1 } } });
  });
});
