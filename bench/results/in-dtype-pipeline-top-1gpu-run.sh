#!/bin/bash
# One device call on one GPU (H100 or H200): the single row's pipelined
# in-dtype chain (runtime/src/cuda/InDtypeChainPipeline.cuh) with its
# windows passed over by their largest square, checked, timed against the
# runtimes before it, and its hand-offs stamped.
#  1. tpfuse-gpu-test --launch=same-device with the staged runtime (skipped
#     with SKIP_TESTS=1), then, with VARIANT_TESTS=1, each
#     tpfuse-gpu-test-NAME --quick with variants/NAME/'s runtime (a test
#     binary holds the pipeline's own test kernel, built with that
#     variant's header);
#  2. each tpfuse-in-dtype-pipeline-timeline-NAME at hidden 7168 and 4096,
#     1 and 128 rows (seconds; before the benchmarks, so that a call cut
#     short still returns them);
#  3. tpfuse-norm-quant-bench --variants (every unquantized variant) with
#     each runtime in variants/NAME/ and the staged one, in turns, twice,
#     for the spread.
# Staged here by hand: build the runtime; into .devchain/: this script as
# run.sh, device-env.sh as env.sh, tpfuse-gpu-test, tpfuse-norm-quant-bench,
# the libraries they load (scripts/copy-gpu-libraries.sh .devchain/lib
# BINARIES, then the built libtpfuse_runtime.so.5), variants/NAME/ each
# with a libtpfuse_runtime.so.5 and its COMMIT, the variants' test and
# timeline binaries, and COMMIT; pack it (tar + xz -9e).
# On the device:
#   python3 -c "import tarfile; tarfile.open('.devchain.tar.xz').extractall()"
#   cd .devchain && VARIANT_TESTS=1 OUT=$OUT bash run.sh
# Logs: $OUT/results.tar.xz, packed after each step.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
record_environment $R
if [ -z "${SKIP_TESTS:-}" ]; then
  run_same_device_test $R
  for test in tpfuse-gpu-test-*; do
    [ -n "${VARIANT_TESTS:-}" ] || break
    name=${test#tpfuse-gpu-test-}
    ( time timeout 120 env LD_LIBRARY_PATH=$PWD/variants/$name:$LD_LIBRARY_PATH \
        ./$test --launch=same-device --quick ) > $R/test/$test.log 2>&1
    echo "$test --quick: exit $? at $SECONDS s"
    grep -E "total:|RESULT" $R/test/$test.log | tail -2
  done
  pack_results $R
fi
run_timelines $R
for run in 1 2; do
  for variant in variants/*/; do
    run_norm_bench $R variants-$(basename $variant)-$run ${variant%/} "" --variants
  done
  run_norm_bench $R variants-staged-$run "" "" --variants
done
pack_results $R
