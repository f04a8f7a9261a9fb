#!/usr/bin/env bash
# Stages tpfuse-run-cuda's run of the committed exports on a GPU machine
# without a build (bench/results/run-cuda-models-1xH200-run.sh): into DEST
# (default ./.devruncuda, git-ignored) tpfuse-run-cuda and the shared
# libraries it loads that such a machine lacks, and for each export its
# manifest, weights and references with its module compiled for CUDA
# (tp-aot-pipeline{target=cuda}, then scripts/compile-cuda-module.sh) as
# fused.so (every sum fused) and unfused.so (raised, explicit all-reduces);
# the device-side script as run.sh, and the commit. On the device:
# `bash DEST/run.sh`.
#
# Usage: scripts/stage-run-cuda.sh [BUILD_DIR [DEST]]   (BUILD_DIR default:
# ./build, or $TPFUSE_BUILD_DIR), a build configured with the CUDA backend.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-${TPFUSE_BUILD_DIR:-$root/build}}
dest=${2:-$root/.devruncuda}
toolkit=${CUDA_TOOLKIT:-/usr/local/cuda}

runner=$build/bin/tpfuse-run-cuda
opt=$build/bin/tpfuse-opt
for program in "$runner" "$opt"; do
  if [[ ! -x $program ]]; then
    echo "missing $program: build $build with the CUDA backend first" >&2
    exit 1
  fi
done

rm -rf "$dest"
mkdir -p "$dest/models"
cp "$runner" "$dest/"
"$root/scripts/copy-gpu-libraries.sh" "$dest/lib" "$runner"

# stage NAME MODULE MANIFEST_DIR WEIGHTS_DIR WEIGHTS_PREFIX
stage() {
  local name=$1 module=$2 manifest_dir=$3 weights_dir=$4 prefix=$5
  local out=$dest/models/$name
  mkdir -p "$out"
  cp "$manifest_dir/manifest.json" "$out/"
  python3 - "$manifest_dir/manifest.json" "$manifest_dir" "$out" <<'PY'
import json, shutil, sys
manifest, source, out = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
reference = manifest["reference"]
for name in [reference["ids"]] + reference["outputs"]:
    shutil.copy(f"{source}/{name}", f"{out}/{name}")
PY
  for rank in 0 1; do
    cp "$weights_dir/${prefix}${rank}.bin" "$out/weights_rank$rank.bin"
  done
  local cuda="-tp-aot-pipeline=target=cuda cuda-toolkit=$toolkit"
  "$opt" "$module" -tp-raise-rms-norm -tp-raise-norm-quantization \
    -tp-fuse-allreduce-norm "$cuda" -o "$out/fused.llvm.mlir"
  "$opt" "$module" -tp-raise-rms-norm -tp-raise-norm-quantization \
    "$cuda" -o "$out/unfused.llvm.mlir"
  for variant in fused unfused; do
    "$root/scripts/compile-cuda-module.sh" "$out/$variant.llvm.mlir" \
      "$out/$variant.so" "$out/manifest.json"
    rm "$out/$variant.llvm.mlir"
  done
}

llama=$root/test/Frontends/Torch/Inputs/llama
stage llama "$llama/llama_tp2.mlir" "$root/test/Tools/tpfuse-run/Inputs/llama" \
  "$llama" weights_tp2_rank
models=$root/test/Frontends/Torch/Inputs/models
for model in deepseek_v3 qwen3_moe glm4; do
  stage "$model" "$models/$model/tp2/model_tp2.mlir" "$models/$model/tp2" \
    "$models/$model/tp2" weights_rank
done
cp "$root/bench/results/run-cuda-models-1xH200-run.sh" "$dest/run.sh"

commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
if ! git -C "$root" diff --quiet HEAD 2>/dev/null; then
  commit="$commit+uncommitted"
fi
echo "$commit" > "$dest/COMMIT"

echo "staged in $dest (commit $commit, $(du -sh "$dest" | cut -f1)):"
ls "$dest" "$dest/lib" "$dest/models"/*
