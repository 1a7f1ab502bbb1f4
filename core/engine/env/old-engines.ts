/**
 * Replacements for what the browser floor's engines lack (Chrome 80, iOS 13.4: README, "The browser
 * floor"). Plain code, not polyfills: nothing is loaded or patched on newer engines. (String#replaceAll,
 * Chrome 85, is a /g regex where it was used.) `npm test` checks the built files against the floor
 * (scripts/check-browser-floor.sh).
 */

const ownProperty = Object.prototype.hasOwnProperty;

/** `Object.hasOwn` (Chrome 93, iOS 15.4). */
export const hasOwn = (object: object, key: PropertyKey): boolean => ownProperty.call(object, key);

/** `list.at(-1)` (Chrome 92, iOS 15.4). */
export const lastOf = <T>(list: readonly T[]): T | undefined => list[list.length - 1];

/** `list.findLast(test)` (Chrome 97, iOS 15.4). */
export function findLast<T, S extends T>(list: readonly T[], test: (element: T) => element is S): S | undefined {
  for (let i = list.length - 1; i >= 0; i--) {
    const element = list[i] as T;
    if (test(element)) return element;
  }
  return undefined;
}

