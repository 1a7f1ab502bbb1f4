import { describe, expect, it } from 'vitest';
import { sharedChunkGroups, type SharedModule } from '../../scripts/shared-chunk-groups.ts';

const shared = (id: string, size: number, ...neededBy: string[]): SharedModule => ({ id, size, neededBy: new Set(['feed', ...neededBy]) });

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

  it('names the same graph the same way, whatever the order it was read in, the largest chunk first', () => {
    const modules = [shared('x', 9_000, 'p1'), shared('y', 40_000, 'p2'), shared('z', 20_000, 'p3')];
    const names = sharedChunkGroups(modules, 'feed-shared', 1);
    expect(sharedChunkGroups(modules.toReversed(), 'feed-shared', 1)).toEqual(names);
    expect([names.get('y'), names.get('z'), names.get('x')]).toEqual(['feed-shared', 'feed-shared-1', 'feed-shared-2']);
  });
});
