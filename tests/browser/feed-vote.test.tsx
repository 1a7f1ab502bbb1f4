import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { resolveItem } from '../../core/engine/render/composite.ts';
import type { Notice } from '../../core/engine/http/notices.ts';
import { RequestError } from '../../core/engine/http/request.ts';
import { CardView } from '../../core/engine/render/CardView.tsx';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { WithServices } from '../../core/engine/render/engine.tsx';
import type { RequestFn } from '../../core/engine/http/request.ts';
import { testEngine, WithEngine, recordingNotices } from '../support/render-engine.tsx';

const { index } = createAppRegistry();

interface Call {
  path: string;
  method: string | undefined;
  params: unknown;
}

/**
 * A stand-in for the CMS vote call (records each call and answers what the test says) and for the
 * login check (spec 2 §6), which answers `loggedIn` and records that it was asked.
 */
function cms(answer: (call: Call) => Promise<unknown> | unknown, loggedIn = true) {
  const calls: Call[] = [];
  const notices: Notice[] = [];
  const logins: string[] = [];
  const request: RequestFn = async (path, options) => {
    const call = { path, method: options?.method, params: options?.params };
    calls.push(call);
    return answer(call);
  };
  const requireLogin = async () => {
    logins.push('asked');
    return loggedIn;
  };
  return { calls, notices, logins, services: { request, notices: recordingNotices(notices) }, requireLogin };
}

const twoOption = (vote: object = {}) => ({
  id: 501,
  title: 'Should the metro run express trains?',
  listStyle: 6,
  extend: {
    vote: {
      activityId: 7001,
      type: '0',
      voteTotal: 1001,
      end: false,
      items: [
        { id: 1, title: 'yes', viewValue: 1000, hasVoted: false },
        { id: 2, title: 'no', viewValue: 1, hasVoted: false },
      ],
      ...vote,
    },
  },
});

async function renderVote(raw: object, services: ReturnType<typeof cms>['services'], requireLogin = cms(() => null).requireLogin) {
  const entry = resolveItem(index, raw, 'p1');
  expect(entry.status).toBe('ok');
  const engine = testEngine({ language: 'en', services: (_bus, page) => ({ session: { ...page.session, requireLogin } }) });
  return render(
    <WithEngine engine={engine}>
      <WithServices services={services}>
        <CardView entry={entry} panelId="p1" onOpen={() => {}} />
      </WithServices>
    </WithEngine>,
  );
}

describe('embedded vote card (listStyle 6)', () => {
  it('votes once: on code 200 the option and the total rise by 1, the option is marked voted, results replace the buttons', async () => {
    const stand = cms(() => ({ code: '200', message: 'success', data: null }));
    const screen = await renderVote(twoOption(), stand.services);
    await expect.element(screen.getByText('1001 people took part')).toBeVisible();
    await screen.getByRole('button', { name: 'yes' }).click();
    await expect.element(screen.getByText('1002 people took part')).toBeVisible();
    expect(stand.calls).toEqual([
      { path: '/api/cms/client/act/voteData/add', method: 'POST', params: { activityId: '7001', itemId: '1', multiVoting: false } },
    ]);
    const counts = screen.getByTestId('vote-count').elements().map((e) => e.textContent);
    expect(counts).toEqual(['1001', '1']);
    await expect.element(screen.getByText('Voted')).toBeVisible();
    expect(screen.getByRole('button', { name: 'yes' }).query()).toBeNull();
    expect(screen.getByRole('button', { name: 'no' }).query()).toBeNull();
  });

  it('asks an anonymous reader to log in, and sends no vote (not "login expired")', async () => {
    const stand = cms(() => ({ code: 401 }), false);
    const screen = await renderVote(twoOption(), stand.services, stand.requireLogin);
    await screen.getByRole('button', { name: 'yes' }).click();
    await vi.waitFor(() => expect(stand.logins).toEqual(['asked']));
    expect(stand.calls).toEqual([]);
    expect(stand.notices).toEqual([]);
    await expect.element(screen.getByText('1001 people took part')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'yes' })).toBeEnabled();
  });

  it('keeps both sides of the two-option bar between 30 and 72 percent', async () => {
    const screen = await renderVote(twoOption({ end: true }), cms(() => null).services);
    const bar = (id: string) => (screen.getByTestId(id).element() as HTMLElement).style.width;
    expect(bar('vote-bar-left')).toBe('72%');
    expect(bar('vote-bar-right')).toBe('30%');
  });

  it('sends one call for two quick taps', async () => {
    let answer: (value: unknown) => void = () => {};
    const stand = cms(() => new Promise((resolve) => (answer = resolve)));
    const screen = await renderVote(twoOption(), stand.services);
    const yes = screen.getByRole('button', { name: 'yes' });
    (yes.element() as HTMLButtonElement).click();
    (yes.element() as HTMLButtonElement).click();
    // The call goes out after the login check: answer it once it is there.
    await vi.waitFor(() => expect(stand.calls).toHaveLength(1));
    answer({ code: 200 });
    await expect.element(screen.getByText('1002 people took part')).toBeVisible();
    expect(stand.calls).toHaveLength(1);
  });

  it.each([
    ['the vote ended', { end: true }],
    ['the reader already voted', { items: [{ id: 1, title: 'yes', viewValue: 3, hasVoted: true }, { id: 2, title: 'no', viewValue: 0 }] }],
  ])('shows results and offers no vote when %s', async (_case, vote) => {
    const stand = cms(() => ({ code: 200 }));
    const screen = await renderVote(twoOption(vote), stand.services);
    await expect.element(screen.getByTestId('vote-results')).toBeVisible();
    expect(screen.getByRole('button', { name: 'yes' }).query()).toBeNull();
    expect(screen.getByRole('button', { name: 'no' }).query()).toBeNull();
    expect(stand.calls).toEqual([]);
  });

  it('shows the ended badge after the end', async () => {
    const screen = await renderVote(twoOption({ end: true }), cms(() => null).services);
    await expect.element(screen.getByText('Ended')).toBeVisible();
  });

  it('on a refusal shows the server message and counts nothing', async () => {
    const refusing = cms(() => ({ code: 500, message: 'you have already voted' }));
    const screen = await renderVote(twoOption(), refusing.services);
    await screen.getByRole('button', { name: 'no' }).click();
    await vi.waitFor(() => expect(refusing.notices).toEqual([{ kind: 'toast', text: { raw: 'you have already voted' } }]));
    await expect.element(screen.getByText('1001 people took part')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'no' })).toBeEnabled();
  });

  it.each([
    ['a refusal without a message', () => ({ code: 500 })],
    ['an exception', () => Promise.reject(new TypeError('boom'))],
  ])('shows system error for %s', async (_case, answer) => {
    const stand = cms(answer);
    const screen = await renderVote(twoOption(), stand.services);
    await screen.getByRole('button', { name: 'yes' }).click();
    await vi.waitFor(() => expect(stand.notices).toEqual([{ kind: 'toast', text: { key: 'common.systemError' } }]));
    await expect.element(screen.getByText('1001 people took part')).toBeVisible();
  });

  it('does not show a request failure twice (the wrapper already showed it)', async () => {
    const shown = new RequestError('network', 'error.network');
    shown.notified = true;
    const stand = cms(() => Promise.reject(shown));
    const screen = await renderVote(twoOption(), stand.services);
    await screen.getByRole('button', { name: 'yes' }).click();
    await vi.waitFor(() => expect(stand.notices).toEqual([{ kind: 'none' }]));
  });

  it('multi-option: asks to be first, then lists each option with its count after voting', async () => {
    const stand = cms(() => ({ code: 200 }));
    const raw = {
      id: 502,
      title: 'Favourite night market?',
      listStyle: 6,
      extend: { vote: { activityId: 7002, type: '1', voteTotal: 0, items: [{ id: 11, title: 'Pozi street' }, { id: 12, title: 'Fisherman wharf' }, { id: 13, title: 'Hualongchi' }] } },
    };
    const screen = await renderVote(raw, stand.services);
    await expect.element(screen.getByText('Be the first to share your view')).toBeVisible();
    await screen.getByRole('button', { name: 'Fisherman wharf' }).click();
    await expect.element(screen.getByText('1 people took part')).toBeVisible();
    const rows = screen.getByTestId('vote-results').element().querySelectorAll('li');
    expect([...rows].map((row) => row.getAttribute('data-voted'))).toEqual([null, 'true', null]);
    expect(screen.getByTestId('vote-count').elements().map((e) => e.textContent)).toEqual(['0', '1', '0']);
  });

  it('leaves out a two-option vote with fewer than 2 options, and a vote card without a vote', () => {
    const one = twoOption({ items: [{ id: 1, title: 'only' }] });
    expect(resolveItem(index, one, 'p1')).toMatchObject({ status: 'dropped', reason: 'invalid' });
    expect(resolveItem(index, { id: 9, title: 'no vote', listStyle: 6 }, 'p1')).toMatchObject({ status: 'dropped' });
    const multiWithOne = { ...one, extend: { vote: { ...one.extend.vote, type: '2' } } };
    expect(resolveItem(index, multiWithOne, 'p1').status).toBe('ok');
  });
});
