/**
 * Spec 2 §7: the GraphQL endpoint's path on the page's origin and its header names, shared by the
 * page's client (graphql.ts), the server that passes it to the platform and the local CMS's stand-in.
 */
export const GRAPHQL_PATH = '/graphql';
export const TENANT_ID_HEADER = 'TenantId';
export const AUTHORIZATION_HEADER = 'Authorization';
