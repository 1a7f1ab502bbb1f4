import { ROUTE } from '../../engine/routes/routes.ts';

/** Spec 2 §2: the three detail routes. */
export type DetailVariant = 'details' | 'zhcs' | 'primitive';

export const DETAIL_ROUTES: Readonly<Record<DetailVariant, string>> = {
  details: ROUTE.details.path,
  zhcs: ROUTE.zhcsDetails.path,
  primitive: ROUTE.primitiveDetails.path,
};

/** Spec 2 §8: where code 5101 leads (the service menu's default 'content does not exist' page). */
export const CONTENT_MISSING_ROUTE = ROUTE.notFound.path;
