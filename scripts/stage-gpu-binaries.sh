#!/usr/bin/env bash
# Copies what the GPU end-to-end runs need on a machine with GPUs but no
# build (bench/results/gpu-e2e-2xH200-run.sh, gpu-2xH200-run.sh) into
# .devbin/ (git-ignored): the runtime's GPU test and benchmarks,
# the examples compiled for CUDA with their drivers, the decoder step
# benchmark, tpfuse-launch, and the shared libraries they load that such a
# machine lacks (the runtime, Gloo and its dependencies, the CUDA runtime).
# NCCL, cuBLAS and the driver come from the machine. Also records the commit.
#
# Usage: scripts/stage-gpu-binaries.sh [BUILD_DIR]   (default: ./build, or
# $TPFUSE_BUILD_DIR), a build configured with the CUDA backend.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-${TPFUSE_BUILD_DIR:-$root/build}}
dest=$root/.devbin

programs=(
  "$build/bin/tpfuse-launch"
  "$build/test/e2e/tpfuse-decoder-step-bench"
  "$build/runtime/test/gpu/tpfuse-gpu-test"
  "$build/runtime/test/gpu/tpfuse-gpu-model-graph"
  "$build/runtime/test/gpu/tpfuse-gpu-bench"
  "$build/runtime/test/gpu/tpfuse-norm-quant-bench"
)
for example in nextn decoder-stack; do
  for variant in fused unfused; do
    programs+=("$build/test/e2e/tpfuse-e2e-cuda-$example-$variant-tp2")
  done
done
for program in "${programs[@]}"; do
  if [[ ! -x $program ]]; then
    echo "missing $program: build $build with the CUDA backend first" >&2
    exit 1
  fi
done

rm -rf "$dest"
mkdir -p "$dest"
cp "${programs[@]}" "$dest/"
"$root/scripts/copy-gpu-libraries.sh" "$dest/lib" "${programs[@]}"

commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
if ! git -C "$root" diff --quiet HEAD 2>/dev/null; then
  commit="$commit+uncommitted"
fi
echo "$commit" > "$dest/COMMIT"

echo "staged in $dest (commit $commit):"
ls "$dest" "$dest/lib"
