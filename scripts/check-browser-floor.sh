#!/usr/bin/env bash
# The browser floor (README, "The browser floor": Chrome 80, iOS 13.4, ES2020) checked on the built
# files, dist/assets/*.js (run after `vite build`):
#   syntax  es-check: ES2020 syntax, and the ES2021+ built-ins it recognises (replaceAll, Object.hasOwn,
#           toSorted, findLast, …); plus `.at(-n)`, which es-check does not recognise with a negative index.
#   apis    eslint-plugin-compat over package.json's `browserslist` (web APIs and ES built-ins),
#           with scripts/compat.eslint.config.js's list of APIs used only where present.
set -uo pipefail
cd "$(dirname "$0")/.."
FILES='dist/assets/*.js'
# The chunk that polyfills Array#at for its package (core/engine/env/old-engines.ts provideArrayAt, web-vitals).
AT_POLYFILLED='page-reports-'

case "${1:-}" in
  syntax)
    npx es-check es2020 "$FILES" --module --checkFeatures --quiet || exit 1
    # The service worker runs in the same browsers (a classic script, built apart: scripts/vite-service-worker-plugin.ts).
    npx es-check es2020 dist/sw.js --checkFeatures --quiet || exit 1
    found=$(grep -lE '\.at\(-[0-9]' dist/assets/*.js | grep -v "$AT_POLYFILLED")
    if [ -n "$found" ]; then
      echo "Array#at (Chrome 92, iOS 15.4) in: $found"
      exit 1
    fi
    # Chrome 80-90 fail an optional call with a spread argument before another (crbug.com/42201552):
    # the build keeps `?.` (vite.config.ts), so the shape must not appear.
    found=$(grep -lE '\?\.[A-Za-z0-9_$.]*\([^()]*\.\.\.[^(),]*,' dist/assets/*.js)
    if [ -n "$found" ]; then
      echo "an optional call with a spread before another argument (fails in Chrome 80-90) in: $found"
      exit 1
    fi
    echo "ES2020 syntax and built-ins: every built file is within the floor"
    ;;
  apis)
    npx eslint --no-config-lookup -c scripts/compat.eslint.config.js "$FILES" && echo "web APIs and ES built-ins: every built file is within the floor (browserslist: $(node -p "require('./package.json').browserslist.join(', ')"))"
    ;;
  *)
    echo "usage: $0 syntax|apis" >&2
    exit 2
    ;;
esac
