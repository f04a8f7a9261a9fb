#!/bin/bash
# Call 2 (staged as spread.sh beside split.sh): rows split with and without
# a block per multiprocessor forced. variants/nospread: call 1's runtime;
# variants/spread: the same with the split launches asking for dynamic
# shared memory over half a multiprocessor's (withdrawn, not on main).
# As run, with its own copy of the timing step, which device-env.sh's
# run_norm_bench now is.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
record_environment $R
for run in 1 2; do
  run_norm_bench $R fp8-base-$run variants/base 8 --scheme=fp8
  for split in 2 4 8; do
    run_norm_bench $R fp8-nospread$split-$run variants/nospread $split \
      --scheme=fp8
    run_norm_bench $R fp8-spread$split-$run variants/spread $split \
      --scheme=fp8
  done
done
