import { framesInPlace, openUrlSandbox, parseOpenUrl, type OpenUrlRequest } from '../../core/open/open-url.ts';
import { TitleBar } from '../../ui/title-bar/TitleBar.tsx';
import '../../ui/notices/chrome.css';
import { useTexts } from '../../core/render/useTexts.ts';
import { openUrlMessages } from './open-url.messages.ts';

export interface OpenUrlViewProps {
  request: OpenUrlRequest;
  /** The page's origin: a frame of our own origin never gets allow-same-origin with scripts. */
  origin: string;
  /** Where back leads without history (the search page when opened from a search). */
  backTo: string;
  onBack?: () => void;
}

/** A title bar and the address in a sandboxed frame, or a refusal when the address is not safe. */
export function OpenUrlView({ request, origin, backTo, onBack }: OpenUrlViewProps) {
  const t = useTexts(openUrlMessages);
  const { target } = request;
  const title = request.title || target?.host || '';
  return (
    <div className="page page--open-url">
      <TitleBar title={title} backTo={backTo} onBack={onBack} />
      {target && !framesInPlace(target, origin) ? (
        <div className="feed-state" role="status">
          <p>{t('open.leaves')}</p>
          <a className="button" href={target.href} rel="noopener noreferrer">
            {t('open.leave', { host: target.host })}
          </a>
        </div>
      ) : target ? (
        <iframe
          className="open-url__frame"
          title={title || target.host}
          src={target.href}
          sandbox={openUrlSandbox(target, origin)}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="fullscreen"
        />
      ) : (
        <p className="feed-state" role="alert">
          {t('open.refused')}
        </p>
      )}
    </div>
  );
}

/**
 * Route /openUrl/{encoded address}?title=&search=1 (spec 1 §2). The address is read from the raw
 * pathname: the router decodes paths with decodeURI, which would decode it a second time.
 */
export default function OpenUrlPage() {
  const request = parseOpenUrl(window.location.pathname, window.location.search, window.location.href);
  return <OpenUrlView request={request} origin={window.location.origin} backTo={request.fromSearch ? '/search' : '/'} />;
}
