#!/bin/bash
# One device call on one GPU (H100 or H200): where the quantizing local norm
# spends the time it takes beyond the unquantized one, at 1 token (latency)
# and 8192 tokens (throughput), hidden 7168, bf16, the Hugging Face variant.
#  1. Nsight Compute (`--set full`, SASS-level source counters) on one
#     launch of each of: no quantization, static FP8, FP8 groups of 128
#     (f32 scales, column-major), through tpfuse-norm-quant-bench; the
#     details page and the per-instruction SASS table of each;
#  2. tpfuse-norm-quant-bench for the FP8 schemes at hidden 4096 and 7168,
#     with the exact division (y / s) and with the reciprocal
#     (--scaling=reciprocal, the peers' formula), twice each, alternating.
# Staging, here: scripts/stage-llama-gpu.sh build (it copies this script as
# profile.sh and packs .devllama.tar.xz). On the device, with
# .devllama.tar.xz carried:
#   python3 -c "import tarfile; tarfile.open('.devllama.tar.xz').extractall()"
#   cd .devllama && OUT=$OUT bash profile.sh
# Logs: $OUT/results.tar.xz, packed after each step.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/profile $R/bench
record_environment $R
NCU=$(command -v ncu || ls /usr/local/cuda*/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
echo "ncu: ${NCU:-none} $($NCU --version 2>/dev/null | tail -1)" | tee -a $R/environment.txt

# profile NAME TOKENS SCHEME KERNEL-REGEX: the second launch of the kernel
# (the first is the direct call's warm-up of the first rotating set).
profile() {
  local name=$1 tokens=$2 scheme=$3 kernel=$4
  [ -n "$NCU" ] || return
  ( time timeout 150 $NCU --set full --import-source no \
      --kernel-name-base mangled -k "regex:$kernel" --launch-skip 1 \
      --launch-count 1 -f -o $R/profile/$name \
      ./tpfuse-norm-quant-bench --replays=1 --hidden=7168 --tokens=$tokens \
      --scheme="$scheme" ) > $R/profile/$name.log 2>&1
  echo "profile $name: exit $? at $SECONDS s"
  $NCU --import $R/profile/$name.ncu-rep --page details > $R/profile/$name-details.txt 2>&1
  $NCU --import $R/profile/$name.ncu-rep --page source --csv \
      --print-source sass > $R/profile/$name-sass.csv 2>&1
  grep -E "Duration|Registers Per|Executed Instructions  |Issue Slots Busy|DRAM Throughput" \
      $R/profile/$name-details.txt | sed "s/^/  /"
  pack_results $R
}

# The unquantized kernel of the same variant is rmsNormVariant<..., false>,
# the quantizing one <..., true> (mangled: Lb0E, Lb1E).
profile none-1 1 "no such scheme" 'rmsNormVariant.*Lb0E'
profile fp8-static-1 1 "fp8 static" 'rmsNormVariant.*Lb1E'
profile fp8-group-1 1 "fp8 group 128, f32" 'rmsNormVariant.*Lb1E'
profile none-8192 8192 "no such scheme" 'rmsNormVariant.*Lb0E'
profile fp8-static-8192 8192 "fp8 static" 'rmsNormVariant.*Lb1E'
profile fp8-group-8192 8192 "fp8 group 128, f32" 'rmsNormVariant.*Lb1E'

for run in 1 2; do
  for scaling in divide reciprocal; do
    flag=; [ $scaling = reciprocal ] && flag=--scaling=reciprocal
    ( time timeout 100 ./tpfuse-norm-quant-bench --scheme=fp8 $flag ) \
      > $R/bench/fp8-$scaling-$run.log 2>&1
    echo "bench fp8, $scaling, run $run: exit $? at $SECONDS s"
    pack_results $R
  done
done
