#!/usr/bin/env bash
# Sets up, builds, and runs every test: lit/FileCheck regression tests and
# GoogleTest unit tests (compiler and runtime), all through ctest.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TPFUSE_BUILD_DIR:-$root/build}

"$root/scripts/setup.sh"
"$root/scripts/build.sh"
cd "$build"
ctest --output-on-failure --timeout 600
