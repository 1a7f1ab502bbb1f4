import { GraphqlError, graphqlRequest } from '../../../core/engine/http/graphql.ts';
import type { Notice } from '../../../core/engine/http/notices.ts';

/**
 * Spec 2 §3, §7: a 5G search item names its content on the 5G platform (tenantId, openId, genre);
 * when the search gives no link, the platform's GraphQL endpoint says where the content is, asked
 * within the item's tenant (TenantId) for the reader (bearer token). Loaded on the tap that needs it.
 */
export const FIVE_G_CONTENT_QUERY = 'query FiveGContent($openId: ID!, $genre: String) { fiveGContent(openId: $openId, genre: $genre) { link } }';

export interface FiveGRef {
  tenantId: string;
  openId: string;
  genre: string | null;
}

/** The content's link (null when the platform has none), or the notice of spec 2 §8 for a failure. */
export async function askFiveGLink(ref: FiveGRef): Promise<{ link: string | null } | { notice: Notice }> {
  try {
    const data = await graphqlRequest<{ fiveGContent: { link?: unknown } | null }>(FIVE_G_CONTENT_QUERY, { openId: ref.openId, genre: ref.genre }, { tenantId: ref.tenantId });
    const link = data.fiveGContent?.link;
    return { link: typeof link === 'string' && link.trim() ? link.trim() : null };
  } catch (error) {
    return { notice: error instanceof GraphqlError ? error.notice : new GraphqlError('failed').notice };
  }
}
