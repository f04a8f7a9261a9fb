// math.powf with a constant exponent of exactly 2 becomes x * x (the
// correctly rounded square; the C library's powf is not), scalar or splat,
// any float type, keeping its fast-math flags; other exponents stay powers.
// tp-aot-pipeline runs it first, so no powf(x, 2) call is left.
//
// RUN: tpfuse-opt %s -tp-exact-powf-squares | FileCheck %s
// RUN: tpfuse-opt %s -tp-aot-pipeline | FileCheck %s --check-prefix=AOT

// CHECK-LABEL: func.func @squares(
// CHECK-SAME:    %[[X:[^:]*]]: f32, %[[T:[^:]*]]: tensor<4xbf16>, %[[H:[^:]*]]: f16
// CHECK:         %[[S:.*]] = arith.mulf %[[X]], %[[X]] fastmath<nnan> : f32
// CHECK:         %[[ST:.*]] = arith.mulf %[[T]], %[[T]] : tensor<4xbf16>
// CHECK:         %[[SH:.*]] = arith.mulf %[[H]], %[[H]] : f16
// CHECK-NOT:     math.powf
// CHECK:         return %[[S]], %[[ST]], %[[SH]]
// AOT-LABEL:   llvm.func @squares(
// AOT-NOT:       llvm.intr.pow
// AOT:           llvm.return
func.func @squares(%x: f32, %t: tensor<4xbf16>, %h: f16) -> (f32, tensor<4xbf16>, f16) {
  %two = arith.constant 2.0 : f32
  %s = math.powf %x, %two fastmath<nnan> : f32
  %twos = arith.constant dense<2.0> : tensor<4xbf16>
  %st = math.powf %t, %twos : tensor<4xbf16>
  %htwo = arith.constant 2.0 : f16
  %sh = math.powf %h, %htwo : f16
  return %s, %st, %sh : f32, tensor<4xbf16>, f16
}

// CHECK-LABEL: func.func @other_exponents(
// CHECK:         math.powf %{{.*}}, %{{.*}} : f32
// CHECK:         math.powf %{{.*}}, %{{.*}} : f32
// CHECK:         math.powf %{{.*}}, %{{.*}} : f32
// CHECK-NOT:     arith.mulf
func.func @other_exponents(%x: f32, %y: f32) -> (f32, f32, f32) {
  %three = arith.constant 3.0 : f32
  %almost = arith.constant 2.0000002 : f32
  %a = math.powf %x, %three : f32
  %b = math.powf %x, %almost : f32
  %c = math.powf %x, %y : f32
  return %a, %b, %c : f32, f32, f32
}
