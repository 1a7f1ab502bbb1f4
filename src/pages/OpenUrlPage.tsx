import { ROUTE } from '../../core/engine/routes/routes.ts';
import { howToShow, openUrlSandbox, parseOpenUrl, type OpenUrlRequest } from '../../core/domain/open/open-url.ts';
import { TitleBar } from '../../ui/title-bar/TitleBar.tsx';
import '../../ui/notices/chrome.css';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { openUrlMessages } from './open-url.messages.ts';

export interface OpenUrlViewProps {
  request: OpenUrlRequest;
  /** The page's origin: a frame of our own origin never gets allow-same-origin with scripts, and an https page frames no http page. */
  origin: string;
  /** Where back leads without history (the search page when opened from a search). */
  backTo: string;
  onBack?: () => void;
}

/** Why the address is not shown here, and a link that leaves the product for it. */
function LeaveFor({ target, why }: { target: URL; why: 'open.insecure' | 'open.fileServer' }) {
  const t = useTexts(openUrlMessages);
  return (
    <div className="feed-state" role="status">
      <p>{t(why)}</p>
      <a className="button" href={target.href} rel="noopener noreferrer">
        {t('open.leave', { host: target.host })}
      </a>
    </div>
  );
}

/** A title bar and the address in a sandboxed frame, or what the reader can do when it cannot show here (core/domain/open/open-url.ts howToShow). */
export function OpenUrlView({ request, origin, backTo, onBack }: OpenUrlViewProps) {
  const t = useTexts(openUrlMessages);
  const show = howToShow(request.target, origin);
  const host = show.kind === 'refused' ? '' : show.target.host;
  const title = request.title || host;
  return (
    <div className="page page--open-url">
      <TitleBar title={title} backTo={backTo} onBack={onBack} />
      {show.kind === 'frame' ? (
        <iframe
          className="open-url__frame"
          title={title}
          src={show.target.href}
          sandbox={openUrlSandbox(show.target, origin)}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="fullscreen"
        />
      ) : show.kind === 'insecure' ? (
        <LeaveFor target={show.target} why="open.insecure" />
      ) : show.kind === 'file-server' ? (
        <LeaveFor target={show.target} why="open.fileServer" />
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
  return <OpenUrlView request={request} origin={window.location.origin} backTo={request.fromSearch ? ROUTE.search.path : ROUTE.home.path} />;
}
