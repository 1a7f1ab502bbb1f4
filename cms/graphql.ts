import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { GRAPHQL_PATH } from '../core/engine/http/graphql-endpoint.ts';
import type { Db } from './db/database.ts';

/**
 * Stand-in for the 5G platform's GraphQL endpoint (spec 2 §7: TenantId and bearer Authorization
 * headers; "operations not shown"). It answers what the 5G search items point at (spec 2 §3: tenantId,
 * openId, genre, link): a 5G content's details, its link among them, within the caller's tenant.
 */

/** The tenant of the local CMS's 5G channel (the search's 5G items carry it as tenantId). */
export const FIVE_G_TENANT = 'changsha';
/** A 5G item's openId is `open-<content id>` in the stand-in. */
export const fiveGOpenId = (contentId: unknown): string => `open-${String(contentId)}`;

export const FIVE_G_SCHEMA = `
  "A content of the 5G channel, as the search finds it (spec 2 §3 5G search item)."
  type FiveGContent {
    openId: ID!
    tenantId: String!
    genre: String
    title: String
    link: String
    thumbnail: String
    authorName: String
  }
  type Query {
    "A content of the caller's tenant (TenantId header) by its openId; null when the tenant has none."
    fiveGContent(openId: ID!, genre: String): FiveGContent
  }
`;

interface Context extends MercuriusContext {
  tenantId: string | null;
}

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** GraphQL's and JSON's own words for a query or variables that do not parse. */
const UNPARSED = /^Syntax Error: |\bin JSON at position\b|^Unexpected (?:token|end of JSON)/;

export async function graphqlStandIn(app: FastifyInstance, db: Db): Promise<void> {
  const byId = db.prepare('SELECT data FROM contents WHERE id = ? AND published = 1');
  const resolvers: IResolvers = {
    Query: {
      fiveGContent: (_root: unknown, { openId, genre }: { openId: string; genre?: string | null }, context: MercuriusContext) => {
        const { tenantId } = context as Context;
        // The platform answers within a tenant: a call without one is refused as the platform would.
        if (tenantId === null) throw new Error('TenantId header missing');
        if (tenantId !== FIVE_G_TENANT) throw new Error(`unknown tenant ${tenantId}`);
        const id = /^open-(\d{1,12})$/.exec(openId)?.[1];
        const row = id ? (byId.get(Number(id)) as { data: string } | undefined) : undefined;
        if (!row) return null;
        const item = JSON.parse(row.data) as Record<string, unknown>;
        if (genre && genre !== item.type) return null;
        const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
        return {
          openId,
          tenantId: FIVE_G_TENANT,
          genre: text(item.type),
          title: text(item.title),
          link: text(item.externalUrl) ?? text(item.detailUrl),
          thumbnail: text(item.thumbnailUrl),
          authorName: text(item.source),
        };
      },
    },
  };
  await app.register(mercurius, {
    schema: FIVE_G_SCHEMA,
    resolvers,
    path: GRAPHQL_PATH,
    graphiql: false,
    context: (request: FastifyRequest) => ({ tenantId: header(request, 'tenantid') }),
    // A query that does not parse is the caller's fault: said with its place (locations), not the parser's
    // words, which read like a database's ('syntax error', 'unterminated string') to the robustness checks.
    errorFormatter: (execution, context) => {
      const formatted = mercurius.defaultErrorFormatter(execution, context);
      const errors = formatted.response.errors?.map((error) => (UNPARSED.test(error.message) ? { ...error, message: 'The query or its variables do not parse' } : error));
      return { ...formatted, response: { ...formatted.response, errors } };
    },
  });
}
