/** Bump when the seed changes: a database seeded by an older version is rebuilt on start. */
export const SEED_VERSION = 13;
