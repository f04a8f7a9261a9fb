#!/bin/bash
# Device side of the graph-replay follow-up in llama-same-device-1xH200.md:
# the driver (scripts/stage-llama-gpu.sh's folder, as graphs.sh) run again
# and again, to see how often a fused call's graph capture reports a fused
# kernel's timeout, whether it depends on the order of the token counts, and
# whether it happens with programmatic dependent launch off (TPFUSE_PDL=0).
set -u -o pipefail
cd "$(dirname "$0")"
export NCCL_NVLS_ENABLE=0 CUDA_MODULE_LOADING=EAGER
NCCL_LIB=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")/lib
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
export LD_LIBRARY_PATH=$NCCL_LIB:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-}
ARGS=(--data llama --unsharded-weights llama/weights_tp1.bin
      --rank-weights llama/weights_tp2_rank0.bin
      --rank-weights llama/weights_tp2_rank1.bin)
# attempt NAME PDL TOKENS: one run; its verdict and failed checks.
attempt() {
  local name=$1 pdl=$2 tokens=$3
  TPFUSE_PDL=$pdl timeout 60 ./tpfuse-e2e-llama-cuda "${ARGS[@]}" \
    --tokens "$tokens" > "$OUT/run.log" 2>&1
  local code=$?
  echo "$name (TPFUSE_PDL=$pdl, tokens $tokens): exit $code," \
    "$(grep -c 'replays reproduce' "$OUT/run.log") graphs reproduced," \
    "$(grep -c 'FAILED:' "$OUT/run.log") failed checks" | tee -a "$OUT/graphs.txt"
  grep "FAILED:" "$OUT/run.log" | head -2 | sed 's/^/    /' | tee -a "$OUT/graphs.txt"
}
for i in 1 2 3 4; do attempt "pdl-on-$i" 1 1,5,16; done
for i in 1 2 3 4; do attempt "pdl-off-$i" 0 1,5,16; done
for i in 1 2; do attempt "pdl-on-reversed-$i" 1 16,5,1; done
for i in 1 2; do attempt "pdl-on-5-only-$i" 1 5; done
