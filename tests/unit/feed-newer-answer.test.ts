import { describe, expect, it } from 'vitest';
import type { PanelEntry } from '../../core/engine/render/composite.ts';
import { isNewerAnswer } from '../../core/domain/feed/newer-items.ts';

/** A feed whose items were issued at these times (null: the item says not). */
const feed = (...times: (number | null)[]): PanelEntry[] =>
  [{ status: 'ok', items: times.map((issueTimeStamp, i) => ({ status: 'ok', item: { id: String(i), issueTimeStamp } })) }] as unknown as PanelEntry[];

describe("a newer answer (spec 1 §9 'new updates, pull down to refresh')", () => {
  it('is one with an item issued after every item shown', () => {
    expect(isNewerAnswer(feed(3000, 2000), feed(3001, 3000))).toBe(true);
    expect(isNewerAnswer(feed(), feed(1000))).toBe(true);
  });

  it('is not the same list, an older one, a reordered one or one whose items say no time', () => {
    expect(isNewerAnswer(feed(3000, 2000), feed(3000, 2000))).toBe(false);
    expect(isNewerAnswer(feed(3000, 2000), feed(2000, 1000))).toBe(false);
    expect(isNewerAnswer(feed(3000, 2000), feed(2000, 3000))).toBe(false);
    expect(isNewerAnswer(feed(3000), feed(null, null))).toBe(false);
  });
});
