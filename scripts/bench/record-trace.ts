import type { CDPSession } from 'playwright';

/** What the benchmarks trace: the main thread's tasks (toplevel) and the timeline's events. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', '__metadata'];

/** A Chromium performance trace (CDP Tracing) of what the page does during `during`. */
export async function recordTrace(client: CDPSession, during: () => Promise<void>): Promise<unknown> {
  await client.send('Tracing.start', { categories: TRACE_CATEGORIES.join(','), transferMode: 'ReturnAsStream' });
  await during();
  const complete = new Promise<string>((resolve) => client.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')));
  await client.send('Tracing.end');
  const stream = await complete;
  let text = '';
  for (;;) {
    const chunk = await client.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await client.send('IO.close', { handle: stream });
  return JSON.parse(text);
}
