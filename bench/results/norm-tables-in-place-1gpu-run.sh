#!/bin/bash
# One device call on one GPU: the tables issues 22, 23 and 26 ask for, from
# one build/devrow/ (norm-grids-1gpu-run.sh's staging, plus
# build/runtime/test/gpu/tpfuse-gpu-bench) and .whl/:
#  1. norm-quant-in-place-1gpu-run.sh into $OUT/in-place: the FP8 schemes
#     with the outputs in their own buffers and in place, beside FlashInfer,
#     then torch.compile beside --variants;
#  2. tpfuse-gpu-bench --same-device, twice, then with --stages (issue 26);
#  3. unless PROFILE=0, Nsight Compute on the default variant's norm kernel
#     (rmsNorm; the benchmark's default table runs only Hugging Face's, so
#     --variants) at hidden 7168 x 512 tokens, the one size where it
#     trailed torch.compile (whose kernel norm-grids-1gpu-run.sh profiled),
#     and at 4096 x 8192 beside Hugging Face's row kernel.
# Staging, here, from a build with the CUDA backend: norm-grids-1gpu-run.sh's
# build/devrow/ with tpfuse-gpu-bench beside the other two programs (copied,
# and named to scripts/copy-gpu-libraries.sh with them), packed into
# build/devrow.tar.xz, and .whl/ from scripts/stage-flashinfer.sh; carry
# both (about 19 MB). On the device, from the repository root:
#   python3 -c "import tarfile; tarfile.open('build/devrow.tar.xz').extractall('build')" &&
#     bash bench/results/norm-tables-in-place-1gpu-run.sh
# The logs are packed into $OUT/results.tar.xz (steps 2-3) and
# $OUT/in-place/results.tar.xz (step 1). About 6-8 minutes.
set -u -o pipefail
export PYTHONUNBUFFERED=1
root=$PWD
mkdir -p $OUT/in-place
OUT=$OUT/in-place bash bench/results/norm-quant-in-place-1gpu-run.sh
echo "in-place comparison: exit $? at $SECONDS s"

cd build/devrow
. ../../bench/results/device-env.sh
R=$(mktemp -d)
mkdir -p $R/fused $R/profile
record_environment $R
for run in 1 2 stages; do
  flags="--same-device --replays=40"
  [ $run = stages ] && flags="$flags --stages"
  ( time timeout 100 ./tpfuse-gpu-bench $flags ) > $R/fused/same-device-$run.log 2>&1
  echo "fused same-device $run: exit $? at $SECONDS s"
  pack_results $R
done

[ "${PROFILE:-1}" = 1 ] || exit 0
# profile NAME KERNEL-REGEX HIDDEN TOKENS: the second launch of the kernel
# in tpfuse-norm-quant-bench --variants at that size.
profile() {
  run_launch_profile $R $1 "$2" 1 \
    ./tpfuse-norm-quant-bench --replays=1 --variants --hidden=$3 --tokens=$4
}
profile default-7168x512 "^rmsNorm$" 7168 512
# On one H200 the default's kernel (a block per row) was 7% slower than
# Hugging Face's rmsNormVariantRowPerBlock at 4096 x 8192 with the same
# grid (bench/results/norm-grids-1xH200).
profile default-4096x8192 "^rmsNorm$" 4096 8192
profile hf-4096x8192 "^rmsNormVariantRowPerBlock$" 4096 8192
