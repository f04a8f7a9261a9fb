#!/bin/bash
# Device side of gpu-abi3-1xH200.md (run there as run.sh next to
# tpfuse-gpu-test, tpfuse-gpu-faults and their lib/): environment, the GPU
# test in the same-device mode, then the fault scenarios. Checks the runtime
# ABI 3 entries (tpfuse_rms_norm_args) and the CUDA backend after its split.
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
  echo "== binary sha256"; sha256sum ./tpfuse-gpu-test ./tpfuse-gpu-faults
} > $OUT/environment.txt 2>&1
echo "== tpfuse-gpu-test --launch=same-device"
( time timeout 420 ./tpfuse-gpu-test --launch=same-device ) > $OUT/gpu-test.log 2>&1; echo "exit $?" >> $OUT/gpu-test.log
grep -E "summary|total|RESULT|FAIL|timeout:|cost:|variants:|exit|real" $OUT/gpu-test.log | head -60
echo "== tpfuse-gpu-faults --faults"
( time timeout 120 ./tpfuse-gpu-faults --faults ) > $OUT/faults.log 2>&1; echo "exit $?" >> $OUT/faults.log
grep -E "^==|FAIL|RESULT|exit|real" $OUT/faults.log | head -40
