import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createNoticeCentre } from '../../core/engine/http/notices.ts';
import { Toast, TOAST_DURATION_MS, ToastHost } from '../../ui/notices/Toast.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { createEngineBus } from '../../core/engine/events.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const engine = testEngine({ language: 'en' });
const toastText = () => document.querySelector('.toast')?.textContent ?? null;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  globalThis.IS_REACT_ACT_ENVIRONMENT = undefined;
});

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('Toast (spec 2 §8, §9: 2 s)', () => {
  it('shows its message as a polite status for 2 s, then calls onDone', async () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    const onDone = vi.fn();
    const screen = await render(<Toast message="投票已结束" onDone={onDone} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('投票已结束');
    await advance(1999);
    expect(onDone).not.toHaveBeenCalled();
    await advance(1);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('takes another duration when asked (1 s for a login exception)', async () => {
    const onDone = vi.fn();
    await render(<Toast message="x" durationMs={1000} onDone={onDone} />);
    await advance(999);
    expect(onDone).not.toHaveBeenCalled();
    await advance(1);
    expect(onDone).toHaveBeenCalledOnce();
  });
});

describe('ToastHost', () => {
  it("shows the centre's toast in the reader's language and removes it after 2 s", async () => {
    const centre = createNoticeCentre(createEngineBus());
    await render(
      <WithEngine engine={engine}>
        <ToastHost centre={centre} />
      </WithEngine>,
    );
    expect(toastText()).toBeNull();
    await act(async () => centre.show({ kind: 'toast', text: { key: 'error.httpStatus', params: { status: 502 } } }));
    expect(toastText()).toBe('Connection error (502)!');
    await advance(1999);
    expect(toastText()).toBe('Connection error (502)!');
    await advance(1);
    expect(toastText()).toBeNull();
  });

  it('gives a newer toast its own full 2 s', async () => {
    const centre = createNoticeCentre(createEngineBus());
    await render(
      <WithEngine engine={engine}>
        <ToastHost centre={centre} />
      </WithEngine>,
    );
    await act(async () => centre.show({ kind: 'toast', text: { raw: 'first' } }));
    await advance(1500);
    await act(async () => centre.show({ kind: 'toast', text: { raw: 'second' } }));
    await advance(1999);
    expect(toastText()).toBe('second');
    await advance(1);
    expect(toastText()).toBeNull();
  });
});
