#!/bin/bash
# One device call on one GPU: fp8-quotient-candidate/candidate.patch, its
# exactness on the device and its time beside `main`.
#  1. tpfuse-norm-quant-bench --scheme=fp8 with `main`'s runtime and with
#     the candidate's, in turns, twice;
#  2. the candidate's tpfuse-gpu-test --launch=same-device --only=quant:
#     its encoder tests first (MiniFloatDeviceTest.cu, with the new
#     fp8Quotient check on all 2^32 dividends a divisor), then every
#     quantized case against the CPU backend.
# Staging, here, from a build with the CUDA backend:
#   - `main`'s programs as norm-grids-1gpu-run.sh stages them, in
#     build/devrow/ (tpfuse-norm-quant-bench, lib/), packed into
#     build/devrow.tar.xz;
#   - the patch applied and built (./scripts/build.sh tpfuse_runtime
#     tpfuse-gpu-test), then build/cand/ holding the candidate's
#     libtpfuse_runtime.so.5 and tpfuse-gpu-test (which links the kernels
#     in), packed into build/cand.tar.xz.
# Carry both (about 23 MB). On the device, from the repository root:
#   python3 -c "import tarfile; [tarfile.open(f).extractall('build') for f in ('build/devrow.tar.xz', 'build/cand.tar.xz')]" &&
#     bash bench/results/fp8-quotient-candidate-1gpu-run.sh
# Logs in $OUT: environment.txt, bench/{base,quotient}-{1,2}.log,
# test/gpu-test-quant.log, packed as $OUT/results.tar.xz. About 3 minutes.
set -u -o pipefail
cd build/devrow
. ../../bench/results/device-env.sh
R=$(mktemp -d)
record_environment $R
for run in 1 2; do
  run_norm_bench $R base-$run "" "" --replays=40 --scheme=fp8
  run_norm_bench $R quotient-$run ../cand "" --replays=40 --scheme=fp8
done
mkdir -p $R/test
( time timeout 300 ../cand/tpfuse-gpu-test --launch=same-device --only=quant ) \
  > $R/test/gpu-test-quant.log 2>&1
echo "gpu test: exit $? at $SECONDS s"
grep -E "^ok:|FAIL|RESULT" $R/test/gpu-test-quant.log | head -12
pack_results $R
