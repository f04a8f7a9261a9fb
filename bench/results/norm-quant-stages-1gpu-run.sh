#!/bin/bash
# One device call on one GPU (H100 or H200): what each stage of the
# quantizing local norm's epilogue costs, by timing runtimes that leave one
# stage out (their outputs are wrong; they are timed, never checked), beside
# the runtime that does them all, and where the 1-token kernel's warps stall.
# The runtimes are built with one of the work-only macros of
# ../norm-quant-epilogue-costs-1xH100/stage-macros.patch (results there).
#  1. tpfuse-norm-quant-bench --scheme=fp8 (CUDA-graph medians) with each
#     runtime under variants/, in turns, twice: main (every stage), nodiv
#     (y not divided by s), noscale (no amax and no scale: s = min_scale),
#     nopad (no padding slots zeroed), noepi (no epilogue at all);
#  2. Nsight Compute, main's runtime, hidden 4096, 1 token: the stall
#     reasons (WarpStateStats) and per-instruction samples (SourceCounters,
#     sampled every 32 cycles, caches left warm) of the unquantized and the
#     FP8-groups kernels.
# Staged by hand into .devq/ (env.sh = device-env.sh, this script as
# stages.sh, tpfuse-norm-quant-bench, lib/ by scripts/copy-gpu-libraries.sh,
# variants/NAME/ each a libtpfuse_runtime.so.5 and its COMMIT). On the device:
#   python3 -c "import tarfile; tarfile.open('.devq.tar.xz').extractall()"
#   cd .devq && OUT=$OUT bash stages.sh
# Logs: $OUT/results.tar.xz (bench/NAME-K.log, profile/).
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
record_environment $R
for run in 1 2; do
  for name in main nodiv noscale nopad noepi; do
    run_fp8_bench $R "$name-$run" "variants/$name"
  done
done

NCU=$(command -v ncu || ls /usr/local/cuda*/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
echo "ncu: ${NCU:-none} $($NCU --version 2>/dev/null | tail -1)" | tee -a $R/environment.txt
mkdir -p $R/profile
# stalls NAME SCHEME KERNEL-REGEX: the second launch of the kernel.
stalls() {
  [ -n "$NCU" ] || return
  ( time timeout 120 env LD_LIBRARY_PATH=$PWD/variants/main:$LD_LIBRARY_PATH \
      $NCU --section WarpStateStats --section SourceCounters \
      --section LaunchStats --section SpeedOfLight \
      --warp-sampling-interval 0 --cache-control none --clock-control none \
      --import-source no --kernel-name-base mangled -k "regex:$3" \
      --launch-skip 1 --launch-count 1 -f -o $R/profile/$1 \
      ./tpfuse-norm-quant-bench --replays=1 --hidden=4096 --tokens=1 \
      --scheme="$2" ) > $R/profile/$1.log 2>&1
  echo "profile $1: exit $? at $SECONDS s"
  $NCU --import $R/profile/$1.ncu-rep --page details > $R/profile/$1-details.txt 2>&1
  $NCU --import $R/profile/$1.ncu-rep --page source --csv \
      --print-source sass > $R/profile/$1-sass.csv 2>&1
  rm -f $R/profile/$1.ncu-rep
  pack_results $R
}
stalls none-4096-1 "no such scheme" 'rmsNormVariant.*Lb0E'
stalls group-4096-1 "fp8 group 128, f32" 'rmsNormVariant.*Lb1E'
stalls static-4096-1 "fp8 static" 'rmsNormVariant.*Lb1E'
