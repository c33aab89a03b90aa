#!/usr/bin/env bash
# Makes shell/src/layout/hindi-name.woff2: the header's language switch names Hindi as "हिंदी" on
# every page, and only those five letters of Noto Sans Devanagari (the same font, cut down with
# fonttools' pyftsubset, its shaping kept) are fetched for it — 1.3 KB instead of the 50 KB face
# an English page would otherwise download for one word (docs/architecture.md, "Interface language").
# Run again only if @fontsource/noto-sans-devanagari's font changes.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v pyftsubset >/dev/null || python3 -m pip install --quiet fonttools brotli
pyftsubset node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2 \
  --text="हिंदी" --flavor=woff2 --output-file=shell/src/layout/hindi-name.woff2
