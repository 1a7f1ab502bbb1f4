/** Spec 2 §2 back-to-top button: the spec gives no distance; it appears once the reader is a screen down. */
export const BACK_TO_TOP_AFTER_SCREENS = 1;

export const showsBackToTop = (scrollTop: number, viewportHeight: number): boolean => scrollTop > viewportHeight * BACK_TO_TOP_AFTER_SCREENS;
