#!/usr/bin/env bash
# Mizbazi's one entry point for a fresh Debian 12 machine:
#   ./dev.sh run [ARGS...]   install what the app needs, build it alone (Release), start it
#   ./dev.sh test            install what is missing, build (Release), run every test
#   ./dev.sh build           install what is missing, build only
#   ./dev.sh package         install what is missing, build a package without Sabokbaz in its own
#                            folder (build-package/), make the .deb there and check it with
#                            lintian (MIZBAZI_GAMES chooses the games, Sabokbaz included only
#                            with its designer's permission: see the README)
#   ./dev.sh test-asan       the sanitizer variant: clang with AddressSanitizer and UBSan
#                            (build-asan/), every test, then a 60-second fuzz of each target
#   ./dev.sh fuzz [SECONDS] [TARGET...]
#                            a longer fuzz in the sanitizer build (default 3600 s each) of the
#                            targets named (scenario, lesson, table; default all three)
# It installs missing Debian packages itself (apt-get as root, sudo otherwise).
# MIZBAZI_GAMES="zirkhaki;rivals;saboteur_duel" ./dev.sh ... builds only those games (e.g. without
# Sabokbaz, whose designer has not given permission to publish it as software).
set -euo pipefail
cd "$(dirname "$0")"

# What the app needs to build (ccache makes a second build after a change quick).
PACKAGES=(
  build-essential cmake ninja-build pkg-config ccache
  libboost-dev nlohmann-json3-dev
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-translations-l10n libgl-dev libvulkan-dev
  qt6-websockets-dev qt6-httpserver-dev libqrencode-dev
)
# What the tests need besides: GoogleTest, and the real app's tests on a virtual display read
# through the accessibility bus, and Debian's headless Chromium for the device pages (the
# browser's engine without its windows: half the packages of chromium, and quicker to start).
TEST_PACKAGES=(
  libgtest-dev libgmock-dev libbenchmark-dev
  xvfb xauth xdotool dbus-daemon dbus-bin at-spi2-core python3-pyatspi
  chromium-headless-shell
)
# The device tests (tests/web/): real headless pages in Debian's Chromium (TEST_PACKAGES), driven
# by playwright-core from the npm registry at the version and checksum tests/web/package-lock.json
# holds, fetched by Node.js alone (tests/web/fetch-modules.mjs; Debian's npm would bring some 350
# packages for one download). No browser is downloaded; the app needs none of this. Debian's
# nodejs only where no Node.js is (one from elsewhere would conflict with it); ca-certificates for
# the registry's https.
web_test_setup() {
  local node=()
  command -v node >/dev/null || node=(nodejs)
  install_missing "${node[@]}" ca-certificates
  (cd tests/web && node fetch-modules.mjs)
}
# Only for test-asan and fuzz: clang with its libFuzzer and sanitizer runtimes.
ASAN_PACKAGES=(clang libclang-rt-14-dev)
# Only for package: the .deb's checks.
PACKAGE_PACKAGES=(dpkg-dev lintian appstream desktop-file-utils)
BUILD_DIR=${MIZBAZI_BUILD_DIR:-build}

install_missing() {
  local missing=()
  for p in "${PACKAGES[@]}" "$@"; do
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

# build [tests|app|programs]: everything (the tests too); only the app (what `run` needs, so a
# newcomer waits for the app alone; a later `test` in the same folder builds the rest); or the app
# and the command line without the tests (what a package holds).
build() {
  # Without MIZBAZI_GAMES every game is built, whatever an earlier run left in the build's cache.
  local games=(-UMIZBAZI_GAMES) what=${1:-tests}
  [ -n "${MIZBAZI_GAMES:-}" ] && games=("-DMIZBAZI_GAMES=$MIZBAZI_GAMES")
  local tests=ON target=()
  [ "$what" = tests ] || [ "$what" = waiting ] || tests=OFF
  [ "$what" = app ] && target=(--target mizbazi)
  [ "$what" = waiting ] && target=(--target mizbazi_waiting_test_programs)
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DMIZBAZI_BUILD_TESTS=$tests \
    "${games[@]}" "${@:2}" >/dev/null
  cmake --build "$BUILD_DIR" --parallel "$(nproc)" "${target[@]}"
}

ASAN_DIR=${MIZBAZI_ASAN_DIR:-build-asan}
build_asan() {
  CC=clang CXX=clang++ cmake -S . -B "$ASAN_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DMIZBAZI_SANITIZE=ON -DMIZBAZI_FUZZ=ON >/dev/null
  cmake --build "$ASAN_DIR" --parallel "$(nproc)"
}

# The sanitizers' settings: every report fails; the known third-party faults (a fontconfig leak,
# libxkbcommon-x11's strndup) are suppressed, each file saying why.
sanitizer_env() {
  local tools="$PWD/tools/sanitizers"
  export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:suppressions=$tools/asan.supp"
  export LSAN_OPTIONS="suppressions=$tools/lsan.supp:print_suppressions=0"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:suppressions=$tools/ubsan.supp"
}

# Fuzzes one target for $2 seconds from its seeds (and the corpus of earlier runs, if any):
#   scenario  the scenario and save loader (tests/fuzz/scenario_fuzz.cpp)
#   lesson    game files as the app reads them, lessons' checks included (lesson_fuzz.cpp)
#   table     a file put on its table offscreen, the UI layer (table_fuzz.cpp)
# Extra arguments go to libFuzzer (e.g. -runs=1000000).
run_fuzz_target() {
  local target=$1 seconds=$2
  shift 2
  local corpus="$ASAN_DIR/fuzz-corpus-$target" seeds="$ASAN_DIR/tests/fuzz/file-seeds"
  # The loader's corpus keeps the folder it has had since the first runs.
  [ "$target" = scenario ] && corpus="$ASAN_DIR/fuzz-corpus" seeds="$ASAN_DIR/tests/fuzz/seeds"
  mkdir -p "$corpus" "$ASAN_DIR/fuzz-findings"
  echo "dev.sh: fuzzing $target for $seconds s"
  QT_QPA_PLATFORM=offscreen "$ASAN_DIR/tests/fuzz/${target}_fuzz" -max_total_time="$seconds" \
    -timeout=20 -rss_limit_mb=4096 -dict=tests/fuzz/scenario.dict \
    -artifact_prefix="$ASAN_DIR/fuzz-findings/$target-" -print_final_stats=1 "$@" "$corpus" "$seeds"
}

# Fuzzes each target named (default: all) for $1 seconds; arguments that start with '-' go to
# libFuzzer (e.g. -runs=1000000).
run_fuzz() {
  local seconds=$1
  shift
  local targets=() options=()
  for a in "$@"; do
    if [[ "$a" == -* ]]; then options+=("$a"); else targets+=("$a"); fi
  done
  [ ${#targets[@]} -eq 0 ] && targets=(scenario lesson table)
  for target in "${targets[@]}"; do run_fuzz_target "$target" "$seconds" "${options[@]}"; done
}

# The tests that wait rather than compute: the frame-by-frame privacy games on animations at their
# normal pace, the browser tests on their pages, the play-by-ear games (a minute or two each, each
# on its own display) about half their time on the accessibility bus, the real app's tests (each
# on its own display too) on the app and the bus.
WAITING_LABELS='privacy-frames|browser|play-by-ear|real-app'

# start_waiting_tests DIR PARALLEL TIMEOUT: the tests that wait, PARALLEL at once in the
# background (from their own folder, so that the two runs keep their own logs); their programs
# must be built (target mizbazi_waiting_test_programs). Sets WAITING to its process.
start_waiting_tests() {
  local dir=$1 parallel=$2 timeout=$3
  (cd "$dir" && QT_QPA_PLATFORM=offscreen ctest --test-dir tests/ui -L "$WAITING_LABELS" \
    --output-on-failure --parallel "$parallel" --timeout "$timeout" >waiting-tests.log 2>&1) &
  WAITING=$!
}

# run_other_tests DIR TIMEOUT: the other tests, which compute. Some of them also wait a little
# (animations, dialogs): two more than the cores keep the cores busy.
run_other_tests() {
  local dir=$1 timeout=$2
  (cd "$dir" && QT_QPA_PLATFORM=offscreen ctest -LE "$WAITING_LABELS" --output-on-failure \
    --parallel "$(($(nproc) + 2))" --timeout "$timeout")
}

# finish_waiting_tests DIR: waits for the tests that wait and shows their log.
finish_waiting_tests() {
  local status=0
  wait "$WAITING" || status=$?
  echo "dev.sh: the tests that wait (privacy frames, browsers, play by ear, the real app):"
  cat "$1/waiting-tests.log"
  return "$status"
}

# run_tests DIR WAITING_PARALLEL TIMEOUT: every test of the build in DIR, those that wait beside
# the others.
run_tests() {
  local dir=$1 status=0
  start_waiting_tests "$dir" "$2" "$3"
  run_other_tests "$dir" "$3" || status=$?
  finish_waiting_tests "$dir" || status=$?
  return "$status"
}

command=${1:-}
[ $# -gt 0 ] && shift
case "$command" in
  run)
    install_missing
    build app
    exec "$BUILD_DIR/src/mizbazi" "$@"
    ;;
  test)
    install_missing "${TEST_PACKAGES[@]}"
    web_test_setup
    echo "dev.sh: set-up done at ${SECONDS} s"
    # The tests that wait mostly wait: they run while the rest builds, once their programs are.
    build waiting
    echo "dev.sh: the programs of the tests that wait built at ${SECONDS} s"
    start_waiting_tests "$BUILD_DIR" 15 900
    status=0
    build || status=$?
    echo "dev.sh: build done at ${SECONDS} s"
    [ "$status" -eq 0 ] && { run_other_tests "$BUILD_DIR" 900 || status=$?; }
    finish_waiting_tests "$BUILD_DIR" || status=$?
    echo "dev.sh: tests done at ${SECONDS} s"
    exit "$status"
    ;;
  build)
    install_missing "${TEST_PACKAGES[@]}"
    build
    ;;
  package)
    install_missing "${PACKAGE_PACKAGES[@]}"
    # A package is for others: Sabokbaz stays out unless MIZBAZI_GAMES names it, which is then
    # the build's explicit permission to package it (cpack refuses it otherwise: packaging.cmake).
    export MIZBAZI_GAMES="${MIZBAZI_GAMES:-zirkhaki;rivals;saboteur_duel}"
    BUILD_DIR=${MIZBAZI_PACKAGE_DIR:-build-package}
    allow=OFF
    [[ ";$MIZBAZI_GAMES;" == *";sabokbaz;"* ]] && allow=ON
    build programs "-DMIZBAZI_PACKAGE_SABOKBAZ=$allow"
    (cd "$BUILD_DIR" && cpack -G DEB)
    deb=$(ls -t "$BUILD_DIR"/mizbazi_*.deb | head -1)
    desktop-file-validate packaging/org.mizbazi.Mizbazi.desktop
    appstreamcli validate --no-net "$BUILD_DIR/packaging/org.mizbazi.Mizbazi.metainfo.xml"
    echo "dev.sh: the package holds: $MIZBAZI_GAMES"
    lintian --fail-on error,warning "$deb"
    echo "dev.sh: $deb passes lintian"
    ;;
  test-asan)
    install_missing "${TEST_PACKAGES[@]}" "${ASAN_PACKAGES[@]}"
    web_test_setup
    build_asan
    sanitizer_env
    # The waiting tests compute several times more under the sanitizers: fewer of them at once.
    run_tests "$ASAN_DIR" 5 1800
    run_fuzz 60
    ;;
  fuzz)
    install_missing "${TEST_PACKAGES[@]}" "${ASAN_PACKAGES[@]}"
    build_asan
    sanitizer_env
    run_fuzz "${1:-3600}" "${@:2}"
    ;;
  *)
    echo "usage: ./dev.sh run [FILE] | test | test-asan | fuzz [SECONDS] [TARGET...] | build | package" >&2
    exit 2
    ;;
esac
