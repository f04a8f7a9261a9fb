#!/bin/bash
# One short device call on one GPU: tpfuse-norm-quant-bench --scheme=fp8 with
# each runtime named on the command line (variants/NAME/, in that order),
# to split a candidate's timing change between its parts. Staged by hand:
# env.sh (device-env.sh), this script, tpfuse-norm-quant-bench, lib/ (as
# scripts/copy-gpu-libraries.sh copies it) and variants/NAME/ each holding
# a libtpfuse_runtime.so.5. On the device:
#   python3 -c "import tarfile; tarfile.open('.devbisect.tar.xz').extractall()"
#   cd .devbisect && OUT=$OUT bash bisect.sh NAME...
# Logs: $OUT/results.tar.xz (bench/NAME-K.log, K counting a name's runs).
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
record_environment $R
declare -A runs
for name in "$@"; do
  runs[$name]=$((${runs[$name]:-0} + 1))
  run_fp8_bench $R "$name-${runs[$name]}" "variants/$name"
done
