#!/bin/bash
# One device call on one GPU: the local norm's grids (RowPerBlockRule.h)
# run as such, one build, each choice forced in turn by
# TPFUSE_NORM_ROW_PER_BLOCK (resident blocks or a block per row):
#  1. tpfuse-norm-quant-bench --replays=40 --variants under three settings,
#     twice each in turns: the rule, a block per row never and always;
#  2. tpfuse-gpu-test --launch=same-device under the rule, then with a
#     block per row always (every unquantized local norm through the row
#     kernels): each against the CPU backend bit for bit, fused = declined
#     = unfused;
#  3. Nsight Compute's launch, occupancy, throughput, memory and warp-state
#     sections of one launch each: the default variant's norm kernel
#     (--variants runs it first; the benchmark's default table runs only
#     Hugging Face's, through rmsNormVariant) at hidden 4096 x 128 tokens and
#     7168 x 512 (where it is behind FlashInfer's harness and
#     torch.compile), and torch.compile's
#     kernel at 7168 x 512, whose generated source (Inductor's cache) comes
#     back beside it.
# Staging, here, from a build with the CUDA backend:
#   mkdir -p build/devrow && cp build/runtime/test/gpu/tpfuse-gpu-test \
#     build/runtime/test/gpu/tpfuse-norm-quant-bench build/devrow/ &&
#   scripts/copy-gpu-libraries.sh build/devrow/lib build/devrow/tpfuse-norm-quant-bench \
#     build/devrow/tpfuse-gpu-test &&
#   git rev-parse --short HEAD > build/devrow/COMMIT &&
#   (cd build && tar -cf - devrow | xz -9e > devrow.tar.xz)
# and carry build/devrow.tar.xz; on the device, from the repository root:
#   python3 -c "import tarfile; tarfile.open('build/devrow.tar.xz').extractall('build')" &&
#     bash bench/results/norm-grids-1gpu-run.sh
# FORCED=0 leaves out the second test, PROFILE=0 step 3. The logs are
# packed into $OUT/results.tar.xz after each step.
set -u -o pipefail
export PYTHONUNBUFFERED=1
root=$PWD
cd build/devrow
. ../../bench/results/device-env.sh
R=$(mktemp -d)
mkdir -p $R/norm $R/profile
record_environment $R

# NAME ROW_PER_BLOCK
settings="rule,0 rows-never,1 rows-always,2"
for run in 1 2; do
  for setting in $settings; do
    IFS=, read -r name rows <<< "$setting"
    ( time timeout 60 env TPFUSE_NORM_ROW_PER_BLOCK=$rows \
        ./tpfuse-norm-quant-bench --replays=40 --variants ) \
      > $R/norm/$name-$run.md 2>&1
    echo "variants, $name, run $run: exit $? at $SECONDS s"
  done
  pack_results $R
done
grep -E "^\| 7168 \| (512|8192) \| (default|after)" $R/norm/*-1.md

run_same_device_test $R
mv $R/test/gpu-test-same-device.log $R/test/gpu-test-same-device-rules.log
[ "${FORCED:-1}" = 1 ] && {
( time timeout 240 env TPFUSE_NORM_ROW_PER_BLOCK=2 \
    ./tpfuse-gpu-test --launch=same-device ) > $R/test/gpu-test-same-device-forced.log 2>&1
echo "gpu-test same-device, a block per row always: exit $? at $SECONDS s"
grep -E "total:|RESULT" $R/test/gpu-test-same-device-forced.log | tail -3
pack_results $R
}
[ "${PROFILE:-1}" = 1 ] || exit 0

profile() { run_launch_profile $R "$@"; }
profile rmsnorm-4096x128 "^rmsNorm$" 1 \
  ./tpfuse-norm-quant-bench --replays=1 --variants --hidden=4096 --tokens=128
profile rmsnorm-7168x512 "^rmsNorm$" 1 \
  ./tpfuse-norm-quant-bench --replays=1 --variants --hidden=7168 --tokens=512
export TVM_FFI_DISABLE_TORCH_C_DLPACK=1 TORCHINDUCTOR_CACHE_DIR=$R/inductor
profile compile-7168x512 '^triton' 4 python3 $root/bench/norm_quant_peers_bench.py \
  --impl compile --schemes none --compile-modes default --compile-normed yes \
  --hidden 7168 --tokens 512 --replays 2 --json $R/profile/compile.json
# The compiled module (its kernels' source and their launch); the cache
# holds each kernel alone too.
find $R/inductor -name "*.py" | while read -r source; do
  grep -q "AOT ID" "$source" && grep -q "@triton.jit" "$source" &&
    cp "$source" $R/profile/
done
rm -rf $R/inductor
pack_results $R
