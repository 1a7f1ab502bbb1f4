/** Spec 2 §2: item layouts by listStyle, for the cards registered on them and the panels that care. */
export const THREE_IMAGES_LIST_STYLE = 3;
export const VIDEO_LIST_STYLE = 5;
/** Spec 2 §2: listStyle 6 is an embedded vote. */
export const VOTE_LIST_STYLE = 6;
