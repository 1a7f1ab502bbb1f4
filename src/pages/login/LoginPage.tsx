import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { appBridge } from '../../../core/platform/bridge/app-bridge.ts';
import type { NativeApi } from '../../../core/platform/bridge/native-api.ts';
import { appLoginChoices, loginThroughApp, type AppLoginHandler } from '../../../core/platform/session/app-login.ts';
import { writeSessionCookie } from '../../../core/platform/session/cookie.ts';
import { browserSessionStore, type SessionStore } from '../../../core/platform/session/store.ts';
import { exchangeWeChatCode, WECHAT_LOGIN_STATE } from '../../../core/platform/session/chat-login.ts';
import { exchangeSessionToken, type LoginOutcome, type TokenExchange } from '../../../core/platform/session/token-login.ts';
import { returnPathFrom } from './safe-return.ts';
import '../../../ui/placeholders/state-message.css';
import './login-page.css';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { loginMessages } from './login.messages.ts';

/** Replaceable parts, for tests; the route uses the real ones. */
export interface LoginPageProps {
  exchange?: TokenExchange;
  /** Turns WeChat's one-time code (its web authorization came back here) into a login. */
  exchangeWeChat?: (code: string) => Promise<LoginOutcome>;
  native?: NativeApi;
  store?: SessionStore;
  reload?: () => void;
}

/** What each app login's button says, and how it looks. */
const APP_LOGIN_BUTTONS = {
  userLogin: { label: 'login.appLogin', className: undefined },
  weChatQuickLogin: { label: 'login.chatQuickLogin', className: 'login-page__wechat' },
} as const satisfies Record<AppLoginHandler, { label: string; className: string | undefined }>;

/** Maximum length of the login code field: a TGT is far shorter; longer input is a paste error. */
export const LOGIN_CODE_MAX_LENGTH = 256;

/** Spec 1 §2 /YZlogin: the login page for readers with no stored authorisation. */
export function LoginPage({ exchange = exchangeSessionToken, exchangeWeChat = exchangeWeChatCode, native = appBridge(), store = browserSessionStore(), reload }: LoginPageProps) {
  const t = useTexts(loginMessages);
  const { bus } = useEngine();
  const [, navigate] = useLocation();
  const search = useSearch();
  const returnTo = returnPathFrom(search);
  const query = new URLSearchParams(search);
  const weChatCode = query.get('state') === WECHAT_LOGIN_STATE ? query.get('code') : null;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loggedIn] = useState(() => store.isLoggedIn());
  // WeChat's code is being exchanged from the first render until its answer.
  const [weChatSettled, setWeChatSettled] = useState(false);
  const working = busy || (weChatCode !== null && !weChatSettled && !loggedIn);
  const [waitingForApp, setWaitingForApp] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const stopPolling = useRef<(() => void) | null>(null);
  const ids = { code: useId(), hint: useId(), error: useId() };

  useEffect(() => {
    document.title = t('login.title');
    return () => stopPolling.current?.();
  }, [t]);

  // Spec 1 §6: WeChat's own flow came back with its one-time code: log in with it, then go back.
  useEffect(() => {
    if (!weChatCode || loggedIn) return;
    let current = true;
    void exchangeWeChat(weChatCode).then((outcome) => {
      if (!current) return;
      setWeChatSettled(true);
      if (outcome.kind === 'ok') {
        store.storeLogin(outcome.login, '');
        bus.emit('session:changed', { userId: outcome.login.mycsUserId });
        navigate(returnTo, { replace: true });
        return;
      }
      console.error('[session] WeChat login failed', outcome.kind === 'failed' ? outcome.error : outcome);
      setError((outcome.kind === 'refused' && outcome.message) || t('session.loginFailed'));
    });
    return () => {
      current = false;
    };
  }, [weChatCode, loggedIn, exchangeWeChat, store, bus, navigate, returnTo, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ticket = code.trim();
    if (!ticket) {
      setError(t('login.codeRequired'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await exchange(ticket);
    setBusy(false);
    if (outcome.kind === 'ok') {
      store.storeLogin(outcome.login, ticket);
      writeSessionCookie(ticket); // the next app start then finds cookie and stored TGT equal
      bus.emit('session:changed', { userId: outcome.login.mycsUserId });
      navigate(returnTo, { replace: true });
      return;
    }
    // Spec 1 §8: the server's message or 'login failed'; a system error is logged.
    console.error('[session] login failed', outcome.kind === 'failed' ? outcome.error : outcome);
    setError((outcome.kind === 'refused' && outcome.message) || t('session.loginFailed'));
    input.current?.focus();
  };

  const loginWithApp = (via: AppLoginHandler) => {
    stopPolling.current?.();
    setWaitingForApp(true);
    stopPolling.current = loginThroughApp({ native, reload: reload ?? (() => window.location.reload()) }, via);
  };

  const { insideApp } = native.client;
  const appVersion = store.appVersion()?.versionName ?? null;

  if (loggedIn) {
    return (
      <main className="page login-page">
        <div className="login-page__done" role="status">
          <p>{t('login.done')}</p>
          <Link href={returnTo} className="button">
            {t('login.backHome')}
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main className="page login-page">
      <TitleBar title={t('login.title')} />
      {/* What the page is for and where its code comes from: readers arrive here from a tap that needed a login. */}
      <section className="login-page__hero" aria-label={t('login.about')}>
        <span className="state-picture state-picture--sign-in login-page__mark" aria-hidden="true" />
        <p className="login-page__lead">{t('login.intro')}</p>
        <p className="login-page__where">{t(insideApp ? 'login.whereInApp' : 'login.whereCode')}</p>
      </section>
      <div className="login-page__body">
        {insideApp ? (
          <section className="login-page__app" aria-label={t('login.appLogin')}>
            {appLoginChoices(appVersion).map((via) => (
              <button key={via} type="button" className={APP_LOGIN_BUTTONS[via].className} onClick={() => loginWithApp(via)}>
                {t(APP_LOGIN_BUTTONS[via].label)}
              </button>
            ))}
            {waitingForApp ? (
              <p className="login-page__status" role="status">
                {t('session.waitingForApp')}
              </p>
            ) : null}
          </section>
        ) : null}
        <form className="login-page__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={working}>
          <label htmlFor={ids.code}>{t('login.codeLabel')}</label>
          <input
            ref={input}
            id={ids.code}
            name="code"
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={LOGIN_CODE_MAX_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          />
          <p id={ids.hint} className="login-page__hint">
            {t('login.codeHint')}
          </p>
          {error ? (
            <p id={ids.error} className="login-page__error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="login-page__primary" disabled={working}>
            {working ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <Link href="/" className="login-page__later">
          {t('login.notNow')}
        </Link>
      </div>
    </main>
  );
}

export default LoginPage;
