import type { City } from './city.ts';
import * as changsha from './changsha.ts';
import * as testCity from './test-city.ts';

/** Every city's module, by the name `CITY=` gives (server side and tools only: a page's bundle carries one city). */
export const CITIES: Readonly<Record<string, City>> = { changsha, 'test-city': testCity };
export const DEFAULT_CITY = 'changsha';

/** `CITY` of the process; none where there is no process (a browser test importing the CMS's helpers). */
const cityFromEnvironment = (): string | undefined => (typeof process === 'undefined' ? undefined : process.env.CITY);

/** The city `CITY` names (Changsha when unset); an unknown name stops the process, saying the names it knows. */
export function cityNamed(name: string | undefined = cityFromEnvironment()): City {
  const chosen = name?.trim() || DEFAULT_CITY;
  const city = Object.hasOwn(CITIES, chosen) ? CITIES[chosen] : undefined;
  if (!city) throw new Error(`CITY=${chosen} names no city: cities/ has ${Object.keys(CITIES).join(', ')}`);
  return city;
}
