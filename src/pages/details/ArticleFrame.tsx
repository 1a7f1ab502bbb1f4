import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { nextTask } from '../../../core/engine/env/next-task.ts';
import { usePageWindow } from '../../../core/engine/render/server-context.ts';
import { checkFrameMessage } from '../../../core/engine/sanitize/frame-messages.ts';
import { expectedMessageOrigin, frameAddress, frameSandbox } from '../../../core/domain/detail/frame-address.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { detailPageMessages } from './detail.messages.ts';

/**
 * After the frame loaded, how long what follows it waits for the frame's first contentHeight before
 * showing anyway (a page that never tells keeps the frame's default height). Our choice: framed pages
 * tell on load, a message takes a moment more.
 */
export const FRAME_HEIGHT_GRACE_MS = 1000;

const FRAME_MESSAGE_TYPES: readonly unknown[] = ['contentHeight', 'openGallery'];
const looksLikeFrameMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && FRAME_MESSAGE_TYPES.includes((data as { type?: unknown }).type);

interface Props {
  /** The content's thirdPartyCode / externalUrl page. */
  src: string;
  title: string;
  onGallery: (images: string[], index: number) => void;
  /** The frame loaded or told its height: what follows it may show now. */
  onSettled?: () => void;
}

/**
 * Spec 2 §2: third-party content in a sandboxed frame that reports its height (contentHeight) and can
 * ask for the gallery. Messages count only from this frame's window, with its origin, in exactly the
 * expected shape (core/engine/sanitize/frame-messages.ts); everything else is dropped and logged (spec 2 §8).
 */
export function ArticleFrame({ src, title, onGallery, onSettled }: Props) {
  const t = useTexts(detailPageMessages);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  // The frame is the browser's to load, once the page listens for its messages: a frame in the
  // server's HTML would load and tell its height before the page has hydrated, and the height be lost.
  // Until then the frame's place shows (the server's, and the hydration's first render). It goes in,
  // a task after the page's listener, on its own: creating a frame is a 15 ms piece of work.
  const [listening, setListening] = useState(false);
  useEffect(() => {
    let mounted = true;
    void nextTask().then(() => mounted && setListening(true));
    return () => {
      mounted = false;
    };
  }, []);
  const { location } = usePageWindow();
  const url = frameAddress(src, location.href, location.hostname);
  const sandbox = url ? frameSandbox(url, location.origin) : '';
  const href = url?.href ?? null;
  const openGallery = useEffectEvent((images: string[], index: number) => onGallery(images, index));
  // Settled once it has loaded and told its height (a height told earlier, before its fonts and
  // pictures, may still grow), or was refused, or loaded without telling within the grace time.
  useEffect(() => {
    if (!href) {
      onSettled?.();
      return;
    }
    if (!loaded) return;
    if (height !== null) {
      onSettled?.();
      return;
    }
    const timer = setTimeout(() => onSettled?.(), FRAME_HEIGHT_GRACE_MS);
    return () => clearTimeout(timer);
  }, [height, href, loaded, onSettled]);

  useEffect(() => {
    if (!href) return;
    const frameUrl = new URL(href);
    const origin = expectedMessageOrigin(frameUrl, sandbox);
    const onMessage = (event: MessageEvent) => {
      const own = frame.current?.contentWindow;
      if (!own || event.source !== own) {
        // Not our frame's. Only what pretends to be a frame message is worth a line in the log.
        if (looksLikeFrameMessage(event.data)) console.warn('[detail] frame message dropped: not from the article frame');
        return;
      }
      if (event.origin !== origin) {
        console.warn('[detail] frame message dropped: unexpected origin', event.origin);
        return;
      }
      const check = checkFrameMessage(event.data, frameUrl.href);
      if (!check.ok) {
        console.warn('[detail] frame message dropped:', check.reason);
        return;
      }
      if (check.message.type === 'contentHeight') setHeight(check.message.contentHeight);
      else openGallery(check.message.images, check.message.index);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [href, sandbox]);

  if (!href) {
    console.warn('[detail] frame address refused', src);
    return <p className="detail-state">{t('detail.bodyFailed')}</p>;
  }
  if (!listening) return <div className="article-frame" data-testid="article-frame-pending" aria-hidden="true" />;
  return (
    <iframe
      ref={frame}
      className="article-frame"
      title={title || t('detail.frameTitle')}
      src={href}
      sandbox={sandbox}
      referrerPolicy="strict-origin-when-cross-origin"
      allow="fullscreen"
      data-reported-height={height ?? undefined}
      onLoad={() => setLoaded(true)}
      style={height === null ? undefined : { height: `${height}px` }}
    />
  );
}
