#!/bin/bash
# One device call on one GPU (H100 or H200), on a fresh machine:
#  1. tpfuse-gpu-test --launch=same-device --only=quant (the quantized
#     epilogue's bits against the host quantizer, fused = declined =
#     unfused, before any timing);
#  2. the same-device graphs now that the ranks capture in turn
#     (JointCapture): tpfuse-gpu-model-graph with cuBLAS and without, then
#     the exported Llama's driver 10 times in a row with --graph-rounds 4;
#  3. tpfuse-norm-quant-bench --scheme=fp8 with the baseline's runtime
#     (base/), each staged variant's (variants/NAME/) and this commit's,
#     then the baseline's again (its two runs give the spread).
# Staging, here: TPFUSE_BASELINE=DIR scripts/stage-llama-gpu.sh build (it
# copies this script as verify.sh and packs .devllama.tar.xz; a variant's
# libtpfuse_runtime.so.5 and COMMIT go into .devllama/variants/NAME/ before
# packing it again). On the device, with .devllama.tar.xz carried:
#   python3 -c "import tarfile; tarfile.open('.devllama.tar.xz').extractall()"
#   cd .devllama && OUT=$OUT bash verify.sh
# Logs: $OUT/results.tar.xz, packed after each step.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/model-graph $R/llama $R/bench
record_environment $R
mkdir -p $R/test
( time timeout 150 ./tpfuse-gpu-test --launch=same-device --only=quant ) \
  > $R/test/gpu-test-same-device-quant.log 2>&1
echo "gpu-test same-device, quant: exit $? at $SECONDS s"
grep -E "total:|RESULT" $R/test/gpu-test-same-device-quant.log | tail -3
pack_results $R

for matmul in cublas plain; do
  ( time timeout 120 ./tpfuse-gpu-model-graph --rounds=10 --matmul=$matmul ) \
    > $R/model-graph/$matmul.log 2>&1
  echo "model graph, $matmul: exit $? at $SECONDS s: $(grep -E '^graphs:' $R/model-graph/$matmul.log)"
  grep -m2 "FAILED:\|FATAL" $R/model-graph/$matmul.log
done
pack_results $R

OUT=$R/llama RUNS=10 bash repeat.sh --graph-rounds 4 2>&1 | tail -1
echo "llama: done at $SECONDS s"
pack_results $R

[ -e base/libtpfuse_runtime.so.5 ] && run_fp8_bench $R base-1 base
for variant in variants/*/; do
  [ -e "$variant/libtpfuse_runtime.so.5" ] &&
    run_fp8_bench $R "$(basename "$variant")" "$variant"
done
run_fp8_bench $R new
[ -e base/libtpfuse_runtime.so.5 ] && run_fp8_bench $R base-2 base
