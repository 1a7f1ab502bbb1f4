import { describe, expect, it } from 'vitest';
import { ALL_TOPICS, topicOfAddress } from '../../core/domain/video/video-topics.ts';

describe("the video tab's topic in the address (issue 32: a chip is a link)", () => {
  const topics = ['城市建设', '文旅长沙'];

  it('chooses the topic the address names, with or without its hashes', () => {
    expect(topicOfAddress('?topic=文旅长沙', topics)).toBe('文旅长沙');
    expect(topicOfAddress(`?topic=${encodeURIComponent('#城市建设#')}`, topics)).toBe('城市建设');
  });

  it("shows every video when the address names no topic, a blank one, or one the tab's videos do not have", () => {
    for (const search of ['', '?topic=', '?topic=%20', '?topic=体育赛事', '?live=1']) expect(topicOfAddress(search, topics)).toBe(ALL_TOPICS);
  });
});
