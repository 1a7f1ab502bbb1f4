import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { cityNamed } from '../cities/by-name.ts';
import type { City } from '../cities/city.ts';
import { KIND_LIST, keepCityPlugins } from './city-plugin-list.ts';

const CURRENT_CITY = fileURLToPath(new URL('../cities/current.ts', import.meta.url));
/** index.html's placeholder for the city's description. */
const DESCRIPTION_MARK = '%CITY_DESCRIPTION%';
/** `import { a, b as c } from '…/cities/current.ts';` in a module of the app. */
const CITY_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"](?:\.\.?\/)+cities\/current\.ts['"];?/g;
const FIELD_PREFIX = '\0city-field:';

/**
 * Builds the app for the city `CITY` names (Changsha when unset), so a bundle carries that city only.
 * Each value a module imports from cities/current.ts becomes a module of its own holding that value:
 * one city module imported by the entry would have put every value in the home's first bundle (a
 * module is never split between chunks), the favourites' panel ids as much as the news category.
 * Anything else reading cities/current.ts gets the city's module. index.html gets its description.
 * The lists of plugins keep the ones the city names (scripts/city-plugin-list.ts).
 * An unknown name fails the build, listing the cities.
 */
export function cityPlugin(name: string | undefined = process.env.CITY): Plugin {
  const city = cityNamed(name);
  const cityModule = fileURLToPath(new URL(`../cities/${city.name}.ts`, import.meta.url));
  const isField = (field: string): field is keyof City => Object.hasOwn(city, field);
  return {
    name: 'city',
    enforce: 'pre',
    transform(code, id) {
      // The city's plugins only (issue 27 item 5: scripts/city-plugin-list.ts).
      const kind = KIND_LIST.exec(id)?.[1] as keyof City['plugins'] | undefined;
      if (kind) return { code: keepCityPlugins(code, kind, city.plugins[kind]), map: null };
      if (id.includes('/node_modules/') || !code.includes('cities/current.ts')) return null;
      const replaced = code.replace(CITY_IMPORT, (_, names: string) =>
        names
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => {
            const [field = '', local = field] = part.split(/\s+as\s+/);
            if (!isField(field)) throw new Error(`${id}: cities/current.ts has no ${field} (cities/city.ts)`);
            return `import { ${field} as ${local} } from ${JSON.stringify(FIELD_PREFIX + field)};`;
          })
          .join('\n'),
      );
      return replaced === code ? null : { code: replaced, map: null };
    },
    resolveId: (source) => (source.startsWith(FIELD_PREFIX) ? source : null),
    load(id) {
      if (id.startsWith(FIELD_PREFIX)) {
        const field = id.slice(FIELD_PREFIX.length);
        if (!isField(field)) return null;
        return `export const ${field} = ${JSON.stringify(city[field])};`;
      }
      return id === CURRENT_CITY ? `export * from ${JSON.stringify(cityModule)};` : null;
    },
    transformIndexHtml: (html) => html.replace(DESCRIPTION_MARK, () => city.description['zh-CN'].replaceAll('"', '&quot;')),
  };
}
