#!/usr/bin/env bash
# Makes the home page's hero background: a calm 10 s loop of a night sky over the Java Sea,
# with drifting blue glows, faint twinkling stars, a crimson afterglow on the horizon, rippling
# reflections and a stylised Jakarta skyline (Monas in the middle) with a volcano island.
#
#   hero-av1.mp4      AV1 Main, 10-bit 4:2:0 (libaom-av1), for browsers that play AV1
#   hero-h264.mp4     H.264 High, 8-bit yuv420p, +faststart: the fallback every browser plays
#   hero-poster.webp  first frame, 1280x720 (also hero-poster.avif, 10-bit)
#
# hero-frames.mjs computes the sky and sea in 16-bit RGB (every motion is periodic in 10 s,
# so the last frame leads seamlessly into the first); hero-skyline.svg is laid over them.
# No audio track. Deterministic: same tools, same bytes.
# Run from anywhere:  bash frontend/media/hero-video.sh
# Needs Debian's ffmpeg, webp (cwebp), libavif-bin (avifenc), librsvg2-bin (rsvg-convert), and node.
# PREVIEW=1 renders only the first frame to /tmp/hero-frame0.png (or $PREVIEW_OUT) and stops.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$HERE/../src/assets/media"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

FPS=24; FRAMES=240   # 10 s, must match hero-frames.mjs
[ "${PREVIEW:-0}" = 1 ] && FRAMES=1

rsvg-convert "$HERE/hero-skyline.svg" -o "$TMP/skyline.png"

# Master: lossless 16-bit RGB (FFV1); the skyline merged over the sky through its alpha.
node "$HERE/hero-frames.mjs" "$FRAMES" | ffmpeg -v error -nostdin -y \
  -f rawvideo -pix_fmt rgb48le -s 1280x720 -r "$FPS" -i pipe:0 \
  -loop 1 -framerate "$FPS" -i "$TMP/skyline.png" \
  -filter_complex "[0:v]format=gbrp16le[bg];[1:v]format=rgba,split[s1][s2];[s1]format=gbrp16le[fg];\
[s2]alphaextract,format=gbrp16le[m];[bg][fg][m]maskedmerge,format=gbrp16le[v]" \
  -map '[v]' -frames:v "$FRAMES" -c:v ffv1 -level 3 "$TMP/master.mkv"

ffmpeg -v error -nostdin -y -i "$TMP/master.mkv" -frames:v 1 -pix_fmt rgb48be "$TMP/frame0-16.png"
if [ "${PREVIEW:-0}" = 1 ]; then
  ffmpeg -v error -nostdin -y -i "$TMP/frame0-16.png" -pix_fmt rgb24 "${PREVIEW_OUT:-/tmp/hero-frame0.png}"
  exit 0
fi

TAGS=(-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv)
COMMON=(-an -map_metadata -1 -fflags +bitexact -flags:v +bitexact -movflags +faststart)
TOYUV="scale=out_color_matrix=bt709:out_range=tv:flags=bicubic+accurate_rnd+full_chroma_int"

# AV1, 10-bit so the dark gradients keep no bands; constant quality, one keyframe per loop.
ffmpeg -v error -nostdin -y -i "$TMP/master.mkv" -vf "$TOYUV,format=yuv420p10le" "${TAGS[@]}" \
  -c:v libaom-av1 -crf "${AV1_CRF:-30}" -b:v 0 -cpu-used 5 -row-mt 1 -threads 2 -g "$FRAMES" \
  "${COMMON[@]}" "$OUT/hero-av1.mp4"

# H.264 fallback: High profile, level 4.0, 8-bit yuv420p (swscale dithers the 16-bit master
# down, which hides bands), the index at the front (+faststart).
ffmpeg -v error -nostdin -y -i "$TMP/master.mkv" -vf "$TOYUV,format=yuv420p" "${TAGS[@]}" \
  -c:v libx264 -preset veryslow -crf "${H264_CRF:-22}" -tune film -profile:v high -level 4.0 \
  -g "$FRAMES" -x264-params threads=2 \
  "${COMMON[@]}" "$OUT/hero-h264.mp4"

# Poster: the first frame, equal to the last, so poster and video meet without a jump.
ffmpeg -v error -nostdin -y -i "$TMP/frame0-16.png" -pix_fmt rgb24 "$TMP/frame0.png"
cwebp -quiet -q 88 -m 6 -sharp_yuv -metadata none "$TMP/frame0.png" -o "$OUT/hero-poster.webp"
avifenc --jobs 1 -s 4 -d 10 -y 420 --min 0 --max 63 -a end-usage=q -a cq-level=24 \
  --ignore-exif --ignore-xmp "$TMP/frame0-16.png" "$OUT/hero-poster.avif" >/dev/null

# White text must stay readable wherever the title sits: checked on what visitors receive.
node "$HERE/contrast.mjs" "$OUT/hero-poster.webp" "$OUT/hero-h264.mp4" "$OUT/hero-av1.mp4"
avifdec --jobs 1 "$OUT/hero-poster.avif" "$TMP/hero-poster-avif.png" >/dev/null
node "$HERE/contrast.mjs" "$TMP/hero-poster-avif.png"
