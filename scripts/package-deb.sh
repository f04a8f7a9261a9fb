#!/usr/bin/env bash
# Builds the Debian packages (cmake/modules/TPFusePackaging.cmake) from a
# Release build with the CPU runtime only, as Debian 12's archive can satisfy
# them: libtpfuse-runtime<API>, libtpfuse-runtime-dev and tpfuse. They land in
# BUILD_DIR/packages. scripts/test-deb.sh installs them on a fresh Debian 12.
#
# Usage: scripts/package-deb.sh [BUILD_DIR]   (default: ./build-deb)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(realpath -m "${1:-$root/build-deb}")

if [[ ! -f "$build/CMakeCache.txt" ]]; then
  launcher=()
  if command -v ccache >/dev/null; then
    launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache
              -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  fi
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DTPFUSE_ENABLE_CUDA=OFF \
    "${launcher[@]}"
fi
cmake --build "$build" --parallel "$(nproc)"
rm -rf "$build/packages"
(cd "$build" && cpack -G DEB -B "$build/packages")
rm -rf "$build/packages/_CPack_Packages"
ls -l "$build"/packages/*.deb
