import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { openUrlSandbox, parseOpenUrl, type OpenUrlRequest } from '../../core/open/open-url.ts';
import { useEngine } from '../../core/render/engine.tsx';
import '../ui/chrome.css';

export interface OpenUrlViewProps {
  request: OpenUrlRequest;
  /** The page's origin: a frame of our own origin never gets allow-same-origin with scripts. */
  origin: string;
  onBack: () => void;
}

/** A title bar and the address in a sandboxed frame, or a refusal when the address is not safe. */
export function OpenUrlView({ request, origin, onBack }: OpenUrlViewProps) {
  const { t } = useEngine();
  const { target } = request;
  const title = request.title || target?.host || '';
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return (
    <div className="page page--open-url">
      <header className="title-bar">
        <button type="button" className="title-bar__back" aria-label={t('open.back')} onClick={onBack}>
          ‹
        </button>
        <h1 className="title-bar__title">{title}</h1>
      </header>
      {target ? (
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
export function OpenUrlPage() {
  const [, navigate] = useLocation();
  const request = parseOpenUrl(window.location.pathname, window.location.search, window.location.href);
  const onBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(request.fromSearch ? '/search' : '/', { replace: true });
  };
  return <OpenUrlView request={request} origin={window.location.origin} onBack={onBack} />;
}
