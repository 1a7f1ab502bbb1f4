import { TabControl } from './TabControl.tsx';
import './tabs.css';

export interface TabItem {
  id: string;
  text: string;
}

interface Props {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  active: string | null;
  onChoose: (id: string) => void;
  /** Prefix of the tabs' element ids (`${idPrefix}-${id}`), which the tab panel is labelled by. */
  idPrefix: string;
  /** The element id of the tab panel the tabs control. */
  panelId: string;
  /** Block class of the list; each tab gets `${className}__tab`. */
  className: string;
  /** The address showing each tab (issue 32): a link a page without scripts follows; a tap chooses in place. */
  hrefOf?: (id: string) => string | null;
}

/** A row of tabs (role tablist): one selected, each a real button naming the panel it controls. */
export function TabList({ label, tabs, active, onChoose, idPrefix, panelId, className, hrefOf }: Props) {
  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <TabControl
          key={tab.id}
          href={hrefOf?.(tab.id) ?? null}
          onSelect={() => onChoose(tab.id)}
          id={`${idPrefix}-${tab.id}`}
          aria-selected={tab.id === active}
          aria-controls={panelId}
          className={`tab ${className}__tab`}
          data-tab-id={tab.id}
        >
          {tab.text}
        </TabControl>
      ))}
    </div>
  );
}
