#!/bin/bash
# One device call on one GPU: which split of a hidden-7168 row pays at
# each token count between 1 and 64, for RowSplitRule.h. The staged
# runtime's local norm at TPFUSE_NORM_ROW_SPLIT=1, 2, 4 and 8, tokens 1, 2,
# 4, 8, 16, 32 and 64, the FP8 schemes and
# the unquantized Hugging Face variant (--scheme=fp8) and the unquantized
# variants (--variants), in turns, twice. Staged as split.sh is
# (norm-row-split-1gpu-run.sh), as sweep.sh; on the device:
#   python3 -c "import tarfile; tarfile.open('.devsplit.tar.xz').extractall()"
#   cd .devsplit && OUT=$OUT bash sweep.sh
# Logs: $OUT/results.tar.xz, packed after each token count. Run at 09ae2b5,
# where the variable was the most blocks a row could take and the grid was
# kept within half the multiprocessors (so a limit of 8 split 16 tokens
# across 4, and 32 tokens across 2 whatever the limit); later commits split
# across exactly that many where it fits.
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
mkdir -p $R/sweep
record_environment $R
for run in 1 2; do
  for tokens in 1 2 4 8 16 32 64; do
    for split in 1 2 4 8; do
      for what in fp8 variants; do
        args=--scheme=fp8
        [ $what = variants ] && args=--variants
        env TPFUSE_NORM_ROW_SPLIT=$split timeout 60 ./tpfuse-norm-quant-bench \
          --replays=20 --hidden=7168 --tokens=$tokens $args \
          > $R/sweep/$what-t$tokens-s$split-$run.log 2>&1 ||
          echo "$what tokens $tokens split $split: exit $?"
      done
    done
    echo "run $run tokens $tokens done at $SECONDS s"
    pack_results $R
  done
done
