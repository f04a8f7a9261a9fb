#!/bin/bash
# One device call on one GPU (H100 or H200): a block's single row of the
# local norm's in-dtype sum (TPFUSE_NORM_COMPUTE_IN_DTYPE) filtered ahead
# of its chain (runtime/src/cuda/InDtypeChainPipeline.cuh), checked, then
# timed against earlier runtimes.
#  1. tpfuse-gpu-test --launch=same-device with the staged runtime at its
#     rule: the pipeline against the host's chain on rows of every kind
#     (ties, subnormal squares, infinities, NaN), every variant's local norm
#     against the CPU backend's, fused = declined = local byte for byte
#     (skipped with SKIP_TESTS=1);
#  2. tpfuse-norm-quant-bench --variants (every unquantized variant) with
#     base/ (the runtime before the filtered chains), each runtime in
#     variants/NAME/, and the staged one, in turns, twice, for the spread;
#  3. if staged, tpfuse-in-dtype-pipeline-timeline (the pipeline's
#     hand-offs stamped window by window) at hidden 7168 and 4096, 1 and
#     128 rows (added after the calls of in-dtype-pipelined-1xH100).
# Staged here by hand: build the runtime; into .devchain/: this script as
# pipelined.sh, device-env.sh as env.sh, tpfuse-gpu-test,
# tpfuse-norm-quant-bench, tpfuse-in-dtype-pipeline-timeline, the
# libraries they load
# (scripts/copy-gpu-libraries.sh .devchain/lib BINARIES, then the built
# libtpfuse_runtime.so.5), base/ and variants/NAME/ each with a
# libtpfuse_runtime.so.5 and its COMMIT, and COMMIT; pack it (tar + xz -9e).
# On the device:
#   python3 -c "import tarfile; tarfile.open('.devchain.tar.xz').extractall()"
#   cd .devchain && OUT=$OUT bash pipelined.sh
# Logs: $OUT/results.tar.xz, packed after each step.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
record_environment $R
[ -n "${SKIP_TESTS:-}" ] || run_same_device_test $R
for run in 1 2; do
  run_norm_bench $R variants-base-$run base "" --variants
  for variant in variants/*/; do
    run_norm_bench $R variants-$(basename $variant)-$run ${variant%/} "" --variants
  done
  run_norm_bench $R variants-staged-$run "" "" --variants
done
run_timelines $R
