import { describe, expect, it } from 'vitest';
import { sharedChunkGroups, type SharedModule } from '../../scripts/shared-chunk-groups.ts';

const shared = (id: string, size: number, ...neededBy: string[]): SharedModule => ({ id, size, neededBy: new Set(['feed', ...neededBy]) });
const part = (id: string, size: number, ...neededBy: string[]): SharedModule => ({ id, size, neededBy: new Set(neededBy) });

describe('the chunks of what the feeds share with pages', () => {
  it('keeps a module only one page needs out of the chunk every page loads, when it is worth a script', () => {
    const groups = sharedChunkGroups([shared('validators', 200_000, 'detail', 'search'), shared('message', 2_000, 'detail', 'search', 'missing')], 'feed-shared', 7_000);
    // The missing page would load 200 KB for a 2 KB message: the message gets a script of its own.
    expect(groups.get('validators')).toBe('feed-shared');
    expect(groups.get('message')).toBe('feed-shared-1');
  });

  it('merges small groups that the same pages mostly need: one script spared each outweighs the bytes a few pages load for nothing', () => {
    const groups = sharedChunkGroups(
      [shared('a', 30_000, 'detail', 'search', 'video'), shared('b', 1_000, 'detail', 'search', 'video'), shared('c', 1_500, 'detail', 'search'), shared('d', 50_000, 'vote')],
      'feed-shared',
      7_000,
    );
    expect(groups.get('b')).toBe(groups.get('a'));
    expect(groups.get('c')).toBe(groups.get('a'));
    expect(groups.get('d')).not.toBe(groups.get('a'));
  });

  it('counts what a module imports: a page is not made to load a library for a module it does not need', () => {
    const library = { id: 'state-library', size: 12_000, neededBy: new Set(['feed', 'detail']) };
    const textCut = shared('text-cut', 1_600, 'playback');
    const interactions = shared('interactions', 1_500, 'detail');
    // Alone, the two are worth one script (the feed needs both): the playback page would load 1.5 KB for nothing.
    expect(new Set(sharedChunkGroups([textCut, interactions], 'feed-shared', 7_000).values()).size).toBe(1);
    // With the library the interactions bring, it would load 13.5 KB for nothing: they stay apart.
    const apart = sharedChunkGroups([textCut, { ...interactions, brings: [library] }], 'feed-shared', 7_000);
    expect(apart.get('text-cut')).not.toBe(apart.get('interactions'));
  });

  it('counts what shares a chunk with what a module imports: a page loads that whole chunk, and what it imports', () => {
    const library = { id: 'state-library', size: 12_000, neededBy: new Set(['feed', 'detail', 'favourites', 'vote']) };
    const stateNeeds = ['feed', 'detail', 'favourites', 'vote'];
    const state = { ...part('content-state', 3_500, ...stateNeeds), brings: [library] };
    const toggle = part('toggle', 1_000, ...stateNeeds);
    const share = part('share-button', 1_500, 'feed', 'detail', 'topic');
    const interactions = { ...part('interactions', 1_500, 'feed', 'detail'), brings: [{ id: 'toggle', size: 1_000, neededBy: toggle.neededBy }] };
    // The toggle rule alone is 1 KB: the topic page would seem to pay 2.5 KB for a script spared to two
    // pages, the best merge of all. But it shares its chunk with the content state, which brings the
    // library: 18 KB for the topic page. The share button stays apart.
    const groups = sharedChunkGroups([state, toggle, share, interactions], 'feed-shared', 7_000);
    expect(groups.get('toggle')).toBe(groups.get('content-state'));
    expect(groups.get('share-button')).not.toBe(groups.get('interactions'));
  });

  it('counts a part that comes after the page is ready for little: pages are not made to wait for its sake', () => {
    const modules = [part('page-part', 5_000, 'article', 'video'), part('bar-part', 3_000, 'article', 'action-bar')];
    const equal = sharedChunkGroups(modules, 'feed-shared', 7_000);
    expect(equal.get('page-part')).not.toBe(equal.get('bar-part'));
    // The action bar loads after the article is ready: its 5 KB more weigh a tenth, and the article spares a script.
    const late = sharedChunkGroups(modules, 'feed-shared', 7_000, (root) => (root === 'action-bar' ? 0.1 : 1));
    expect(late.get('page-part')).toBe(late.get('bar-part'));
  });

  it('names the same graph the same way, whatever the order it was read in, the largest chunk first', () => {
    const modules = [shared('x', 9_000, 'p1'), shared('y', 40_000, 'p2'), shared('z', 20_000, 'p3')];
    const names = sharedChunkGroups(modules, 'feed-shared', 1);
    expect(sharedChunkGroups(modules.toReversed(), 'feed-shared', 1)).toEqual(names);
    expect([names.get('y'), names.get('z'), names.get('x')]).toEqual(['feed-shared', 'feed-shared-1', 'feed-shared-2']);
  });
});
