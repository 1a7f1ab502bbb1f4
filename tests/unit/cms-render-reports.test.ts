import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, READER, seededApp } from '../support/cms-app.ts';

/** Issue 11: the local CMS keeps render reports and shows editors what vanished for readers. */
let cms: Awaited<ReturnType<typeof seededApp>>;
beforeAll(async () => {
  cms = await seededApp();
});
afterAll(() => cms.app.close());

const post = (payload: Record<string, unknown>) => cms.app.inject({ method: 'POST', url: '/api/render-reports', payload });
const read = (token?: string) => cms.app.inject({ method: 'GET', url: '/api/render-reports', headers: token ? { token } : {} });

describe('render reports at the CMS', () => {
  it('keeps a batch and gives editors totals estimated from the sample rate', async () => {
    const batch = {
      page: '/',
      sampleRate: 0.1,
      reports: [
        { kind: 'panel-dropped', key: 'test.unknown-panel', panelId: '48653', itemId: null, errors: ['unsupported'] },
        { kind: 'panel-dropped', key: 'test.unknown-panel', panelId: '48653', itemId: null, errors: ['unsupported'] },
        { kind: 'item-warned', key: 'card:*:1', panelId: '48662', itemId: '100003', errors: ['/tags must be string (removed)'] },
      ],
    };
    expect((await post(batch)).json()).toEqual({ code: 200, message: 'success', data: { accepted: 3 } });
    const answer = (await read(EDITOR.token)).json();
    expect(answer.data.totals).toContainEqual({ kind: 'panel-dropped', key: 'test.unknown-panel', reports: 2, estimated: 20 });
    expect(answer.data.recent[0]).toMatchObject({ page: '/', kind: 'item-warned', itemId: '100003', errors: ['/tags must be string (removed)'] });
  });

  it('refuses readers and anonymous callers, and a batch of an unknown kind', async () => {
    expect((await read(READER.token)).statusCode).toBe(403);
    expect((await read()).statusCode).toBe(401);
    const bad = await post({ page: '/', sampleRate: 1, reports: [{ kind: 'anything', errors: [] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/kind/);
  });
});
