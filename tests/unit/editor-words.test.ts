import { describe, expect, it } from 'vitest';
import { translator } from '../../core/engine/i18n/translator.ts';
import { explainError } from '../../core/engine/render/editor-words.ts';
import { previewMessages } from '../../core/engine/render/preview.messages.ts';
import { textsFor } from '../../core/engine/render/useTexts.ts';
import { resolveComposite } from '../../core/engine/render/composite.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';

const en = textsFor('en', translator('en'), [previewMessages]);
const zh = textsFor('zh-CN', translator('zh-CN'), [previewMessages]);

describe("editors' words for the engine's findings", () => {
  it.each([
    ["(root) must have required property 'title'", 'Missing: title'],
    ["/config must have required property 'headline'", 'Missing: panel settings › headline'],
    ['/typeCode must NOT be valid', 'Empty: panel type'],
    ['card-large-image: /thumbnailUrl must NOT be valid', 'Empty: picture'],
    ['/config/headline must NOT have fewer than 1 characters', 'Empty: panel settings › headline'],
    ['/name must NOT have fewer than 3 characters', 'Too short: name needs at least 3 characters'],
    ['/viewCountShow must be integer,null (removed)', 'Not usable: view count should be a whole number or empty: left out'],
    ['(root) must be object', 'Not a group of fields (a JSON object)'],
    ['/config/autoPlayInterval must be >= 500', 'Too small: panel settings › autoPlayInterval should be at least 500'],
    ["/config/alerts/1 must have required property 'road'", 'Missing: panel settings › alerts › item 2 › road'],
    ['no panel plugin for typeCode "test.unknown-panel"', 'The app has no panel type test.unknown-panel'],
    ['no card plugin for card:news_common:9', 'The app has no layout 9 (content type news_common)'],
    ['more than 64 repairs needed', 'more than 64 repairs needed'],
  ])('%s → %s', (line, words) => expect(explainError(line, en)).toBe(words));

  it('speaks Chinese too', () => {
    expect(explainError("(root) must have required property 'title'", zh)).toBe('缺少标题');
    expect(explainError('no card plugin for card:news_common:9', zh)).toBe('应用里没有版式 9（内容类型 news_common）');
  });

  it('names a list element from 1 and by its title, so the name holds when an earlier one goes', () => {
    const panel = { config: { alerts: [{ id: 'a1', title: '芙蓉路施工', road: '芙蓉路' }, { id: 'a2', title: '五一路封闭' }, { id: 'a3' }] } };
    expect(explainError("/config/alerts/1 must have required property 'road' (removed)", zh, panel)).toBe('缺少面板设置 › alerts › 第 2 项「五一路封闭」 › road：已去掉');
    expect(explainError("/config/alerts/2 must have required property 'road'", en, panel)).toBe('Missing: panel settings › alerts › item 3 “#a3” › road');
    // The editor deletes the first alert in the CMS: the same alert keeps its name.
    const later = { config: { alerts: panel.config.alerts.slice(1) } };
    expect(explainError("/config/alerts/0 must have required property 'road'", zh, later)).toContain('「五一路封闭」');
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
