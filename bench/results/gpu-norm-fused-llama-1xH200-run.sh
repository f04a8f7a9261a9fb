#!/bin/bash
# One device call on one GPU, for the norm kernels' and the fused kernels'
# numbers and the exported Llama's graph replays, in this order:
#  0. tpfuse-gpu-test --launch=same-device, if staged: every kernel's bits
#     against the host's on this commit, before anything is timed;
#  1. tpfuse-gpu-bench --same-device: the fused kernels (two ranks sharing
#     the GPU) beside the plain norm on the whole GPU; then with --stages,
#     where a fused call's time goes (cuda/FusedStageClock.h);
#  2. the exported Llama's driver 10 times in a row
#     (llama-same-device-1xH200-repeat-run.sh, as repeat.sh);
#  3. tpfuse-norm-quant-bench --variants: every norm variant's plain norm
#     against the default variant and the copy bandwidth;
#  4. 1 and 3 again, as time allows (the spread between runs).
# The device tool brings back at most 8 files from $OUT, so the logs go to
# a folder packed into $OUT/results.tar.xz after each step (a run stopped at
# its limit still returns the steps before).
# Staging, here: scripts/stage-llama-gpu.sh build (it copies this script as
# both.sh, with repeat.sh, env.sh, tpfuse-gpu-test, tpfuse-gpu-bench and
# tpfuse-norm-quant-bench, and packs .devllama.tar.xz). On the device, with
# .devllama.tar.xz carried:
#   python3 -c "import tarfile; tarfile.open('.devllama.tar.xz').extractall()"
#   cd .devllama && OUT=$OUT bash both.sh
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/llama $R/norm $R/fused
{ cat COMMIT; date -u; nvidia-smi -L; nvidia-smi --query-gpu=driver_version,clocks.sm,clocks.max.sm --format=csv; } > $R/environment.txt 2>&1
if [ -x tpfuse-gpu-test ]; then
  mkdir -p $R/test
  ( time timeout 240 ./tpfuse-gpu-test --launch=same-device ) > $R/test/gpu-test-same-device.log 2>&1
  echo "gpu-test same-device: exit $? at $SECONDS s"
  pack_results $R
  grep -E "total:|FAIL" $R/test/gpu-test-same-device.log | tail -6
fi
bench() {
  ( time timeout 150 ./tpfuse-gpu-bench --same-device --replays=40 ) > $R/fused/same-device-$1.log 2>&1
  echo "same-device run $1: exit $? at $SECONDS s"
}
variants() {
  ( time timeout 120 ./tpfuse-norm-quant-bench --variants ) > $R/norm/variants-$1.log 2>&1
  echo "variants run $1: exit $? at $SECONDS s"
}
bench 1
pack_results $R
sed -n '/^###/,$p' $R/fused/same-device-1.log
( time timeout 90 ./tpfuse-gpu-bench --same-device --stages --replays=40 ) > $R/fused/stages.log 2>&1
echo "stages: exit $? at $SECONDS s"
pack_results $R
sed -n '/^####/,$p' $R/fused/stages.log | head -60
OUT=$R/llama RUNS=10 bash repeat.sh 2>&1 | tail -14
echo "llama done at $SECONDS s"
pack_results $R
variants 1
pack_results $R
[ $SECONDS -lt 420 ] && bench 2
pack_results $R
[ $SECONDS -lt 480 ] && variants 2
pack_results $R
grep -v "^|" $R/norm/variants-1.log | tail -5
