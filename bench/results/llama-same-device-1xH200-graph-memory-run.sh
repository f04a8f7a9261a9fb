#!/bin/bash
# Device side of the graph-memory follow-up in llama-same-device-1xH200.md:
# the same driver (scripts/stage-llama-gpu.sh's folder, as graph-memory.sh),
# run again and again with and without --trim-graph-memory, to test whether
# the graph-capture timeouts come from the two ranks' graphs sharing the
# device's cached graph memory.
set -u -o pipefail
cd "$(dirname "$0")"
export NCCL_NVLS_ENABLE=0 CUDA_MODULE_LOADING=EAGER
NCCL_LIB=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")/lib
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
export LD_LIBRARY_PATH=$NCCL_LIB:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-}
ARGS=(--data llama --unsharded-weights llama/weights_tp1.bin
      --rank-weights llama/weights_tp2_rank0.bin
      --rank-weights llama/weights_tp2_rank1.bin)
{ echo "commit $(cat COMMIT)"; nvidia-smi -L; } | tee "$OUT/graph-memory.txt"
# attempt NAME TOKENS [OPTIONS...]: one run; its verdict and failed checks.
attempt() {
  local name=$1 tokens=$2
  shift 2
  timeout 60 ./tpfuse-e2e-llama-cuda "${ARGS[@]}" --tokens "$tokens" "$@" \
    > "$OUT/$name.log" 2>&1
  local code=$?
  echo "$name (tokens $tokens $*): exit $code," \
    "$(grep -c 'replays reproduce' "$OUT/$name.log") graphs reproduced," \
    "$(grep -c 'FAILED:' "$OUT/$name.log") failed checks" | tee -a "$OUT/graph-memory.txt"
  grep "FAILED:" "$OUT/$name.log" | head -2 | sed 's/^/    /' | tee -a "$OUT/graph-memory.txt"
}
for i in 1 2 3 4 5 6; do attempt "trim-$i" 1,5,16 --trim-graph-memory; done
for i in 1 2 3; do attempt "trim-reversed-$i" 16,5,1 --trim-graph-memory; done
for i in 1 2 3 4; do attempt "keep-$i" 1,5,16; done
for i in 1 2; do attempt "keep-reversed-$i" 16,5,1; done
