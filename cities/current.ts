/**
 * The city this build is for. `CITY=<name>` at build time makes the page's and the server renderer's
 * bundles take cities/<name>.ts here instead (scripts/vite-city-plugin.ts), so a bundle carries one
 * city; unset, it is Changsha (and so in tests). The server and the local CMS read theirs at start
 * from the same variable (cities/by-name.ts).
 */
export * from './changsha.ts';
