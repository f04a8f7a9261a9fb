#!/bin/bash
# Device side of the norm variants' run on one H200: in the folder
# scripts/stage-gpu-binaries.sh makes (as run.sh), output under $OUT.
#  1. tpfuse-gpu-test --launch=same-device: the device functions (the
#     epilogue's encoders on all 2^32 floats; compute = storage's block sum
#     against the host's serial chain), then every case on two ranks
#     sharing the GPU, compute = storage's rows exact;
#  2. tpfuse-norm-quant-bench --variants: the plain norm of every variant
#     against the default variant and the copy bandwidth, hidden 4096 and
#     7168, tokens 1 to 8192 (CUDA-graph medians), twice for the spread.
# NCCL_NVLS_ENABLE=0; NCCL and cuBLAS from the device's pip packages.
set -u -o pipefail
cd "$(dirname "$0")"
export NCCL_NVLS_ENABLE=0 CUDA_MODULE_LOADING=EAGER
NCCL_LIB=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")/lib
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
export LD_LIBRARY_PATH=$NCCL_LIB:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-}
{
  echo "commit $(cat COMMIT)"; date -u
  nvidia-smi -L
  nvidia-smi --query-gpu=driver_version,clocks.sm,clocks.max.sm --format=csv
} > "$OUT/environment.txt" 2>&1
run() {
  local name=$1 limit=$2; shift 2
  ( time timeout "$limit" "$@" ) > "$OUT/$name.log" 2>&1
  echo "$name: exit $?" | tee -a "$OUT/summary.txt"
}
run gpu-test-same-device 240 ./tpfuse-gpu-test --launch=same-device
grep -E "^ok:|FAIL|RESULT" "$OUT/gpu-test-same-device.log" | head -20
run norm-variants 150 ./tpfuse-norm-quant-bench --variants
run norm-variants-repeat 150 ./tpfuse-norm-quant-bench --variants
cat "$OUT/norm-variants.log"
cat "$OUT/summary.txt"
