#!/usr/bin/env bash
# `npm test`: typecheck, lint, schema drift, build, bundle budget, the browser floor's checks, unit + browser (Vitest), e2e (Playwright),
# the edge (tests/edge/: Varnish in front of production instances) and the WebKit run (tests/webkit/:
# every route in Debian's WebKit, as iPhone readers see the app).
# Ends with one line "N passed, N failed" summed over every runner (also kept in .reports/summary.txt).
set -uo pipefail
cd "$(dirname "$0")/.."
REPORTS=.reports
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
passed=0
failed=0

check() { # a step that counts as one test
  local name=$1; shift
  echo "── $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "✗ $name failed"; fi
}

count_json() { # adds a runner's counts from its JSON report: $1 file, $2 node expression of [passed, failed]
  local counts
  counts=$(node -e "const r=require('./$1');const [p,f]=$2;console.log(p+' '+f)" 2>/dev/null) || counts="0 1"
  passed=$((passed + ${counts% *}))
  failed=$((failed + ${counts#* }))
}

if ! source scripts/find-chromium.sh; then
  echo "0 passed, 1 failed" | tee "$REPORTS/summary.txt"
  exit 1
fi
echo "Chromium: $CHROME_PATH"
# Not fatal: the tests that need it fail and say so.
source scripts/find-cjk-font.sh || true

check "typecheck" npx tsc --noEmit -p tsconfig.json
check "lint" npx oxlint --deny-warnings core ui plugins src server cms scripts tests cities
check "schemas up to date" npx tsx scripts/build-schemas.ts --check
check "registry table up to date" npx tsx scripts/registry-table.ts --check
check "build" npx vite build --logLevel warn
check "server renderer build" npm run --silent build:ssr
check "bundle budget" npx tsx scripts/check-budget.ts
check "browser floor: syntax of the built files (es-check, ES2020)" bash scripts/check-browser-floor.sh syntax
check "browser floor: APIs of the built files (eslint-plugin-compat, package.json browserslist)" bash scripts/check-browser-floor.sh apis
check "plugin scaffold (a panel, card, opener and player made in a copy pass typecheck, lint and the contract test)" npx tsx scripts/check-plugin-scaffold.ts

echo "── unit and browser tests (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest.json"
count_json "$REPORTS/vitest.json" "[r.numPassedTests, r.numFailedTests + (r.success || r.numFailedTests ? 0 : 1)]"

echo "── end-to-end tests (Playwright, mobile viewports)"
CI=1 npx playwright test
count_json "$REPORTS/e2e.json" "[r.stats.expected + r.stats.flaky, r.stats.unexpected + (r.errors && r.errors.length ? r.errors.length : 0)]"

echo "── the edge (Debian's Varnish in front of two production instances: npm run serve:edge)"
npx tsx tests/edge/run-edge.ts
count_json "$REPORTS/edge.json" "[r.passed, r.failed]"

echo "── WebKit (iPhone readers: Debian's WebKitGTK through WebKitWebDriver, under Xvfb)"
if source scripts/find-webkit.sh; then
  webkit_started=$SECONDS
  xvfb-run -a npx tsx tests/webkit/run-webkit.ts
  echo "WebKit run: $((SECONDS - webkit_started)) s"
  count_json "$REPORTS/webkit.json" "[r.passed, r.failed]"
else
  failed=$((failed + 1))
fi

echo "$passed passed, $failed failed" | tee "$REPORTS/summary.txt"
[ "$failed" -eq 0 ]
