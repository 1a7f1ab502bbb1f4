import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_VOTERS } from '../../cms/seed/community.ts';
import { VOTER_HEADS_SENT } from '../../cms/present.ts';
import { READER, seededApp } from '../support/cms-app.ts';

/** Issue 12: the vote page shows an option's real voters, so the CMS sends their pictures with the vote. */
let cms: Awaited<ReturnType<typeof seededApp>>;
beforeAll(async () => {
  cms = await seededApp();
});
afterAll(() => cms.app.close());

type Option = { id: number; viewValue: number; voterHeads: string[] };
const optionsOf = async (token?: string): Promise<Option[]> => {
  const answer = await cms.app.inject({ method: 'GET', url: '/api/cms/client/act/voteData/related?newsId=200001', headers: token ? { token } : {} });
  const list = answer.json().data as { id: number; extend: { vote: { activityId: number; items: Option[] } } }[];
  return list.find((item) => item.extend.vote.activityId === 7001)!.extend.vote.items;
};

describe('voters sent with a vote', () => {
  it("each option carries the pictures of its latest seeded voters, at most three, the two sides' different", async () => {
    const [left, right] = await optionsOf();
    const heads = (voters: readonly number[]) => voters.map((id) => `/media/img/avatar-${id}.svg`);
    const leftVoters = SEEDED_VOTERS.filter((id) => id % 2 === 0).toReversed();
    const rightVoters = SEEDED_VOTERS.filter((id) => id % 2 === 1).toReversed();
    expect(left!.voterHeads).toEqual(heads(leftVoters).slice(0, VOTER_HEADS_SENT));
    expect(right!.voterHeads).toEqual(heads(rightVoters).slice(0, VOTER_HEADS_SENT));
  });

  it("a new voter's picture comes first on the side they chose", async () => {
    const before = await optionsOf(READER.token);
    const vote = await cms.app.inject({ method: 'POST', url: '/api/cms/client/act/voteData/add', headers: { token: READER.token }, payload: { activityId: 7001, itemId: 70011, multiVoting: 0 } });
    expect(vote.json().code).toBe(200);
    const [, right] = await optionsOf(READER.token);
    expect(right!.voterHeads[0]).toBe('/media/img/avatar-1.svg');
    expect(right!.viewValue).toBe(before[1]!.viewValue + 1);
  });
});
