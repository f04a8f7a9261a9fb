#!/bin/bash
# One device call on one GPU (H100 or H200), shorter than
# norm-quant-peers-1xH200-run.sh: the quantizing local norm against
# FlashInfer's kernels only (no torch.compile), the schemes FlashInfer has
# on Hopper (none, static FP8, FP8 groups of 128 with f32 scales), hidden
# 4096 and 7168, tokens 1 to 8192, each peer configuration checked against
# the float64 model first (bench/norm_quant_peers_bench.py).
#  1. tpfuse-norm-quant-bench --replays=40 --scheme=fp8 (CUDA-graph medians);
#  2. FlashInfer from .whl/ into /tmp/site, its self-test, then the peers
#     benchmark with --impl flashinfer (no new configuration past BUDGET
#     seconds, default 120), its table joined with step 1's.
# Staging as norm-quant-peers-1xH200-run.sh's (build/devquant/, .whl/).
# Run from the repository root; output under $OUT.
set -u -o pipefail
export NCCL_NVLS_ENABLE=0 PYTHONUNBUFFERED=1 TVM_FFI_DISABLE_TORCH_C_DLPACK=1
export FLASHINFER_CUDA_ARCH_LIST="9.0a" FLASHINFER_WORKSPACE_BASE=/tmp/fiws
export FLASHINFER_USE_CUDA_NORM=1
BUDGET=${BUDGET:-120}
{
  echo "== date"; date -u
  echo "== commit"; cat build/devquant/COMMIT
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv
  python3 -c "import sys, torch; print('python', sys.version.split()[0], 'torch', torch.__version__)"
  echo "== .whl sha256"; sha256sum .whl/*
} > $OUT/environment.txt 2>&1
NCCL_DIR=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
( cd build/devquant &&
  export LD_LIBRARY_PATH=$NCCL_DIR/lib:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-} &&
  time timeout 60 ./tpfuse-norm-quant-bench --replays=40 --scheme=fp8 ) \
  > $OUT/tpfuse-bench.md 2>&1
echo "tpfuse-norm-quant-bench: exit $? at $SECONDS s"
mkdir -p /tmp/site && python3 -m pip install -q --no-index --no-deps \
  --no-compile --target /tmp/site .whl/*.whl > $OUT/install.log 2>&1 &&
  tar -C /tmp/site -xJf .whl/flashinfer-*-norm-stripped.tar.xz >> $OUT/install.log 2>&1 ||
  echo "FlashInfer install FAILED" | tee -a $OUT/install.log
export PYTHONPATH=/tmp/site
timeout 60 python3 bench/norm_quant_peers_bench.py --self-test > $OUT/peers.log 2>&1
echo "self-test exit $?" | tee -a $OUT/peers.log
( time timeout $((BUDGET + 60)) python3 bench/norm_quant_peers_bench.py \
    --impl flashinfer --schemes "none;fp8 static;fp8 group 128, f32 column-major" \
    --hidden 4096,7168 --tokens 1,16,128,512,2048,8192 --replays 40 \
    --time-budget $BUDGET --flashinfer-so "$(ls $PWD/.whl/flashinfer-norm-*-sm90a.so)" \
    --tpfuse-table $OUT/tpfuse-bench.md --json $OUT/peers.json \
    --markdown $OUT/peers.md ) >> $OUT/peers.log 2>&1
echo "peers exit $? at $SECONDS s" | tee -a $OUT/peers.log
grep -E "norm module|WRONG|UNWRITTEN|Error|configurations" $OUT/peers.log | tail -10
