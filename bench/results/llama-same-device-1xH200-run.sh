#!/bin/bash
# Device side of llama-same-device-1xH200.md: the exported LlamaModel on one
# GPU (test/e2e/LlamaCudaDriver.cpp; TP = 2 as two threads in the runtime's
# same-device test mode). Runs as run.sh in the folder
# scripts/stage-llama-gpu.sh makes; output under $OUT. The driver twice
# with CUDA_MODULE_LOADING=EAGER (the second run must print the same
# table), then compute-sanitizer's memcheck (5 tokens) and initcheck (1
# token) without the fused kernel (the sanitizer serializes kernels, so the
# ranks' fused kernels would never meet) and with lazy loading (which then
# cannot deadlock, and spares the sanitizer every kernel cuBLAS holds). NCCL
# and cuBLAS come from pip; NCCL is loaded but never used (no NCCL in this
# mode). At most 9 minutes, the timeouts included.
set -u -o pipefail
cd "$(dirname "$0")"
export NCCL_NVLS_ENABLE=0
NCCL_LIB=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")/lib
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
export LD_LIBRARY_PATH=$NCCL_LIB:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-}
DRIVER=./tpfuse-e2e-llama-cuda
ARGS=(--data llama --unsharded-weights llama/weights_tp1.bin
      --rank-weights llama/weights_tp2_rank0.bin
      --rank-weights llama/weights_tp2_rank1.bin)
{
  echo "== date"; date -u
  echo "== commit"; cat COMMIT
  echo "== nvidia-smi -L"; nvidia-smi -L
  echo "== nvidia-smi"; nvidia-smi
  echo "== driver"; head -1 /proc/driver/nvidia/version 2>/dev/null
  echo "== kernel"; uname -r
  echo "== nvcc"; nvcc --version | tail -2
  echo "== compute-sanitizer"; compute-sanitizer --version
  echo "== libs"; ldd $DRIVER | grep -E "tpfuse|nccl|cublas|cudart|gloo|not found"
  echo "== sha256"; sha256sum $DRIVER lib/*
} > "$OUT/environment.txt" 2>&1

# run NAME LIMIT COMMAND...: its output in $OUT/NAME.log, its exit code there
# and in $OUT/summary.txt.
run() {
  local name=$1 limit=$2; shift 2
  ( time timeout "$limit" "$@" ) > "$OUT/$name.log" 2>&1
  local code=$?
  echo "exit $code" >> "$OUT/$name.log"
  echo "$name: exit $code" | tee -a "$OUT/summary.txt"
}

# Lazy loading can deadlock ranks sharing a context: the driver refuses it.
export CUDA_MODULE_LOADING=EAGER
run llama-same-device 150 $DRIVER "${ARGS[@]}" --tokens "$(cat TOKENS)" \
  --cpu-outputs cpu-outputs
run llama-same-device-repeat 120 $DRIVER "${ARGS[@]}" --tokens "$(cat TOKENS)" \
  --cpu-outputs cpu-outputs
table() { sed -n '/^## Summary/,/^PASSED\|^FAILED/p' "$OUT/$1.log"; }
# Sorted: the two ranks' rows come in either order.
if diff <(table llama-same-device | sort) <(table llama-same-device-repeat | sort) > /dev/null; then
  echo "repeat: the same table" | tee -a "$OUT/summary.txt"
else
  echo "repeat: the tables differ" | tee -a "$OUT/summary.txt"
fi
export CUDA_MODULE_LOADING=LAZY
for tool in memcheck initcheck; do
  limit=150; [ $tool = initcheck ] && limit=120
  tokens=5; [ $tool = initcheck ] && tokens=1
  run "sanitizer-$tool" $limit compute-sanitizer --tool $tool \
    --error-exitcode 3 $DRIVER "${ARGS[@]}" --tokens $tokens --without-fused-kernel
  echo "sanitizer-$tool: $(grep -E 'ERROR SUMMARY' "$OUT/sanitizer-$tool.log" | tail -1)" |
    tee -a "$OUT/summary.txt"
done
echo "== failed checks"; grep -h "FAILED" "$OUT"/*.log | head -30
echo "== first run"; table llama-same-device
echo "== summary"; cat "$OUT/summary.txt"
