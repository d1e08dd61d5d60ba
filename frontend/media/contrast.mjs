// Worst contrast of white text (#fff) over the hero, per WCAG 2 relative luminance.
// Usage: node contrast.mjs POSTER [VIDEO...]   (each video: every 6th frame is checked too)
// The title band is the middle of the frame: x 8–92 %, y 22–78 %. Exits 1 below 4.5:1.
import { execFileSync } from 'node:child_process';

const W = 1280, H = 720, BAND = { x0: 0.08, x1: 0.92, y0: 0.22, y1: 0.78 };
const lin = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
const LUT = Float64Array.from({ length: 256 }, (_, c) => lin(c));

function frames(file, select) {
  const vf = `${select ? 'select=not(mod(n\\,6)),' : ''}scale=${W}:${H},format=rgb24`;
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-nostdin', '-i', file, '-vf', vf, '-fps_mode', 'passthrough',
    '-f', 'rawvideo', '-'], { maxBuffer: 1 << 30 });
  const size = W * H * 3, out = [];
  for (let o = 0; o + size <= raw.length; o += size) out.push(raw.subarray(o, o + size));
  return out;
}

function worst(buf, band) {
  const [x0, x1, y0, y1] = band ? [BAND.x0 * W, BAND.x1 * W, BAND.y0 * H, BAND.y1 * H].map(Math.round) : [0, W, 0, H];
  let max = 0, at = null, sum = 0, n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) {
    const i = (y * W + x) * 3;
    const L = 0.2126 * LUT[buf[i]] + 0.7152 * LUT[buf[i + 1]] + 0.0722 * LUT[buf[i + 2]];
    sum += L; n++;
    if (L > max) { max = L; at = [x, y, buf[i], buf[i + 1], buf[i + 2]]; }
  }
  return { ratio: 1.05 / (max + 0.05), mean: 1.05 / (sum / n + 0.05), at };
}

const fmt = (r) => `${r.ratio.toFixed(2)}:1 (brightest pixel at ${r.at[0]},${r.at[1]} rgb(${r.at.slice(2).join(',')}); against the band's mean luminance ${r.mean.toFixed(1)}:1)`;
const [poster, ...videos] = process.argv.slice(2);
const p = frames(poster, false)[0];
const pb = worst(p, true), pf = worst(p, false);
console.log(`${poster.split('/').pop()}, title band: white text contrast worst ${fmt(pb)}`);
console.log(`${poster.split('/').pop()}, whole frame: worst ${fmt(pf)}`);
let ok = pb.ratio >= 4.5;
for (const video of videos) {
  let w = null, k = 0, wk = 0;
  for (const f of frames(video, true)) { const r = worst(f, true); if (!w || r.ratio < w.ratio) { w = r; wk = k; } k += 6; }
  console.log(`${video.split('/').pop()} (every 6th frame), title band: worst ${fmt(w)} at frame ${wk}`);
  ok = ok && w.ratio >= 4.5;
}
if (!ok) { console.error('contrast below 4.5:1 where the title sits'); process.exit(1); }
