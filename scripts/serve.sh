#!/usr/bin/env bash
# Sets everything up, builds the web app and serves build/web/dist on http://localhost:8000.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
export NODE_PATH=/usr/share/nodejs
cmake --preset web >/dev/null
cmake --build --preset web
echo "Serving build/web/dist on http://localhost:${PORT:-8000} (Ctrl+C stops)"
exec python3 -m http.server "${PORT:-8000}" -d build/web/dist
