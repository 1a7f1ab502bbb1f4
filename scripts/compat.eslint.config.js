// The browser floor's API check of the built files (`npm test`: scripts/check-browser-floor.sh apis):
// eslint-plugin-compat against package.json's `browserslist` (Chrome 80, iOS 13.4), over dist/assets/*.js.
import compat from 'eslint-plugin-compat';

/**
 * APIs above the floor that the built files use only where they exist (read below, each checked
 * where it is used), so the floor's engines skip them. Anything else above the floor fails the check.
 */
const USED_ONLY_WHERE_PRESENT = [
  'structuredClone', // core/engine/schema/tolerant.ts: only for what a plain copy cannot copy, in a try
  'scheduler', // core/engine/env/next-task.ts: scheduler.yield when present, else a message
  'Intl.Segmenter', // core/domain/format/text-cut.ts: made only where it exists, else approximateGraphemes
  'AudioContext', // core/platform/tts: window.AudioContext ?? webkitAudioContext (iOS 13.4 has the prefixed one)
  'BigInt', // DOMPurify: `typeof BigInt > 'u' ? null : …`
  'navigator.connection', // the analytics SDK: `navigator.connection && …`
  'Crypto.randomUUID', // hls.js: in a try, with its own fallback
  'document.prerendering', // web-vitals: a property read, undefined where absent
  'document.wasDiscarded', // web-vitals: the same
  'requestIdleCallback', // web-vitals: `'requestIdleCallback' in window` (our own idle work: core/engine/env/idle.ts)
];

/** The editors' tools (the playground) ask for a current browser: their share link compresses the state. */
const EDITORS_TOOLS_ONLY = ['CompressionStream', 'Blob.stream'];

const base = {
  languageOptions: { ecmaVersion: 2020, sourceType: 'module' },
  linterOptions: { reportUnusedDisableDirectives: 'off' },
  plugins: { compat },
  rules: { 'compat/compat': 'error' },
};

export default [
  // ES built-ins too (Object.hasOwn, structuredClone, …), not only web APIs.
  { ...base, files: ['dist/assets/*.js'], ignores: ['dist/assets/PlaygroundPage-*.js'], settings: { lintAllEsApis: true, polyfills: USED_ONLY_WHERE_PRESENT } },
  { ...base, files: ['dist/assets/PlaygroundPage-*.js'], settings: { lintAllEsApis: true, polyfills: [...USED_ONLY_WHERE_PRESENT, ...EDITORS_TOOLS_ONLY] } },
];
