#!/bin/bash
# One device call on one GPU (H100 or H200): a change to the quantized
# epilogue, checked and then timed against the runtime before it.
#  1. tpfuse-gpu-test --launch=same-device --only=quant with the staged
#     runtime: the encoders and the division on all 2^32 floats, then every
#     scheme and layout (padding rows and columns included, on poisoned
#     buffers) on the fused one-shot and two-shot kernels, the forced
#     decline, the local norm and graph replays, each against the host
#     quantizer byte for byte;
#  2. tpfuse-norm-quant-bench (every scheme, CUDA-graph medians, min and max
#     in each log) with variants/base's runtime, the staged one and any
#     other variants/NAME's (timed, not tested), in turns, twice, for the
#     spread.
# Staged by hand into .devp/: this script as run.sh, device-env.sh as
# env.sh, tpfuse-gpu-test and tpfuse-norm-quant-bench, lib/ by
# scripts/copy-gpu-libraries.sh with the staged libtpfuse_runtime.so.5,
# variants/base/ the baseline's libtpfuse_runtime.so.5 and COMMIT (and so
# any other variant), and COMMIT. On the device:
#   python3 -c "import tarfile; tarfile.open('.devp.tar.xz').extractall()"
#   cd .devp && OUT=$OUT bash run.sh
# Logs: $OUT/results.tar.xz, packed after each step.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/test
record_environment $R
( time timeout 200 ./tpfuse-gpu-test --launch=same-device --only=quant ) \
  > $R/test/gpu-test-quant.log 2>&1
echo "gpu-test same-device, quant: exit $? at $SECONDS s"
grep -E "FAIL|ok: RoundedDivisor|RESULT" $R/test/gpu-test-quant.log | tail -3
pack_results $R
for run in 1 2; do
  run_norm_bench $R "base-$run" variants/base ""
  run_norm_bench $R "staged-$run" "" ""
  for variant in variants/*/; do
    name=$(basename "$variant")
    [ "$name" != base ] && [ -e "$variant/libtpfuse_runtime.so.5" ] &&
      run_norm_bench $R "$name-$run" "$variant" ""
  done
done
