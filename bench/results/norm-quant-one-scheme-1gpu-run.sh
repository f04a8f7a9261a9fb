#!/bin/bash
# One device call on one GPU (H100 or H200): does the quantizing local
# norm's time at few tokens go to fetching its instructions? Its kernel
# holds every scheme's and layout's epilogue (~9200 SASS instructions for
# rmsNormVariant<bf16, 8, kNormVariant, true>, against ~780 unquantized),
# and at 1 token the warps' most sampled stall was "no instruction"
# (../norm-quant-stages-1xH100). Runtimes built with the epilogue narrowed to
# one scheme and layout (TPFUSE_STAGE_ONLY_QUANT, _LAYOUT, _FORMAT: the
# work-only macros of ../norm-quant-epilogue-costs-1xH100/stage-macros.patch;
# any other scheme traps) are timed on that scheme beside the runtime that
# holds them all, then profiled (results: ../norm-quant-epilogue-costs-1xH100):
#  1. tpfuse-norm-quant-bench --scheme=fp8 with variants/main (every scheme),
#     and with each variants/NAME on its own scheme (SCHEME in
#     variants/NAME/SCHEME), in turns, twice;
#  2. Nsight Compute stall samples (as ../norm-quant-stages-1gpu-run.sh) of
#     FP8 groups (f32, column-major) and static FP8 at hidden 4096, 1 token,
#     with main's runtime and with the narrowed one.
# Staged by hand into .devo/ (env.sh = device-env.sh, this script as run.sh,
# tpfuse-norm-quant-bench, lib/ by scripts/copy-gpu-libraries.sh,
# variants/NAME/ each a libtpfuse_runtime.so.5, its COMMIT and SCHEME).
# On the device:
#   python3 -c "import tarfile; tarfile.open('.devo.tar.xz').extractall()"
#   cd .devo && OUT=$OUT bash run.sh
# Logs: $OUT/results.tar.xz (bench/NAME-K.log, profile/).
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
record_environment $R
for run in 1 2; do
  run_fp8_bench $R "main-$run" variants/main
  for variant in variants/*/; do
    name=$(basename "$variant")
    [ -e "$variant/SCHEME" ] || continue
    run_norm_bench $R "$name-$run" "$variant" "" --scheme="$(cat $variant/SCHEME)"
  done
done

NCU=$(command -v ncu || ls /usr/local/cuda*/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
echo "ncu: ${NCU:-none} $($NCU --version 2>/dev/null | tail -1)" | tee -a $R/environment.txt
mkdir -p $R/profile
# stalls NAME LIBRARY-DIR SCHEME: the quantizing kernel's second launch.
stalls() {
  [ -n "$NCU" ] || return
  ( time timeout 120 env LD_LIBRARY_PATH=$PWD/$2:$LD_LIBRARY_PATH \
      $NCU --section WarpStateStats --section SourceCounters \
      --section LaunchStats --section SpeedOfLight \
      --warp-sampling-interval 0 --cache-control none --clock-control none \
      --import-source no --kernel-name-base mangled \
      -k "regex:rmsNormVariant.*Lb1E" \
      --launch-skip 1 --launch-count 1 -f -o $R/profile/$1 \
      ./tpfuse-norm-quant-bench --replays=1 --hidden=4096 --tokens=1 \
      --scheme="$3" ) > $R/profile/$1.log 2>&1
  echo "profile $1: exit $? at $SECONDS s"
  $NCU --import $R/profile/$1.ncu-rep --page details > $R/profile/$1-details.txt 2>&1
  $NCU --import $R/profile/$1.ncu-rep --page source --csv \
      --print-source sass > $R/profile/$1-sass.csv 2>&1
  rm -f $R/profile/$1.ncu-rep
  pack_results $R
}
stalls group-main variants/main "fp8 group 128, f32"
stalls group-only variants/onlygroup "fp8 group 128, f32"
stalls static-main variants/main "fp8 static"
stalls static-only variants/onlystatic "fp8 static"
