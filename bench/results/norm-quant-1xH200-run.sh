#!/bin/bash
# Device side of norm-quant-1xH200.md (run there as run-bench.sh next to
# tpfuse-norm-quant-bench and its lib/): environment, then the benchmark,
# twice, to show the spread between runs.
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
  echo "== binary sha256"; sha256sum ./tpfuse-norm-quant-bench
  echo "== command"; echo "./tpfuse-norm-quant-bench --replays=40 (twice)"
} > $OUT/environment.txt 2>&1
for run in 1 2; do
  timeout 250 ./tpfuse-norm-quant-bench --replays=40 > $OUT/bench-$run.md 2>&1
  echo "exit $?" >> $OUT/bench-$run.md
done
cat $OUT/bench-1.md | head -100
