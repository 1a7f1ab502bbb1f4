import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { defineCall } from '../../core/engine/http/call.ts';
import type { RequestFn } from '../../core/engine/http/request.ts';
import { useCall } from '../../core/engine/render/use-call.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

const greeting = defineCall<{ id: string }, string>({
  name: 'greeting',
  path: ({ id }) => `/api/greeting/${id}`,
  read: (answer) => {
    const { code, data } = answer as { code: number; data: string };
    if (code !== 200) throw new Error('refused');
    return data;
  },
});

function Greeting({ id, testId }: { id: string; testId: string }) {
  const { state, retry } = useCall(greeting, { id });
  if (state.status === 'loading') return <p data-testid={testId}>loading</p>;
  if (state.status === 'failed')
    return (
      <button type="button" data-testid={testId} onClick={retry}>
        retry
      </button>
    );
  return <p data-testid={testId}>{state.value}</p>;
}

function TwoReaders() {
  const [id, setId] = useState('1');
  return (
    <>
      <button type="button" onClick={() => setId('2')}>
        next
      </button>
      <Greeting id={id} testId="first" />
      <Greeting id={id} testId="second" />
    </>
  );
}

describe('useCall', () => {
  it('asks once for two readers of the same call, shows its answer, and asks again for new parameters', async () => {
    const asked: string[] = [];
    const request: RequestFn = async (path) => {
      asked.push(path);
      return { code: 200, data: `hello ${path.split('/').pop()}` };
    };
    const screen = await render(
      <WithEngine engine={testEngine({ services: { request } })}>
        <TwoReaders />
      </WithEngine>,
    );
    await expect.element(screen.getByTestId('first')).toHaveTextContent('hello 1');
    await expect.element(screen.getByTestId('second')).toHaveTextContent('hello 1');
    expect(asked).toEqual(['/api/greeting/1']);
    await screen.getByRole('button', { name: 'next' }).click();
    await expect.element(screen.getByTestId('second')).toHaveTextContent('hello 2');
    expect(asked).toEqual(['/api/greeting/1', '/api/greeting/2']);
  });

  it('shows a refused answer as failed, and the retry asks again', async () => {
    let answers = 0;
    const request: RequestFn = async () => (++answers === 1 ? { code: 500, data: '' } : { code: 200, data: 'at last' });
    const screen = await render(
      <WithEngine engine={testEngine({ services: { request } })}>
        <Greeting id="1" testId="only" />
      </WithEngine>,
    );
    await screen.getByRole('button', { name: 'retry' }).click();
    await expect.element(screen.getByTestId('only')).toHaveTextContent('at last');
    expect(answers).toBe(2);
  });
});
