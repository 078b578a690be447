#!/usr/bin/env bash
# Sets up everything the builds and tests need, as root on Debian bookworm.
# Idempotent: a second run only checks and returns in seconds.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cache="$root/.cache"
IMGUI_VER=1.90.1+ds-1
SDL_VER=2.26.5+dfsg-1
mkdir -p "$cache"
log() { printf '[setup] %s\n' "$*"; }

# libgles-dev, libegl-dev and Mesa's EGL + llvmpipe: the desktop app (sudoku-desktop) and
# its headless tests (SDL's offscreen video driver).
# node-terser: scripts/minify.js shrinks the site's scripts.
apt_pkgs=(emscripten chromium doctest-dev libcli11-dev nlohmann-json3-dev fonts-inter
          dpkg-dev cmake ninja-build python3 fonttools libsdl2-dev clang-14 libclang-rt-14-dev
          libgles-dev libegl-dev libegl-mesa0 libgl1-mesa-dri node-terser)
missing=()
for p in "${apt_pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  log "installing apt packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Source packages of Dear ImGui and SDL2 (pinned versions), unpacked into .cache/.
if [ ! -f "$cache/imgui/imgui.cpp" ] || [ ! -f "$cache/sdl2-src/CMakeLists.txt" ]; then
  src_list=/etc/apt/sources.list.d/deb-src.sources
  if [ ! -f "$src_list" ]; then
    log "adding deb-src entry ($src_list)"
    cat > "$src_list" <<'X'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
X
    apt-get update -qq
  fi
  dl="$cache/dl"; mkdir -p "$dl"
  fetch() { # name version dir-glob target
    local name=$1 ver=$2 target=$3
    [ -f "$target/.ok" ] && return 0
    (cd "$dl" && apt-get source -qq --download-only "$name=$ver" >/dev/null 2>&1) || {
      echo "setup: source package $name version $ver is no longer in Debian's archive." >&2
      echo "       Pin another version in scripts/setup.sh (see README, 'Not on Debian')." >&2
      exit 1; }
    rm -rf "$target" "$dl/unpack"
    dpkg-source -x "$dl/${name}_${ver#*:}.dsc" "$dl/unpack" >/dev/null 2>&1
    mv "$dl/unpack" "$target" && touch "$target/.ok"
  }
  log "fetching Dear ImGui $IMGUI_VER and SDL2 $SDL_VER sources"
  fetch imgui "$IMGUI_VER" "$cache/imgui"
  fetch libsdl2 "$SDL_VER" "$cache/sdl2-src"
fi

export NODE_PATH=/usr/share/nodejs
# SDL2 built once with Emscripten, installed into .cache/sdl2-web-min: for size (-Oz), with
# only what the board uses (video, events, timers; no audio, renderer, joysticks, haptics,
# sensors, power, locale, filesystem or dummy drivers).
if [ ! -f "$cache/sdl2-web-min/lib/libSDL2.a" ]; then
  log "building SDL2 for the web (takes a few minutes, once)"
  rm -rf "$cache/sdl2-min-build"
  emcmake cmake -S "$cache/sdl2-src" -B "$cache/sdl2-min-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_FLAGS_RELEASE="-Oz -DNDEBUG" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
    -DSDL_AUDIO=OFF -DSDL_RENDER=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_POWER=OFF \
    -DSDL_SENSOR=OFF -DSDL_FILESYSTEM=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_LOADSO=OFF \
    -DSDL_OFFSCREEN=OFF -DSDL_DUMMYVIDEO=OFF -DSDL_DISKAUDIO=OFF -DSDL_DUMMYAUDIO=OFF \
    -DCMAKE_INSTALL_PREFIX="$cache/sdl2-web-min" >/dev/null
  cmake --build "$cache/sdl2-min-build" -j"$(nproc)" >/dev/null
  cmake --install "$cache/sdl2-min-build" >/dev/null
fi

# Dear ImGui compiled once per flavour (desktop with the native compiler, web with emcc) into
# .cache/imgui-lib/<flavour>-<key>/ (cmake/imgui-lib, cmake/Imgui.cmake): the builds take it
# when the key (compiler, flags, sources) matches theirs, else compile it themselves. Saves
# the test command's builds 10-19 and 5-12 CPU-s. A second run configures and finds all done.
for flavour in desktop web; do
  tc=()
  [ $flavour = web ] && tc=(-DCMAKE_TOOLCHAIN_FILE=/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake)
  b="$cache/imgui-build/$flavour"
  # (A folder configured from another checkout's cmake/imgui-lib, e.g. a worktree's: made again.)
  grep -qsx "CMAKE_HOME_DIRECTORY:INTERNAL=$root/cmake/imgui-lib" "$b/CMakeCache.txt" || rm -rf "$b"
  [ -f "$b/build.ninja" ] || log "building Dear ImGui ($flavour, once)"
  cmake -S "$root/cmake/imgui-lib" -B "$b" -G Ninja "${tc[@]}" -DSUDOKU_DEPS="$cache" >/dev/null
  cmake --build "$b" >/dev/null
done

# npm packages for the browser tests (committed package.json + lock file).
if [ ! -d "$root/node_modules/playwright-core" ] || [ "$root/package-lock.json" -nt "$root/node_modules/.package-lock.json" ]; then
  log "installing npm packages"
  (cd "$root" && npm ci --silent --no-audit --no-fund)
fi
log "ready"
