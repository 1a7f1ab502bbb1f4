/**
 * Search results that are not content items get an item type of their own, so card plugins and
 * openers dispatch on them like on any item (docs/registry.md). Alone in this file: plugin
 * registrations import them without the search calls.
 */
export const USER_ITEM_TYPE = 'user';
export const FIVE_G_ITEM_TYPE = '5g_channel';
/** Spec 2 §3: a dynamic is a social post; search/all sends them apart, some without a type. */
export const DYNAMIC_ITEM_TYPE = 'dynamic';
