/**
 * Spec 2 §4 and §9: "Text is cut into 2000-character chunks" ("speech chunk 2000 characters"); one
 * chunk is one synthesis session (protocols.md §2.5: under 8000 bytes, about 2000 Chinese characters).
 */
export const TTS_CHUNK_CHARACTERS = 2000;

/**
 * A chunk is cut after the last sentence end inside its window, unless that end lies in the window's
 * first half (then the window is cut hard at the limit, so no chunk shrinks to a sliver).
 */
const SENTENCE_END = /[。！？；!?;…\n]/u;

/** What is read aloud: the title, then the body text, with runs of white space made single. */
export function speechTextOf(title: string, bodyText: string): string {
  const clean = (text: string) =>
    text
      .replace(/[ \t\u00a0\u3000]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim();
  const head = clean(title);
  const body = clean(bodyText);
  if (!head) return body;
  if (!body) return head;
  // The title reads as its own sentence.
  return /[。！？!?.]$/u.test(head) ? `${head}\n${body}` : `${head}。\n${body}`;
}

/**
 * Spec 2 §4: the text in chunks of at most TTS_CHUNK_CHARACTERS characters (code points: a surrogate
 * pair is never split), cut at a sentence end where one lies in the second half of the window.
 * Empty chunks are left out.
 */
export function chunkSpeechText(text: string, limit: number = TTS_CHUNK_CHARACTERS): string[] {
  const characters = Array.from(text);
  const chunks: string[] = [];
  let start = 0;
  while (start < characters.length) {
    let end = Math.min(start + limit, characters.length);
    if (end < characters.length) {
      for (let i = end - 1; i >= start + Math.floor(limit / 2); i--) {
        if (SENTENCE_END.test(characters[i] ?? '')) {
          end = i + 1;
          break;
        }
      }
    }
    const chunk = characters.slice(start, end).join('').trim();
    if (chunk) chunks.push(chunk);
    start = end;
  }
  return chunks;
}
