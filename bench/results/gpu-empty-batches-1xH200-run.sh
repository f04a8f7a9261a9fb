#!/bin/bash
# Device side of gpu-empty-batches-1xH200.log (run there as run.sh next to
# tpfuse-gpu-test and its lib/): environment, then the GPU test in the
# same-device mode, which now also makes empty batches (tokens 0, count 0,
# null and real buffers) through every C API entry, directly and in a
# replayed CUDA graph, and checks that no output is written.
set -u
cd "$(dirname "$0")"
NCCL_DIR=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
export LD_LIBRARY_PATH=$NCCL_DIR/lib:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-}
export NCCL_NVLS_ENABLE=0
{
  echo "== date"; date -u
  echo "== commit"; cat COMMIT 2>/dev/null
  echo "== nvidia-smi"; nvidia-smi
  echo "== driver"; head -1 /proc/driver/nvidia/version 2>/dev/null
  echo "== kernel"; uname -r
  echo "== libs"; ldd ./tpfuse-gpu-test | grep -E "nccl|cudart|cublas|gloo|not found"
  echo "== binary sha256"; sha256sum ./tpfuse-gpu-test
  echo "== command"; echo "./tpfuse-gpu-test --launch=same-device"
} > $OUT/environment.txt 2>&1
( time timeout 480 ./tpfuse-gpu-test --launch=same-device ) > $OUT/gpu-test.log 2>&1; echo "exit $?" >> $OUT/gpu-test.log
grep -E "empty batches|summary|total|RESULT|FAIL|exit|real" $OUT/gpu-test.log | head -40
