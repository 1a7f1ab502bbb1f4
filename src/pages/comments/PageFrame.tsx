import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useEngine } from '../../../core/render/engine.tsx';
import '../../ui/chrome.css';
import './comments.css';

/** A comment page: a title bar with back (to the article when there is no history), the content. */
export function PageFrame({ title, backTo, children, footer }: { title: string; backTo: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useEngine();
  const [, navigate] = useLocation();
  useEffect(() => {
    document.title = title;
  }, [title]);
  const back = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(backTo, { replace: true });
  };
  return (
    <div className="page comments-page">
      <header className="title-bar">
        <button type="button" className="title-bar__back" aria-label={t('comments.back')} onClick={back}>
          ‹
        </button>
        <h1 className="title-bar__title">{title}</h1>
      </header>
      <main>{children}</main>
      {footer ? <div className="comments-page__bar">{footer}</div> : null}
    </div>
  );
}

/** The article a comment page belongs to (spec 2 §2: /details?newsId=). */
export const articleHref = (contentId: string): string => `/details?newsId=${encodeURIComponent(contentId)}`;
