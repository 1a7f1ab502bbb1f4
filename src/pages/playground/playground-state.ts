/**
 * The playground's state lives in its address, so an editor can send what they see: pasted JSON
 * (`json`), a fixture example (`example`: plugin key and index), or a CMS source (`category`, `panel`).
 * The first of these present wins. It travels in the fragment (playground-fragment.ts); an older
 * address's query is still read.
 */
export interface PlaygroundState {
  json: string | null;
  example: string | null;
  category: string | null;
  panel: string | null;
}

const KEYS = ['json', 'example', 'category', 'panel'] as const;

export function readState(search: string): PlaygroundState {
  const query = new URLSearchParams(search);
  const get = (key: (typeof KEYS)[number]) => query.get(key)?.trim() || null;
  return { json: get('json'), example: get('example'), category: get('category'), panel: get('panel') };
}

/** An example's name: "panel:core.carousel#0". */
export const exampleName = (pluginKey: string, index: number): string => `${pluginKey}#${index}`;

export function parseExampleName(name: string): { pluginKey: string; index: number } | null {
  const at = name.lastIndexOf('#');
  const index = Number(name.slice(at + 1));
  return at > 0 && Number.isInteger(index) && index >= 0 ? { pluginKey: name.slice(0, at), index } : null;
}

/** Pasted text as JSON, or why not. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
