#!/usr/bin/env bash
# Sourced by scripts/test-all.sh: the browser and e2e tests lay Chinese text out as a reader's phone
# does, with a CJK font (a skeleton's lines match the article's; a text folds above 100 px). Without
# one, Chromium draws boxes of other widths and those tests measure the wrong page. As root with apt,
# Debian's fonts-noto-cjk is installed (about 15 s); otherwise say how.
find_cjk_font() {
  if ! command -v fc-list >/dev/null 2>&1 || [ -n "$(fc-list :lang=zh family 2>/dev/null | head -1)" ]; then return 0; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "No CJK font found: installing Debian's fonts-noto-cjk..."
    export DEBIAN_FRONTEND=noninteractive
    if apt-get install -y -qq fonts-noto-cjk >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq fonts-noto-cjk >/dev/null; }; then return 0; fi
  fi
  echo "No CJK font found: install one (e.g. 'sudo apt-get install fonts-noto-cjk'); layout tests of Chinese text will fail without it." >&2
  return 1
}
find_cjk_font
