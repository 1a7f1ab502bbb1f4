import type { ReactNode } from 'react';

/** The video tabs' header: the page's title and, once the tabs' code is live, their row. The page's fallback and the tabs share it, so the server's HTML and the skeleton keep one shape. */
export function VideoHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="video-header">
      <h1 className="video-header__title">{title}</h1>
      {children}
    </header>
  );
}
