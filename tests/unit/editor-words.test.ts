import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/translator.ts';
import { explainError } from '../../core/render/editor-words.ts';
import { previewMessages } from '../../core/render/preview.messages.ts';
import { textsFor } from '../../core/render/useTexts.ts';
import { resolveComposite } from '../../core/feed/composite.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';

const en = textsFor('en', translator('en'), [previewMessages]);
const zh = textsFor('zh-CN', translator('zh-CN'), [previewMessages]);

describe("editors' words for the engine's findings", () => {
  it.each([
    ["(root) must have required property 'title'", 'title missing'],
    ["/config must have required property 'headline'", 'config.headline missing'],
    ['/typeCode must NOT be valid', 'typeCode is empty'],
    ['card-large-image: /thumbnailUrl must NOT be valid', 'thumbnailUrl is empty'],
    ['/config/headline must NOT have fewer than 1 characters', 'config.headline is empty'],
    ['/name must NOT have fewer than 3 characters', 'name is shorter than 3 characters'],
    ['/viewCountShow must be integer,null (removed)', 'viewCountShow should be a whole number / empty: removed'],
    ['(root) must be object', 'not a JSON object'],
    ['/config/autoPlayInterval must be >= 500', 'config.autoPlayInterval should be at least 500'],
    ['no panel plugin for typeCode "test.unknown-panel"', 'no plugin shows typeCode test.unknown-panel'],
    ['no card plugin for card:news_common:9', 'listStyle 9 has no layout (type news_common)'],
    ['more than 64 repairs needed', 'more than 64 repairs needed'],
  ])('%s → %s', (line, words) => expect(explainError(line, en)).toBe(words));

  it('speaks Chinese too', () => {
    expect(explainError("(root) must have required property 'title'", zh)).toBe('缺少 title');
    expect(explainError('no card plugin for card:news_common:9', zh)).toBe('listStyle 9 没有对应的版式（类型 news_common）');
  });

  it('has words for every line the engine gives for a broken feed', () => {
    const { index } = createAppRegistry();
    const lines: string[] = [];
    const broken = [{ id: 1, typeCode: '' }, { id: 2, typeCode: 'test.unknown-panel' }, 'panel', { id: 3, typeCode: 'core.list.content', config: { autoPlayInterval: 3 }, contents: [{ id: 4 }, { id: 5, title: 't', listStyle: 9 }, { id: 6, title: 't', listStyle: 4 }, 7] }];
    for (const entry of resolveComposite(index, { code: 200, data: broken })) {
      if (entry.status === 'dropped') lines.push(...entry.errors);
      else lines.push(...entry.warnings, ...entry.items.flatMap((item) => (item.status === 'dropped' ? item.errors : item.warnings)));
    }
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.filter((line) => explainError(line, en) === line)).toEqual([]);
  });
});
