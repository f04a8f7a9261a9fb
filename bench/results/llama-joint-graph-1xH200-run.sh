#!/bin/bash
# One device call on one GPU: the exported Llama's graph replays with the
# ranks' joint graph (LlamaCudaDriver.cpp's header says why), then the same
# driver with a graph per rank for the record, then the GPU test's quantized
# cases (tpfuse-gpu-test --only=quant) for the epilogue's scalings.
# Staging, here: scripts/stage-llama-gpu.sh build; copy into .devllama/
# build/runtime/test/gpu/tpfuse-gpu-test, this script as joint.sh and
# llama-same-device-1xH200-repeat-run.sh as repeat.sh; then
# tar cJf .devllama.tar.xz .devllama. On the device, with .devllama.tar.xz
# carried:
#   python3 -c "import tarfile; tarfile.open('.devllama.tar.xz').extractall()"
#   cd .devllama && OUT=$OUT bash joint.sh
# The logs go to a folder packed into $OUT/results.tar.xz after each step
# (the device tool returns at most 8 files).
cd "$(dirname "$0")"
export NCCL_NVLS_ENABLE=0 CUDA_MODULE_LOADING=EAGER
NCCL_LIB=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")/lib
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
export LD_LIBRARY_PATH=$NCCL_LIB:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-}
R=$(mktemp -d)
mkdir -p $R/joint $R/per-rank $R/test
pack() {
  python3 -c "import sys, tarfile; t = tarfile.open(sys.argv[1], 'w:xz'); t.add(sys.argv[2], arcname='.'); t.close()" \
    $OUT/results.tar.xz.part $R && mv $OUT/results.tar.xz.part $OUT/results.tar.xz
}
{ cat COMMIT; date -u; nvidia-smi -L; nvidia-smi --query-gpu=driver_version --format=csv; } > $R/environment.txt 2>&1
OUT=$R/joint RUNS=10 bash repeat.sh 2>&1 | tail -12
echo "joint graph: done at $SECONDS s"
pack
OUT=$R/per-rank RUNS=3 bash repeat.sh --per-rank-graphs 2>&1 | tail -8
echo "graph per rank: done at $SECONDS s"
pack
( time timeout 200 ./tpfuse-gpu-test --launch=same-device --only=quant ) > $R/test/gpu-test-quant.log 2>&1
echo "gpu-test quant: exit $? at $SECONDS s"
grep -E "total:|FAIL|reciprocal" $R/test/gpu-test-quant.log | grep -v "0 failed" | head -5
grep -E "total:" $R/test/gpu-test-quant.log
pack
