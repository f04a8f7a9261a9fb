#!/bin/bash
# Device side of the quantized norm's comparison on one H200, in one device
# session: tpfuse-norm-quant-bench, then bench/norm_quant_peers_bench.py
# (FlashInfer's fused norm + quantization kernels and torch.compile: default
# mode, returning the normed tensor and not, then max-autotune-no-cudagraphs
# as time allows), then, if time is left, tpfuse-norm-quant-bench again (the
# spread between runs).
# Run from the repository root with build/devquant/ (tpfuse-norm-quant-bench,
# its lib/ and COMMIT, built here) and .whl/ carried: the apache-tvm-ffi
# wheel, a stripped FlashInfer tree (the Python files flashinfer.norm
# imports, the sources and headers of its CUDA norm module) and that module
# built here for sm_90a (flashinfer-norm-*-sm90a.so; without it, or if it
# does not load, the bench JIT-builds the module). Output under $OUT, 7
# files; about 8 minutes at most.
# Staging, here: .whl/ by scripts/stage-flashinfer.sh PYTHON (a venv with
# torch and flashinfer-python, outside the repository); build/devquant/ by
#   mkdir -p build/devquant && cp build/runtime/test/gpu/tpfuse-norm-quant-bench build/devquant/ &&
#   scripts/copy-gpu-libraries.sh build/devquant/lib build/devquant/tpfuse-norm-quant-bench &&
#   git rev-parse --short HEAD > build/devquant/COMMIT
# then carry build/devquant and .whl.
set -u -o pipefail
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export PYTHONUNBUFFERED=1 TVM_FFI_DISABLE_TORCH_C_DLPACK=1
export FLASHINFER_CUDA_ARCH_LIST="9.0a" FLASHINFER_WORKSPACE_BASE=/tmp/fiws
export FLASHINFER_NVCC_THREADS=4 MAX_JOBS=8 FLASHINFER_USE_CUDA_NORM=1
ROOT=$PWD
{
  echo "== date"; date -u
  echo "== commit"; cat build/devquant/COMMIT 2>/dev/null
  echo "== nvidia-smi"; nvidia-smi
  echo "== nvcc"; nvcc --version | tail -2
  echo "== driver"; head -1 /proc/driver/nvidia/version 2>/dev/null
  echo "== python"
  python3 -c "import sys, torch, triton; print('python', sys.version.split()[0]); print('torch', torch.__version__, 'cuda', torch.version.cuda, 'triton', triton.__version__)"
  python3 -c "import transformers; print('transformers', transformers.__version__)"
  echo "== binary sha256"; sha256sum build/devquant/tpfuse-norm-quant-bench
  echo "== .whl sha256"; sha256sum .whl/*
} > $OUT/environment.txt 2>&1

NCCL_DIR=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")
# cuBLAS (the runtime's tpfuse_matmul) from pip too.
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
tpfuse_bench() {  # run number, time limit (s)
  ( cd build/devquant && export LD_LIBRARY_PATH=$NCCL_DIR/lib:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-} \
      CUDA_MODULE_LOADING=EAGER && time timeout "$2" ./tpfuse-norm-quant-bench --replays=40 ) \
    > $OUT/tpfuse-bench-$1.md 2>&1
  echo "exit $?" >> $OUT/tpfuse-bench-$1.md
  echo "tpfuse-norm-quant-bench run $1: $(tail -1 $OUT/tpfuse-bench-$1.md) at ${SECONDS} s"
}
tpfuse_bench 1 150

# FlashInfer: the tvm-ffi wheel and the stripped tree into /tmp/site.
mkdir -p /tmp/site && python3 -m pip install -q --no-index --no-deps --no-compile \
  --no-cache-dir --upgrade --target /tmp/site .whl/*.whl > $OUT/install.log 2>&1 \
  && tar -C /tmp/site -xJf .whl/flashinfer-*-norm-stripped.tar.xz >> $OUT/install.log 2>&1 \
  || echo "FlashInfer install FAILED" | tee -a $OUT/install.log
export PYTHONPATH=/tmp/site
PREBUILT=$(ls $ROOT/.whl/flashinfer-norm-*-sm90a.so 2>/dev/null | head -1)

timeout 60 python3 bench/norm_quant_peers_bench.py --self-test > $OUT/peers.log 2>&1
echo "self-test exit $?" >> $OUT/peers.log
# The bench starts no configuration past BUDGET seconds of its own (what is
# left of 430 s) and writes its results as they come, so that its timeout
# still leaves them: this step ends by about 480 s.
BUDGET=$((430 - SECONDS)); [ "$BUDGET" -lt 60 ] && BUDGET=60
( time timeout $((BUDGET + 50)) python3 bench/norm_quant_peers_bench.py \
    --hidden 4096,7168 --tokens 1,16,128,512,2048,8192 --replays 40 \
    --compile-modes default,max-autotune-no-cudagraphs --time-budget $BUDGET \
    --flashinfer-so "$PREBUILT" --tpfuse-table $OUT/tpfuse-bench-1.md \
    --json $OUT/peers.json --markdown $OUT/peers.md ) >> $OUT/peers.log 2>&1
echo "peers exit $?" >> $OUT/peers.log
grep -E "self-test|norm module|compiled in|configurations|WRONG|UNWRITTEN|Error" $OUT/peers.log | tail -40
echo "peers done at ${SECONDS} s"

if [ "$SECONDS" -lt 400 ]; then
  tpfuse_bench 2 90
else
  echo "second tpfuse-norm-quant-bench run skipped at ${SECONDS} s"
fi
