#!/usr/bin/env bash
# Sourced by scripts/test-all.sh: the WebKit run (tests/webkit/) needs Debian's WebKitGTK WebDriver
# (package webkit2gtk-driver: WebKitWebDriver and the MiniBrowser it drives) and Xvfb (package xvfb:
# xvfb-run). As root with apt they are installed (about 30 s); otherwise say how. Exports
# WEBKIT_DRIVER and WEBKIT_BROWSER.
find_webkit() {
  local browser=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser
  have_webkit() {
    WEBKIT_BROWSER=${WEBKIT_BROWSER:-$(ls /usr/lib/*/webkit2gtk-4.1/MiniBrowser 2>/dev/null | head -1)}
    command -v WebKitWebDriver >/dev/null 2>&1 && command -v xvfb-run >/dev/null 2>&1 && command -v xauth >/dev/null 2>&1 && [ -x "${WEBKIT_BROWSER:-$browser}" ]
  }
  if have_webkit; then return 0; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "No WebKit driver found: installing Debian's webkit2gtk-driver and xvfb..."
    export DEBIAN_FRONTEND=noninteractive
    if apt-get install -y -qq webkit2gtk-driver xvfb xauth >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq webkit2gtk-driver xvfb xauth >/dev/null; }; then
      WEBKIT_BROWSER=''
      have_webkit && return 0
    fi
  fi
  echo "No WebKit driver found: install it (e.g. 'sudo apt-get install webkit2gtk-driver xvfb'); the WebKit run counts as failed without it." >&2
  return 1
}
find_webkit && export WEBKIT_DRIVER=WebKitWebDriver WEBKIT_BROWSER
