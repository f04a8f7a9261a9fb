#!/usr/bin/env bash
# Configures and builds tpfuse into ./build (or $TPFUSE_BUILD_DIR), and links
# its compile_commands.json into the source tree for clangd and clang-tidy.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TPFUSE_BUILD_DIR:-$root/build}

if [[ ! -f "$build/CMakeCache.txt" ]]; then
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir
fi
cmake --build "$build" --parallel "$(nproc)"
ln -sfn "$build/compile_commands.json" "$root/compile_commands.json"
