#!/usr/bin/env bash
# Configures and builds tpfuse into ./build (or $TPFUSE_BUILD_DIR), and links
# its compile_commands.json into the source tree for clangd and clang-tidy.
# Arguments name the targets to build (and what they depend on); without
# any, everything is built, tests included.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TPFUSE_BUILD_DIR:-$root/build}

if [[ ! -f "$build/CMakeCache.txt" ]]; then
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir
fi
targets=()
if (($# > 0)); then
  targets=(--target "$@")
fi
cmake --build "$build" --parallel "$(nproc)" "${targets[@]}"
ln -sfn "$build/compile_commands.json" "$root/compile_commands.json"
