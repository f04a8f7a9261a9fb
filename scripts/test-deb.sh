#!/usr/bin/env bash
# Installs the Debian packages of scripts/package-deb.sh on a fresh Debian 12
# and runs the consumer projects of test/install against them (/usr), in two
# steps:
#  1. the runtime packages alone, with a C compiler, CMake and pkg-config:
#     the C99 program through pkg-config and find_package(TPFuseRuntime),
#     with no MLIR on the system (checked);
#  2. the compiler package, which pulls Debian's MLIR 22, with a C++
#     compiler, mlir-opt and FileCheck: the opt tool through
#     find_package(TPFuse), the installed tpfuse-opt, and the plugin in
#     Debian's mlir-opt.
# Debian 12 is a debootstrap chroot (minbase) with the archive's suites a
# default install has (bookworm, -updates, -security, which carries LLVM 22);
# apt installs the packages and resolves their dependencies from there.
# Needs root, debootstrap and the Debian mirror.
#
# Usage: scripts/test-deb.sh PACKAGE_DIR [CHROOT_DIR]
#   PACKAGE_DIR  the .deb files (build-deb/packages)
#   CHROOT_DIR   where Debian 12 goes (default: a new temporary directory,
#                removed afterwards); a fresh one each time for a clean proof
# APT_ARCHIVES=DIR reuses downloaded packages (e.g. /var/cache/apt/archives).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
packages=$(realpath "${1:?usage: scripts/test-deb.sh PACKAGE_DIR [CHROOT_DIR]}")
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
security=${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}
if [[ -n ${2:-} ]]; then
  target=$(realpath -m "$2")
  remove_target=0
else
  target=$(mktemp -d /var/tmp/tpfuse-debian12.XXXXXX)
  remove_target=1
fi

mounts=()
cleanup() {
  local i
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    umount "${mounts[i]}" || true
  done
  if ((remove_target)); then
    rm -rf --one-file-system "$target"
  fi
}
trap cleanup EXIT

step() { printf '\n### %s\n' "$*"; }

step "debootstrap bookworm (minbase) into $target"
if [[ ! -x $target/bin/bash ]]; then
  debootstrap --variant=minbase bookworm "$target" "$mirror" >/dev/null
fi
cat >"$target/etc/apt/sources.list" <<SOURCES
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb $security bookworm-security main
SOURCES
mount -t proc proc "$target/proc" && mounts+=("$target/proc")
if [[ -n ${APT_ARCHIVES:-} ]]; then
  mount --bind "$APT_ARCHIVES" "$target/var/cache/apt/archives" &&
    mounts+=("$target/var/cache/apt/archives")
fi
rm -rf "$target/tpfuse"
mkdir -p "$target/tpfuse/packages"
cp "$packages"/*.deb "$target/tpfuse/packages/"
cp -r "$root/test/install/compiler" "$root/test/install/runtime" \
  "$target/tpfuse/"

in_debian() {
  chroot "$target" /usr/bin/env -i HOME=/root \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    DEBIAN_FRONTEND=noninteractive "$@"
}
# apt as root without a terminal: no sandbox user for the downloads (the
# reused archive directory is root's), no pty for dpkg's log.
apt_get() {
  in_debian apt-get -o APT::Sandbox::User=root -o Dpkg::Use-Pty=0 "$@"
}
in_debian cat /etc/debian_version
apt_get update -qq

# The packages by their paths in Debian 12.
package() {
  local files=("$target"/tpfuse/packages/$1)
  [[ -f ${files[0]} ]] || { echo "no $1 in $packages" >&2; exit 1; }
  echo "/tpfuse/packages/${files[0]##*/}"
}
runtime_packages=("$(package 'libtpfuse-runtime[0-9]*_*.deb')"
                  "$(package 'libtpfuse-runtime-dev_*.deb')")
compiler_package=$(package 'tpfuse_*.deb')

step "the packages"
for deb in "$packages"/*.deb; do
  dpkg-deb -f "$deb" Package Version Depends
  sha256sum "$deb" | sed "s|$packages/||"
done

step "1. the runtime packages, no MLIR"
apt_get install -y -qq --no-install-recommends \
  "${runtime_packages[@]}" gcc libc6-dev make cmake pkgconf binutils \
  >/dev/null
in_debian dpkg-query -W 'libtpfuse-runtime*'
if in_debian dpkg-query -W -f='${Package}\n' | grep -E '^(libmlir|libllvm|llvm)'; then
  echo "MLIR or LLVM is installed: the runtime should not need them" >&2
  exit 1
fi
in_debian pkg-config --modversion --cflags --libs tpfuse-runtime
api=$(sed -n 's/^#define TPFUSE_RUNTIME_API_VERSION \([0-9]*\)$/\1/p' \
  "$root/runtime/include/tpfuse/runtime.h")
in_debian readelf -d "/usr/lib/libtpfuse_runtime.so.$api" | grep SONAME
in_debian cmake -S /tpfuse/runtime -B /tpfuse/build-runtime >/dev/null
in_debian cmake --build /tpfuse/build-runtime
in_debian ctest --test-dir /tpfuse/build-runtime --output-on-failure

step "2. the compiler package, with Debian's MLIR 22"
version=$(dpkg-deb -f "$target$compiler_package" Version)
apt_get install -y -qq --no-install-recommends \
  "$compiler_package" g++ mlir-22-tools llvm-22-tools >/dev/null
in_debian dpkg-query -W tpfuse libmlir-22-dev mlir-22-tools
in_debian tpfuse-opt --version
in_debian cmake -S /tpfuse/compiler -B /tpfuse/build-compiler \
  -DTPFUSE_VERSION_WANTED="$version" \
  -DTPFUSE_EXAMPLE=/usr/share/doc/tpfuse/examples/deepseek_v3_nextn_final_layer.mlir \
  >/dev/null
grep '^TPFuse_DIR' "$target/tpfuse/build-compiler/CMakeCache.txt"
in_debian cmake --build /tpfuse/build-compiler
in_debian ctest --test-dir /tpfuse/build-compiler --output-on-failure

step "passed: the packages install on Debian $(cat "$target/etc/debian_version") and serve all three consumers"
