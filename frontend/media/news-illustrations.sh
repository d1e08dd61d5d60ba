#!/usr/bin/env bash
# Renders the seven news illustrations from their SVG sources in frontend/media/news/
# (flat, abstract, no text) to 800x450 WebP in src/assets/media/:
#   news-01  the e-VOA at the airport          news-05  Bali: digital nomad and second-home visas
#   news-02  KITAS for workers                 news-06  business visas for investors
#   news-03  KITAP for spouses                 news-07  extending a visa at the immigration office
#   news-04  overstay fines and passport care
# Edit an SVG, then run again. Deterministic; run from anywhere:
#   bash frontend/media/news-illustrations.sh
# Needs Debian's librsvg2-bin (rsvg-convert) and webp (cwebp).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$HERE/../src/assets/media"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

for svg in "$HERE"/news/news-*.svg; do
  name="$(basename "$svg" .svg)"
  rsvg-convert --width 800 --height 450 --background-color '#ffffff' "$svg" -o "$TMP/$name.png"
  cwebp -quiet -preset drawing -q 85 -m 6 -sharp_yuv -metadata none "$TMP/$name.png" -o "$OUT/$name.webp"
  size=$(stat -c %s "$OUT/$name.webp")
  [ "$size" -lt 40000 ] || { echo "$name.webp is $size bytes, over 40 kB" >&2; exit 1; }
done
