import { useEffect, useRef, useState } from 'react';
import { appBridge } from '../../../core/platform/bridge/app-bridge.ts';
import type { BridgeResult } from '../../../core/platform/bridge/client.ts';
import type { NativeApi, NativeHandlerName } from '../../../core/platform/bridge/native-api.ts';
import { BRIDGE_DEMOS, type BridgeDemo } from './bridge-demos.ts';
import './bridge-page.css';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { bridgeMessages } from './bridge.messages.ts';

interface LogEntry {
  id: number;
  name: NativeHandlerName;
  startedAt: string;
  elapsedMs: number;
  result: BridgeResult<unknown>;
}

type Reply = BridgeResult<unknown> | 'pending';

const json = (value: unknown) => JSON.stringify(value, null, 1);

/** Runs one sample call and times it, for the log. */
async function timedCall(demo: BridgeDemo, native: NativeApi): Promise<Omit<LogEntry, 'id'>> {
  const started = new Date();
  const result = await demo.run(native, window.location.origin);
  return { name: demo.name, startedAt: started.toTimeString().slice(0, 8), elapsedMs: Date.now() - started.getTime(), result };
}

/** Spec 1 §2 /bridge: one button per native handler, each reply as JSON, and the call log. */
export function BridgePage({ api }: { api?: NativeApi }) {
  const t = useTexts(bridgeMessages);
  const native = api ?? appBridge();
  const [replies, setReplies] = useState<Partial<Record<NativeHandlerName, Reply>>>({});
  const [log, setLog] = useState<LogEntry[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    document.title = t('bridge.title');
  }, [t]);

  const run = async (demo: BridgeDemo) => {
    setReplies((current) => ({ ...current, [demo.name]: 'pending' }));
    const entry: LogEntry = { id: nextId.current++, ...(await timedCall(demo, native)) };
    setReplies((current) => ({ ...current, [demo.name]: entry.result }));
    setLog((current) => [entry, ...current]);
  };

  const { insideApp, platform } = native.client;
  return (
    <main className="bridge-page">
      <h1>{t('bridge.title')}</h1>
      <p className="bridge-page__mode">
        {t('bridge.mode')}: {insideApp ? t('bridge.insideApp', { platform: platform ?? '' }) : t('bridge.outsideApp')}
      </p>

      <h2 id="bridge-handlers">{t('bridge.handlers')}</h2>
      <ul className="bridge-page__handlers" aria-labelledby="bridge-handlers">
        {BRIDGE_DEMOS.map((demo) => {
          const reply = replies[demo.name];
          return (
            <li key={demo.name} className="bridge-page__handler">
              <button type="button" onClick={() => void run(demo)} aria-busy={reply === 'pending'}>
                {demo.name}
              </button>
              <output aria-label={t('bridge.reply', { name: demo.name })} aria-live="polite" data-ok={reply && reply !== 'pending' ? String(reply.ok) : undefined}>
                {reply === undefined ? t('bridge.noReplyYet') : reply === 'pending' ? '…' : json(reply)}
              </output>
            </li>
          );
        })}
      </ul>

      <h2 id="bridge-log">{t('bridge.callLog')}</h2>
      <button type="button" className="button" onClick={() => setLog([])} disabled={log.length === 0}>
        {t('bridge.clearLog')}
      </button>
      {log.length === 0 ? <p>{t('bridge.emptyLog')}</p> : null}
      <ol className="bridge-page__log" aria-labelledby="bridge-log" reversed>
        {log.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.name}</strong> {entry.startedAt} · {entry.elapsedMs} ms
            <pre>{json(entry.result)}</pre>
          </li>
        ))}
      </ol>
    </main>
  );
}

export default BridgePage;
