#!/usr/bin/env bash
# Writes the four working-process icons: 24x24 stroke icons in currentColor, 2 px stroke,
# round caps and joins, no fill, so they take the colour of the text around them.
#   step-consultation.svg  two chat bubbles
#   step-documents.svg     a stack of documents
#   step-verification.svg  a shield with a check
#   step-visa.svg          a passport with a round approval stamp
# Deterministic; run from anywhere:  bash frontend/media/process-icons.sh
set -euo pipefail
OUT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../src/assets/media"
mkdir -p "$OUT"

icon() {
  printf '%s\n' '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' \
    "$2" '</svg>' > "$OUT/$1.svg"
}

icon step-consultation '<path d="M15 6v5a2 2 0 0 1-2 2H8l-4 3V6a2 2 0 0 1 2-2h7a2 2 0 0 1 2 2z"/><path d="M18 9h1a2 2 0 0 1 2 2v9l-3-2.5h-7a2 2 0 0 1-2-2V16"/>'
icon step-documents '<path d="M14 3H9a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V8z"/><path d="M14 3v5h5"/><path d="M10.5 11.5h5M10.5 14.5h4"/><path d="M4 7v12a2 2 0 0 0 2 2h9"/>'
icon step-verification '<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z"/><path d="m9 12 2 2 4-4"/>'
icon step-visa '<path d="M11 21H5a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v7"/><circle cx="9.5" cy="9" r="3"/><path d="M7 15h4"/><circle cx="17" cy="17" r="4"/><path d="m15.3 17 1.2 1.2 2.2-2.4"/>'
