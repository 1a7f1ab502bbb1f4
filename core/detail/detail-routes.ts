/** Spec 2 §2: the three detail routes. */
export type DetailVariant = 'details' | 'zhcs' | 'primitive';

export const DETAIL_ROUTES: Readonly<Record<DetailVariant, string>> = {
  details: '/details',
  zhcs: '/zhcs-details',
  primitive: '/primitiveDetails',
};

/** Spec 2 §8: where code 5101 leads (the service menu's default 'content does not exist' page). */
export const CONTENT_MISSING_ROUTE = '/notFound';
