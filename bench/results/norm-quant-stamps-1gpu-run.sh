#!/bin/bash
# One device call on one GPU (H100 or H200): where a one-token quantizing
# local norm spends its time, by clock64 stamps of thread 0 of block 0
# (runtime built with -DTPFUSE_EXP_STAMPS from norm-quant-stamps-1xH100/stamps.patch:
# entry, PDL's wait done, the row's squares summed, the block sum,
# normed stored, the epilogue's entry, amax reduced / the static scale
# loaded, the scale computed, the values stored, the scale stored, the
# kernel's end; a stamp after a value waits for it by branching on it),
# printed by the kernel at its end, for hidden 4096 and 7168 at 1 token,
# every FP8 scheme and the unquantized norm; the same with variants/fix
# (stamped too: scale_in loaded into shared memory by thread 0 right after
# PDL's wait, TPFUSE_EXP_SHARED_SCALE; the group amax's shuffles unrolled
# for groups of 16 lanes, TPFUSE_EXP_UNROLL_SHUFFLES); then the benchmark
# with `main`'s runtime (variants/base), for what the stamps cost.
# The runtimes: the patch applied, then
#   scripts/build-runtime-variant.sh build OUT RmsNormKernel.cu -DTPFUSE_EXP_STAMPS
# (and, for variants/fix, -DTPFUSE_EXP_SHARED_SCALE -DTPFUSE_EXP_UNROLL_SHUFFLES).
# Staged by hand into .devs/: this script as run.sh, device-env.sh as
# env.sh, tpfuse-norm-quant-bench, lib/ by scripts/copy-gpu-libraries.sh
# with the stamped runtime, variants/base/ `main`'s runtime, variants/fix/
# the stamped candidate, COMMIT (and each variant's). On the
# device, from the repository root:
#   python3 -c "import tarfile; tarfile.open('.devs.tar.xz').extractall()"
#   OUT=$OUT bash .devs/run.sh
cd "$(dirname "$0")"
. ./env.sh
R=$(mktemp -d)
record_environment $R
for hidden in 4096 7168; do
  run_norm_bench $R stamped-$hidden "" "" --scheme=fp8 --tokens=1 \
    --hidden=$hidden --replays=10
  run_norm_bench $R fix-$hidden variants/fix "" --scheme=fp8 --tokens=1 \
    --hidden=$hidden --replays=10
  run_norm_bench $R base-$hidden variants/base "" --scheme=fp8 --tokens=1 \
    --hidden=$hidden --replays=10
done
grep -c STAMP $R/bench/stamped-4096.log $R/bench/fix-4096.log
