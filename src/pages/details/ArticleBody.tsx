import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { articleBodyCall, bodyFailure } from '../../../core/domain/detail/article-body.ts';
import { textOf } from '../../../core/engine/http/notices.ts';
import { allowedBodyUrl } from '../../../core/engine/sanitize/url-policy.ts';
import { useServices } from '../../../core/engine/render/engine.tsx';
import { usePageWindow } from '../../../core/engine/render/server-context.ts';
import { useCall, useCallCache } from '../../../core/engine/render/use-call.ts';
import { LeadSkeleton } from './LeadSkeleton.tsx';
import { BODY_SOURCE_ATTRIBUTE, useArticleHtml } from './useArticleHtml.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { detailPageMessages } from './detail.messages.ts';

interface Props {
  contentUrl: string;
  onGallery: (images: string[], index: number) => void;
  /** A link in the body (or around an image) was tapped: the page navigates safely. */
  onLink: (href: string) => void;
  /** The body shows (or its failure does): what follows it may show now without pushing it around. */
  onSettled?: () => void;
  /** The tapped card's lead picture, shown in the skeleton until the body arrives (issue 28 item 6). */
  leadPicture?: string | null;
}

/** Link schemes the browser hands to the device (mail, phone) rather than navigating the page. */
const HANDED_TO_THE_DEVICE: readonly string[] = ['mailto:', 'tel:'];

/** Whether the page came with the article's body (server-rendered): it is there from the first render. */
export function useBodyCameWithPage(contentUrl: string | null | undefined): boolean {
  const win = usePageWindow();
  const url = contentUrl ? allowedBodyUrl(contentUrl, win.location.href, 'media') : null;
  // The same call as the body's (one for both): seeded in the browser, answered in the server's render.
  const { state } = useCall(articleBodyCall, url);
  const calls = useCallCache();
  return state.status === 'ready' && (state.seeded || calls.recording);
}

/**
 * Spec 2 §2: the body HTML fetched from contentUrl, shown as rich text once sanitized
 * (core/engine/sanitize). Images open the gallery with all body images at the tapped one; an image inside a
 * link follows the link instead; links go through the page's safe navigation.
 */
export function ArticleBody({ contentUrl, onGallery, onLink, onSettled, leadPicture = null }: Props) {
  const t = useTexts(detailPageMessages);
  const services = useServices();
  const root = useRef<HTMLDivElement>(null);
  const win = usePageWindow();
  const url = allowedBodyUrl(contentUrl, win.location.href, 'media');
  // A body the server rendered the page with shows at once, as the server sanitized it.
  const { state, retry } = useCall(articleBodyCall, url);
  const { html, sanitizerFailed, retrySanitizer } = useArticleHtml(state, url, win);
  const failure = state.status === 'failed' ? bodyFailure(state.error) : null;

  useEffect(() => {
    if (!url) console.warn('[detail] body address refused', contentUrl);
  }, [url, contentUrl]);
  useEffect(() => {
    if (state.status !== 'failed') return;
    const { notice, reason } = bodyFailure(state.error);
    console.warn('[detail] body not loaded', contentUrl, reason);
    services.notices.show(notice);
    // Once per failed answer (the call's state object).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const failed = !url || failure !== null || sanitizerFailed;
  const settled = failed || html !== null;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  // Standalone images become buttons for the gallery (attributes only: the markup stays as sanitized).
  const decorate = useCallback(
    (element: HTMLDivElement | null) => {
      root.current = element;
      element?.querySelectorAll('img').forEach((img, index) => {
        if (img.closest('a[href]')) return;
        img.tabIndex = 0;
        img.setAttribute('role', 'button');
        const action = t('detail.openImage', { index: index + 1 });
        img.setAttribute('aria-label', img.alt ? `${img.alt}, ${action}` : action);
      });
    },
    [t],
  );

  const activate = (target: EventTarget, event: { preventDefault(): void }) => {
    const container = root.current;
    if (!container || !(target instanceof Element)) return;
    const link = target.closest('a');
    if (link && container.contains(link)) {
      // Mail and phone links (kept by the sanitizer) open the reader's own apps, as links do.
      if (HANDED_TO_THE_DEVICE.includes(link.protocol)) return;
      event.preventDefault();
      const href = link.getAttribute('href');
      if (href) onLink(href);
      return;
    }
    if (target instanceof HTMLImageElement) {
      const images = [...container.querySelectorAll('img')];
      const index = images.indexOf(target);
      if (index >= 0) onGallery(images.map((img) => img.currentSrc || img.src), index);
    }
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => activate(event.target, event);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key === 'Enter' || event.key === ' ') && event.target instanceof HTMLImageElement) activate(event.target, event);
  };

  if (failed) {
    const reason = failure ? textOf(failure.reason, t) : null;
    return (
      <div className="detail-state" role="alert" data-testid="body-failed">
        <p>{t('detail.bodyFailed')}</p>
        {reason ? <p className="detail-state__reason">{reason}</p> : null}
        {url ? (
          <button type="button" className="button" onClick={sanitizerFailed ? retrySanitizer : retry}>
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (html === null) return <LeadSkeleton picture={leadPicture} />;
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: the images and links inside are the controls
    <div key={contentUrl} ref={decorate} className="article-body" data-testid="article-body" {...{ [BODY_SOURCE_ATTRIBUTE]: url ?? undefined }} onClick={onClick} onKeyDown={onKeyDown} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
