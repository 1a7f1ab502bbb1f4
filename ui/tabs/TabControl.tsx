import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { onPlainClick } from '../link/plain-click.ts';

interface Props extends HTMLAttributes<HTMLElement> {
  /** The address showing the tab (issue 32), or null for a tab no address shows. */
  href: string | null;
  onSelect: () => void;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/**
 * One tab of a tab row: a link to the address that shows it, which a page without scripts, a middle
 * click or a long press follow, while a tap selects it in place; a button when no address shows it.
 */
export function TabControl({ href, onSelect, ref, children, ...attributes }: Props) {
  return href ? (
    <a {...attributes} ref={ref as Ref<HTMLAnchorElement>} role="tab" href={href} onClick={onPlainClick(onSelect)}>
      {children}
    </a>
  ) : (
    // Without an address only the app can show it: not offered where no app runs (src/styles.css).
    <button {...attributes} className={`${attributes.className ?? ''} needs-app`.trim()} ref={ref as Ref<HTMLButtonElement>} type="button" role="tab" onClick={onSelect}>
      {children}
    </button>
  );
}
