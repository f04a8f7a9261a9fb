#!/usr/bin/env bash
# Builds a variant of the CUDA runtime for a device experiment: the listed
# sources of runtime/src/cuda recompiled with extra nvcc flags (experiment
# macros, e.g. -DTPFUSE_EXP_STAMPS from a results folder's patch applied to
# the tree), every other object the build's own, into OUT: the shared
# runtime (libtpfuse_runtime.so.5, for the programs that load it:
# tpfuse-norm-quant-bench, the e2e drivers) and, with RELINK, those of
# tpfuse-gpu-test and tpfuse-gpu-bench that link the kernels in. Nothing in
# BUILD_DIR changes. OUT/COMMIT records the commit, the sources and the
# flags, which record_environment (bench/results/device-env.sh) prints.
#
# Usage: scripts/build-runtime-variant.sh BUILD_DIR OUT "SOURCE.cu ..." [FLAG...]
#   RELINK="tpfuse-gpu-test tpfuse-gpu-bench" (default none): also relink
#   those programs against the variant's objects.
# BUILD_DIR is a configured and built tree with the CUDA backend (Ninja).
set -euo pipefail
if [[ $# -lt 3 ]]; then
  sed -n '2,16p' "$0" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd)
sources=$3
shift 3
root=$(cd "$(dirname "$0")/.." && pwd)
archive=runtime/src/cuda/libtpfuse_runtime_cuda.a
objects=runtime/src/cuda/CMakeFiles/tpfuse_runtime_cuda.dir

cd "$build"
[[ -f $archive ]] || {
  echo "$build has no $archive: build tpfuse_runtime first" >&2
  exit 1
}
cp "$archive" "$out/cuda.a"
# Ninja's own compile command of each object, its output moved to OUT and
# its dependency file dropped, with the flags appended.
for source in $sources; do
  object=$objects/$source.o
  command=$(ninja -t commands "$object" | tail -1)
  [[ -n $command ]] || {
    echo "no compile command for $object" >&2
    exit 1
  }
  command=${command/ -o $object/ -o $out/$source.o}
  command=$(sed 's@-MD -MT [^ ]* -MF [^ ]*@@' <<<"$command")
  eval "$command $*"
  (cd "$out" && ar r cuda.a "$source.o")
done
# relink TARGET OUTPUT: Ninja's link command of TARGET against OUT's archive.
relink() {
  local command
  command=$(ninja -t commands "$1" | tail -1)
  command=${command/ -o $1 / -o $2 }
  command=${command/ $archive / $out/cuda.a }
  eval "$command"
}
relink runtime/libtpfuse_runtime.so.5 "$out/libtpfuse_runtime.so.5"
for program in ${RELINK:-}; do
  relink "runtime/test/gpu/$program" "$out/$program"
done
rm -f "$out/cuda.a"
{
  git -C "$root" rev-parse --short HEAD
  echo "variant: $sources $*"
  git -C "$root" diff --stat HEAD -- runtime | tail -1
} >"$out/COMMIT"
ls -l "$out"
