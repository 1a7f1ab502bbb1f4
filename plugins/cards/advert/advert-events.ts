/**
 * Spec 2 §7: the advert's analytics events (declared in advert.plugin.ts). A module of their own: the
 * registration is in the first bundle, the rest of the advert's rules come with its card.
 */
export const ADVERT_EVENTS = { exposure: 'ad_exposure', click: 'ad_click' } as const;
