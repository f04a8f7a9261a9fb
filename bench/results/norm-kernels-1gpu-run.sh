#!/bin/bash
# One device call on one GPU for the plain norm kernels, in this order:
#  0. tpfuse-gpu-test --launch=same-device: every kernel's bits against the
#     host's (compute = storage's sum against the serial chain; fused =
#     declined = unfused) before anything is timed;
#  1. tpfuse-norm-quant-bench --variants with the baseline commit's runtime
#     (base/, the same public API) and with this commit's, alternating,
#     twice each; then, if staged, with each other runtime in variants/NAME/
#     (a candidate beside this commit's, e.g. another launch);
#  2. if staged, each tpfuse-in-dtype-pipeline-timeline* (the single row's
#     pipelined in-dtype chain, its hand-offs stamped window by window) at
#     hidden 7168 and 4096, 1 and 128 rows;
#  3. torch.compile (Inductor) of the same PyTorch norm (Hugging Face's
#     LlamaRMSNorm after the residual add, bench/norm_quant_peers_bench.py,
#     scheme none), hidden 4096 and 7168, tokens 1 to 8192, in the same call.
# Staging, here: TPFUSE_BASELINE=DIR scripts/stage-llama-gpu.sh build (DIR:
# an earlier staging's libtpfuse_runtime.so.5 and COMMIT; it packs
# .devllama.tar.xz; variants go into .devllama/variants/NAME/ before
# packing it again). On the device, with .devllama.tar.xz carried:
#   python3 -c "import tarfile; tarfile.open('.devllama.tar.xz').extractall()"
#   cd .devllama && OUT=$OUT bash norms.sh
# The logs go to a folder packed into $OUT/results.tar.xz after each step.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/norm $R/compile
record_environment $R
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)" >> $R/environment.txt 2>&1
run_same_device_test $R
for run in 1 2; do
  ( time timeout 120 env LD_LIBRARY_PATH=$PWD/base:$LD_LIBRARY_PATH \
      ./tpfuse-norm-quant-bench --variants ) > $R/norm/base-$run.log 2>&1
  echo "baseline run $run: exit $? at $SECONDS s"
  ( time timeout 120 ./tpfuse-norm-quant-bench --variants ) > $R/norm/new-$run.log 2>&1
  echo "this commit run $run: exit $? at $SECONDS s"
  for variant in variants/*/; do
    [ -e "$variant/libtpfuse_runtime.so.5" ] || continue
    name=$(basename "$variant")
    ( time timeout 120 env LD_LIBRARY_PATH=$PWD/$variant:$LD_LIBRARY_PATH \
        ./tpfuse-norm-quant-bench --variants ) > $R/norm/$name-$run.log 2>&1
    echo "variant $name run $run: exit $? at $SECONDS s"
  done
  pack_results $R
done
grep -E "^\| 7168 \| (1|128|2048|8192) \| (default|compute)" $R/norm/base-1.log $R/norm/new-1.log
pack_results $R
run_timelines $R
( time timeout 300 python3 ../bench/norm_quant_peers_bench.py --impl compile \
    --schemes none --compile-modes default,max-autotune-no-cudagraphs \
    --compile-normed yes --hidden 4096,7168 --tokens 1,16,128,512,2048,8192 \
    --replays 40 --time-budget 240 --json $R/compile/compile.json \
    --markdown $R/compile/compile.md ) > $R/compile/compile.log 2>&1
echo "torch.compile: exit $? at $SECONDS s"
pack_results $R
