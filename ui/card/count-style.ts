import { createContext } from 'react';

/**
 * How a card counts views where it is shown: 'feed' by the view-count rule (spec 1 §9), 'video-list'
 * by the video lists' (spec 2 §5: over 9999 in ten-thousands). A page of video lists provides it.
 */
export type CountStyle = 'feed' | 'video-list';
export const CountStyleContext = createContext<CountStyle>('feed');
