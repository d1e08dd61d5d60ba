#!/usr/bin/env bash
# Writes ten client logos (fictional companies invented for this site) as monochrome grey
# (#5c6370) SVG wordmarks with a small emblem: viewBox height 48, width <= 200, text in the
# generic font stack "system-ui, sans-serif" fitted with textLength so every platform's font
# lays out in the same box. Also writes clients.json ([{ file, name }]) for the app.
# Deterministic; run from anywhere:  bash frontend/media/client-logos.sh
set -euo pipefail
OUT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../src/assets/media"
mkdir -p "$OUT"
GREY="#5c6370"
JSON="["

# "FREIGHT" -> "Freight": the descriptor as it reads in the company's name
title() { echo "${1:0:1}$(echo "${1:1}" | tr '[:upper:]' '[:lower:]')"; }

# Width in px of a word in a bold sans-serif at 18 px, letter by letter (typical system fonts).
textwidth() {
  local s="$1" i c t=0
  for (( i = 0; i < ${#s}; i++ )); do
    c="${s:i:1}"
    case "$c" in
      [ijlI]) t=$(( t + 55 ));; [ftr]) t=$(( t + 72 ));; " ") t=$(( t + 50 ));;
      [mwMW]) t=$(( t + 165 ));; [A-Z]) t=$(( t + 128 ));; *) t=$(( t + 110 ));;
    esac
  done
  echo $(( (t + 5) / 10 ))
}

# logo NUMBER "Main word" "DESCRIPTOR" 'emblem markup, 32x32'
# The emblem is a mask (white shows grey, black cuts through), so the logo is one colour on
# any background.
logo() {
  local n="$1" main="$2" sub="$3" emblem="$4"
  local mw; mw=$(textwidth "$main")
  local sw=$(( ${#sub} * 17 / 2 ))           # 9 px capitals tracked 2.5 px
  local tw=$(( mw > sw ? mw : sw ))
  local w=$(( 46 + tw + 4 ))
  [ "$w" -le 200 ] || { echo "logo-$n is $w wide" >&2; exit 1; }
  cat > "$OUT/logo-$n.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 $w 48" width="$w" height="48" fill="$GREY">
<mask id="cipta-logo-$n"><g transform="translate(4 8)" fill="#fff">$emblem</g></mask>
<rect width="40" height="48" mask="url(#cipta-logo-$n)"/>
<g font-family="system-ui, sans-serif"><text x="46" y="26" font-size="18" font-weight="800" textLength="$mw">$main</text>
<text x="46" y="40" font-size="9" font-weight="600" letter-spacing="2.5" textLength="$sw">$sub</text></g>
</svg>
SVG
  [ "$JSON" = "[" ] || JSON+=","
  JSON+=$'\n'"  { \"file\": \"logo-$n.svg\", \"name\": \"$main $(title "$sub")\" }"
}

logo 01 "Arunika" "HOTELS" \
  '<path d="M2 24a14 14 0 0 1 28 0z"/><path d="M16 2v5M4.7 7.2l3.5 3.5M27.3 7.2l-3.5 3.5M0 16h4M28 16h4" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/><rect x="0" y="27" width="32" height="3" rx="1.5"/>'
logo 02 "Kopi Lintas" "COFFEE" \
  '<ellipse cx="16" cy="16" rx="11" ry="15" transform="rotate(30 16 16)"/><path d="M9 27c6-6 2-14 14-22" stroke="#000" stroke-width="2.5" fill="none" stroke-linecap="round"/>'
logo 03 "Sagara" "MARINE" \
  '<path d="M0 14c5-6 11-6 16 0s11 6 16 0v6c-5 6-11 6-16 0S5 14 0 20z"/><path d="M0 25c5-6 11-6 16 0s11 6 16 0v5c-5 6-11 6-16 0S5 25 0 30z" opacity=".6"/><circle cx="24" cy="5" r="4"/>'
logo 04 "Batavia" "BUILD" \
  '<rect x="0" y="18" width="14" height="14"/><rect x="16" y="18" width="14" height="14"/><rect x="8" y="2" width="14" height="14"/>'
logo 05 "Rinjani" "ENERGY" \
  '<path d="M0 30L12 6l6 10 4-6 10 20z"/><path d="M17 14l-5 9h5l-3 7 8-10h-5l3-6z" fill="#000"/>'
logo 06 "Sekar" "TEXTILES" \
  '<g transform="translate(16 16)"><ellipse rx="5" ry="14"/><ellipse rx="5" ry="14" transform="rotate(60)"/><ellipse rx="5" ry="14" transform="rotate(120)"/><circle r="4" fill="#000"/></g>'
logo 07 "Lombok" "LABS" \
  '<path d="M16 0l14 8v16l-14 8-14-8V8z"/><path d="M13 8h6M14 8v6l-5 9h14l-5-9V8" fill="none" stroke="#000" stroke-width="2.2" stroke-linejoin="round" stroke-linecap="round"/>'
logo 08 "Teluk" "FREIGHT" \
  '<rect x="0" y="12" width="20" height="18" rx="2"/><path d="M0 18h20" stroke="#000" stroke-width="2"/><path d="M20 6h8v-4l4 6-4 6v-4h-8z"/>'
logo 09 "Kenanga" "FOODS" \
  '<path d="M4 30C2 12 14 2 30 2c0 16-10 28-26 28z"/><path d="M6 28C12 20 18 14 24 8" stroke="#000" stroke-width="2.2" fill="none" stroke-linecap="round"/>'
logo 10 "Senja" "DIGITAL" \
  '<circle cx="16" cy="16" r="15" fill="none" stroke="#fff" stroke-width="3"/><rect x="9" y="9" width="6" height="6"/><rect x="17" y="9" width="6" height="6" opacity=".6"/><rect x="9" y="17" width="6" height="6" opacity=".6"/><rect x="17" y="17" width="6" height="6"/>'

printf '%s\n]\n' "$JSON" > "$OUT/clients.json"
