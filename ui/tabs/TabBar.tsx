import { useRef, type KeyboardEvent } from 'react';
import { TabControl } from './TabControl.tsx';
import './tabs.css';

export interface Tab {
  id: string;
  label: string;
}

interface Props {
  tabs: readonly Tab[];
  active: string | null;
  onSelect: (id: string) => void;
  label: string;
  /** Ids of the tab panels are `${idBase}-panel-${tab.id}` (the page renders the panel). */
  idBase: string;
  /** 'chips' for a row of filters (topics), 'tabs' for the page's sections. */
  look?: 'tabs' | 'chips';
  /** Each tab's test id, when tests name tabs by their own ids. */
  tabTestId?: (id: string) => string;
  /**
   * The address showing each tab (issue 32): tabs are then links, which a page without scripts, a
   * middle click or a long press follow; a tap selects in place. A tab without an address is a button.
   */
  hrefOf?: (id: string) => string | null;
}

/** A row of tabs (ARIA tabs pattern: arrows move between them), scrolling sideways when they do not fit. */
export function TabBar({ tabs, active, onSelect, label, idBase, look = 'tabs', tabTestId, hrefOf }: Props) {
  const buttons = useRef<(HTMLElement | null)[]>([]);
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || tabs.length === 0) return;
    const at = Math.max(0, tabs.findIndex((tab) => tab.id === active));
    const next = (at + step + tabs.length) % tabs.length;
    onSelect(tabs[next]!.id);
    buttons.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={`tab-bar tab-bar--${look}`} onKeyDown={onKey}>
      {tabs.map((tab, i) => (
        <TabControl
          key={tab.id}
          ref={(element) => {
            buttons.current[i] = element;
          }}
          href={hrefOf?.(tab.id) ?? null}
          onSelect={() => onSelect(tab.id)}
          id={`${idBase}-tab-${tab.id}`}
          aria-selected={tab.id === active}
          aria-controls={`${idBase}-panel-${tab.id}`}
          tabIndex={tab.id === active ? 0 : -1}
          className="tab tab-bar__tab"
          data-testid={tabTestId?.(tab.id)}
        >
          {tab.label}
        </TabControl>
      ))}
    </div>
  );
}
