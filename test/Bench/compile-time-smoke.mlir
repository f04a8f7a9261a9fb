// The compile-time benchmark (bench/compile-time/bench.py) without timing: the
// modules it generates come out of the pipelines it times with one fused norm
// per boundary and no all-reduce left (10 boundaries in each form, 1000 in
// frontend form), and its own run checks that.

// RUN: %python %S/../../bench/compile-time/bench.py generate --form tp --boundaries 10 \
// RUN:   | tpfuse-opt --pass-pipeline='builtin.module(tp-fuse-allreduce-norm,tp-verify-ownership)' \
// RUN:   | FileCheck %s --implicit-check-not='tp.all_reduce ' --implicit-check-not=tp.add_rms_norm
// RUN: %python %S/../../bench/compile-time/bench.py generate --form frontend --boundaries 10 \
// RUN:   | tpfuse-opt --pass-pipeline='builtin.module(tp-import-shard,tp-raise-rms-norm,tp-fuse-allreduce-norm,tp-verify-ownership)' \
// RUN:   | FileCheck %s --implicit-check-not='tp.all_reduce ' --implicit-check-not=tp.add_rms_norm \
// RUN:       --implicit-check-not=shard.all_reduce --implicit-check-not=linalg.generic
// RUN: %python %S/../../bench/compile-time/bench.py run --tpfuse-opt tpfuse-opt --form frontend \
// RUN:   --sizes 10 --runs 1

// 1000 chained boundaries: past where a pass that looks back along the
// residual stream runs out of rewrite iterations (an early tp-raise-rms-norm
// stopped converging at about 590).
// RUN: %python %S/../../bench/compile-time/bench.py generate --form frontend --boundaries 1000 \
// RUN:   | tpfuse-opt --pass-pipeline='builtin.module(tp-import-shard,tp-raise-rms-norm,tp-fuse-allreduce-norm,tp-verify-ownership)' \
// RUN:   | FileCheck %s --check-prefix=LARGE --implicit-check-not='tp.all_reduce ' \
// RUN:       --implicit-check-not=tp.add_rms_norm --implicit-check-not=shard.all_reduce \
// RUN:       --implicit-check-not=linalg.generic

// CHECK-LABEL: func.func @stack(
// CHECK-COUNT-10: tp.all_reduce_add_rms_norm
// CHECK-NOT:      tp.all_reduce_add_rms_norm
// CHECK:          return

// LARGE-LABEL: func.func @stack(
// LARGE-COUNT-1000: tp.all_reduce_add_rms_norm
// LARGE-NOT:        tp.all_reduce_add_rms_norm
// LARGE:            return
