#!/bin/bash
# One device call on one GPU (H100 or H200): where PDL makes the same-device
# Llama graph replays wrong (docs/runtime-cuda.md, "PDL"). Each case runs
#   - tpfuse-gpu-model-graph (the Llama's graph without the compiler, 30
#     graphs of 5 replays), and
#   - the Llama driver 5 times with --graph-rounds 4 (12 graphs a run).
# Cases: PDL on (the default); PDL for direct launches only
# (TPFUSE_PDL_IN_CAPTURES=0); PDL off; the model graph without cuBLAS
# (--matmul=plain); the Llama with the graph memory trimmed between graphs
# (--trim-graph-memory). Its run at ec0808a (bench/results/llama-pdl-1xH100)
# also had the ranks capture together or in turn (--capture-in-turn); in
# turn is now the only way (JointCapture), so that case is gone. Then the GPU test in the same-device mode, whose
# graph-replay cases now meet the other rank around their allocations, and
# the norm benchmark's new copy bar at one size.
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

# model_graph NAME [VAR=VALUE...] -- [ARGUMENT...]
model_graph() {
  local name=$1 variables=() log=$R/model-graph/$1.log
  shift
  while [ "$1" != "--" ]; do variables+=("$1"); shift; done
  shift
  ( time env "${variables[@]}" timeout 120 ./tpfuse-gpu-model-graph --rounds=10 "$@" ) > $log 2>&1
  echo "model graph, $name: exit $? at $SECONDS s: $(grep -E '^graphs:' $log)"
  grep -m2 "FAILED:\|FATAL" $log
  pack_results $R
}

# llama NAME [VAR=VALUE...] -- [ARGUMENT...]
llama() {
  local name=$1 variables=()
  shift
  while [ "$1" != "--" ]; do variables+=("$1"); shift; done
  shift
  mkdir -p $R/llama/$name
  env "${variables[@]}" OUT=$R/llama/$name RUNS=5 bash repeat.sh --graph-rounds 4 "$@" 2>&1 | tail -1
  echo "llama, $name: done at $SECONDS s"
  pack_results $R
}

model_graph default --
model_graph in-captures-0 TPFUSE_PDL_IN_CAPTURES=0 --
model_graph pdl-0 TPFUSE_PDL=0 --
model_graph plain-matmul -- --matmul=plain

llama default --
llama in-captures-0 TPFUSE_PDL_IN_CAPTURES=0 --
llama pdl-0 TPFUSE_PDL=0 --
llama trim -- --trim-graph-memory

run_same_device_test $R

# The norm benchmark's copy bar (cudaMemcpy and the streaming copy kernel)
# beside the variants at one size, for the norm runs that follow.
mkdir -p $R/norm
( time timeout 120 ./tpfuse-norm-quant-bench --variants --hidden=7168 --tokens=8192 ) > $R/norm/copy-bar.log 2>&1
echo "copy bar: exit $? at $SECONDS s: $(head -1 $R/norm/copy-bar.log)"
pack_results $R
