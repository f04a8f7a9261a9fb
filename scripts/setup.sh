#!/usr/bin/env bash
# Installs what tpfuse needs from Debian 12's archive (with bookworm-security,
# which carries LLVM/MLIR 22). Idempotent: a no-op when everything is there.
# The CUDA toolkit is not installed here; when /usr/local/cuda is present the
# GPU runtime is built as well, otherwise it is skipped.
set -euo pipefail

packages=(
  # Toolchain.
  build-essential cmake ninja-build python3
  # LLVM/MLIR 22: headers, libMLIR.so, mlir-tblgen, lit, FileCheck, mlir-opt.
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  # The format check (.clang-format, LLVM style), over the files git tracks.
  clang-format-22 git
  # Unit tests.
  libgtest-dev
  # The runtime's CPU backend (collectives through Gloo); mpirun for the test
  # that checks the OpenMPI launch conventions.
  libgloo-dev openmpi-bin
  # The tests of the installed tree: pkg-config for the runtime's consumer,
  # readelf for its SONAME; dpkg-shlibdeps for cpack -G DEB.
  pkgconf binutils dpkg-dev
)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done

if ((${#missing[@]} == 0)); then
  echo "setup: all ${#packages[@]} packages are installed"
  exit 0
fi

sudo=()
if ((EUID != 0)); then
  command -v sudo >/dev/null || {
    echo "setup: need root (or sudo) to install: ${missing[*]}" >&2
    exit 1
  }
  sudo=(sudo)
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
