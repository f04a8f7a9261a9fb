#!/bin/bash
# Device-side script of the run in allreduce-norm-2xH200.md and flashinfer-2xH200.md:
# tpfuse-gpu-bench and FlashInfer's fused all-reduce + residual + RMSNorm
# (bench/flashinfer_allreduce_norm_bench.py) in one device run on 2x H200.
# Run from the repository root with .devbin/ (tpfuse-gpu-bench + its libs,
# built here) and .whl/ (apache-tvm-ffi wheel + a stripped FlashInfer tree:
# its Python files, include/, cccl/, spdlog/ and the three trtllm comm .cu
# files) carried. Output under $OUT.
set -u -o pipefail
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export PYTHONUNBUFFERED=1 TVM_FFI_DISABLE_TORCH_C_DLPACK=1
export FLASHINFER_CUDA_ARCH_LIST="9.0a" FLASHINFER_WORKSPACE_BASE=/tmp/fiws
export FLASHINFER_NVCC_THREADS=4 MAX_JOBS=8
ROOT=$PWD
{
  echo "== date"; date -u
  echo "== nvidia-smi"; nvidia-smi
  echo "== topology"; nvidia-smi topo -m
  echo "== nvcc"; nvcc --version | tail -2
  echo "== driver"; cat /proc/driver/nvidia/version 2>/dev/null | head -1
  python3 -c "import torch; print('torch', torch.__version__, 'cuda', torch.version.cuda, 'nccl', torch.cuda.nccl.version())"
} > $OUT/environment.txt 2>&1

# FlashInfer: install; then either load the trtllm_comm module built ahead
# on the build machine (.whl/trtllm_comm-*.so, same nvcc), or JIT-build it on
# the CPUs in the background while tpfuse-gpu-bench holds the GPUs.
mkdir -p /tmp/site && python3 -m pip install -q --no-index --no-deps --no-compile \
  --no-cache-dir --upgrade --target /tmp/site .whl/*.whl \
  && tar -C /tmp/site -xJf .whl/flashinfer-*-stripped.tar.xz || echo "FlashInfer install FAILED"
export PYTHONPATH=/tmp/site
PREBUILT=$(ls $ROOT/.whl/trtllm_comm-*.so 2>/dev/null | head -1)
if [ -n "$PREBUILT" ]; then
  export FI_BENCH_PREBUILT_SO=$PREBUILT
  echo "FlashInfer: prebuilt trtllm_comm module $PREBUILT" > $OUT/flashinfer-jit.log
  JIT=
else
  ( time timeout 300 python3 bench/flashinfer_allreduce_norm_bench.py --compile-only ) \
    > $OUT/flashinfer-jit.log 2>&1 &
  JIT=$!
fi

echo "== tpfuse-gpu-bench"
NCCL_DIR=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")
# cuBLAS (the runtime's tpfuse_matmul) from pip too.
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
( cd .devbin && export LD_LIBRARY_PATH=$NCCL_DIR/lib:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-} && \
  time timeout 200 ./tpfuse-gpu-bench ) > $OUT/tpfuse-bench.log 2>&1
echo "exit $?" >> $OUT/tpfuse-bench.log
tail -3 $OUT/tpfuse-bench.log

if [ -n "$JIT" ]; then
  echo "== FlashInfer JIT (waiting)"
  wait $JIT; echo "jit exit $?" >> $OUT/flashinfer-jit.log
fi
tail -5 $OUT/flashinfer-jit.log
echo "== FlashInfer bench"
( time timeout 240 python3 bench/flashinfer_allreduce_norm_bench.py \
    --hidden 7168,4096 --max-tokens 8192 --replays 30 \
    --json $OUT/flashinfer-bench.json ) 2>&1 | tee $OUT/flashinfer-bench.log | grep -v Warning
echo "fi exit ${PIPESTATUS[0]}" >> $OUT/flashinfer-bench.log
