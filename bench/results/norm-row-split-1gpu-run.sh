#!/bin/bash
# One device call on one GPU (H100 or H200): the local norm with each row
# split across the blocks of a thread-block cluster when there are fewer
# rows than multiprocessors (runtime/src/cuda/RowSplit.cuh), checked, then
# timed against the runtime before it and against itself unsplit.
#  1. tpfuse-gpu-test --launch=same-device with the staged runtime and
#     every row that fits split across 8 blocks (TPFUSE_NORM_ROW_SPLIT=8,
#     quantized or not), then its quantized cases (--only=quant) across 2
#     and 4: every split size's rows against the CPU backend's, fused =
#     declined = local, byte for byte (skipped with SKIP_TESTS=1);
#  2. tpfuse-norm-quant-bench --scheme=fp8 (the FP8 schemes) and --variants
#     (the unquantized norm variants) with the baseline runtime
#     (variants/base/), the staged one (RowSplitRule.h's rule), and the
#     staged one with TPFUSE_NORM_ROW_SPLIT=1 (rows never split: the
#     split's own share), in turns, twice, for the spread.
# (At 09ae2b5, the first commit measured, TPFUSE_NORM_ROW_SPLIT was the
# most blocks a row could take, not the exact count, and the default was 8.)
# Staging, here: TPFUSE_BASELINE=DIR scripts/stage-llama-gpu.sh build (DIR
# holding the baseline's libtpfuse_runtime.so.5 and COMMIT), or by hand into
# .devsplit/: this script as split.sh, device-env.sh as env.sh,
# tpfuse-gpu-test, tpfuse-norm-quant-bench, the libraries they load
# (scripts/copy-gpu-libraries.sh .devsplit/lib BINARIES), the baseline's
# libtpfuse_runtime.so.5 in variants/base/, COMMIT and base/COMMIT; pack it
# (tar + xz -9e). On the device:
#   python3 -c "import tarfile; tarfile.open('.devsplit.tar.xz').extractall()"
#   cd .devsplit && OUT=$OUT bash split.sh
# Logs: $OUT/results.tar.xz, packed after each step.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/test
record_environment $R

# test NAME SPLIT ARGS...: tpfuse-gpu-test with the staged runtime.
test_split() {
  local name=$1 split=$2
  shift 2
  ( time timeout 200 env TPFUSE_NORM_ROW_SPLIT=$split \
      ./tpfuse-gpu-test --launch=same-device "$@" ) \
    > $R/test/gpu-test-$name.log 2>&1
  echo "gpu-test $name: exit $? at $SECONDS s"
  grep -E "total:|FAIL|RESULT" $R/test/gpu-test-$name.log | tail -3
  pack_results $R
}
if [ -z "${SKIP_TESTS:-}" ]; then
  test_split same-device-split8 8
  test_split quant-split2 2 --only=quant
  test_split quant-split4 4 --only=quant
fi

# The baseline: variants/base/ (staged by hand), or base/ (staged by
# scripts/stage-llama-gpu.sh with TPFUSE_BASELINE).
baseline=variants/base
[ -e base/libtpfuse_runtime.so.5 ] && baseline=base
for run in 1 2; do
  for what in fp8 variants; do
    args=--scheme=fp8
    [ $what = variants ] && args=--variants
    run_norm_bench $R $what-base-$run $baseline 0 $args
    run_norm_bench $R $what-split-$run "" 0 $args
    run_norm_bench $R $what-unsplit-$run "" 1 $args
  done
done
