#!/bin/bash
# Device side of the graph-capture timeout's diagnosis and of its
# regression check (llama-same-device-1xH200.md): the exported LlamaModel's
# driver (scripts/stage-llama-gpu.sh's folder, as repeat.sh) run RUNS times
# in a row (default 10) with the token counts TOKENS (default the model's),
# each run's log in $OUT/run-N.log, one line per run in $OUT/repeat.txt:
# its exit code, the graphs that reproduced their direct calls, the failed
# checks and the first two of them (a timeout's message says which wait
# expired and how the clock behaved while it waited), and the replays'
# wall times. Extra arguments go to the driver.
set -u -o pipefail
cd "$(dirname "$0")"
. ./env.sh
RUNS=${RUNS:-10}
TOKENS=${TOKENS:-$(cat TOKENS)}
ARGS=(--data llama --unsharded-weights llama/weights_tp1.bin
      --rank-weights llama/weights_tp2_rank0.bin
      --rank-weights llama/weights_tp2_rank1.bin --cpu-outputs cpu-outputs)
{
  echo "commit $(cat COMMIT); $(nvidia-smi -L | head -1);" \
    "driver $(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -1);" \
    "uptime $(cut -d' ' -f1 /proc/uptime) s; $(date -u +%FT%TZ)"
  echo "runs $RUNS, tokens $TOKENS, TPFUSE_PDL=${TPFUSE_PDL:-default}," \
    "TPFUSE_PDL_IN_CAPTURES=${TPFUSE_PDL_IN_CAPTURES:-default}, extra arguments: $*"
} | tee "$OUT/repeat.txt"
passed=0
for run in $(seq 1 "$RUNS"); do
  log=$OUT/run-$run.log
  start=$(date +%s%N)
  timeout 90 ./tpfuse-e2e-llama-cuda "${ARGS[@]}" --tokens "$TOKENS" "$@" > "$log" 2>&1
  code=$?
  milliseconds=$(( ($(date +%s%N) - start) / 1000000 ))
  [ $code = 0 ] && passed=$((passed + 1))
  {
    echo "run $run: exit $code in $milliseconds ms," \
      "$(grep -c 'replays reproduce' "$log") graphs reproduced," \
      "$(grep -c 'FAILED:' "$log") failed checks;" \
      "replays (ms): $(grep -o 'bit for bit ([0-9.]* ms)' "$log" | grep -o '[0-9.]* ms' | tr '\n' ' ')"
    grep "FAILED:" "$log" | head -2 | sed 's/^/    /'
  } | tee -a "$OUT/repeat.txt"
done
echo "passed $passed of $RUNS" | tee -a "$OUT/repeat.txt"
