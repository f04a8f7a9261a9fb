#!/bin/bash
# One device call on one GPU: the exported Llama's graph replays with the
# ranks' joint graph (LlamaCudaDriver.cpp's header says why), then the same
# driver with a graph per rank for the record, then the GPU test's quantized
# cases (tpfuse-gpu-test --only=quant) for the epilogue's scalings.
# Staging, here: scripts/stage-llama-gpu.sh build (it copies this script as
# joint.sh, with repeat.sh, env.sh and tpfuse-gpu-test, and packs
# .devllama.tar.xz). On the device, with .devllama.tar.xz carried:
#   python3 -c "import tarfile; tarfile.open('.devllama.tar.xz').extractall()"
#   cd .devllama && OUT=$OUT bash joint.sh
# The logs go to a folder packed into $OUT/results.tar.xz after each step
# (the device tool returns at most 8 files).
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/joint $R/per-rank $R/test
{ cat COMMIT; date -u; nvidia-smi -L; nvidia-smi --query-gpu=driver_version --format=csv; } > $R/environment.txt 2>&1
OUT=$R/joint RUNS=10 bash repeat.sh 2>&1 | tail -12
echo "joint graph: done at $SECONDS s"
pack_results $R
OUT=$R/per-rank RUNS=3 bash repeat.sh --per-rank-graphs 2>&1 | tail -8
echo "graph per rank: done at $SECONDS s"
pack_results $R
( time timeout 200 ./tpfuse-gpu-test --launch=same-device --only=quant ) > $R/test/gpu-test-quant.log 2>&1
echo "gpu-test quant: exit $? at $SECONDS s"
grep -E "total:|FAIL|reciprocal" $R/test/gpu-test-quant.log | grep -v "0 failed" | head -5
grep -E "total:" $R/test/gpu-test-quant.log
pack_results $R
