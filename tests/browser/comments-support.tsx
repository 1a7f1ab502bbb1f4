import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Notice } from '../../core/engine/http/notices.ts';
import type { Language } from '../../core/engine/i18n/i18n.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import type { commentCms } from './comments-cms-stand-in.ts';

/** 2026-11-22 08:00 +08:00, the seed's "now". */
export const NOW = Date.UTC(2026, 10, 22, 0, 0);

/**
 * Renders comment UI with the stand-in CMS, a login check that answers `loggedIn`, notices recorded
 * instead of shown, and an in-memory router at `path`.
 */
export async function renderComments(ui: ReactNode, cms: ReturnType<typeof commentCms>, options: { loggedIn?: boolean; path?: string; language?: Language } = {}) {
  const notices: Notice[] = [];
  const logins: string[] = [];
  // A new engine per render: the comment modals' state (kept per engine) starts closed.
  const engine = testEngine({
    language: options.language ?? 'zh-CN',
    services: (_bus, page) => ({
      request: cms.request,
      notices: { ...page.notices, show: (notice) => void notices.push(notice) },
      session: {
        ...page.session,
        requireLogin: async () => {
          logins.push('asked');
          return options.loggedIn ?? true;
        },
      },
      now: () => NOW,
    }),
  });
  const location = memoryLocation({ path: options.path ?? '/details?newsId=1', record: true });
  const screen = await render(
    <WithEngine engine={engine}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </WithEngine>,
  );
  return { screen, notices, logins, location, engine };
}

/** The texts of the recorded toasts (catalogue keys or the server's words). */
export const toastTexts = (notices: readonly Notice[]): string[] =>
  notices.flatMap((notice) => (notice.kind === 'toast' ? ['key' in notice.text ? notice.text.key : notice.text.raw] : []));
