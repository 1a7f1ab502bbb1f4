export type ActionIconName = 'like' | 'favourite' | 'comment' | 'share' | 'pen';

/** Outline icons of the action bar (24-unit grid); like fills when on, the favourite star is .star-mark. */
const PATHS: Readonly<Record<Exclude<ActionIconName, 'favourite'>, string>> = {
  like: 'M7 10v11H3V10h4zm2 11h8.6a2 2 0 0 0 2-1.6l1.3-6.6A2 2 0 0 0 18.9 10H14l.8-4.2a1.6 1.6 0 0 0-2.9-1.2L9 10v11z',
  comment: 'M4 5h16v11H9l-5 4V5z',
  share: 'M15 5l5 5-5 5M20 10h-8a7 7 0 0 0-7 7v2',
  pen: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
};

export function ActionIcon({ name, filled = false }: { name: ActionIconName; filled?: boolean }) {
  // The app's one star (src/styles.css .star-mark), as the favourites list shows it.
  if (name === 'favourite') return <span className={`action-icon action-icon--favourite star-mark${filled ? ' star-mark--on' : ''}`} aria-hidden="true" />;
  return (
    <svg className={`action-icon action-icon--${name}`} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
