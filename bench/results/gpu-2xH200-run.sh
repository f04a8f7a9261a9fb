#!/bin/bash
# The device-side script of the runs in gpu-test-2xH200.md and gpu-bench-2xH200.md.
# It ran as .devbin/run.sh (MODE full), next to the binaries copied from the
# build (tpfuse-gpu-test, tpfuse-gpu-bench) and their libraries in .devbin/lib.
# Device run: environment, tests, benchmark, sanitizer. Output under $OUT.
# Since those runs the test step also runs tpfuse-gpu-model-graph on two
# GPUs (it was not part of them).
set -u
cd "$(dirname "$0")"
NCCL_DIR=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")
# cuBLAS (tpfuse_matmul) from pip too, wherever its wheel put it.
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
export LD_LIBRARY_PATH=$NCCL_DIR/lib:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-}
export NCCL_NVLS_ENABLE=0
MODE=${1:-full}
{
  echo "== date"; date -u
  echo "== nvidia-smi"; nvidia-smi
  echo "== topology"; nvidia-smi topo -m
  echo "== nvcc"; nvcc --version | tail -2
  echo "== NCCL"; ls $NCCL_DIR/lib; python3 -c "import torch; print('torch', torch.__version__, 'nccl', torch.cuda.nccl.version())"
  echo "== driver"; cat /proc/driver/nvidia/version 2>/dev/null | head -1
  echo "== libs"; ldd ./tpfuse-gpu-test | grep -E "nccl|cudart|cublas|gloo|not found"
  echo "== sources (sha256 of the files the binaries were built from)"
  (cd .. && cat runtime/src/cuda/* runtime/test/gpu/* bench/fused_allreduce_norm_bench.cpp | sha256sum)
} > $OUT/environment.txt 2>&1
if [ "$MODE" = full ] || [ "$MODE" = test ]; then
  echo "== tpfuse-gpu-test (threads + processes)"
  ( time timeout 300 ./tpfuse-gpu-test ) > $OUT/gpu-test.log 2>&1; echo "exit $?" >> $OUT/gpu-test.log
  grep -E "summary|total|RESULT|FAIL|timeout:" $OUT/gpu-test.log | head -80
  # The Llama-shaped graph, a graph per rank on separate GPUs: whether the
  # same-device mode's wrong graph replays with PDL happen here too.
  echo "== tpfuse-gpu-model-graph --two-gpus"
  ( time CUDA_MODULE_LOADING=EAGER timeout 200 ./tpfuse-gpu-model-graph --two-gpus --rounds=10 ) > $OUT/model-graph-two-gpus.log 2>&1
  echo "exit $?" >> $OUT/model-graph-two-gpus.log
  grep -E "^graphs:|FAILED:|FATAL|exit" $OUT/model-graph-two-gpus.log | head -8
fi
if [ "$MODE" = full ] || [ "$MODE" = bench ]; then
  echo "== tpfuse-gpu-bench"
  ( time timeout 200 ./tpfuse-gpu-bench ) > $OUT/bench.log 2>&1; echo "exit $?" >> $OUT/bench.log
  sed -n '/^###/,$p' $OUT/bench.log | head -150
fi
if [ "$MODE" = full ] || [ "$MODE" = sanitize ]; then
  echo "== compute-sanitizer"
  # synccheck and initcheck skip NCCL's kernels: synccheck reports NCCL's
  # partial-warp named barriers and kills them; initcheck then cannot see
  # NCCL write its outputs.
  for tool in memcheck racecheck synccheck initcheck; do
    filter=""
    case $tool in synccheck|initcheck) filter="--kernel-name-exclude kns=nccl";; esac
    ( time timeout 150 compute-sanitizer --tool $tool $filter --target-processes all ./tpfuse-gpu-test --launch=processes --quick ) > $OUT/sanitizer-$tool.log 2>&1
    echo "exit $?" >> $OUT/sanitizer-$tool.log
    grep -E "ERROR SUMMARY|RACECHECK SUMMARY|RESULT|total:|exit|FAIL" $OUT/sanitizer-$tool.log | head -20
    echo "$tool: 'Program hit' API-error reports: $(grep -c 'Program hit' $OUT/sanitizer-$tool.log), not raised in NCCL's ncclInitKernelsForDevice: $(grep -A2 'Program hit' $OUT/sanitizer-$tool.log | grep 'Host Frame' | grep -vc ncclInitKernelsForDevice); memory-access reports: $(grep -cE 'Invalid (__global__|__shared__|__local__)|Uninitialized|Barrier error|Race reported' $OUT/sanitizer-$tool.log); of them with a tpfuse frame first: $(grep -A3 -E 'Invalid (__global__|__shared__|__local__)|Uninitialized|Barrier error|Race reported' $OUT/sanitizer-$tool.log | grep -cE 'tpfuse|Norm|PeerWorkspace|TestTensors')"
  done
fi
