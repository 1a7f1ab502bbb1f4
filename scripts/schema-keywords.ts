/**
 * Keywords the compiler does not know. ajv compiles with `strict: false` (the CMS's schemas are
 * tolerant by design), which also lets a misspelt keyword (`minLenght`) through as an annotation that
 * checks nothing: the build refuses it instead, naming the nearest keyword it knows.
 */
import Ajv from 'ajv';
import type { Schema, SchemaSource } from './schema-source.ts';

/** Keywords whose value maps names to schemas: the names are not keywords. */
const NAMED_SCHEMAS: ReadonlySet<string> = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);
/** Keywords whose value is data, never a schema: nothing inside is a keyword. */
const DATA_VALUES: ReadonlySet<string> = new Set(['enum', 'const', 'default', 'examples', 'required']);
/** Read by json-schema-to-typescript when it writes schemas/generated/types.ts. */
const TYPE_WRITER_KEYWORDS = ['tsType', 'tsEnumNames'];

const KNOWN_KEYWORDS: readonly string[] = [...Object.keys(new Ajv({ strict: false }).RULES.keywords), ...TYPE_WRITER_KEYWORDS];

/** One keyword where a schema keyword stands: its name, its value and the schema that holds it ("/properties/a", or "(root)"). */
export interface KeywordUse {
  keyword: string;
  value: unknown;
  at: string;
}

const pointer = (path: string, key: string): string => `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/** Every keyword of a schema and its subschemas (property names, enum values and defaults are not keywords). */
export function keywordsOf(node: unknown, path = ''): KeywordUse[] {
  if (Array.isArray(node)) return node.flatMap((element, i) => keywordsOf(element, pointer(path, String(i))));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([keyword, value]) => {
    const at = pointer(path, keyword);
    const own: KeywordUse = { keyword, value, at: path || '(root)' };
    if (DATA_VALUES.has(keyword)) return [own];
    if (NAMED_SCHEMAS.has(keyword) && value !== null && typeof value === 'object') {
      return [own, ...Object.entries(value).flatMap(([name, schema]) => keywordsOf(schema, pointer(at, name)))];
    }
    return [own, ...keywordsOf(value, at)];
  });
}

export const keywordUses = (schema: Schema, keyword: string): KeywordUse[] => keywordsOf(schema).filter((use) => use.keyword === keyword);

/** How many single-character edits (insert, delete, replace, swap two neighbours) turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  // rows[i][j]: the distance from a's first i characters to b's first j.
  const rows = Array.from({ length: a.length + 1 }, (_row, i) => Array.from({ length: b.length + 1 }, (_column, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The known keyword closest to `word` (case ignored), for a 'did you mean'. */
export function nearestKeyword(word: string): string {
  const score = (keyword: string) => editDistance(word.toLowerCase(), keyword.toLowerCase());
  return KNOWN_KEYWORDS.reduce((best, keyword) => (score(keyword) < score(best) ? keyword : best));
}

/** Each keyword of the schemas that ajv does not know, where it is and the one it probably means. */
export function unknownKeywordRefusals(sources: readonly SchemaSource[]): string[] {
  return sources.flatMap(({ schema, file }) =>
    keywordsOf(schema)
      .filter(({ keyword }) => !KNOWN_KEYWORDS.includes(keyword))
      .map(({ keyword, at }) => `${file}: unknown keyword "${keyword}" at ${at}: did you mean "${nearestKeyword(keyword)}"? An unknown keyword checks nothing.`),
  );
}
