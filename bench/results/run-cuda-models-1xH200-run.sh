#!/bin/bash
# Device side of run-cuda-models-1xH200.log: tpfuse-run-cuda runs the
# committed exports (the Llama of test/Tools/tpfuse-run, DeepSeek-V3 with
# its NextN layer, Qwen3-MoE, GLM-4; TP = 2) on one GPU, the two ranks
# threads in the runtime's same-device test mode. Runs as run.sh in the
# folder scripts/stage-run-cuda.sh makes; output under $OUT. Per model:
# fused, fused forced to decline and unfused on PyTorch's reference ids
# (--reference: within tpfuse-run's tolerance of PyTorch's outputs), then
# the same three on 16 random ids; the three must give the same checksums
# (the same bits) each time. Two files come back: the log and the summary
# (the device tool returns at most 8). NCCL and cuBLAS come from pip; NCCL is loaded
# but never used (no NCCL in this mode). At most 9 minutes.
set -u -o pipefail
cd "$(dirname "$0")"
export NCCL_NVLS_ENABLE=0
NCCL_LIB=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")/lib
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
export LD_LIBRARY_PATH=$NCCL_LIB:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-}
# tpfuse-run-cuda sets it itself when unset; stated here for the record.
export CUDA_MODULE_LOADING=EAGER
RUNNER=./tpfuse-run-cuda
LOG=$OUT/run-cuda-models-1xH200.log
RUNS=$(mktemp -d)
{
  echo "== date"; date -u
  echo "== commit"; cat COMMIT
  echo "== nvidia-smi -L"; nvidia-smi -L
  echo "== driver"; head -1 /proc/driver/nvidia/version 2>/dev/null
  echo "== kernel"; uname -r
  echo "== libs"; ldd $RUNNER | grep -E "tpfuse|nccl|cublas|cudart|cuda|gloo|LLVM|not found"
  echo "== sha256"; sha256sum $RUNNER lib/* models/*/*.so
} > "$LOG" 2>&1

start=$SECONDS
# run NAME LIMIT COMMAND...: the command and its output in the log (and in
# $RUNS/NAME.txt); its exit code there and in $OUT/summary.txt.
run() {
  local name=$1 limit=$2; shift 2
  if ((SECONDS - start > 420)); then
    echo "$name: skipped (time)" | tee -a "$OUT/summary.txt" >> "$LOG"
    return
  fi
  local began=$SECONDS
  timeout "$limit" "$@" > "$RUNS/$name.txt" 2>&1
  local code=$?
  {
    echo
    echo "== $name: $*"
    cat "$RUNS/$name.txt"
    echo "exit $code ($((SECONDS - began)) s)"
  } >> "$LOG"
  echo "$name: exit $code" | tee -a "$OUT/summary.txt"
}

# same NAME...: whether the runs' outputs are the same bits (checksums).
same() {
  local first=$1 sums
  sums=$(grep -h -o 'checksum [0-9a-f]*' "$RUNS/$first.txt" | tr '\n' ' ')
  for name in "$@"; do
    local these
    these=$(grep -h -o 'checksum [0-9a-f]*' "$RUNS/$name.txt" 2>/dev/null | tr '\n' ' ')
    if [[ -z $sums || $these != "$sums" ]]; then
      echo "$*: NOT the same bits ($name: ${these:-none}; $first: ${sums:-none})" |
        tee -a "$OUT/summary.txt" >> "$LOG"
      return
    fi
  done
  echo "$*: the same bits ($sums)" | tee -a "$OUT/summary.txt" >> "$LOG"
}

for model in llama deepseek_v3 qwen3_moe glm4; do
  dir=models/$model
  args=(--manifest $dir/manifest.json --weights "$dir/weights_rank{rank}.bin")
  for ids in reference tokens16; do
    if [[ $ids == reference ]]; then
      source=(--reference)
    else
      source=(--tokens 16 --seed 1)
    fi
    run $model-$ids-fused 90 $RUNNER $dir/fused.so "${args[@]}" "${source[@]}"
    run $model-$ids-declined 90 $RUNNER $dir/fused.so "${args[@]}" "${source[@]}" --force-decline
    run $model-$ids-unfused 90 $RUNNER $dir/unfused.so "${args[@]}" "${source[@]}"
    same $model-$ids-fused $model-$ids-declined $model-$ids-unfused
  done
done
{ echo; echo "== summary"; cat "$OUT/summary.txt"; } >> "$LOG"
cat "$OUT/summary.txt"
