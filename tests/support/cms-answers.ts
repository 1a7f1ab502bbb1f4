import * as fc from 'fast-check';

/**
 * Generated CMS answers for the tolerance properties (issue 11): the shapes the platform sends and
 * the spec does not show. Shared by the unit properties, the Chromium feed fuzz and `npm run fuzz:feed`.
 */
export const FUZZ_SEED = 430100;

/** CMS strings that are also names on every object's prototype. */
export const PROTOTYPE_WORDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__', 'isPrototypeOf'] as const;

/** Any JSON value, with a bias to the wrong types a CMS sends (numbers as text, 1/0 flags, lists). */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('1', '0', 1, 0, true, false, null, '', '12', 'abc', [], {}, ['x'], ['x', 'y'], 1e21, -1, ...PROTOTYPE_WORDS),
);

const picture = fc.constantFrom('/media/img/wuyi-square.svg', '/media/img/slide-1.svg,/media/img/slide-2.svg', 'javascript:alert(1)', '', '//evil.example/x.png');

/** Mostly `likely`, sometimes anything: fields a plugin needs are usually usable, as on the platform. */
const mostly = (likely: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof({ weight: 6, arbitrary: likely }, { weight: 1, arbitrary: anyJson });

/** An item close to a real one: the fields cards read, each either plausible or anything. */
export const itemLike: fc.Arbitrary<unknown> = fc.record(
  {
    id: mostly(fc.oneof(fc.integer({ min: 1, max: 999999 }), fc.integer({ min: 1, max: 999999 }).map(String))),
    title: mostly(fc.constantFrom('长沙发布今冬供暖保障方案', '橘子洲焰火季回归', 'x'.repeat(300), ['一个标题'])),
    type: fc.oneof(fc.constantFrom('news_common', 'news_ad', 'news_video', 'short_video', 'special', 'news_live', ...PROTOTYPE_WORDS), anyJson),
    listStyle: fc.oneof(fc.integer({ min: 0, max: 7 }), fc.constantFrom('4', '6', 'big', null), anyJson),
    thumbnailUrl: fc.oneof(picture, anyJson),
    source: anyJson,
    tag: fc.oneof(fc.constantFrom('1', '置顶', 'top', ...PROTOTYPE_WORDS), anyJson),
    leftTag: anyJson,
    label: anyJson,
    newsType: fc.oneof(fc.constant(4), anyJson),
    viewCountShow: fc.oneof(fc.constantFrom(9938, '12345', '1.2w', -1), anyJson),
    commentCountShow: anyJson,
    playDuration: fc.oneof(fc.constantFrom(65, '65', '01:05'), anyJson),
    publishTime: anyJson,
    showTime: anyJson,
    extend: fc.oneof(
      fc.record({ vote: fc.record({ activityId: anyJson, type: fc.constantFrom('0', '1', 0), items: fc.array(fc.record({ id: anyJson, title: anyJson, viewValue: anyJson }), { maxLength: 4 }), end: anyJson }, { requiredKeys: [] }) }, { requiredKeys: [] }),
      anyJson,
    ),
  },
  { requiredKeys: ['id', 'title', 'listStyle'] },
);

const REGISTERED_TYPE_CODES = ['core.list.content', 'core.carousel', 'core.list.content.horizontal', 'mycs.audio', 'news.special-overview'];
const typeCode = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...REGISTERED_TYPE_CODES) }, { weight: 1, arbitrary: fc.constantFrom('test.unknown-panel', ...PROTOTYPE_WORDS) });

export const panelLike: fc.Arbitrary<unknown> = fc.record(
  {
    id: mostly(fc.integer({ min: 1, max: 99999 })),
    typeCode: mostly(typeCode),
    name: anyJson,
    config: fc.oneof(fc.record({ autoPlay: anyJson, autoPlayInterval: anyJson, filterItems: anyJson }, { requiredKeys: [] }), anyJson),
    contents: mostly(fc.array(fc.oneof({ weight: 6, arbitrary: itemLike }, { weight: 1, arbitrary: anyJson }), { maxLength: 6 })),
  },
  { requiredKeys: ['id', 'typeCode', 'contents'] },
);

/** A composite answer: the envelope with any code, message and panels (some not panels at all). */
export const compositeAnswer: fc.Arbitrary<unknown> = fc.record(
  {
    code: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(200, '200') }, { weight: 1, arbitrary: fc.oneof(fc.constantFrom(' 200', 500, '0'), anyJson) }),
    message: anyJson,
    data: fc.oneof({ weight: 5, arbitrary: fc.array(fc.oneof({ weight: 5, arbitrary: panelLike }, { weight: 1, arbitrary: anyJson }), { maxLength: 6 }) }, { weight: 1, arbitrary: anyJson }),
    requestId: anyJson,
    timestamp: anyJson,
  },
  { requiredKeys: ['code'] },
);
