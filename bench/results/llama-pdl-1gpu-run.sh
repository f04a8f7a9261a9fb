#!/bin/bash
# One device call on one GPU (H100 or H200): where PDL makes the same-device
# Llama graph replays wrong (docs/runtime-cuda.md, "PDL"). Each setting runs
#   - tpfuse-gpu-model-graph (the Llama's graph without the compiler, 30
#     graphs of 5 replays), with cuBLAS and with its own plain matmul, and
#   - the Llama driver 5 times with --graph-rounds 4 (12 graphs a run),
# for: PDL on (the default); PDL on for direct launches only
# (TPFUSE_PDL_IN_CAPTURES=0); PDL off; PDL on with the graph memory trimmed
# between graphs (--trim-graph-memory, the driver only). Then the GPU test in
# the same-device mode, whose graph-replay cases now meet the other rank
# around their allocations.
# Staging, here: scripts/stage-llama-gpu.sh build (it copies this script as
# pdl.sh and packs .devllama.tar.xz). On the device, with .devllama.tar.xz
# carried:
#   python3 -c "import tarfile; tarfile.open('.devllama.tar.xz').extractall()"
#   cd .devllama && OUT=$OUT bash pdl.sh
# Logs: $OUT/results.tar.xz, packed after each step.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/model-graph $R/llama
record_environment $R

settings=(default in-captures-0 pdl-0)
with_setting() {
  case $1 in
    default) env "${@:2}" ;;
    in-captures-0) env TPFUSE_PDL_IN_CAPTURES=0 "${@:2}" ;;
    pdl-0) env TPFUSE_PDL=0 "${@:2}" ;;
  esac
}

for matmul in cublas plain; do
  for setting in "${settings[@]}"; do
    log=$R/model-graph/$matmul-$setting.log
    ( time with_setting $setting timeout 120 ./tpfuse-gpu-model-graph --rounds=10 --matmul=$matmul ) > $log 2>&1
    echo "model graph, $matmul, $setting: exit $? at $SECONDS s: $(grep -E '^graphs:' $log)"
    grep -m2 "FAILED:\|FATAL" $log
    pack_results $R
  done
done

for setting in "${settings[@]}"; do
  mkdir -p $R/llama/$setting
  with_setting $setting OUT=$R/llama/$setting RUNS=5 bash repeat.sh --graph-rounds 4 2>&1 | tail -1
  echo "llama, $setting: done at $SECONDS s"
  pack_results $R
done
mkdir -p $R/llama/trim
OUT=$R/llama/trim RUNS=5 bash repeat.sh --graph-rounds 4 --trim-graph-memory 2>&1 | tail -1
echo "llama, trimmed graph memory: done at $SECONDS s"
pack_results $R

run_same_device_test $R
