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

# record_environment DIR: the commits (this one, the baseline's and each
# staged variants/NAME/'s), the date, the GPU, its driver and clocks, into
# DIR/environment.txt.
record_environment() {
  { echo "commit $(cat COMMIT), baseline $(cat base/COMMIT 2>/dev/null || echo none)"
    date -u; nvidia-smi -L
    nvidia-smi --query-gpu=driver_version,clocks.sm,clocks.max.sm --format=csv
    for variant in variants/*/; do
      if [ -e "$variant/COMMIT" ]; then
        echo "variant $(basename $variant): $(cat $variant/COMMIT)"
      fi
    done
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

# run_norm_bench DIR NAME LIBRARY-DIR SPLIT ARGS...: tpfuse-norm-quant-bench
# --replays=20 ARGS, with the runtime in LIBRARY-DIR (relative to here) if
# not empty, else the staged one, and TPFUSE_NORM_ROW_SPLIT=SPLIT if not
# empty, into DIR/bench/NAME.log; DIR packed.
run_norm_bench() {
  local dir=$1 name=$2 library=${3:+$PWD/$3:} split=$4
  shift 4
  mkdir -p "$dir/bench"
  ( time timeout 100 env LD_LIBRARY_PATH=$library$LD_LIBRARY_PATH \
      ${split:+TPFUSE_NORM_ROW_SPLIT=$split} \
      ./tpfuse-norm-quant-bench --replays=20 "$@" ) \
    > "$dir/bench/$name.log" 2>&1
  echo "bench $name: exit $? at $SECONDS s"
  pack_results "$dir"
}

# run_fp8_bench DIR NAME [LIBRARY-DIR]: run_norm_bench of the FP8 schemes
# (--scheme=fp8) at the runtime's default split.
run_fp8_bench() {
  run_norm_bench "$1" "$2" "${3:-}" "" --scheme=fp8
}

# run_timelines DIR: each staged tpfuse-in-dtype-pipeline-timeline* (the
# single row's pipelined in-dtype chain, its hand-offs stamped window by
# window) at hidden 7168 and 4096, 1 and 128 rows, into
# DIR/timeline/PROGRAM-HIDDEN-ROWS.log; DIR packed after each program.
run_timelines() {
  local timeline hidden rows
  for timeline in tpfuse-in-dtype-pipeline-timeline*; do
    [ -x "$timeline" ] || continue
    mkdir -p "$1/timeline"
    for hidden in 7168 4096; do
      for rows in 1 128; do
        timeout 60 "./$timeline" --hidden=$hidden --rows=$rows \
          > "$1/timeline/$timeline-$hidden-$rows.log" 2>&1
        echo "$timeline $hidden x $rows: exit $? at $SECONDS s"
      done
    done
    pack_results "$1"
  done
}

# run_stall_profile DIR NAME LIBRARY-DIR SCHEME KERNEL-REGEX: Nsight
# Compute's warp-state samples (every cycle, caches left warm) and
# per-instruction counters of the second launch of KERNEL-REGEX in
# tpfuse-norm-quant-bench at hidden 4096, 1 token, scheme SCHEME, with the
# runtime in LIBRARY-DIR; its details page and SASS source page (CSV, for
# bench/ncu_sass_summary.py) into DIR/profile/NAME-*; ncu's version noted
# once in DIR/environment.txt; DIR packed. Nothing without ncu.
run_stall_profile() {
  local dir=$1 name=$2 library=$3 scheme=$4 kernel=$5 ncu
  ncu=$(command -v ncu || ls /usr/local/cuda*/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
  [ -n "$ncu" ] || { echo "profile $name: no ncu"; return; }
  mkdir -p "$dir/profile"
  grep -q "^ncu:" "$dir/environment.txt" 2>/dev/null ||
    echo "ncu: $ncu $($ncu --version 2>/dev/null | tail -1)" >> "$dir/environment.txt"
  ( time timeout 120 env LD_LIBRARY_PATH=$PWD/$library:$LD_LIBRARY_PATH \
      $ncu --section WarpStateStats --section SourceCounters \
      --section LaunchStats --section SpeedOfLight \
      --warp-sampling-interval 0 --cache-control none --clock-control none \
      --import-source no --kernel-name-base mangled -k "regex:$kernel" \
      --launch-skip 1 --launch-count 1 -f -o "$dir/profile/$name" \
      ./tpfuse-norm-quant-bench --replays=1 --hidden=4096 --tokens=1 \
      --scheme="$scheme" ) > "$dir/profile/$name.log" 2>&1
  echo "profile $name: exit $? at $SECONDS s"
  $ncu --import "$dir/profile/$name.ncu-rep" --page details \
    > "$dir/profile/$name-details.txt" 2>&1
  $ncu --import "$dir/profile/$name.ncu-rep" --page source --csv \
    --print-source sass > "$dir/profile/$name-sass.csv" 2>&1
  rm -f "$dir/profile/$name.ncu-rep"
  pack_results "$dir"
}

# run_launch_profile DIR NAME KERNEL-REGEX SKIP COMMAND...: Nsight Compute's
# launch, occupancy, throughput, memory and warp-state sections of one
# launch of the kernel (by its function's base name), after SKIP, as
# COMMAND runs; its log and details page into DIR/profile/NAME*, the grid,
# occupancy and throughput lines on stdout; ncu's version noted once in
# DIR/environment.txt; DIR packed. Nothing without ncu.
run_launch_profile() {
  local dir=$1 name=$2 kernel=$3 skip=$4 ncu
  shift 4
  ncu=$(command -v ncu || ls /usr/local/cuda*/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
  [ -n "$ncu" ] || { echo "profile $name: no ncu"; return; }
  mkdir -p "$dir/profile"
  grep -q "^ncu:" "$dir/environment.txt" 2>/dev/null ||
    echo "ncu: $ncu $($ncu --version 2>/dev/null | tail -1)" >> "$dir/environment.txt"
  ( time timeout 200 $ncu --section LaunchStats --section Occupancy \
      --section SpeedOfLight --section MemoryWorkloadAnalysis \
      --section WarpStateStats --clock-control none \
      --kernel-name-base function -k "regex:$kernel" --launch-skip "$skip" \
      --launch-count 1 -f -o "$dir/profile/$name" "$@" ) \
    > "$dir/profile/$name.log" 2>&1
  echo "profile $name: exit $? at $SECONDS s"
  $ncu --import "$dir/profile/$name.ncu-rep" --page details \
    > "$dir/profile/$name-details.txt" 2>&1
  rm -f "$dir/profile/$name.ncu-rep"
  grep -E "Duration|Registers Per|Block Size|Grid Size|Theoretical Occupancy|Achieved Occupancy|DRAM Throughput" \
    "$dir/profile/$name-details.txt" | head -8
  pack_results "$dir"
}

# install_flashinfer ROOT DIR: FlashInfer as scripts/stage-flashinfer.sh
# staged it in ROOT/.whl/, into /tmp/site (on PYTHONPATH after this), then
# bench/norm_quant_peers_bench.py's self-test; the logs into
# DIR/install.log and DIR/peers.log, the self-test's exit on stdout.
install_flashinfer() {
  local root=$1 dir=$2
  mkdir -p /tmp/site && python3 -m pip install -q --no-index --no-deps \
    --no-compile --target /tmp/site "$root"/.whl/*.whl > "$dir/install.log" 2>&1 &&
    tar -C /tmp/site -xJf "$root"/.whl/flashinfer-*-norm-stripped.tar.xz >> "$dir/install.log" 2>&1 ||
    echo "FlashInfer install FAILED" | tee -a "$dir/install.log"
  export PYTHONPATH=/tmp/site
  timeout 60 python3 "$root/bench/norm_quant_peers_bench.py" --self-test > "$dir/peers.log" 2>&1
  echo "self-test exit $?" | tee -a "$dir/peers.log"
}
