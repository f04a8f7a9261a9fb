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

run_stall_profile $R none-4096-1 variants/main "no such scheme" 'rmsNormVariant.*Lb0E'
run_stall_profile $R group-4096-1 variants/main "fp8 group 128, f32" 'rmsNormVariant.*Lb1E'
run_stall_profile $R static-4096-1 variants/main "fp8 static" 'rmsNormVariant.*Lb1E'
