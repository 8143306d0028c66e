#!/bin/bash
# Installs everything loopcc needs to build and test, from Debian's
# packages (Debian 12, as root). Idempotent, and quiet when all is there.
set -euo pipefail

packages=(
  # LLVM/Clang 22: libraries, headers, clang-22, FileCheck, lit, opt
  llvm-22-dev llvm-22-tools libclang-22-dev libclang-cpp22-dev clang-22
  # the build and the unit tests
  bazel-bootstrap libgtest-dev
  # end-to-end tests: real projects from source packages, scripts
  dpkg-dev make python3 cmake bear file binutils
  # reliability: differential testing, test-case reduction, fuzzing
  csmith libcsmith-dev creduce libclang-rt-22-dev
  # benchmarks (bench/run.sh)
  valgrind time
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$p")
  fi
done

# Source packages (zlib, lua) for the tests and benchmarks need deb-src.
sources_list=/etc/apt/sources.list.d/loopcc-deb-src.sources
need_update=0
if ! grep -rqs "^Types:.*deb-src\|^deb-src" /etc/apt/sources.list /etc/apt/sources.list.d/; then
  cat > "$sources_list" <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  need_update=1
fi

if (( ${#missing[@]} )) || (( need_update )); then
  echo "setup: installing ${missing[*]:-(source lists only)}"
  apt-get update -qq
  if (( ${#missing[@]} )); then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      "${missing[@]}" >/dev/null
  fi
fi

# The source packages the tests build, downloaded once.
src_dir="${LOOPCC_SOURCES:-/var/cache/loopcc/sources}"
mkdir -p "$src_dir"
for pkg in zlib lua5.4; do
  if ! ls "$src_dir/${pkg}_"*.dsc >/dev/null 2>&1; then
    echo "setup: fetching the source package $pkg"
    if ! (cd "$src_dir" && apt-get source --download-only -qq "$pkg" >/dev/null 2>&1); then
      apt-get update -qq
      (cd "$src_dir" && apt-get source --download-only -qq "$pkg" >/dev/null)
    fi
  fi
done
