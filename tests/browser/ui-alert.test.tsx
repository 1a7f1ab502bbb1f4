import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createNoticeCentre } from '../../core/engine/http/notices.ts';
import { Alert, ALERT_AUTO_CLOSE_MS, AlertHost } from '../../ui/notices/Alert.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { createEngineBus } from '../../core/engine/events.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const engine = testEngine({ language: 'en' });

afterEach(() => {
  vi.useRealTimers();
  globalThis.IS_REACT_ACT_ENVIRONMENT = undefined;
});

function Page({ onConfirm, open }: { onConfirm: () => void; open: boolean }) {
  return (
    <div>
      <button type="button">open the alert</button>
      {open ? <Alert title="System notice" message="The service is too busy, please try later" confirmLabel="confirm" onConfirm={onConfirm} /> : null}
    </div>
  );
}

describe('Alert', () => {
  it('is a modal alert dialog named by its title and described by its message, with focus on its button', async () => {
    const screen = await render(<Alert title="System notice" message="The service is too busy, please try later" confirmLabel="confirm" onConfirm={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'System notice' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('The service is too busy, please try later');
    expect(dialog.element().matches(':modal')).toBe(true);
    await expect.element(screen.getByRole('button', { name: 'confirm' })).toHaveFocus();
  });

  it('confirms with the button or Escape, and gives focus back where it was', async () => {
    const onConfirm = vi.fn();
    const screen = await render(<Page onConfirm={onConfirm} open={false} />);
    const opener = screen.getByRole('button', { name: 'open the alert' });
    (opener.element() as HTMLButtonElement).focus();
    await screen.rerender(<Page onConfirm={onConfirm} open />);
    await expect.element(screen.getByRole('button', { name: 'confirm' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    await screen.rerender(<Page onConfirm={onConfirm} open={false} />);
    await expect.element(opener).toHaveFocus();
  });

  it('keeps focus inside while open (the page behind is inert)', async () => {
    const screen = await render(<Page onConfirm={() => {}} open />);
    await expect.element(screen.getByRole('button', { name: 'confirm' })).toHaveFocus();
    await userEvent.tab();
    expect(document.activeElement?.textContent).not.toBe('open the alert');
    expect(screen.getByRole('button', { name: 'open the alert' }).element().closest('dialog')).toBeNull();
  });

  it('closes itself after 500000 ms (spec 2 §9)', async () => {
    expect(ALERT_AUTO_CLOSE_MS).toBe(500000);
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onConfirm = vi.fn();
    await render(<Alert title="t" message="m" confirmLabel="confirm" onConfirm={onConfirm} />);
    await act(async () => void vi.advanceTimersByTime(499_999));
    expect(onConfirm).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('Alert on an engine without <dialog> (iOS before 15.4, above the browser floor of 13.4)', () => {
  it('shows above the page, takes focus and confirms, without showModal', async () => {
    const showModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal');
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { configurable: true, value: undefined });
    try {
      const onConfirm = vi.fn();
      const screen = await render(<Page onConfirm={onConfirm} open />);
      const dialog = screen.getByRole('alertdialog', { name: 'System notice' });
      await expect.element(dialog).toBeVisible();
      expect(getComputedStyle(dialog.element()).position).toBe('fixed');
      await expect.element(screen.getByRole('button', { name: 'confirm' })).toHaveFocus();
      await userEvent.click(screen.getByRole('button', { name: 'confirm' }));
      expect(onConfirm).toHaveBeenCalledOnce();
    } finally {
      if (showModal) Object.defineProperty(HTMLDialogElement.prototype, 'showModal', showModal);
    }
  });
});

describe('AlertHost (spec 1 §8: the no-response alert is shown once until confirmed)', () => {
  it('shows one alert until it is confirmed, then the next one', async () => {
    const centre = createNoticeCentre(createEngineBus());
    const screen = await render(
      <WithEngine engine={engine}>
        <AlertHost centre={centre} />
      </WithEngine>,
    );
    centre.show({ kind: 'alert', title: { key: 'error.systemNotice' }, text: { key: 'error.serviceBusy' } });
    centre.show({ kind: 'alert', title: { key: 'error.systemNotice' }, text: { key: 'error.smallProblem' } });
    const dialog = screen.getByRole('alertdialog', { name: 'System notice' });
    await expect.element(dialog).toHaveTextContent('The service is too busy, please try later');
    expect(screen.container.querySelectorAll('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'confirm' }));
    await expect.element(dialog).not.toBeInTheDocument();
    centre.show({ kind: 'alert', title: { key: 'error.systemNotice' }, text: { key: 'error.smallProblem' } });
    await expect.element(screen.getByRole('alertdialog')).toHaveTextContent('System is having a small problem, please retry later');
  });
});
