#!/bin/bash
# One device call on one GPU (H100 or H200): which source lines of the
# quantizing local norm execute its instructions at 1 token, where one
# block on one multiprocessor runs the whole row and the time follows the
# instructions its warps issue. Nsight Compute's per-instruction counters
# (SourceCounters) on one launch of each case, with a runtime built with
# -lineinfo (staged in variants/lineinfo/), as per-instruction CSV pages
# (SASS, and SASS with the CUDA lines where ncu resolves them), for
# bench/ncu_sass_lines.py to fold into source lines here.
# Cases: hidden 4096 and 7168, 1 token, the Hugging Face variant: no
# quantization, static FP8, FP8 per token, FP8 groups of 128 (f32,
# column-major); and groups of 128 at 8192 tokens. Before the profiles,
# which come last: tpfuse-gpu-test --launch=same-device --only=quant with
# the staged runtime, then tpfuse-norm-quant-bench --scheme=fp8 with it,
# each variant's (variants/NAME/) and it again, for the spread.
# Staging, here: build the runtime with CMAKE_CUDA_FLAGS=-lineinfo, then
# scripts/stage-llama-gpu.sh build, copy that libtpfuse_runtime.so.5 into
# .devllama/variants/lineinfo/ and pack again. On the device:
#   python3 -c "import tarfile; tarfile.open('.devllama.tar.xz').extractall()"
#   cd .devllama && OUT=$OUT bash lines.sh
# Logs: $OUT/results.tar.xz, packed after each case.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/lines
record_environment $R
NCU=$(command -v ncu || ls /usr/local/cuda*/bin/ncu 2>/dev/null | head -1)
echo "ncu: ${NCU:-none} $($NCU --version 2>/dev/null | tail -1)" | tee -a $R/environment.txt
lineinfo=$PWD/variants/lineinfo

# First the staged runtime's quantized cases (the encoders on all 2^32
# floats, fused = declined = unfused), before anything is timed; the
# variants are timed, not tested (a candidate is staged to be tested).
mkdir -p $R/test
quant_test() {
  local library=${2:+$PWD/$2:}
  ( time timeout 150 env LD_LIBRARY_PATH=$library$LD_LIBRARY_PATH \
      ./tpfuse-gpu-test --launch=same-device --only=quant ) \
    > $R/test/gpu-test-quant-$1.log 2>&1
  echo "gpu-test same-device, quant, $1: exit $? at $SECONDS s"
  grep -E "FAIL|ok: RoundedDivisor|RESULT" $R/test/gpu-test-quant-$1.log | tail -3
  pack_results $R
}
quant_test staged

# Then the FP8 benchmark with the staged runtime, each variant's
# (variants/NAME/, lineinfo's included: -lineinfo does not change the
# code), and the staged one again.
run_fp8_bench $R staged-1
for variant in variants/*/; do
  [ -e "$variant/libtpfuse_runtime.so.5" ] &&
    run_fp8_bench $R "$(basename "$variant")" "$variant"
done
run_fp8_bench $R staged-2

# lines NAME HIDDEN TOKENS SCHEME KERNEL-REGEX
lines() {
  local name=$1 hidden=$2 tokens=$3 scheme=$4 kernel=$5
  ( time timeout 120 env LD_LIBRARY_PATH=$lineinfo:$LD_LIBRARY_PATH \
      $NCU --section SourceCounters --section LaunchStats \
      --section SpeedOfLight --import-source yes \
      --kernel-name-base mangled -k "regex:$kernel" --launch-skip 1 \
      --launch-count 1 -f -o $R/lines/$name \
      ./tpfuse-norm-quant-bench --replays=1 --hidden=$hidden \
      --tokens=$tokens --scheme="$scheme" ) > $R/lines/$name.log 2>&1
  echo "lines $name: exit $? at $SECONDS s"
  $NCU --import $R/lines/$name.ncu-rep --page source --csv \
      --print-source sass > $R/lines/$name-sass.csv 2>&1
  $NCU --import $R/lines/$name.ncu-rep --page source --csv \
      --print-source cuda,sass > $R/lines/$name-cuda-sass.csv 2>&1
  $NCU --import $R/lines/$name.ncu-rep --page details > $R/lines/$name-details.txt 2>&1
  rm -f $R/lines/$name.ncu-rep
  pack_results $R
}

# Last: the profiles, each packed as it ends (the device call may run out
# first).
for hidden in 4096 7168; do
  lines none-$hidden-1 $hidden 1 "no such scheme" 'rmsNormVariant.*Lb0E'
  lines static-$hidden-1 $hidden 1 "fp8 static" 'rmsNormVariant.*Lb1E'
  lines token-$hidden-1 $hidden 1 "fp8 per token" 'rmsNormVariant.*Lb1E'
  lines group-$hidden-1 $hidden 1 "fp8 group 128, f32" 'rmsNormVariant.*Lb1E'
done
lines group-7168-8192 7168 8192 "fp8 group 128, f32" 'rmsNormVariant.*Lb1E'

