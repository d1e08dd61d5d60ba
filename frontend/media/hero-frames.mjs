// Renders the hero's sky and sea as raw 16-bit RGB frames (rgb48le) on standard output, for
// hero-video.sh to lay the skyline over and encode. Pure arithmetic: the same Node version
// gives the same bytes.
//
//   node hero-frames.mjs [FRAMES]        default: one whole loop (FPS * PERIOD frames)
//
// Every moving term is a function of phase = 2*pi*t/PERIOD (or a whole multiple of it), so
// frame FPS*PERIOD equals frame 0 and the loop has no seam.
export const W = 1280, H = 720, FPS = 24, PERIOD = 10;
const HZ = 0.68; // the horizon, as a fraction of the height

// Colour levels (0..255) as [r, g, b].
const SKY_TOP = [4, 12, 38], SKY_HZ = [16, 56, 132];
const GLOW1 = [10, 28, 60], GLOW2 = [16, 20, 52];         // drifting blue glows
const AFTERGLOW = [150, 22, 50];                           // crimson on the horizon
const SEA_HZ = [9, 34, 92], SEA_BOTTOM = [3, 10, 30];
const REFLECT = [80, 14, 26], RIPPLE = [10, 26, 52];       // ripples: in the afterglow, elsewhere
const STAR = [70, 74, 86];

// A fixed scatter of faint stars in the upper sky (a small linear congruential generator).
let seed = 20260101;
const rnd = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
const STARS = Array.from({ length: 70 }, () => ({
  x: rnd() * W, y: rnd() * rnd() * HZ * H * 0.75, a: 0.35 + 0.65 * rnd(), k: 1 + Math.floor(rnd() * 3), ph: rnd() * 2 * Math.PI,
}));

export function renderFrame(n, out) {
  const p = (2 * Math.PI * n) / (FPS * PERIOD);
  const g1x = 0.24 + 0.07 * Math.sin(p), g1y = 0.30 + 0.05 * Math.cos(p);
  const g2x = 0.76 + 0.06 * Math.cos(p + 1), g2y = 0.22 + 0.04 * Math.sin(2 * p);
  const agx = 0.60 + 0.04 * Math.sin(p);
  // Separable factors: per column and per row.
  const c1 = new Float64Array(W), c2 = new Float64Array(W), ca = new Float64Array(W), cr = new Float64Array(W);
  const cs = new Float64Array(W), cc = new Float64Array(W);
  for (let x = 0; x < W; x++) {
    const u = x / W;
    c1[x] = Math.exp(-(((u - g1x) * 1.78) ** 2) / 0.05);
    c2[x] = Math.exp(-(((u - g2x) * 1.78) ** 2) / 0.07);
    ca[x] = Math.exp(-(((u - agx) / 0.26) ** 2));
    cr[x] = Math.exp(-(((u - agx) / 0.16) ** 2));
    const b = 1.2 * Math.sin(7 * u + p);
    cs[x] = Math.sin(b); cc[x] = Math.cos(b);
  }
  const f = new Float64Array(W * 3);
  let o = 0;
  for (let y = 0; y < H; y++) {
    const v = (y + 0.5) / H;
    const sea = v >= HZ;
    const r1 = Math.exp(-((v - g1y) ** 2) / 0.05), r2 = Math.exp(-((v - g2y) ** 2) / 0.07);
    const ra = Math.exp(-(((v - HZ) / 0.11) ** 2));
    const s = Math.min(1, v / HZ) ** 1.6;
    const d = Math.min(1, Math.max(0, (v - HZ) / (1 - HZ)));
    const a = 17 * Math.log(d + 0.05) - 3 * p;
    const sa = Math.sin(a), ca2 = Math.cos(a);
    for (let x = 0; x < W; x++) {
      const ga = ca[x] * ra;
      for (let c = 0; c < 3; c++) {
        let val;
        if (!sea) {
          val = (SKY_TOP[c] + (SKY_HZ[c] - SKY_TOP[c]) * s + GLOW1[c] * c1[x] * r1 + GLOW2[c] * c2[x] * r2) * (1 - 0.55 * ga)
            + AFTERGLOW[c] * ga;
        } else {
          val = (SEA_HZ[c] + (SEA_BOTTOM[c] - SEA_HZ[c]) * d) * (1 - 0.5 * ga) + AFTERGLOW[c] * 0.6 * ga;
        }
        f[x * 3 + c] = val;
      }
      if (sea) {
        // Ripple lines, closer together towards the horizon, broken into dashes.
        const u = x / W;
        const wave = (0.5 + 0.5 * (sa * cc[x] + ca2 * cs[x])) ** 4;
        const dash = Math.min(1, Math.max(0, 0.55 + 0.9 * Math.sin((9 * u) / (d + 0.25) + 6 * d + p)));
        const rip = wave * dash;
        const refl = rip * cr[x] * (1 - 0.6 * d);
        for (let c = 0; c < 3; c++) f[x * 3 + c] += REFLECT[c] * refl + RIPPLE[c] * rip * (1 - d);
      }
    }
    // Stars that touch this row.
    for (const st of STARS) {
      const dy = y - st.y;
      if (dy < -2 || dy > 2) continue;
      const tw = st.a * (0.6 + 0.4 * Math.sin(st.k * p + st.ph));
      for (let x = Math.max(0, Math.floor(st.x) - 2); x <= Math.min(W - 1, Math.floor(st.x) + 2); x++) {
        const k = tw * Math.exp(-((x - st.x) ** 2 + dy * dy) / 0.8);
        for (let c = 0; c < 3; c++) f[x * 3 + c] += STAR[c] * k;
      }
    }
    for (let i = 0; i < W * 3; i++) {
      out.writeUInt16LE(Math.max(0, Math.min(65535, Math.round(f[i] * 257))), o);
      o += 2;
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const frames = Number(process.argv[2] ?? FPS * PERIOD);
  for (let n = 0; n < frames; n++) {
    const buf = renderFrame(n, Buffer.alloc(W * H * 6)); // a fresh buffer: the last may still be queued
    if (!process.stdout.write(buf)) await new Promise((r) => process.stdout.once('drain', r));
  }
}
