/**
 * A polyfill, for a package's code we cannot change (web-vitals calls `list.at(-1)`, Chrome 92 /
 * iOS 15.4, above the browser floor): installed by the field data's start only, never on an engine
 * that has it. Its own file, so that it rides in the field data's chunk, not the home's.
 */
export function provideArrayAt(): void {
  if (typeof Array.prototype.at === 'function') return;
  // oxlint-disable-next-line no-extend-native -- the polyfill's point: web-vitals calls it on its lists
  Object.defineProperty(Array.prototype, 'at', {
    configurable: true,
    writable: true,
    value(this: unknown[], index: number) {
      const whole = Math.trunc(index) || 0;
      return this[whole < 0 ? this.length + whole : whole];
    },
  });
}
