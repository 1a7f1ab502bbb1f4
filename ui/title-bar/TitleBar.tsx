import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { referringPage } from '../../core/domain/open/page-address.ts';
import { onPlainClick } from '../link/plain-click.ts';
import { documentTitleAttribute } from '../../core/engine/render/document-title.ts';
import './title-bar.css';

interface Props {
  title: string;
  /** Where back leads when the page was opened directly (no history to go back to). */
  backTo?: string;
  /** Instead of going back: the page's own way (e.g. a test watching the tap). */
  onBack?: () => void;
  /** The title is the page's heading (h1) unless the page has its own. */
  heading?: boolean;
  /** Also the document's title (the browser's tab, the chat app's bar); a text: the document's own (a content's `{title} - {app}`, as the server's head says). */
  documentTitle?: boolean | string;
}

/** The referrer never changes while the page stays. */
const unchanging = () => () => {};

/**
 * A page's bar: back (history first, else `backTo`) and its title. Back is a link (issue 32): to the
 * page the reader came from when it is ours, else to `backTo`, which a page without scripts (or a long
 * press) follows; a tap goes back through the history as before.
 */
export function TitleBar({ title, backTo = '/', onBack, heading = true, documentTitle = true }: Props) {
  const { t } = useEngine();
  const [, navigate] = useLocation();
  // The server knows no referrer: hydration takes `backTo`, as the server rendered, then the referrer.
  const backHref = useSyncExternalStore(
    unchanging,
    () => referringPage(document.referrer, window.location.origin) ?? backTo,
    () => backTo,
  );
  const named = typeof documentTitle === 'string' ? documentTitle : documentTitle ? title : '';
  useEffect(() => {
    if (named) document.title = named;
  }, [named]);
  const back = () => {
    if (onBack) onBack();
    else if (window.history.length > 1) window.history.back();
    else navigate(backTo, { replace: true });
  };
  const Title = heading ? 'h1' : 'p';
  return (
    <header className="title-bar" {...documentTitleAttribute(named)}>
      <a className="title-bar__back" href={backHref} aria-label={t('common.back')} onClick={onPlainClick(back)}>
        ‹
      </a>
      <Title className="title-bar__title">{title}</Title>
    </header>
  );
}
