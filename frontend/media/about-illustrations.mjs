// Writes the About page's pictures to src/assets/media/ as flat SVGs with no text and no
// external references. The app gives each its alt text (the about translation texts (i18n/about)).
//   team-<key>.svg  240x240  an illustrated portrait of each of the five team members: invented
//                            people, not photographs and not likenesses of anyone real
//   office-jakarta.svg  600x400  the head office's reception, the Jakarta skyline in its window
//   office-bali.svg     600x400  the Bali office: a tiered Balinese roof among palms and terraces
// Deterministic; run from anywhere:  node frontend/media/about-illustrations.mjs
import { mkdirSync, statSync, writeFileSync } from 'node:fs';

const out = new URL('../src/assets/media/', import.meta.url);
mkdirSync(out, { recursive: true });

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${body.trim()}\n</svg>\n`;

// ---- portraits ----

const HEAD = { cx: 120, cy: 112 };

/** Hair (or headwear) drawn behind the head and in front of it. */
const HAIR = {
  hijab: (colour) => ({
    back: `<path d="M120 54C76 54 66 98 68 132C70 170 88 190 120 196C152 190 170 170 172 132C174 98 164 54 120 54Z" fill="${colour}"/>
<path d="M52 240C56 200 82 184 120 182C158 184 184 200 188 240Z" fill="${colour}"/>`,
    front: `<path d="M84 112C84 80 100 68 120 68C140 68 156 80 156 112C148 92 134 84 120 84C106 84 92 92 84 112Z" fill="${colour}"/>`,
    face: { rx: 32, ry: 38 },
    // the hijab covers the ears and the neck
    covers: true,
  }),
  short: (colour) => ({
    back: '',
    front: `<path d="M80 112C76 74 98 62 120 62C148 62 164 78 160 112C154 94 138 86 118 88C100 90 88 98 80 112Z" fill="${colour}"/>`,
    face: { rx: 38, ry: 44 },
  }),
  long: (colour) => ({
    back: `<path d="M74 112C72 70 98 58 120 58C144 58 168 70 166 112L172 184C150 194 90 194 68 184Z" fill="${colour}"/>`,
    front: `<path d="M80 110C80 74 100 62 122 62C146 62 162 78 160 106C146 98 126 84 112 74C104 90 92 102 80 110Z" fill="${colour}"/>`,
    face: { rx: 37, ry: 43 },
  }),
  sidePart: (colour) => ({
    back: '',
    front: `<path d="M80 114C74 76 96 60 122 60C150 60 166 76 160 114C158 100 152 92 144 88C124 92 100 88 90 80C86 90 82 100 80 114Z" fill="${colour}"/>`,
    face: { rx: 38, ry: 44 },
  }),
  // A Balinese udeng, the folded head cloth, over short hair.
  udeng: (colour) => ({
    back: '',
    front: `<path d="M80 112C78 84 92 70 112 66L150 72C160 82 162 96 160 112C150 100 136 94 120 94C104 94 90 100 80 112Z" fill="#2b2b2b"/>
<path d="M78 96C84 70 104 60 124 60C146 60 160 72 164 92C150 84 136 80 120 80C104 80 90 86 78 96Z" fill="${colour}"/>
<path d="M112 66L124 48L136 66Z" fill="${colour}"/>
<path d="M84 88C100 80 140 78 158 86" stroke="#fff" stroke-width="3" fill="none" opacity=".6"/>`,
    face: { rx: 38, ry: 44 },
  }),
};

function neckAndEars(skin, shirt, face) {
  return `<path d="M104 176L120 206L136 176Z" fill="${shirt}"/>
<rect x="106" y="140" width="28" height="40" rx="12" fill="${skin}"/>
<rect x="106" y="140" width="28" height="40" rx="12" fill="#000" opacity=".08"/>
<ellipse cx="${HEAD.cx - face.rx}" cy="${HEAD.cy + 4}" rx="7" ry="10" fill="${skin}"/>
<ellipse cx="${HEAD.cx + face.rx}" cy="${HEAD.cy + 4}" rx="7" ry="10" fill="${skin}"/>`;
}

function portrait({ background, skin, hair, hairColour, clothes, shirt, glasses = false }) {
  const { back, front, face, covers = false } = HAIR[hair](hairColour);
  const eyesY = HEAD.cy + 4;
  const lens = (cx) => `<circle cx="${cx}" cy="${eyesY}" r="11" fill="none" stroke="#1f2937" stroke-width="3"/>`;
  return svg(
    240,
    240,
    `
<rect width="240" height="240" fill="${background}"/>
<circle cx="120" cy="120" r="96" fill="#fff" opacity=".35"/>
${back}
<path d="M40 240C42 196 78 176 120 176C162 176 198 196 200 240Z" fill="${clothes}"/>
${covers ? '' : neckAndEars(skin, shirt, face)}
<ellipse cx="${HEAD.cx}" cy="${HEAD.cy}" rx="${face.rx}" ry="${face.ry}" fill="${skin}"/>
${front}
<circle cx="106" cy="${eyesY}" r="4" fill="#1f2937"/>
<circle cx="134" cy="${eyesY}" r="4" fill="#1f2937"/>
${glasses ? `${lens(106)}${lens(134)}<path d="M117 ${eyesY}h6" stroke="#1f2937" stroke-width="3"/>` : ''}
<path d="M108 ${eyesY + 20}Q120 ${eyesY + 30} 132 ${eyesY + 20}" stroke="#7a3b2e" stroke-width="3.5" fill="none" stroke-linecap="round"/>
`,
  );
}

const portraits = {
  'team-rina-wulandari': { background: '#dbe5f7', skin: '#e2b08c', hair: 'hijab', hairColour: '#0b3d91', clothes: '#1c2b4a', shirt: '#f4f6fa' },
  'team-arif-setiawan': { background: '#fde7ea', skin: '#c68c65', hair: 'short', hairColour: '#1b1b1b', clothes: '#0f48b2', shirt: '#ffffff', glasses: true },
  'team-maya-kusuma': { background: '#e3f4ea', skin: '#f0c8a5', hair: 'long', hairColour: '#3b2519', clothes: '#e11d48', shirt: '#fbd5dd' },
  'team-david-hartono': { background: '#fef3d8', skin: '#eac29f', hair: 'sidePart', hairColour: '#231a14', clothes: '#374151', shirt: '#dbe5f7' },
  'team-made-wirawan': { background: '#e6ecf5', skin: '#b9794f', hair: 'udeng', hairColour: '#c81e3a', clothes: '#3d9a69', shirt: '#f4f6fa' },
};

// ---- offices ----

const officeJakarta = svg(
  600,
  400,
  `
<rect width="600" height="400" fill="#eef3fc"/>
<rect x="40" y="40" width="340" height="220" fill="#cddcf4"/>
<path d="M40 200 Q210 180 380 196 V260 H40Z" fill="#9db9e8"/>
<g fill="#4276d2">
<rect x="60" y="120" width="34" height="140"/><rect x="104" y="90" width="28" height="170"/><rect x="140" y="140" width="40" height="120"/>
<rect x="192" y="70" width="30" height="190"/><rect x="232" y="118" width="36" height="142"/><rect x="278" y="100" width="26" height="160"/>
<rect x="314" y="150" width="46" height="110"/>
</g>
<g fill="#0b3d91">
<rect x="200" y="56" width="14" height="14"/><rect x="205" y="42" width="4" height="14"/>
<rect x="150" y="168" width="20" height="92"/><rect x="244" y="146" width="14" height="114"/>
</g>
<g fill="#e8effb" opacity=".8">
<rect x="66" y="132" width="8" height="10"/><rect x="80" y="132" width="8" height="10"/><rect x="66" y="152" width="8" height="10"/><rect x="80" y="172" width="8" height="10"/>
<rect x="110" y="104" width="7" height="9"/><rect x="121" y="120" width="7" height="9"/><rect x="110" y="140" width="7" height="9"/>
<rect x="198" y="90" width="7" height="9"/><rect x="210" y="110" width="7" height="9"/><rect x="198" y="132" width="7" height="9"/>
<rect x="284" y="116" width="7" height="9"/><rect x="284" y="140" width="7" height="9"/><rect x="322" y="164" width="9" height="10"/><rect x="340" y="182" width="9" height="10"/>
</g>
<g fill="none" stroke="#fff" stroke-width="8">
<rect x="40" y="40" width="340" height="220"/><path d="M153 40V260M267 40V260"/>
</g>
<rect x="0" y="300" width="600" height="100" fill="#c9d1de"/>
<rect x="0" y="296" width="600" height="8" fill="#9aa5b8"/>
<rect x="420" y="60" width="140" height="90" rx="10" fill="#0b3d91"/>
<circle cx="470" cy="105" r="24" fill="none" stroke="#fff" stroke-width="6"/>
<path d="M458 105l9 9l16 -18" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="504" y="94" width="40" height="8" rx="4" fill="#fff" opacity=".8"/><rect x="504" y="110" width="28" height="8" rx="4" fill="#fff" opacity=".5"/>
<rect x="300" y="220" width="240" height="110" rx="10" fill="#1c58c9"/>
<rect x="300" y="220" width="240" height="18" rx="8" fill="#0b3d91"/>
<rect x="330" y="258" width="180" height="10" rx="5" fill="#e8effb" opacity=".6"/>
<g transform="translate(384 196)">
<rect x="-2" y="0" width="44" height="28" rx="3" fill="#374151"/><rect x="14" y="28" width="12" height="8" fill="#374151"/>
<rect x="2" y="4" width="36" height="20" fill="#9db9e8"/>
</g>
<g transform="translate(80 300)">
<path d="M-22 0h44l-6 44h-32Z" fill="#e11d48"/>
<g fill="#3d9a69"><path d="M0 0C-30 -20 -40 -60 -34 -90C-20 -60 -8 -30 0 0Z"/><path d="M0 0C26 -24 44 -56 38 -96C24 -62 10 -34 0 0Z"/><path d="M0 0C-6 -40 -2 -80 8 -110C12 -76 8 -36 0 0Z"/></g>
</g>
<g fill="#374151">
<rect x="160" y="300" width="90" height="14" rx="7"/><rect x="170" y="314" width="8" height="40"/><rect x="232" y="314" width="8" height="40"/>
<rect x="160" y="262" width="14" height="44" rx="7"/>
</g>
`,
);

const officeBali = svg(
  600,
  400,
  `
<rect width="600" height="400" fill="#eaf1fd"/>
<circle cx="470" cy="100" r="52" fill="#fbd5dd"/><circle cx="470" cy="100" r="34" fill="#e11d48"/>
<path d="M0 250 Q150 220 300 240 T600 232 V400 H0Z" fill="#bfe3c9"/>
<path d="M0 290 Q160 262 310 282 T600 272 V400 H0Z" fill="#8fd0a3"/>
<path d="M0 334 Q150 306 300 326 T600 316 V400 H0Z" fill="#5fb784"/>
<g fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".5">
<path d="M16 302 Q160 274 300 294M340 292 Q470 278 590 280"/><path d="M16 346 Q150 320 290 338M330 338 Q460 324 590 326"/>
</g>
<g transform="translate(300 0)">
<rect x="-120" y="250" width="240" height="16" fill="#c9d1de"/>
<rect x="-100" y="186" width="200" height="66" fill="#f4f6fa"/>
<g fill="#0b3d91"><rect x="-84" y="202" width="40" height="50"/><rect x="-20" y="202" width="40" height="50"/><rect x="44" y="202" width="40" height="34"/></g>
<g fill="#9db9e8"><rect x="-80" y="206" width="32" height="24"/><rect x="48" y="206" width="32" height="26"/></g>
<rect x="-108" y="180" width="216" height="8" fill="#7a4a2a"/>
<path d="M-140 184 L-70 130 H70 L140 184Z" fill="#8a5a36"/>
<path d="M-90 132 L-30 92 H30 L90 132Z" fill="#7a4a2a"/>
<path d="M-40 94 L0 58 L40 94Z" fill="#8a5a36"/>
<g stroke="#5c3a22" stroke-width="3" opacity=".6"><path d="M-120 176 L-60 136M120 176 L60 136M-74 128 L-26 98M74 128 L26 98"/></g>
<rect x="-3" y="40" width="6" height="20" fill="#7a4a2a"/>
</g>
<g transform="translate(92 330)">
<path d="M0 0 Q-8 -90 10 -170" fill="none" stroke="#3a3f4a" stroke-width="8" stroke-linecap="round"/>
<g fill="#2e7d55"><path d="M10 -170 Q-34 -190 -64 -152 Q-28 -168 10 -164Z"/><path d="M10 -170 Q52 -192 80 -154 Q44 -170 10 -164Z"/><path d="M10 -170 Q-16 -208 -50 -204 Q-16 -190 8 -164Z"/><path d="M10 -170 Q36 -210 70 -204 Q36 -190 12 -164Z"/></g>
</g>
<g transform="translate(520 340)">
<path d="M0 0 Q6 -70 -8 -130" fill="none" stroke="#3a3f4a" stroke-width="7" stroke-linecap="round"/>
<g fill="#2e7d55"><path d="M-8 -130 Q-46 -146 -70 -116 Q-40 -128 -8 -124Z"/><path d="M-8 -130 Q30 -150 56 -120 Q26 -132 -8 -124Z"/><path d="M-8 -130 Q-28 -162 -56 -160 Q-28 -148 -10 -124Z"/></g>
</g>
<g fill="#c9d1de"><rect x="280" y="266" width="40" height="8"/><rect x="276" y="274" width="48" height="8"/></g>
`,
);

const files = { ...Object.fromEntries(Object.entries(portraits).map(([name, look]) => [name, portrait(look)])), 'office-jakarta': officeJakarta, 'office-bali': officeBali };

for (const [name, text] of Object.entries(files)) {
  const file = new URL(`${name}.svg`, out);
  writeFileSync(file, text);
  console.log(`${name}.svg ${statSync(file).size} B`);
}
