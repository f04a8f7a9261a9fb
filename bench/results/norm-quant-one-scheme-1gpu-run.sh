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
#  2. Nsight Compute stall samples (run_stall_profile, device-env.sh) of
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

run_stall_profile $R group-main variants/main "fp8 group 128, f32" 'rmsNormVariant.*Lb1E'
run_stall_profile $R group-only variants/onlygroup "fp8 group 128, f32" 'rmsNormVariant.*Lb1E'
run_stall_profile $R static-main variants/main "fp8 static" 'rmsNormVariant.*Lb1E'
run_stall_profile $R static-only variants/onlystatic "fp8 static" 'rmsNormVariant.*Lb1E'
