#!/bin/bash
# Installs everything loopcc needs to build and test, from Debian's
# packages (Debian 12, as root). Idempotent, and quiet when all is there.
set -euo pipefail

packages=(
  # LLVM/Clang 22: libraries, headers, clang-22, FileCheck, lit, opt
  llvm-22-dev libpolly-22-dev llvm-22-tools libclang-22-dev libclang-cpp22-dev clang-22
  # IR from MLIR's loop annotations, for the metadata tests (mlir-translate-22)
  mlir-22-tools
  # the build and the unit tests
  bazel-bootstrap libgtest-dev
  # end-to-end tests: real projects from source packages, scripts
  dpkg-dev make python3 cmake bear file binutils
  # reliability: differential testing, test-case reduction, fuzzing
  csmith libcsmith-dev creduce libclang-rt-22-dev
  # the differential run's outlined loops: blocks (-fblocks) and OpenMP
  # tasks (-fopenmp) need their runtimes to link and run
  libblocksruntime-dev libomp-22-dev
  # benchmarks (bench/run.sh)
  valgrind time
  # loopcc among the tools people build with (testdata/projects, driver/):
  # build systems' compiler identification, caches, distributed builds
  autoconf automake meson ninja-build ccache distcc sqlite3
  # SQLite's build generates its amalgamation with Tcl scripts
  tcl
  # loopcc-check's HTML page is checked in a real browser
  chromium
  # its SARIF log is validated against the official SARIF 2.1.0 schema
  python3-jsonschema
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$p")
  fi
done

if (( ${#missing[@]} )); then
  echo "setup: installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
fi

# Source packages (zlib, lua, sqlite3) for the tests and benchmarks need
# deb-src entries: derived from the Debian archives this machine already
# uses (.ci/deb-src-sources.py, which needs the python3 installed above),
# so that no address is written here.
sources_list=/etc/apt/sources.list.d/loopcc-deb-src.sources
if ! grep -rqs "^Types:.*deb-src\|^deb-src" /etc/apt/sources.list /etc/apt/sources.list.d/; then
  entries=$(python3 "$(dirname "${BASH_SOURCE[0]}")/deb-src-sources.py")
  if [[ -z "$entries" ]]; then
    echo "setup: no Debian archive in this machine's apt sources to take source packages from" >&2
    exit 1
  fi
  echo "setup: enabling source packages of this machine's Debian archives"
  printf '%s\n' "$entries" > "$sources_list"
  apt-get update -qq
fi

# The source packages the tests build, downloaded once.
src_dir="${LOOPCC_SOURCES:-/var/cache/loopcc/sources}"
mkdir -p "$src_dir"
# A mirror may list a version (a security update) whose files it does not
# serve: then every version the archives list is tried, newest first.
fetch_source() {
  local pkg=$1 version
  (cd "$src_dir" && apt-get source --download-only -qq "$pkg" >/dev/null 2>&1) && return 0
  for version in $(apt-cache showsrc "$pkg" | sed -n 's/^Version: //p' | sort -u -r -V); do
    rm -f "$src_dir/${pkg}_"*
    (cd "$src_dir" && apt-get source --download-only -qq "$pkg=$version" >/dev/null 2>&1) && return 0
  done
  return 1
}
for pkg in zlib lua5.4 sqlite3; do
  if ! ls "$src_dir/${pkg}_"*.dsc >/dev/null 2>&1; then
    echo "setup: fetching the source package $pkg"
    if ! fetch_source "$pkg"; then
      apt-get update -qq
      fetch_source "$pkg" || { echo "setup: no version of the source package $pkg could be fetched" >&2; exit 1; }
    fi
  fi
done

# The official SARIF 2.1.0 JSON schema (OASIS), for check/sarif-schema.test.
# It is not part of the project: npm's registry carries it inside
# Microsoft's SARIF matchers for Jest, fetched once into the cache.
sarif_dir="${LOOPCC_SARIF_SCHEMA_DIR:-/var/cache/loopcc/sarif}"
if [[ ! -s "$sarif_dir/sarif-2.1.0-rtm.5.json" ]] && command -v npm >/dev/null; then
  echo "setup: fetching the SARIF 2.1.0 schema"
  mkdir -p "$sarif_dir"
  tmp=$(mktemp -d)
  if (cd "$tmp" && npm pack --silent @microsoft/jest-sarif@1.0.0-beta.0 >/dev/null 2>&1 &&
      tar xzf microsoft-jest-sarif-*.tgz package/lib/schemas/sarif-2.1.0-rtm.5.json); then
    cp "$tmp/package/lib/schemas/sarif-2.1.0-rtm.5.json" "$sarif_dir/"
  else
    echo "setup: could not fetch the SARIF schema; check/sarif-schema.test will not run" >&2
  fi
  rm -rf "$tmp"
fi
