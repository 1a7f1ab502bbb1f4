import { describe, expect, it } from 'vitest';
import { createEngineBus } from '../../core/engine/events.ts';
import { ask, createNoticeCentre } from '../../core/engine/http/notices.ts';
import { askToLogIn } from '../../core/platform/session/require-login.ts';

describe("the notices' question ('confirm' notice)", () => {
  it('shows one question until it is answered, and resolves with the answer', async () => {
    const bus = createEngineBus();
    let changes = 0;
    bus.on('notices:changed', () => changes++);
    const centre = createNoticeCentre(bus);
    const answer = askToLogIn(centre);
    const question = centre.getSnapshot().question;
    expect(question).toMatchObject({ text: { key: 'session.notLoggedIn' }, cancel: { key: 'session.cancel' }, confirm: { key: 'session.goToLogin' } });
    centre.answerQuestion(question?.id ?? 0, true);
    expect(await answer).toBe(true);
    expect(centre.getSnapshot().question).toBeUndefined();
    expect(changes).toBe(2);
  });

  it('a newer question replaces the one showing, which counts as cancelled', async () => {
    const centre = createNoticeCentre(createEngineBus());
    const first = ask(centre, { text: { raw: 'first?' }, cancel: { raw: 'no' }, confirm: { raw: 'yes' } });
    const second = ask(centre, { text: { raw: 'second?' }, cancel: { raw: 'no' }, confirm: { raw: 'yes' } });
    expect(await first).toBe(false);
    const shown = centre.getSnapshot().question;
    expect(shown?.text).toEqual({ raw: 'second?' });
    centre.answerQuestion(shown?.id ?? 0, false);
    expect(await second).toBe(false);
  });
});
