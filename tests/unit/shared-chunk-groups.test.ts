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

  it('names the same graph the same way, whatever the order it was read in, the largest chunk first', () => {
    const modules = [shared('x', 9_000, 'p1'), shared('y', 40_000, 'p2'), shared('z', 20_000, 'p3')];
    const names = sharedChunkGroups(modules, 'feed-shared', 1);
    expect(sharedChunkGroups(modules.toReversed(), 'feed-shared', 1)).toEqual(names);
    expect([names.get('y'), names.get('z'), names.get('x')]).toEqual(['feed-shared', 'feed-shared-1', 'feed-shared-2']);
  });
});
