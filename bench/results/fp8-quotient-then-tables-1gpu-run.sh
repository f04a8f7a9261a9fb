#!/bin/bash
# One device call on one GPU (at most ~7 minutes, for a session whose
# device time allows one start): fp8-quotient-candidate-1gpu-run.sh, then
# norm-tables-in-place-1gpu-run.sh with the candidate's programs, so that a
# single start gives both the candidate's verdict and the tables of issues
# 22, 23 and 26. The candidate only changes the FP8 epilogue, so the
# unquantized, compile and fused rows of the tables are `main`'s whatever
# its verdict; the FP8 rows are the candidate's.
# Staging, here, from a build with the CUDA backend (the carry limit is
# 64 MiB with the tree, so the baseline takes only what the first script
# runs):
#   - `main` built (./scripts/build.sh tpfuse-norm-quant-bench), its
#     tpfuse-norm-quant-bench, lib/ (scripts/copy-gpu-libraries.sh) and
#     COMMIT in build/devrow/, packed as
#     `tar -cf - devrow/lib devrow/tpfuse-norm-quant-bench devrow/COMMIT |
#     xz -9` into build/devrow-base.tar.xz;
#   - candidate.patch applied and built (./scripts/build.sh tpfuse-gpu-test
#     tpfuse-norm-quant-bench tpfuse-gpu-bench), the three programs, their
#     lib/ and COMMIT in build/devrowc/, packed into build/devrowc.tar.xz;
#   - .whl/ from scripts/stage-flashinfer.sh.
# Carry the two archives and .whl (about 30 MB). On the device, from the
# repository root:
#   bash bench/results/fp8-quotient-then-tables-1gpu-run.sh
# Logs: $OUT/quotient/results.tar.xz, $OUT/tables/results.tar.xz and
# $OUT/tables/in-place/results.tar.xz. LIMIT (seconds, default 420) bounds
# the whole call; the tables take what the candidate's step leaves.
set -u -o pipefail
limit=${LIMIT:-420}
for archive in build/devrow-base.tar.xz build/devrowc.tar.xz; do
  python3 -c "import sys, tarfile; tarfile.open(sys.argv[1]).extractall('build')" \
    "$archive" || exit 1
done
# fp8-quotient-candidate-1gpu-run.sh reads the candidate from build/cand/.
mkdir -p build/cand &&
  cp build/devrowc/lib/libtpfuse_runtime.so.5 build/devrowc/tpfuse-gpu-test \
    build/devrowc/COMMIT build/cand/ || exit 1
out=$OUT
mkdir -p "$out/quotient" "$out/tables"
OUT=$out/quotient timeout 240 bash bench/results/fp8-quotient-candidate-1gpu-run.sh
echo "quotient: exit $? at $SECONDS s"
# norm-tables-in-place-1gpu-run.sh reads its programs from build/devrow/.
mv build/devrow build/devrow-base && mv build/devrowc build/devrow || exit 1
OUT=$out/tables timeout $((limit - SECONDS)) \
  bash bench/results/norm-tables-in-place-1gpu-run.sh
echo "tables: exit $? at $SECONDS s"
