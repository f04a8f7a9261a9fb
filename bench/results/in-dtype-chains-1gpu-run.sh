#!/bin/bash
# One device call on one GPU (H100 or H200): the local norm's in-dtype sum
# (TPFUSE_NORM_COMPUTE_IN_DTYPE) chained a thread a row
# (runtime/src/cuda/InDtypeChain.cuh), checked, then timed against the
# runtime before it (a block a row, InDtypeSum.cuh's windows).
#  1. tpfuse-gpu-test --launch=same-device with the staged runtime at its
#     rule (InDtypeChainRule.h), then with every chaining block owning each
#     count of rows in TEST_ROWS (TPFUSE_NORM_IN_DTYPE_CHAIN_ROWS; default
#     16): the chains against the host's chain on rows of every kind (ties,
#     subnormal squares, infinities, NaN), every variant's local norm
#     against the CPU backend's, fused = declined = local byte for byte
#     (skipped with SKIP_TESTS=1; RULE_ONLY=1 runs the rule's only);
#  2. tpfuse-norm-quant-bench --variants (every unquantized variant) with
#     the baseline runtime (base/), the staged one at its rule, and the
#     staged one at each count of rows a block in BENCH_ROWS (unset: 4
#     16; empty: none), in turns, twice, for the spread.
# Staged by `TPFUSE_BASELINE=DIR scripts/stage-llama-gpu.sh build` (as
# chains.sh, the baseline in base/), or by hand, here: build the runtime;
# into .devchain/: this script as
# chains.sh, device-env.sh as env.sh, tpfuse-gpu-test,
# tpfuse-norm-quant-bench, the libraries they load
# (scripts/copy-gpu-libraries.sh .devchain/lib BINARIES), the baseline's
# libtpfuse_runtime.so.5 in base/, COMMIT and base/COMMIT; pack it (tar +
# xz -9e). On the device:
#   python3 -c "import tarfile; tarfile.open('.devchain.tar.xz').extractall()"
#   cd .devchain && OUT=$OUT bash chains.sh
# Logs: $OUT/results.tar.xz, packed after each step.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/test $R/bench
record_environment $R

# test_rows NAME ROWS: tpfuse-gpu-test with the staged runtime.
test_rows() {
  ( time timeout 240 env TPFUSE_NORM_IN_DTYPE_CHAIN_ROWS=$2 \
      ./tpfuse-gpu-test --launch=same-device ) > $R/test/gpu-test-$1.log 2>&1
  echo "gpu-test $1: exit $? at $SECONDS s"
  grep -E "total:|FAIL|RESULT|in-dtype|chain" $R/test/gpu-test-$1.log | tail -6
  pack_results $R
}
if [ -z "${SKIP_TESTS:-}" ]; then
  test_rows same-device-rule 0
  if [ -z "${RULE_ONLY:-}" ]; then
    for rows in ${TEST_ROWS:-16}; do
      test_rows same-device-rows$rows $rows
    done
  fi
fi

# bench NAME LIBRARY-DIR ROWS: tpfuse-norm-quant-bench --variants.
bench() {
  local name=$1 library=${2:+$PWD/$2:}
  ( time timeout 100 env LD_LIBRARY_PATH=$library$LD_LIBRARY_PATH \
      TPFUSE_NORM_IN_DTYPE_CHAIN_ROWS=$3 \
      ./tpfuse-norm-quant-bench --replays=20 --variants ) \
    > $R/bench/$name.log 2>&1
  echo "bench $name: exit $? at $SECONDS s"
  pack_results $R
}
for run in 1 2; do
  bench variants-base-$run base 0
  bench variants-chains-$run "" 0
  for rows in ${BENCH_ROWS-4 16}; do
    bench variants-rows$rows-$run "" $rows
  done
done
