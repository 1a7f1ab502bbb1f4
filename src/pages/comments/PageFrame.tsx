import { ROUTE } from '../../../core/engine/routes/routes.ts';
import type { ReactNode } from 'react';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import './comments.css';

/** A comment page: a title bar with back (to the article when there is no history), the content. */
export function PageFrame({ title, backTo, children, footer }: { title: string; backTo: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="page comments-page">
      <TitleBar title={title} backTo={backTo} />
      <main>{children}</main>
      {footer ? <div className="comments-page__bar needs-app">{footer}</div> : null}
    </div>
  );
}

/** The article a comment page belongs to (spec 2 §2: /details?newsId=). */
export const articleHref = (contentId: string): string => ROUTE.details.link({ newsId: contentId });
