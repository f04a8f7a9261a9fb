#!/bin/bash
# One device call on one GPU (meant for an H200) that takes, on one commit's
# runtime, the tables issues 22, 23 and 26 ask for, without the same-device test
# or a baseline runtime (so it carries only build/devquant/ and .whl/):
#  1. norm-quant-flashinfer-1gpu-run.sh into $OUT/quant: the quantizing
#     local norm (static FP8, FP8 groups of 128) against FlashInfer's kernels;
#  2. tpfuse-norm-quant-bench --variants, twice (every norm variant against
#     the default one, and the default against the same run's copy
#     bandwidth), into $OUT/norm;
#  3. tpfuse-gpu-bench --same-device, twice, then with --stages (issue 26's
#     table: the fused kernels with two ranks sharing the GPU, and where a
#     one-shot call's time goes), into $OUT/fused, if build/devquant/ has it;
#  4. torch.compile (Inductor, default mode) of Hugging Face's norm after the
#     residual add, hidden 4096 and 7168, tokens 1 to 8192, into
#     $OUT/compile (no new configuration past COMPILE_BUDGET seconds, 200).
# Staging as norm-quant-peers-1xH200-run.sh's (build/devquant/, .whl/), plus
#   cp build/runtime/test/gpu/tpfuse-gpu-bench build/devquant/
# (the carry's limit leaves room for it, not for a baseline's copy).
# Run from the repository root; the device tool returns only a few files a
# call, so the logs go to a folder packed into $OUT/results.tar.xz after
# each step (device-env.sh's pack_results).
set -u -o pipefail
export NCCL_NVLS_ENABLE=0 PYTHONUNBUFFERED=1
. bench/results/device-env.sh
RESULTS=$OUT
OUT=$(mktemp -d)
mkdir -p $OUT/quant $OUT/norm $OUT/fused $OUT/compile
pack() { OUT=$RESULTS pack_results $OUT; }
OUT=$OUT/quant bash bench/results/norm-quant-flashinfer-1gpu-run.sh
echo "FlashInfer comparison: exit $? at $SECONDS s"
pack

NCCL_DIR=$(python3 -c "import nvidia.nccl; print(list(nvidia.nccl.__path__)[0])")
CUBLAS_LIB=$(dirname "$(find / -path /proc -prune -o -name libcublas.so.13 -path '*-packages*' -print 2>/dev/null | head -1)")
for run in 1 2; do
  ( cd build/devquant &&
    export LD_LIBRARY_PATH=$NCCL_DIR/lib:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-} &&
    time timeout 120 ./tpfuse-norm-quant-bench --replays=40 --variants ) \
    > $OUT/norm/variants-$run.md 2>&1
  echo "variants run $run: exit $? at $SECONDS s"
done
grep -E "copy:|^\| 7168 \| (1|2048|8192) \|" $OUT/norm/variants-1.md
pack

if [ -x build/devquant/tpfuse-gpu-bench ]; then
  for run in 1 2 stages; do
    flags="--same-device --replays=40"
    [ $run = stages ] && flags="$flags --stages"
    ( cd build/devquant &&
      export LD_LIBRARY_PATH=$NCCL_DIR/lib:$CUBLAS_LIB:$PWD/lib:${LD_LIBRARY_PATH:-} &&
      time timeout 120 ./tpfuse-gpu-bench $flags ) > $OUT/fused/same-device-$run.log 2>&1
    echo "fused same-device $run: exit $? at $SECONDS s"
  done
  pack
fi

export TVM_FFI_DISABLE_TORCH_C_DLPACK=1
( time timeout $((${COMPILE_BUDGET:-200} + 90)) python3 \
    bench/norm_quant_peers_bench.py --impl compile --schemes none \
    --compile-modes default --compile-normed yes --hidden 4096,7168 \
    --tokens 1,16,128,512,2048,8192 --replays 40 \
    --time-budget ${COMPILE_BUDGET:-200} --json $OUT/compile/compile.json \
    --markdown $OUT/compile/compile.md ) > $OUT/compile/compile.log 2>&1
echo "torch.compile: exit $? at $SECONDS s"
tail -3 $OUT/compile/compile.log
pack
