#!/usr/bin/env bash
# Mizbazi's one entry point for a fresh Debian 12 machine:
#   ./dev.sh run [ARGS...]   install what is missing, build (Release), start the app
#   ./dev.sh test            install what is missing, build (Release), run every test
#   ./dev.sh build           install what is missing, build only
#   ./dev.sh package         install what is missing, build, make the .deb (build/*.deb)
# It installs missing Debian packages itself (apt-get as root, sudo otherwise).
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(
  build-essential cmake ninja-build pkg-config
  libboost-dev nlohmann-json3-dev libgtest-dev libgmock-dev libbenchmark-dev
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-translations-l10n libgl-dev libvulkan-dev
  xvfb xauth xdotool dbus-daemon dbus-bin at-spi2-core python3-pyatspi
)
BUILD_DIR=${MIZBAZI_BUILD_DIR:-build}

install_missing() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$p")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "dev.sh: installing ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "dev.sh: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
  fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}

command=${1:-}
[ $# -gt 0 ] && shift
case "$command" in
  run)
    install_missing
    build
    exec "$BUILD_DIR/src/mizbazi" "$@"
    ;;
  test)
    install_missing
    build
    cd "$BUILD_DIR"
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)" --timeout 900
    ;;
  build)
    install_missing
    build
    ;;
  package)
    install_missing
    build
    (cd "$BUILD_DIR" && cpack -G DEB)
    ;;
  *)
    echo "usage: ./dev.sh run [FILE] | test | build | package" >&2
    exit 2
    ;;
esac
