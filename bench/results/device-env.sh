# Sourced (as env.sh) by the device-side scripts that scripts/stage-llama-gpu.sh
# stages: NCCL without NVLink multicast, kernels loaded eagerly (a kernel
# loaded lazily can wait for the other rank's fused kernel in the same-device
# mode), NCCL and cuBLAS from the device's pip packages, the staged lib/.
export NCCL_NVLS_ENABLE=0 CUDA_MODULE_LOADING=EAGER
NCCL_LIB=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")/lib
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
export LD_LIBRARY_PATH=$NCCL_LIB:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-}

# pack_results DIR: DIR's logs into $OUT/results.tar.xz (the device tool
# returns at most 8 files), replaced whole, so a run stopped at its limit
# still returns what the steps before wrote. Python's tarfile: the device
# image need not have xz.
pack_results() {
  python3 -c "import sys, tarfile; t = tarfile.open(sys.argv[1], 'w:xz'); t.add(sys.argv[2], arcname='.'); t.close()" \
    "$OUT/results.tar.xz.part" "$1" && mv "$OUT/results.tar.xz.part" "$OUT/results.tar.xz"
}

# record_environment DIR: the commits (this one, the baseline's if staged),
# the date, the GPU, its driver and clocks, into DIR/environment.txt.
record_environment() {
  { echo "commit $(cat COMMIT), baseline $(cat base/COMMIT 2>/dev/null || echo none)"
    date -u; nvidia-smi -L
    nvidia-smi --query-gpu=driver_version,clocks.sm,clocks.max.sm --format=csv
  } > "$1/environment.txt" 2>&1
}

# run_same_device_test DIR: tpfuse-gpu-test --launch=same-device, before
# anything is timed, into DIR/test/gpu-test-same-device.log; its verdict
# on stdout; DIR packed.
run_same_device_test() {
  mkdir -p "$1/test"
  ( time timeout 240 ./tpfuse-gpu-test --launch=same-device ) > "$1/test/gpu-test-same-device.log" 2>&1
  echo "gpu-test same-device: exit $? at $SECONDS s"
  grep -E "total:|RESULT" "$1/test/gpu-test-same-device.log" | tail -3
  pack_results "$1"
}

# run_fp8_bench DIR NAME [LIBRARY-DIR]: tpfuse-norm-quant-bench
# --scheme=fp8, with the runtime in LIBRARY-DIR (relative to here) if
# given, else the staged one, into DIR/bench/NAME.log; DIR packed.
run_fp8_bench() {
  local library=${3:+$PWD/$3:}
  mkdir -p "$1/bench"
  ( time timeout 100 env LD_LIBRARY_PATH=$library$LD_LIBRARY_PATH \
      ./tpfuse-norm-quant-bench --replays=20 --scheme=fp8 ) \
    > "$1/bench/$2.log" 2>&1
  echo "bench $2: exit $? at $SECONDS s"
  pack_results "$1"
}
