#!/bin/bash
# One device call on one GPU: the local norm's unquantized kNormVariant
# instances at two blocks per SM and a block per row (candidate) against the
# runtime before them (baseline), in this order:
#  1. the candidate's tpfuse-gpu-test --launch=same-device (it links the
#     kernels in): every variant's local norm against the CPU backend bit for
#     bit, fused = declined = unfused, before anything is timed;
#  2. tpfuse-norm-quant-bench --replays=40 --variants with the baseline's
#     runtime and the candidate's, in turns, twice each;
#  3. unless FP8=0, tpfuse-norm-quant-bench --replays=40 --scheme=fp8 with
#     each once (the first candidate changed the quantizing kNormVariant
#     instances too).
# Staging, here (build/devquant/ as norm-quant-peers-1xH200-run.sh says,
# with the baseline's runtime; then the candidate):
#   mkdir -p build/devcand/lib && cp build/runtime/test/gpu/tpfuse-gpu-test build/devcand/ &&
#   cp -L build/runtime/libtpfuse_runtime.so.5 build/devcand/lib/ &&
#   git rev-parse --short HEAD > build/devcand/COMMIT
# then pack both into one archive (the two runtimes and the test share
# their kernels' code, which xz finds: 37 MB become 15, under the carry's
# limit with the tree)
#   (cd build && tar -cf - devquant devcand | xz -9e > devpack.tar.xz)
# and carry build/devpack.tar.xz; on the device, from the repository root:
#   python3 -c "import tarfile; tarfile.open('build/devpack.tar.xz').extractall('build')" &&
#     bash bench/results/norm-variant-blocks-1gpu-run.sh
# The logs are packed into $OUT/results.tar.xz after each step.
set -u -o pipefail
cd build/devquant
. ../../bench/results/device-env.sh
R=$(mktemp -d)
mkdir -p $R/test $R/norm
{ echo "baseline $(cat COMMIT), candidate $(cat ../devcand/COMMIT)"
  date -u; nvidia-smi -L
  nvidia-smi --query-gpu=driver_version,clocks.sm,clocks.max.sm --format=csv
} > $R/environment.txt 2>&1

( cd ../devcand && time timeout 240 ./tpfuse-gpu-test --launch=same-device ) \
  > $R/test/gpu-test-same-device.log 2>&1
echo "candidate's gpu-test same-device: exit $? at $SECONDS s"
grep -E "total:|RESULT" $R/test/gpu-test-same-device.log | tail -3
pack_results $R

CANDIDATE=$PWD/../devcand/lib
for run in 1 2; do
  ( time timeout 120 ./tpfuse-norm-quant-bench --replays=40 --variants ) \
    > $R/norm/base-$run.md 2>&1
  echo "baseline variants $run: exit $? at $SECONDS s"
  ( time timeout 120 env LD_LIBRARY_PATH=$CANDIDATE:$LD_LIBRARY_PATH \
      ./tpfuse-norm-quant-bench --replays=40 --variants ) \
    > $R/norm/cand-$run.md 2>&1
  echo "candidate variants $run: exit $? at $SECONDS s"
  pack_results $R
done
grep -E "^\| 7168 \| 8192 \| after" $R/norm/base-1.md $R/norm/cand-1.md

[ "${FP8:-1}" = 0 ] && exit 0
( time timeout 120 ./tpfuse-norm-quant-bench --replays=40 --scheme=fp8 ) \
  > $R/norm/base-fp8.md 2>&1
echo "baseline fp8: exit $? at $SECONDS s"
( time timeout 120 env LD_LIBRARY_PATH=$CANDIDATE:$LD_LIBRARY_PATH \
    ./tpfuse-norm-quant-bench --replays=40 --scheme=fp8 ) \
  > $R/norm/cand-fp8.md 2>&1
echo "candidate fp8: exit $? at $SECONDS s"
pack_results $R
