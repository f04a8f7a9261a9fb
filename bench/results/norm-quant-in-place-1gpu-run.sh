#!/bin/bash
# One device call on one GPU: the quantizing local norm against FlashInfer's
# kernels with the outputs where FlashInfer writes them. FlashInfer's
# fused_add_rmsnorm(_quant) write the residual (and the normed row) in
# place, so a harness of 16 rotating sets holds two tensors a set where
# tpfuse-norm-quant-bench's default holds four: at hidden 4096 x 128
# tokens FlashInfer's sets fit in L2 (32 MB) and tpfuse's do not (64 MB).
#  1. tpfuse-norm-quant-bench --replays=40 --scheme=fp8, with its outputs in
#     their own buffers and --in-place, in turns, twice each;
#  2. FlashInfer from .whl/ into /tmp/site, its self-test, then
#     bench/norm_quant_peers_bench.py --impl flashinfer (each configuration
#     checked against the float64 model first), its table joined with the
#     first run of each of step 1's;
#  3. unless COMPILE=0: torch.compile (Inductor, default mode) of Hugging
#     Face's norm after the residual add, hidden 4096 and 7168, tokens 1 to
#     8192 (no new configuration past 150 s), beside
#     tpfuse-norm-quant-bench --variants in the same call.
# Staging as norm-grids-1gpu-run.sh's (build/devrow/), plus .whl/ from
# scripts/stage-flashinfer.sh. Run from the repository root; the logs are
# packed into $OUT/results.tar.xz after each step.
set -u -o pipefail
export PYTHONUNBUFFERED=1 TVM_FFI_DISABLE_TORCH_C_DLPACK=1
export FLASHINFER_CUDA_ARCH_LIST="9.0a" FLASHINFER_WORKSPACE_BASE=/tmp/fiws
export FLASHINFER_USE_CUDA_NORM=1
root=$PWD
cd build/devrow
. ../../bench/results/device-env.sh
R=$(mktemp -d)
mkdir -p $R/quant
record_environment $R
{ python3 -c "import sys, torch; print('python', sys.version.split()[0], 'torch', torch.__version__)"
  echo "== .whl sha256"; sha256sum $root/.whl/*
} >> $R/environment.txt 2>&1

for run in 1 2; do
  for placement in own in-place; do
    flag=; [ $placement = in-place ] && flag=--in-place
    ( time timeout 60 ./tpfuse-norm-quant-bench --replays=40 --scheme=fp8 $flag ) \
      > $R/quant/tpfuse-$placement-$run.md 2>&1
    echo "tpfuse fp8, outputs $placement, run $run: exit $? at $SECONDS s"
  done
  pack_results $R
done

cd $root
install_flashinfer $root $R/quant
( time timeout 200 python3 bench/norm_quant_peers_bench.py \
    --impl flashinfer --schemes "none;fp8 static;fp8 group 128, f32 column-major" \
    --hidden 4096,7168 --tokens 1,16,128,512,2048,8192 --replays 40 \
    --time-budget 140 --flashinfer-so "$(ls $PWD/.whl/flashinfer-norm-*-sm90a.so)" \
    --tpfuse-table $R/quant/tpfuse-own-1.md,$R/quant/tpfuse-in-place-1.md \
    --json $R/quant/peers.json --markdown $R/quant/peers.md ) >> $R/quant/peers.log 2>&1
echo "peers exit $? at $SECONDS s" | tee -a $R/quant/peers.log
grep -E "norm module|WRONG|UNWRITTEN|Error|configurations" $R/quant/peers.log | tail -10
pack_results $R

[ "${COMPILE:-1}" = 0 ] && exit 0
mkdir -p $R/compile
( cd build/devrow && time timeout 60 ./tpfuse-norm-quant-bench --replays=40 --variants ) \
  > $R/compile/tpfuse-variants.md 2>&1
echo "tpfuse variants: exit $? at $SECONDS s"
( time timeout 240 python3 bench/norm_quant_peers_bench.py --impl compile \
    --schemes none --compile-modes default --compile-normed yes \
    --hidden 4096,7168 --tokens 1,16,128,512,2048,8192 --replays 40 \
    --time-budget 150 --json $R/compile/compile.json \
    --markdown $R/compile/compile.md ) > $R/compile/compile.log 2>&1
echo "torch.compile: exit $? at $SECONDS s"
tail -3 $R/compile/compile.log
pack_results $R
