import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useEngine } from '../../core/engine/render/engine.tsx';
import './title-bar.css';

interface Props {
  title: string;
  /** Where back leads when the page was opened directly (no history to go back to). */
  backTo?: string;
  /** Instead of going back: the page's own way (e.g. a test watching the tap). */
  onBack?: () => void;
  /** The title is the page's heading (h1) unless the page has its own. */
  heading?: boolean;
  /** Also the document's title (the browser's tab, the chat app's bar). */
  documentTitle?: boolean;
}

/** A page's bar: back (history first, else `backTo`) and its title. */
export function TitleBar({ title, backTo = '/', onBack, heading = true, documentTitle = true }: Props) {
  const { t } = useEngine();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (documentTitle && title) document.title = title;
  }, [documentTitle, title]);
  const back = () => {
    if (onBack) onBack();
    else if (window.history.length > 1) window.history.back();
    else navigate(backTo, { replace: true });
  };
  const Title = heading ? 'h1' : 'p';
  return (
    <header className="title-bar">
      <button type="button" className="title-bar__back" aria-label={t('common.back')} onClick={back}>
        ‹
      </button>
      <Title className="title-bar__title">{title}</Title>
    </header>
  );
}
