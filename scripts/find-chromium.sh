#!/usr/bin/env bash
# Sourced by scripts/test-all.sh: exports CHROME_PATH, a Chromium for the browser and e2e tests.
# Order: $CHROME_PATH, /usr/bin/chromium, Playwright's own; else, as root with apt, Debian's chromium.
find_chromium() {
  if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then return 0; fi
  if [ -x /usr/bin/chromium ]; then CHROME_PATH=/usr/bin/chromium; return 0; fi
  local own
  own=$(node -e "try{console.log(require('playwright').chromium.executablePath())}catch{}" 2>/dev/null)
  if [ -n "$own" ] && [ -x "$own" ]; then CHROME_PATH=$own; return 0; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "No Chromium found: installing Debian's chromium (apt-get install chromium)..."
    if DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; then
      CHROME_PATH=/usr/bin/chromium; return 0
    fi
  fi
  echo "No Chromium found: install one (e.g. 'sudo apt-get install chromium') or set CHROME_PATH to its executable." >&2
  return 1
}
find_chromium && export CHROME_PATH
