import '../../src/styles.css';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Notice } from '../../core/engine/http/notices.ts';
import type { RequestOptions } from '../../core/engine/http/request.ts';
import type { Language } from '../../core/engine/i18n/i18n.ts';
import type { Services } from '../../core/engine/services/services.ts';
import VoteDetailsPage from '../../src/pages/votes/VoteDetailsPage.tsx';
import { recordingNotices, testEngine, WithEngine } from '../support/render-engine.tsx';
import { commentCms } from './comments-cms-stand-in.ts';

interface Option {
  id: number;
  title: string;
  voterHeads?: string[];
  count: number;
}
interface StandInVote {
  newsId: number;
  activityId: number;
  title: string;
  type: '0' | '1';
  end: boolean;
  options: Option[];
  votedFor: number | null;
}

/** A vote the stand-in fails to count, answering a bare code 500. */
const BROKEN_ACTIVITY = 9999;

/** A stand-in for the CMS's vote calls (spec 2 §7), answering as cms/routes/interactions.ts does. */
function voteCms(votes: StandInVote[]) {
  const calls: { path: string; params: unknown }[] = [];
  const item = (v: StandInVote) => ({
    id: v.newsId,
    title: v.title,
    type: 'news_common',
    listStyle: 6,
    commentCountShow: 12,
    likeCountShow: 3,
    favorCountShow: 1,
    extend: {
      vote: {
        activityId: v.activityId,
        activityTitle: v.title,
        activityBrief: '参与投票，说出你的看法',
        type: v.type,
        end: v.end,
        voteTotal: v.options.reduce((sum, o) => sum + o.count, 0),
        items: v.options.map((o, index) => ({ id: o.id, title: o.title, viewValue: o.count, hasVoted: v.votedFor === o.id, index, voterHeads: o.voterHeads })),
      },
    },
  });
  const request = async (path: string, options: RequestOptions = {}): Promise<unknown> => {
    calls.push({ path, params: options.params });
    const detail = /getDetail\/(\d+)$/.exec(path);
    if (detail) {
      const v = votes.find((x) => x.newsId === Number(detail[1]));
      return v ? { code: 200, data: item(v) } : { code: 5101, message: 'content does not exist', data: null };
    }
    const more = /voteData\/more\/(\d+)$/.exec(path);
    if (more) return { code: 200, data: votes.filter((v) => v.activityId !== Number(more[1])).map(item) };
    if (path.endsWith('/act/voteData/add')) {
      const { activityId, itemId } = options.params as { activityId: string; itemId: string };
      if (Number(activityId) === BROKEN_ACTIVITY) return { code: 500 };
      const v = votes.find((x) => x.activityId === Number(activityId));
      if (!v) return { code: 4203, message: 'no such vote' };
      if (v.end) return { code: 4202, message: 'the vote has ended' };
      if (v.votedFor !== null) return { code: 4201, message: 'you have already voted' };
      const option = v.options.find((o) => o.id === Number(itemId));
      if (!option) return { code: 4203, message: 'no such option' };
      option.count += 1;
      v.votedFor = option.id;
      return { code: 200, data: { viewValue: option.count } };
    }
    if (path.endsWith('/like/likeOrCancel')) return { code: 200, data: 1 };
    return { code: 404, message: `no stand-in for ${path}` };
  };
  return { calls, request, callsTo: (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)) };
}

const twoOption = (patch: Partial<StandInVote> = {}): StandInVote => ({
  newsId: 200001,
  activityId: 7001,
  title: '你支持地铁延长夜间运营吗？',
  type: '0',
  end: false,
  options: [
    { id: 70010, title: '支持', count: 300, voterHeads: ['/media/img/avatar-7.svg', '/media/img/avatar-4.svg', 'javascript:alert(1)', '/media/img/avatar-9.svg', '/media/img/avatar-5.svg'] },
    { id: 70011, title: '不支持', count: 100, voterHeads: ['/media/img/avatar-8.svg'] },
  ],
  votedFor: null,
  ...patch,
});
const multiOption = (patch: Partial<StandInVote> = {}): StandInVote => ({
  newsId: 200002,
  activityId: 7002,
  title: '长沙最具代表性的美食是？',
  type: '1',
  end: false,
  options: [
    { id: 70020, title: '臭豆腐', count: 0 },
    { id: 70021, title: '糖油粑粑', count: 0 },
    { id: 70022, title: '口味虾', count: 0 },
  ],
  votedFor: null,
  ...patch,
});

async function renderVotePage(votes: StandInVote[], newsId: string, options: { loggedIn?: boolean; language?: Language } = {}) {
  const cms = voteCms(votes);
  const notices: Notice[] = [];
  const tracked: { name: string; params: unknown }[] = [];
  const logins: string[] = [];
  const comments = commentCms(Date.now());
  const services: Partial<Services> = {
    // The comment calls go to the comments' stand-in, the rest to the vote page's.
    request: ((path, requestOptions) => (path.includes('/comment/') ? comments.request(path, requestOptions) : cms.request(path, requestOptions))) as Services['request'],
    fetchText: async () => '',
    notices: recordingNotices(notices),
    tracking: { track: (name, params) => void tracked.push({ name, params }) },
    session: {
      insideApp: false,
      chatApp: false,
      loggedIn: () => options.loggedIn ?? true,
      userId: () => '1',
      storage: localStorage,
      requireLogin: async () => {
        logins.push('asked');
        return options.loggedIn ?? true;
      },
    },
    bridge: {
      setPoints: async () => ({ ok: false, reason: 'no-bridge' }),
      openVideo: async () => ({ ok: false, reason: 'no-bridge' }),
      editVideoDraft: async () => ({ ok: false, reason: 'no-bridge' }),
    },
  };
  const location = memoryLocation({ path: `/voteDetails?newsId=${newsId}` });
  const screen = await render(
    <WithEngine engine={testEngine({ language: options.language ?? 'zh-CN', services })}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <VoteDetailsPage />
      </Router>
    </WithEngine>,
  );
  return { screen, cms, notices, tracked, logins, comments };
}

const countsOf = (screen: Awaited<ReturnType<typeof renderVotePage>>['screen']) => screen.getByTestId('vote-count').elements().map((e) => e.textContent);

describe('/voteDetails?newsId= (spec 2 §2, §4, §8, §9)', () => {
  it('shows a two-option vote: two sides, VS, voter pictures, the participants; voting adds one and marks the side', async () => {
    const { screen, cms, logins } = await renderVotePage([twoOption(), multiOption()], '200001');
    const block = screen.getByTestId('vote-block');
    await expect.element(block.getByRole('heading', { level: 1 })).toHaveTextContent('你支持地铁延长夜间运营吗？');
    await expect.element(block.getByText('进行中')).toBeVisible();
    await expect.element(block.getByText('400人参与')).toBeVisible();
    const faces = block.getByTestId('voters').elements().map((side) => [...side.querySelectorAll('img')].map((img) => img.getAttribute('src')));
    // The voters the CMS names, newest first, three at most; an unusable address is left out; the site's paths stay paths.
    expect(faces).toEqual([
      ['/media/img/avatar-7.svg', '/media/img/avatar-4.svg', '/media/img/avatar-9.svg'],
      ['/media/img/avatar-8.svg'],
    ]);
    await block.getByRole('button', { name: '支持', exact: true }).click();
    await expect.element(block.getByText('401人参与')).toBeVisible();
    expect(countsOf(screen)).toEqual(['301', '100']);
    await expect.element(block.getByText('已投票')).toBeVisible();
    expect(block.getByRole('button', { name: '支持', exact: true }).query()).toBeNull();
    expect(logins).toEqual(['asked']);
    expect(cms.callsTo('/act/voteData/add').map((c) => c.params)).toEqual([{ activityId: '7001', itemId: '70010', multiVoting: false }]);
    const left = Number.parseFloat((screen.getByTestId('vote-bar-left').element() as HTMLElement).style.width);
    const right = Number.parseFloat((screen.getByTestId('vote-bar-right').element() as HTMLElement).style.width);
    expect(left).toBeLessThanOrEqual(72);
    expect(right).toBeGreaterThanOrEqual(30);
  });

  it('does not vote without a login', async () => {
    const { screen, cms, logins } = await renderVotePage([twoOption()], '200001', { loggedIn: false });
    await screen.getByRole('button', { name: '支持', exact: true }).click();
    await expect.poll(() => logins).toEqual(['asked']);
    expect(cms.callsTo('/act/voteData/add')).toEqual([]);
    await expect.element(screen.getByRole('button', { name: '支持', exact: true })).toBeEnabled();
  });

  it('on a refusal (already voted elsewhere) shows the message and then the results from the CMS', async () => {
    const vote = twoOption();
    const { screen, notices, cms } = await renderVotePage([vote], '200001');
    await expect.element(screen.getByRole('button', { name: '不支持' })).toBeVisible();
    vote.votedFor = 70011; // voted in another tab meanwhile
    vote.options[1]!.count += 1;
    await screen.getByRole('button', { name: '不支持' }).click();
    await expect.poll(() => notices).toContainEqual({ kind: 'toast', text: { raw: 'you have already voted' } });
    await expect.element(screen.getByTestId('vote-results')).toBeVisible();
    expect(countsOf(screen)).toEqual(['300', '101']);
    expect(cms.callsTo('/content/getDetail/200001')).toHaveLength(2);
  });

  it("shows only the results, with the ended badge, once the vote has ended; 'be the first' while nobody voted", async () => {
    const { screen, cms } = await renderVotePage([multiOption({ end: true })], '200002', { language: 'en' });
    await expect.element(screen.getByTestId('vote-ended')).toHaveTextContent('Ended');
    await expect.element(screen.getByTestId('vote-results')).toBeVisible();
    expect(screen.getByRole('button', { name: '口味虾' }).query()).toBeNull();
    await expect.element(screen.getByText('Be the first to share your view')).toBeVisible();
    expect(cms.callsTo('/act/voteData/add')).toEqual([]);
  });

  it('lists the options of a multi-option vote and votes for one', async () => {
    const { screen } = await renderVotePage([multiOption()], '200002');
    await expect.element(screen.getByText('单选')).toBeVisible();
    await screen.getByRole('button', { name: '糖油粑粑' }).click();
    await expect.element(screen.getByText('1人参与')).toBeVisible();
    expect(countsOf(screen)).toEqual(['0', '1', '0']);
  });

  it("shows the CMS's message when a vote fails, or 'System error' when it gives none", async () => {
    const broken = twoOption({ activityId: BROKEN_ACTIVITY });
    const { screen, notices } = await renderVotePage([broken], '200001');
    await screen.getByRole('button', { name: '支持', exact: true }).click();
    await expect.poll(() => notices).toEqual([{ kind: 'toast', text: { key: 'common.systemError' } }]);
    await expect.element(screen.getByText('400人参与')).toBeVisible();
  });

  it("shows the CMS's message when it refuses a vote", async () => {
    const vote = twoOption();
    const { screen, notices } = await renderVotePage([vote], '200001');
    await expect.element(screen.getByRole('button', { name: '支持', exact: true })).toBeVisible();
    vote.options[0]!.id = 1; // the CMS no longer knows the option shown
    await screen.getByRole('button', { name: '支持', exact: true }).click();
    await expect.poll(() => notices).toEqual([{ kind: 'toast', text: { raw: 'no such option' } }]);
  });

  it("lists 'More votes' linking to their pages, with their state", async () => {
    const { screen } = await renderVotePage([twoOption(), multiOption({ end: true })], '200001');
    const more = screen.getByTestId('more-votes');
    await expect.element(more.getByRole('heading')).toHaveTextContent('更多投票');
    const link = more.getByRole('link', { name: /长沙最具代表性的美食是/ });
    await expect.element(link).toHaveAttribute('href', '/voteDetails?newsId=200002');
    await expect.element(link).toHaveTextContent('已结束');
  });

  it('shows the bottom bar with the comment count once the title is loaded; its comment button opens the comment modal', async () => {
    const { screen } = await renderVotePage([twoOption()], '200001');
    await expect.element(screen.getByTestId('vote-block')).toBeVisible();
    await expect.element(screen.getByTestId('action-like')).toBeVisible();
    const bar = screen.getByTestId('action-like').element().closest('section');
    expect(bar?.textContent).toContain('12');
    await screen.getByRole('button', { name: '写评论' }).click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await expect.element(screen.getByRole('dialog').getByText('暂无评论，快来抢沙发吧')).toBeVisible();
  });

  it('tracks vote_page_view once with the newsId', async () => {
    const { screen, tracked } = await renderVotePage([twoOption()], '200001');
    await expect.element(screen.getByTestId('vote-block')).toBeVisible();
    expect(tracked).toEqual([{ name: 'vote_page_view', params: { newsId: '200001' } }]);
  });

  it("says 'No news ID' without newsId", async () => {
    const { screen } = await renderVotePage([twoOption()], '', { language: 'en' });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('No news ID');
  });

  it("says 'Content does not exist' for an unknown newsId, without the bar", async () => {
    const { screen } = await renderVotePage([twoOption()], '9', { language: 'en' });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Content does not exist');
    expect(screen.getByTestId('action-like').query()).toBeNull();
  });
});
