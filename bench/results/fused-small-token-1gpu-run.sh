#!/bin/bash
# One device call on one GPU for the fused kernels' small-token latency, in
# this order:
#  0. tpfuse-gpu-test --launch=same-device: every kernel's bits against the
#     host's on this commit, before anything is timed;
#  1. tpfuse-gpu-bench --same-device of this commit and of the baseline
#     commit in base/ (its own runtime library), alternating, twice each:
#     the same GPU, the same run;
#  2. this commit's stage clock (--stages);
#  3. the exported Llama's driver 10 times (repeat.sh): graph replays with
#     PDL on.
# Staging, here: TPFUSE_BASELINE=DIR scripts/stage-llama-gpu.sh build (DIR:
# an earlier staging's tpfuse-gpu-bench, libtpfuse_runtime.so.5 and COMMIT;
# it packs .devllama.tar.xz). On the device, with
# .devllama.tar.xz carried:
#   python3 -c "import tarfile; tarfile.open('.devllama.tar.xz').extractall()"
#   cd .devllama && OUT=$OUT bash small.sh
# The logs go to a folder packed into $OUT/results.tar.xz after each step.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/fused $R/llama
record_environment $R
run_same_device_test $R
for run in 1 2; do
  ( time timeout 120 env LD_LIBRARY_PATH=$PWD/base:$LD_LIBRARY_PATH \
      base/tpfuse-gpu-bench --same-device --replays=40 ) > $R/fused/base-$run.log 2>&1
  echo "baseline run $run: exit $? at $SECONDS s"
  ( time timeout 120 ./tpfuse-gpu-bench --same-device --replays=40 ) > $R/fused/new-$run.log 2>&1
  echo "this commit run $run: exit $? at $SECONDS s"
  pack_results $R
done
grep -E "^bf16,7168,(1|16|128|2048)," $R/fused/base-1.log $R/fused/new-1.log
( time timeout 90 ./tpfuse-gpu-bench --same-device --stages --replays=40 ) > $R/fused/stages.log 2>&1
echo "stages: exit $? at $SECONDS s"
pack_results $R
OUT=$R/llama RUNS=10 bash repeat.sh 2>&1 | tail -4
echo "llama done at $SECONDS s"
pack_results $R
