#!/bin/bash
# Device side of gpu-quant-2xH200.log (run there as run2.sh next to
# tpfuse-gpu-test and its lib/): environment, then the GPU test on 2 H200s
# over NVLink, one process per GPU and one process for both (the default
# launch): the quantized outputs alone (--only=quant), then the whole run.
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
  echo "== topology"; nvidia-smi topo -m
  echo "== driver"; head -1 /proc/driver/nvidia/version 2>/dev/null
  echo "== libs"; ldd ./tpfuse-gpu-test | grep -E "nccl|cudart|cublas|gloo|not found"
  echo "== binary sha256"; sha256sum ./tpfuse-gpu-test
  echo "== commands"
  echo "./tpfuse-gpu-test --only=quant"
  echo "./tpfuse-gpu-test"
} > $OUT/environment.txt 2>&1
( time timeout 240 ./tpfuse-gpu-test --only=quant ) > $OUT/gpu-quant.log 2>&1; echo "exit $?" >> $OUT/gpu-quant.log
grep -E "summary|total|RESULT|FAIL|exit|real" $OUT/gpu-quant.log | head -20
( time timeout 300 ./tpfuse-gpu-test ) > $OUT/gpu-test.log 2>&1; echo "exit $?" >> $OUT/gpu-test.log
grep -E "total|RESULT|exit|real" $OUT/gpu-test.log | tail -12
