#!/bin/bash
# Device-side script of the GPU end-to-end runs and the decoder step benchmark
# on 2x H200: the examples compiled by tp-aot-pipeline for CUDA (test/e2e),
# each run under tpfuse-launch on 2 GPUs (fused, unfused, forced to decline)
# and on 1 (the wrong world size), then bench/decoder_step_bench.cpp.
# Runs from the repository root with .devbin/ carried, as
# scripts/stage-gpu-binaries.sh makes it: no MLIR and no build there. NCCL
# and cuBLAS come from pip. Output under $OUT. About 2-4 minutes; the
# launcher's timeouts keep it under 10 (one device command) if runs hang.
set -u -o pipefail
export NCCL_NVLS_ENABLE=0
BIN=$PWD/.devbin
# lib_dir MODULE FILE: the directory of FILE in pip's package MODULE, else
# wherever pip put it.
lib_dir() {
  local dir
  dir=$(python3 -c "import $1; print(list($1.__path__)[0])" 2>/dev/null)/lib
  if [ ! -e "$dir/$2" ]; then
    local found
    found=$(find / -path /proc -prune -o -name "$2" -path '*-packages*' -print 2>/dev/null | head -1)
    dir=${found:+$(dirname "$found")}
  fi
  echo "${dir:-/$2-not-found}"
}
NCCL_LIB=$(lib_dir nvidia.nccl libnccl.so.2)
CUBLAS_LIB=$(lib_dir nvidia.cublas libcublas.so.13)
export LD_LIBRARY_PATH=$NCCL_LIB:$CUBLAS_LIB:$BIN/lib:${LD_LIBRARY_PATH:-}
export TPFUSE_COMMIT=$(cat "$BIN/COMMIT" 2>/dev/null || echo unknown)
E2E=(tpfuse-e2e-cuda-nextn-fused-tp2 tpfuse-e2e-cuda-nextn-unfused-tp2
     tpfuse-e2e-cuda-decoder-stack-fused-tp2 tpfuse-e2e-cuda-decoder-stack-unfused-tp2)
{
  echo "== date"; date -u
  echo "== commit"; echo "$TPFUSE_COMMIT"
  echo "== nvidia-smi"; nvidia-smi
  echo "== topology"; nvidia-smi topo -m
  echo "== nvcc"; nvcc --version | tail -2
  echo "== driver"; head -1 /proc/driver/nvidia/version 2>/dev/null
  echo "== NCCL: $NCCL_LIB"; ls "$NCCL_LIB"
  echo "== cuBLAS: $CUBLAS_LIB"; ls "$CUBLAS_LIB"
  echo "== libs"
  for program in "${E2E[@]}" tpfuse-decoder-step-bench; do
    echo "$program:"; ldd "$BIN/$program" | grep -E "tpfuse|nccl|cublas|cudart|libcuda|gloo|not found"
  done
} > "$OUT/environment.txt" 2>&1

# run NAME COMMAND...: its output in $OUT/NAME.log, its exit code there and in
# $OUT/summary.txt.
run() {
  local name=$1; shift
  ( time "$@" ) > "$OUT/$name.log" 2>&1
  local code=$?
  echo "exit $code" >> "$OUT/$name.log"
  echo "$name: exit $code" | tee -a "$OUT/summary.txt"
}

LAUNCH=("$BIN/tpfuse-launch" --timeout 45)
for example in nextn decoder-stack; do
  fused=$BIN/tpfuse-e2e-cuda-$example-fused-tp2
  unfused=$BIN/tpfuse-e2e-cuda-$example-unfused-tp2
  run "e2e-$example-fused" "${LAUNCH[@]}" -n 2 -- "$fused" --expect fused
  run "e2e-$example-unfused" "${LAUNCH[@]}" -n 2 -- "$unfused" --expect unfused
  run "e2e-$example-declined" env TPFUSE_FORCE_DECLINE=1 \
    "${LAUNCH[@]}" -n 2 -- "$fused" --expect declined
  run "e2e-$example-wrong-world-size" "${LAUNCH[@]}" -n 1 -- "$fused" \
    --expect wrong-world-size --compiled-world-size 2
done
echo "== failed checks"; grep -h "FAILED" "$OUT"/e2e-*.log | head -40
echo "== forced decline vs fused"; grep -h "forced decline: .*\(bit-identical\|differ\)" "$OUT"/e2e-*-fused.log

# With TPFUSE_E2E_SANITIZE=1: compute-sanitizer memcheck over both fused
# runs (every process tpfuse-launch starts): the generated kernels, cuBLAS,
# the stream-ordered temporaries and the graph replays. NCCL's creation makes
# API-error reports of its own (cudaErrorNoKernelImageForDevice); the count
# that matters is that of memory-access reports.
if [ "${TPFUSE_E2E_SANITIZE:-0}" = 1 ]; then
  for example in nextn decoder-stack; do
    run "memcheck-$example-fused" compute-sanitizer --tool memcheck \
      --target-processes all "$BIN/tpfuse-launch" --timeout 150 -n 2 -- \
      "$BIN/tpfuse-e2e-cuda-$example-fused-tp2" --expect fused
    echo "memcheck-$example-fused: memory-access reports:" \
      "$(grep -cE 'Invalid (__global__|__shared__|__local__)|Address .* is out of bounds|Uninitialized' "$OUT/memcheck-$example-fused.log")," \
      "API-error reports: $(grep -c 'Program hit' "$OUT/memcheck-$example-fused.log")" \
      | tee -a "$OUT/summary.txt"
  done
fi

run bench-decoder-step "$BIN/tpfuse-launch" --timeout 200 -n 2 -- \
  "$BIN/tpfuse-decoder-step-bench" --json "$OUT/decoder-step-2xH200.json"
# The report, without rank 1's lines (flushed when it exits) and time's.
sed -n '/^## Decoder step/,$p' "$OUT/bench-decoder-step.log" |
  grep -v "^rank \|^exit \|^real\|^user\|^sys" > "$OUT/decoder-step-2xH200.md"
cat "$OUT/decoder-step-2xH200.md"
