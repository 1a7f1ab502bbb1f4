import { lazy } from 'react';

/** Preview's notes load only when a page in preview shows one: readers never download them. */
export const DroppedPlaceholder = lazy(() => import('./DroppedPlaceholder.tsx'));
export const WarningNote = lazy(() => import('./WarningNote.tsx'));
export const DraftMark = lazy(() => import('./WarningNote.tsx').then((m) => ({ default: m.DraftMark })));
