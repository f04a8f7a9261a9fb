#!/bin/bash
# Call 2 (staged as spread.sh beside split.sh): rows split with and without
# a block per multiprocessor forced. variants/nospread: call 1's runtime;
# variants/spread: the same with the split launches asking for dynamic
# shared memory over half a multiprocessor's (withdrawn, not on main).
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/bench
record_environment $R
bench() {
  local name=$1 library=${2:+$PWD/$2:} split=$3
  shift 3
  ( time timeout 100 env LD_LIBRARY_PATH=$library$LD_LIBRARY_PATH \
      TPFUSE_NORM_ROW_SPLIT=$split ./tpfuse-norm-quant-bench --replays=20 "$@" ) \
    > $R/bench/$name.log 2>&1
  echo "bench $name: exit $? at $SECONDS s"
  pack_results $R
}
for run in 1 2; do
  bench fp8-base-$run variants/base 8 --scheme=fp8
  for split in 2 4 8; do
    bench fp8-nospread$split-$run variants/nospread $split --scheme=fp8
    bench fp8-spread$split-$run variants/spread $split --scheme=fp8
  done
done
