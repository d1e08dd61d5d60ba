#!/usr/bin/env bash
# Writes the three promo-slide illustrations (flat SVG, viewBox 0 0 600 400, no text, no
# external references; decorative: the app gives each its alt text).
#   express-visa.svg  a passport with a stopwatch and a lightning bolt
#   bali-tour.svg     a Balinese split gate (candi bentar) over rice terraces, with the sun
#   family-visa.svg   a family of four in front of their home
# Deterministic; run from anywhere:  bash frontend/media/promo-illustrations.sh
set -euo pipefail
OUT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../src/assets/media"
mkdir -p "$OUT"

cat > "$OUT/express-visa.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<rect width="600" height="400" fill="#eef3fc"/>
<circle cx="300" cy="205" r="150" fill="#dbe5f7"/>
<g fill="none" stroke="#9aa5b8" stroke-width="8" stroke-linecap="round">
<path d="M60 150h70M40 200h80M70 250h55"/>
</g>
<g transform="rotate(-8 250 210)">
<rect x="160" y="90" width="180" height="240" rx="18" fill="#0b3d91"/>
<rect x="160" y="90" width="22" height="240" rx="10" fill="#082c69"/>
<circle cx="260" cy="185" r="46" fill="none" stroke="#fff" stroke-width="6"/>
<ellipse cx="260" cy="185" rx="20" ry="46" fill="none" stroke="#fff" stroke-width="5"/>
<path d="M214 185h92M222 162h76M222 208h76" stroke="#fff" stroke-width="5" fill="none"/>
<rect x="210" y="262" width="100" height="12" rx="6" fill="#fff" opacity=".85"/>
<rect x="226" y="284" width="68" height="10" rx="5" fill="#fff" opacity=".5"/>
</g>
<g transform="translate(400 235)">
<rect x="-14" y="-122" width="28" height="22" rx="6" fill="#c81e3a"/>
<rect x="58" y="-96" width="22" height="16" rx="5" fill="#c81e3a" transform="rotate(45 69 -88)"/>
<circle r="96" fill="#e11d48"/>
<circle r="76" fill="#fff"/>
<g stroke="#c9d1de" stroke-width="6" stroke-linecap="round">
<path d="M0 -66v12M66 0h-12M0 66v-12M-66 0h12"/>
</g>
<path d="M12 -52 L-30 8 H-2 L-14 52 L30 -10 H2 Z" fill="#e11d48"/>
</g>
<path d="M520 92l8 -22M545 112l20 -12M548 142l24 0" stroke="#e11d48" stroke-width="7" stroke-linecap="round"/>
</svg>
SVG

cat > "$OUT/bali-tour.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<rect width="600" height="400" fill="#eaf1fd"/>
<circle cx="300" cy="170" r="104" fill="#fbd5dd"/>
<circle cx="300" cy="170" r="70" fill="#e11d48"/>
<path d="M0 262 Q150 226 300 248 T600 238 V400 H0Z" fill="#bfe3c9"/>
<path d="M0 294 Q160 262 310 284 T600 274 V400 H0Z" fill="#8fd0a3"/>
<path d="M0 330 Q150 302 300 322 T600 312 V400 H0Z" fill="#5fb784"/>
<path d="M0 366 Q160 340 310 358 T600 350 V400 H0Z" fill="#3d9a69"/>
<g fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".55">
<path d="M16 274 Q150 244 290 262M330 264 Q460 248 590 250"/>
<path d="M16 308 Q160 280 300 300M340 300 Q470 284 590 286"/>
<path d="M16 346 Q150 320 290 338M330 338 Q460 324 590 326"/>
</g>
<g transform="translate(500 300)">
<path d="M0 0 Q-6 -60 8 -118" fill="none" stroke="#3a3f4a" stroke-width="7" stroke-linecap="round"/>
<g fill="#2e7d55"><path d="M8 -118 Q-30 -136 -56 -104 Q-24 -118 8 -114Z"/><path d="M8 -118 Q44 -138 70 -106 Q38 -120 8 -114Z"/><path d="M8 -118 Q-14 -152 -44 -150 Q-14 -136 6 -114Z"/><path d="M8 -118 Q30 -156 60 -150 Q30 -138 10 -114Z"/><path d="M8 -118 Q4 -150 14 -164 Q16 -140 10 -116Z"/></g>
</g>
<g id="bali-gate-half">
<g fill="#0b3d91">
<path d="M168 322 V292 H280 V322 Z"/>
<path d="M186 292 V200 H280 V292 Z"/>
<path d="M178 200 V190 H280 V200 Z"/>
<path d="M194 190 V160 H280 V190 Z"/>
<path d="M188 160 V154 H280 V160 Z"/>
<path d="M206 154 V130 H280 V154 Z"/>
<path d="M200 130 V124 H280 V130 Z"/>
<path d="M218 124 V104 H280 V124 Z"/>
<path d="M212 104 V98 H280 V104 Z"/>
<path d="M230 98 V82 H280 V98 Z"/>
<path d="M236 82 Q262 68 280 30 V82 Z"/>
<path d="M178 190 q-12 -2 -12 -16 q6 8 16 8z M188 154 q-12 -2 -12 -14 q6 7 16 7z M200 124 q-10 -2 -10 -13 q5 6 14 6z M212 98 q-10 -2 -10 -12 q5 6 14 6z"/>
</g>
<g fill="#1c56b8"><rect x="200" y="214" width="62" height="64"/><rect x="206" y="166" width="60" height="16"/><rect x="218" y="136" width="50" height="12"/><rect x="228" y="108" width="40" height="10"/></g>
<rect x="214" y="228" width="34" height="36" fill="#0b3d91"/>
<rect x="168" y="292" width="112" height="6" fill="#082c69"/>
</g>
<use href="#bali-gate-half" transform="matrix(-1 0 0 1 600 0)"/>
<g fill="#c9d1de"><rect x="280" y="300" width="40" height="8"/><rect x="276" y="308" width="48" height="8"/><rect x="272" y="316" width="56" height="8"/></g>
<g fill="#9aa5b8"><rect x="280" y="306" width="40" height="2"/><rect x="276" y="314" width="48" height="2"/><rect x="272" y="322" width="56" height="2"/></g>
</svg>
SVG

cat > "$OUT/family-visa.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<rect width="600" height="400" fill="#eef3fc"/>
<ellipse cx="300" cy="352" rx="260" ry="24" fill="#dbe5f7"/>
<g transform="translate(-40 0)">
<rect x="330" y="74" width="26" height="52" fill="#5c6370"/>
<path d="M110 170 L250 62 L390 170 Z" fill="#c81e3a"/>
<path d="M250 62 L390 170 H372 L250 80 Z" fill="#a3162f"/>
<rect x="136" y="166" width="228" height="180" fill="#fff"/>
<rect x="136" y="166" width="228" height="14" fill="#dbe1ea"/>
<rect x="222" y="250" width="56" height="96" rx="4" fill="#0b3d91"/>
<circle cx="266" cy="300" r="4" fill="#fff"/>
<g fill="#bcd0f2" stroke="#0b3d91" stroke-width="5">
<rect x="158" y="200" width="48" height="44" rx="3"/>
<rect x="294" y="200" width="48" height="44" rx="3"/>
</g>
<path d="M182 200v44M158 222h48M318 200v44M294 222h48" stroke="#0b3d91" stroke-width="4"/>
</g>
<path d="M410 140 c-14 -20 -42 -6 -30 16 l30 26 l30 -26 c12 -22 -16 -36 -30 -16z" fill="#e11d48"/>
<g>
<circle cx="330" cy="214" r="22" fill="#f1c9a5"/>
<path d="M308 210 a22 22 0 0 1 44 0 q-22 -10 -44 0z" fill="#3a3f4a"/>
<path d="M300 352 V272 a30 30 0 0 1 60 0 V352 Z" fill="#0b3d91"/>
<circle cx="470" cy="206" r="22" fill="#d9a37c"/>
<path d="M446 214 a24 26 0 0 1 48 0 v24 h-10 v-26 q-14 -4 -28 0 v26 h-10z" fill="#5c3b2a"/>
<path d="M438 352 L448 270 a22 22 0 0 1 44 0 L502 352 Z" fill="#e11d48"/>
<circle cx="398" cy="262" r="17" fill="#e8b48e"/>
<path d="M381 258 a17 17 0 0 1 34 0 q-17 -8 -34 0z" fill="#3a3f4a"/>
<path d="M378 352 V306 a20 20 0 0 1 40 0 V352 Z" fill="#5c6370"/>
<circle cx="540" cy="276" r="15" fill="#f1c9a5"/>
<path d="M524 280 a16 16 0 0 1 32 0 v10 h-6 v-12 q-10 -4 -20 0 v12 h-6z" fill="#5c3b2a"/>
<path d="M522 352 L528 312 a12 12 0 0 1 24 0 L558 352 Z" fill="#0e4aa8"/>
</g>
<g stroke-linecap="round" stroke-width="10" fill="none">
<path d="M352 300 q22 14 34 24" stroke="#0b3d91"/>
<path d="M448 300 q-22 14 -34 24" stroke="#e11d48"/>
<path d="M492 300 q22 10 34 20" stroke="#e11d48"/>
</g>
</svg>
SVG
