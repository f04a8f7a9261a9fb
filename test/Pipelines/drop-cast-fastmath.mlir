// tp-drop-cast-fastmath removes the fast-math flags of arith.extf and
// arith.truncf, and of nothing else. Without it, the casts that
// math-extend-to-supported-types and arith-emulate-unsupported-floats make
// (marked contract) fold away between two ops, which then round once.
//
// RUN: tpfuse-opt %s -split-input-file -tp-drop-cast-fastmath | FileCheck %s
// RUN: tpfuse-opt %s -split-input-file -math-extend-to-supported-types \
// RUN:   -arith-emulate-unsupported-floats="source-types=bf16 target-type=f32" \
// RUN:   -tp-drop-cast-fastmath -canonicalize \
// RUN:   | FileCheck %s --check-prefix=CHAIN

// CHECK-LABEL: func.func @casts(
// CHECK:         arith.extf %{{.*}} : bf16 to f32
// CHECK:         arith.mulf %{{.*}}, %{{.*}} fastmath<contract> : f32
// CHECK:         arith.truncf %{{.*}} : f32 to bf16
// CHECK:         arith.extf %{{.*}} : f16 to f32
// CHECK-NOT:     fastmath
// CHECK:         return
// CHAIN-LABEL: func.func @casts(
func.func @casts(%x: bf16, %h: f16) -> (bf16, f32) {
  %w = arith.extf %x fastmath<contract> : bf16 to f32
  %p = arith.mulf %w, %w fastmath<contract> : f32
  %n = arith.truncf %p fastmath<fast> : f32 to bf16
  %hw = arith.extf %h fastmath<nnan, contract> : f16 to f32
  return %n, %hw : bf16, f32
}

// -----

// rsqrt(x + y) on bf16: the sum is rounded to bf16 before the root.
// CHAIN-LABEL: func.func @rsqrt_of_sum(
// CHAIN:         %[[SUM:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHAIN:         %[[ROUNDED:.*]] = arith.truncf %[[SUM]] : f32 to bf16
// CHAIN:         %[[WIDE:.*]] = arith.extf %[[ROUNDED]] : bf16 to f32
// CHAIN:         %[[ROOT:.*]] = math.rsqrt %[[WIDE]] : f32
// CHAIN:         arith.truncf %[[ROOT]] : f32 to bf16
func.func @rsqrt_of_sum(%x: bf16, %y: bf16) -> bf16 {
  %s = arith.addf %x, %y : bf16
  %r = math.rsqrt %s : bf16
  return %r : bf16
}

// -----

// f16 math ops: exp's result is rounded to f16 before the root.
// CHAIN-LABEL: func.func @rsqrt_of_exp(
// CHAIN:         %[[EXP:.*]] = math.exp %{{.*}} : f32
// CHAIN:         %[[ROUNDED:.*]] = arith.truncf %[[EXP]] : f32 to f16
// CHAIN:         %[[WIDE:.*]] = arith.extf %[[ROUNDED]] : f16 to f32
// CHAIN:         math.rsqrt %[[WIDE]] : f32
func.func @rsqrt_of_exp(%x: f16) -> f16 {
  %e = math.exp %x : f16
  %r = math.rsqrt %e : f16
  return %r : f16
}
