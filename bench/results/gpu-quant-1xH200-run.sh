#!/bin/bash
# Device side of gpu-quant-1xH200.log (run there as run.sh next to
# tpfuse-gpu-test and its lib/): environment, then the GPU test in the
# same-device mode: first the quantized outputs alone (--only=quant: every
# scheme and layout x dtype x norm variant on the fused one-shot and
# two-shot kernels, the forced-decline fallback, the local norm and the C
# API entry, tokens 1 to 2048, CUDA graph replays; values and scales bit for
# bit against the host quantizer on the normed rows the GPU wrote), then the
# whole default run, timed.
set -u
cd "$(dirname "$0")"
NCCL_DIR=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
export LD_LIBRARY_PATH=$NCCL_DIR/lib:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-}
export NCCL_NVLS_ENABLE=0 CUDA_MODULE_LOADING=EAGER
{
  echo "== date"; date -u
  echo "== commit"; cat COMMIT 2>/dev/null
  echo "== nvidia-smi"; nvidia-smi
  echo "== driver"; head -1 /proc/driver/nvidia/version 2>/dev/null
  echo "== kernel"; uname -r
  echo "== libs"; ldd ./tpfuse-gpu-test | grep -E "nccl|cudart|cublas|gloo|not found"
  echo "== binary sha256"; sha256sum ./tpfuse-gpu-test
  echo "== commands"
  echo "./tpfuse-gpu-test --launch=same-device --only=quant"
  echo "./tpfuse-gpu-test --launch=same-device"
} > $OUT/environment.txt 2>&1
( time timeout 300 ./tpfuse-gpu-test --launch=same-device --only=quant ) > $OUT/gpu-quant.log 2>&1; echo "exit $?" >> $OUT/gpu-quant.log
tail -25 $OUT/gpu-quant.log
if [ "${FULL:-1}" = 1 ]; then
  ( time timeout 420 ./tpfuse-gpu-test --launch=same-device ) > $OUT/gpu-test.log 2>&1; echo "exit $?" >> $OUT/gpu-test.log
  grep -E "summary|total|RESULT|FAIL|exit|real" $OUT/gpu-test.log | tail -20
fi
