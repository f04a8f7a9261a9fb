#!/bin/bash
# One device call on one GPU (H100 or H200): the kernels that read their
# parameters ahead of griddepcontrol.wait (readParametersAhead,
# DeviceVector.cuh) and prefetch scale_in with their first loads
# (prefetchScaleIn, QuantizeRow.cuh), against the runtime before them.
# Each kernel node of a CUDA graph has its own parameter block, new to every
# multiprocessor's constant cache; a one-token quantized epilogue read its
# parameters one sector after the other past the row's reductions.
#   variants/base   the runtime before the change;
#   staged          the change (lib/, and linked into tpfuse-gpu-test and
#                   tpfuse-gpu-bench);
#   variants/NAME   any other runtime.
#  1. tpfuse-norm-quant-bench --scheme=fp8 (the plain norm unquantized and
#     with each FP8 scheme, CUDA-graph medians) with variants/base, each
#     other variants/NAME and the staged runtime in turns, twice, and the
#     staged one once with --scaling=reciprocal;
#  2. if staged, tpfuse-gpu-bench --same-device (the fused kernels; it links
#     the kernels in, so a binary per runtime: variants/base/ and here) in
#     turns, twice, then --stages with each;
#  3. if staged, tpfuse-gpu-test --launch=same-device (the whole run) with
#     the change linked in;
# Staged by hand into .devNAME/: this script as run.sh, device-env.sh as
# env.sh, tpfuse-norm-quant-bench, lib/ by scripts/copy-gpu-libraries.sh
# with the staged runtime, variants/base/ (libtpfuse_runtime.so.5, COMMIT),
# COMMIT; for steps 2 and 3 tpfuse-gpu-bench (here and in variants/base/)
# and tpfuse-gpu-test. Each runtime or test binary is 11-12 MB of sm_90a
# code and the carry holds 64 MiB with the tree (27 MB),
# so a call carries two or three of them. On the device, from the
# repository root:
#   python3 -c "import tarfile; tarfile.open('.devNAME.tar.xz').extractall()"
#   OUT=$OUT bash .devNAME/run.sh
# Logs: $OUT/results.tar.xz, packed after each step.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
record_environment $R
if [ -x ./tpfuse-norm-quant-bench ]; then
  for run in 1 2; do
    run_fp8_bench $R "base-$run" variants/base
    for variant in variants/*/; do
      name=$(basename "$variant")
      [ "$name" != base ] && run_fp8_bench $R "$name-$run" "$variant"
    done
    run_fp8_bench $R "staged-$run"
  done
  run_norm_bench $R staged-reciprocal "" "" --scheme=fp8 --scaling=reciprocal
fi
# The fused kernels in the same-device mode (tpfuse-gpu-bench: one-shot,
# two-shot and the plain norm, CUDA-graph medians), then their stage clocks.
# bench_fused VARIANT LOG ARGS...: the binary and runtime of variants/base or
# the staged ones (tpfuse-gpu-bench links the kernels in), into fused/LOG.log.
bench_fused() {
  local variant=$1 log=$2
  shift 2
  local dir=$PWD
  [ $variant = base ] && dir=$PWD/variants/base
  ( time timeout 120 env LD_LIBRARY_PATH=$dir:$LD_LIBRARY_PATH \
      $dir/tpfuse-gpu-bench --same-device --replays=40 "$@" ) \
    > $R/fused/$log.log 2>&1
  echo "fused $log: exit $? at $SECONDS s"
}
if [ -x variants/base/tpfuse-gpu-bench ] && [ -x ./tpfuse-gpu-bench ]; then
  mkdir -p $R/fused
  for run in 1 2; do
    bench_fused base base-$run
    bench_fused staged staged-$run
    pack_results $R
  done
  bench_fused base stages-base --stages
  bench_fused staged stages-staged --stages
  pack_results $R
  grep -hE "^bf16,(7168|4096),(1|16|128)," $R/fused/base-1.log $R/fused/staged-1.log
fi
if [ -x ./tpfuse-gpu-test ]; then
  run_same_device_test $R
fi
