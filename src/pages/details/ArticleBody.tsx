import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { isArticleHtml, loadArticleBody } from '../../../core/detail/article-body.ts';
import { textOf, type NoticeText } from '../../../core/http/notices.ts';
import { sanitizeArticleHtml } from '../../../core/sanitize/sanitize-html.ts';
import { allowedBodyUrl } from '../../../core/sanitize/url-policy.ts';
import { useServices } from '../../../core/render/engine.tsx';
import { useAnswerSeed, usePageWindow } from '../../../core/render/server-context.ts';
import type { AnswerSeed } from '../../../core/http/answer-seed.ts';
import { BodySkeleton } from './DetailSkeleton.tsx';
import { useTexts } from '../../../core/render/useTexts.ts';
import { detailPageMessages } from './detail.messages.ts';

interface Props {
  contentUrl: string;
  onGallery: (images: string[], index: number) => void;
  /** A link in the body (or around an image) was tapped: the page navigates safely. */
  onLink: (href: string) => void;
  /** The body shows (or its failure does): what follows it may show now without pushing it around. */
  onSettled?: () => void;
}

/** Link schemes the browser hands to the device (mail, phone) rather than navigating the page. */
const HANDED_TO_THE_DEVICE: readonly string[] = ['mailto:', 'tel:'];

/** `request` names the fetch the body came from (address and attempt): an older one's answer never shows. */
type Body = { request: string; status: 'ready'; html: string } | { request: string; status: 'failed'; reason: NoticeText };

/**
 * Spec 2 §2: the body HTML fetched from contentUrl, shown as rich text once sanitized
 * (core/sanitize). Images open the gallery with all body images at the tapped one; an image inside a
 * link follows the link instead; links go through the page's safe navigation.
 */
/** The body the server fetched to render the page, when it is an article's HTML (the page shows it at once). */
function seededArticleHtml(url: string | null, seed: AnswerSeed): string | undefined {
  const seeded = url ? seed.text(url) : undefined;
  return seeded !== undefined && isArticleHtml(seeded) ? seeded : undefined;
}

/** Whether the page came with the article's body (server-rendered): it is there from the first render. */
export function useBodyCameWithPage(contentUrl: string | null | undefined): boolean {
  const win = usePageWindow();
  const seed = useAnswerSeed();
  return contentUrl ? seededArticleHtml(allowedBodyUrl(contentUrl, win.location.href, 'media'), seed) !== undefined : false;
}

export function ArticleBody({ contentUrl, onGallery, onLink, onSettled }: Props) {
  const t = useTexts(detailPageMessages);
  const services = useServices();
  const root = useRef<HTMLDivElement>(null);
  const win = usePageWindow();
  const seed = useAnswerSeed();
  const [attempt, setAttempt] = useState(0);
  const url = allowedBodyUrl(contentUrl, win.location.href, 'media');
  // A retry is a new request for the same address.
  const request = `${attempt} ${contentUrl}`;
  // A body the server fetched to render the page shows at once, sanitized here as always.
  const [body, setBody] = useState<Body | null>(() => {
    const seeded = seededArticleHtml(url, seed);
    return seeded !== undefined ? { request, status: 'ready', html: sanitizeArticleHtml(seeded, win) } : null;
  });
  const seededRequest = useRef(body?.request);

  useEffect(() => {
    if (seededRequest.current === request) return;
    const controller = new AbortController();
    if (!url) {
      console.warn('[detail] body address refused', contentUrl);
      return;
    }
    void loadArticleBody(services.fetchText, url, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.status === 'ready') {
        setBody({ request, status: 'ready', html: sanitizeArticleHtml(outcome.html, win) });
        return;
      }
      console.warn('[detail] body not loaded', contentUrl, outcome.reason);
      services.notices.show(outcome.notice);
      setBody({ request, status: 'failed', reason: outcome.reason });
    });
    return () => controller.abort();
  }, [services, url, contentUrl, request, win]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const html = body?.request === request && body.status === 'ready' ? body.html : null;
  const failed = !url || (body?.request === request && body.status === 'failed');
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
    const reason = body?.request === request && body.status === 'failed' ? textOf(body.reason, t) : null;
    return (
      <div className="detail-state" role="alert" data-testid="body-failed">
        <p>{t('detail.bodyFailed')}</p>
        {reason ? <p className="detail-state__reason">{reason}</p> : null}
        {url ? (
          <button type="button" className="button" onClick={retry}>
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (html === null) return <BodySkeleton />;
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: the images and links inside are the controls
    <div key={contentUrl} ref={decorate} className="article-body" data-testid="article-body" onClick={onClick} onKeyDown={onKeyDown} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
