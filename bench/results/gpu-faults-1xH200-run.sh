#!/bin/bash
# Device side of gpu-faults-1xH200.md (run there as run.sh next to
# tpfuse-gpu-faults and its lib/): environment, the fault scenarios, then
# compute-sanitizer's memcheck, racecheck, synccheck and initcheck on the
# staged one-rank-at-a-time fused calls (tpfuse-gpu-faults --sanitize).
set -u
cd "$(dirname "$0")"
NCCL_DIR=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
export LD_LIBRARY_PATH=$NCCL_DIR/lib:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-}
export NCCL_NVLS_ENABLE=0
{
  echo "== date"; date -u
  echo "== nvidia-smi"; nvidia-smi
  echo "== driver"; head -1 /proc/driver/nvidia/version 2>/dev/null
  echo "== kernel"; uname -r
  echo "== compute-sanitizer"; compute-sanitizer --version
  echo "== libs"; ldd ./tpfuse-gpu-faults | grep -E "nccl|cudart|cublas|gloo|not found"
  echo "== binary sha256"; sha256sum ./tpfuse-gpu-faults
} > $OUT/environment.txt 2>&1
echo "== tpfuse-gpu-faults --faults"
( time timeout 120 ./tpfuse-gpu-faults --faults ) > $OUT/faults.log 2>&1; echo "exit $?" >> $OUT/faults.log
grep -E "^==|rank|FAIL|RESULT|exit|real" $OUT/faults.log | head -80
for tool in memcheck racecheck synccheck initcheck; do
  limit=100; [ $tool = racecheck ] && limit=150
  ( time timeout $limit compute-sanitizer --tool $tool --error-exitcode 3 ./tpfuse-gpu-faults --sanitize ) > $OUT/sanitizer-$tool.log 2>&1
  echo "exit $?" >> $OUT/sanitizer-$tool.log
  echo "== $tool"; grep -E "ERROR SUMMARY|RACECHECK SUMMARY|RESULT|sanitize:|exit|FAIL|real" $OUT/sanitizer-$tool.log | head -12
done
