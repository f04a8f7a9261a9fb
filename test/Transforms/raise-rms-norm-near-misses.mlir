// RUN: tpfuse-opt %s -tp-raise-rms-norm -split-input-file | FileCheck %s
// RUN: tpfuse-opt %s -tp-raise-rms-norm=remarks=true -split-input-file -verify-diagnostics -o /dev/null

// Near misses: each is left as it is and, with remarks=true, gets a remark at
// its sum of squares saying why it is not the RMSNorm that tp norms compute.

// LayerNorm subtracts the mean before squaring. Its mean is a plain sum (no
// remark); its variance is a sum of squares, refused.
// CHECK-LABEL: func.func @negative_layer_norm(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_layer_norm(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>, %b: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  %total = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.addf %acc, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<?xf32>
  // expected-remark @below {{not raised to a tp norm: it subtracts a value (the mean) before squaring: a LayerNorm or a variance, not an RMSNorm}}
  %sum = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %total : tensor<?x7168xbf16>, tensor<?xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %t: f32, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.divf %t, %n : f32
    %2 = arith.subf %0, %1 : f32
    %3 = arith.mulf %2, %2 : f32
    %4 = arith.addf %acc, %3 : f32
    linalg.yield %4 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #row, #hidden, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %total, %sum, %w, %b : tensor<?x7168xbf16>, tensor<?xf32>, tensor<?xf32>, tensor<7168xbf16>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %t: f32, %s: f32, %wv: bf16, %bv: bf16, %out: bf16):
    %0 = arith.divf %t, %n : f32
    %1 = arith.extf %in : bf16 to f32
    %2 = arith.subf %1, %0 : f32
    %3 = arith.divf %s, %n : f32
    %4 = arith.addf %3, %eps : f32
    %5 = math.rsqrt %4 : f32
    %6 = arith.mulf %2, %5 : f32
    %7 = arith.extf %wv : bf16 to f32
    %8 = arith.mulf %6, %7 : f32
    %9 = arith.extf %bv : bf16 to f32
    %10 = arith.addf %8, %9 : f32
    %11 = arith.truncf %10 : f32 to bf16
    linalg.yield %11 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// A sum of squares over the tokens (dimension 0), not over the hidden dimension.
// CHECK-LABEL: func.func @negative_wrong_axis(
// CHECK-NOT:     tp.rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_wrong_axis(%x: tensor<64x7168xbf16>) -> tensor<7168xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<7168xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<7168xf32>) -> tensor<7168xf32>
  // expected-remark @below {{not raised to a tp norm: it reduces over dimension 0 of tensor<64x7168xbf16>, not over the last (hidden) dimension}}
  %sum = linalg.generic {indexing_maps = [#id, #hidden], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<64x7168xbf16>) outs(%init : tensor<7168xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<7168xf32>
  return %sum : tensor<7168xf32>
}

// -----

// Epsilon passed in at run time: tp norms carry it as an attribute.
// CHECK-LABEL: func.func @negative_non_constant_epsilon(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_non_constant_epsilon(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>, %eps: f32) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: epsilon is not a constant}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// A zero epsilon: tp norms require a positive one.
// CHECK-LABEL: func.func @negative_zero_epsilon(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_zero_epsilon(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 0.0 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: epsilon 0 is not finite and positive}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// The scale is mean + eps itself: no rsqrt.
// CHECK-LABEL: func.func @negative_missing_rsqrt(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_missing_rsqrt(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: it multiplies by 'arith.addf' where the inverse square root of the mean square belongs (no rsqrt)}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %1 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// sqrt(mean + eps) multiplied, not divided by (x / sqrt(...) is raised: see
// raise-rms-norm.mlir).
// CHECK-LABEL: func.func @negative_sqrt_multiplied(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_sqrt_multiplied(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: it multiplies by the square root of the mean square instead of dividing by it}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.sqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// The mean over 4096 elements of a 7168-wide row.
// CHECK-LABEL: func.func @negative_mean_over_other_count(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_mean_over_other_count(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 4096.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: it divides the sum of squares by 4096, not by the hidden size 7168}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// The mean as a multiplication by 1/4096 of a 7168-wide row.
// CHECK-LABEL: func.func @negative_mean_scale_over_other_count(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_mean_scale_over_other_count(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 2.44140625E-4 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: it multiplies the sum of squares by 2.44140625E-4, which is not exactly 1/7168}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.mulf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// The sum of squares is never divided: rsqrt(sum + eps).
// CHECK-LABEL: func.func @negative_no_mean(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_no_mean(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: it does not divide the sum of squares by the hidden size}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %s, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// A 1x7168 weight: tp norms take a 1-D weight.
// CHECK-LABEL: func.func @negative_weight_2d(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_weight_2d(%x: tensor<?x7168xbf16>, %w: tensor<1x7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: the weight is tensor<1x7168xbf16>; tp norms take a tensor<7168xbf16> weight}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, affine_map<(d0, d1) -> (0, d1)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<1x7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// An f32 weight with a bf16 input: tp norms take the weight in the input type.
// CHECK-LABEL: func.func @negative_weight_f32(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_weight_f32(%x: tensor<?x7168xbf16>, %w: tensor<7168xf32>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: the weight is tensor<7168xf32>; tp norms take a tensor<7168xbf16> weight}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<7168xf32>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: f32, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %6 = arith.mulf %4, %wv : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// No weight (a bare normalization): tp norms always apply one.
// CHECK-LABEL: func.func @negative_no_weight(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_no_weight(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: no multiplication by a weight along the hidden dimension follows the sum of squares}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<?x7168xbf16>, tensor<?xf32>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.truncf %4 : f32 to bf16
    linalg.yield %5 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// The sum of squares is also returned: raising would compute it twice.
// CHECK-LABEL: func.func @negative_sum_of_squares_used_elsewhere(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_sum_of_squares_used_elsewhere(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: the sum of squares is also used by 'func.return'; raising would compute it twice}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y, %sum : tensor<?x7168xbf16>, tensor<?xf32>
}

// -----

// The f32 copy of the input is also returned.
// CHECK-LABEL: func.func @negative_intermediate_used_elsewhere(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_intermediate_used_elsewhere(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  %e32 = tensor.empty(%tokens) : tensor<?x7168xf32>
  %x32 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x7168xbf16>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %0 = arith.extf %in : bf16 to f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  // expected-remark @below {{not raised to a tp norm: an intermediate result ('linalg.generic') is also used by 'func.return'; raising would compute it twice}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x32 : tensor<?x7168xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.mulf %in, %in : f32
    %1 = arith.addf %acc, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x32, %sum, %w : tensor<?x7168xf32>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: f32, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.mulf %in, %2 : f32
    %4 = arith.extf %wv : bf16 to f32
    %5 = arith.mulf %3, %4 : f32
    %6 = arith.truncf %5 : f32 to bf16
    linalg.yield %6 : bf16
  } -> tensor<?x7168xbf16>
  return %y, %x32 : tensor<?x7168xbf16>, tensor<?x7168xf32>
}

// -----

// A sum of squares accumulated in bf16 that no norm follows.
// CHECK-LABEL: func.func @negative_bf16_accumulation(
// CHECK-NOT:     tp.rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_bf16_accumulation(%x: tensor<?x7168xbf16>) -> tensor<?xbf16> {
  %zero = arith.constant 0.0 : bf16
  %c0 = arith.constant 0 : index
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xbf16>
  %init = linalg.fill ins(%zero : bf16) outs(%e1 : tensor<?xbf16>) -> tensor<?xbf16>
  // expected-remark @below {{not raised to a tp norm: no multiplication by a weight along the hidden dimension follows the sum of squares}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xbf16>) {
  ^bb0(%in: bf16, %acc: bf16):
    %0 = arith.mulf %in, %in : bf16
    %1 = arith.addf %acc, %0 : bf16
    linalg.yield %1 : bf16
  } -> tensor<?xbf16>
  return %sum : tensor<?xbf16>
}

// -----

// Squares rounded to bf16 before an f32 accumulation.
// CHECK-LABEL: func.func @negative_square_in_bf16(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_square_in_bf16(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: it squares in bf16 before accumulating in f32; tp norms square in the type they accumulate in}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.mulf %in, %in : bf16
    %1 = arith.extf %0 : bf16 to f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// The residual sum is read by an op placed before the norm ends: residual_out,
// defined by the tp norm at its end, could not reach it.
// CHECK-LABEL: func.func @negative_residual_used_before_norm_ends(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_residual_used_before_norm_ends(%x: tensor<?x7168xbf16>, %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  %h = linalg.add ins(%x, %r : tensor<?x7168xbf16>, tensor<?x7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) -> tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: the residual sum is used by 'linalg.generic' before the norm ends}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %e32 = tensor.empty(%tokens) : tensor<?x7168xf32>
  %h32 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<?x7168xbf16>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %0 = arith.extf %in : bf16 to f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y, %h32 : tensor<?x7168xbf16>, tensor<?x7168xf32>
}

// -----

// A dynamic hidden dimension: tp norms need it static.
// CHECK-LABEL: func.func @negative_dynamic_hidden(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_dynamic_hidden(%x: tensor<?x?xbf16>, %w: tensor<?xbf16>) -> tensor<?x?xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x?xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %c1 = arith.constant 1 : index
  %hidden = tensor.dim %x, %c1 : tensor<?x?xbf16>
  %e16 = tensor.empty(%tokens, %hidden) : tensor<?x?xbf16>
  // expected-remark @below {{not raised to a tp norm: the hidden dimension of tensor<?x?xbf16> is dynamic; tp norms need it static}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x?xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x?xbf16>, tensor<?xf32>, tensor<?xbf16>) outs(%e16 : tensor<?x?xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x?xbf16>
  return %y : tensor<?x?xbf16>
}

// -----

// An empty hidden dimension: a mean over no elements, which tp norms refuse.
// CHECK-LABEL: func.func @negative_empty_hidden(
// CHECK-NOT:     tp.rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_empty_hidden(%x: tensor<?x0xbf16>, %w: tensor<0xbf16>) -> tensor<?x0xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 0.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x0xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x0xbf16>
  // expected-remark @below {{not raised to a tp norm: the hidden dimension of tensor<?x0xbf16> is empty; tp norms need at least one element}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x0xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x0xbf16>, tensor<?xf32>, tensor<0xbf16>) outs(%e16 : tensor<?x0xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x0xbf16>
  return %y : tensor<?x0xbf16>
}

// -----

// Rounding toward zero: tp norms round to nearest even.
// CHECK-LABEL: func.func @negative_rounding_mode(
// CHECK-NOT:     tp.rms_norm
// CHECK-NOT:     tp.add_rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_rounding_mode(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  // expected-remark @below {{not raised to a tp norm: the result is not rounded to bf16 from an f32 computation: it ends in 'arith.truncf'}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x7168xbf16>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 toward_zero : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// A softmax-like sum of exponentials is no candidate: no remark, nothing raised.
// CHECK-LABEL: func.func @no_remark_for_plain_sum(
// CHECK:         linalg.generic
// CHECK:         math.exp
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @no_remark_for_plain_sum(%x: tensor<?x7168xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xf32>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = math.exp %in : f32
    %1 = arith.addf %acc, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<?xf32>
  return %sum : tensor<?xf32>
}

// -----

// The normalized value feeds a weight multiply and, besides, an op that
// applies no weight: not two norms sharing their computation, refused.
// CHECK-LABEL: func.func @negative_fork_into_a_norm_and_no_norm(
// CHECK-NOT:     tp.rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_fork_into_a_norm_and_no_norm(%x: tensor<?x7168xf32>, %w: tensor<7168xf32>) -> (tensor<?x7168xf32>, tensor<?x7168xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %two = arith.constant 2.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xf32>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e32 = tensor.empty(%tokens) : tensor<?x7168xf32>
  // expected-remark @below {{not raised to a tp norm: an intermediate result ('linalg.generic') is also used by 'linalg.generic'; raising would compute it twice}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.mulf %in, %in : f32
    %1 = arith.addf %acc, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<?xf32>
  %normalized = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<?x7168xf32>, tensor<?xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.mulf %in, %2 : f32
    linalg.yield %3 : f32
  } -> tensor<?x7168xf32>
  %y = linalg.generic {indexing_maps = [#id, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%normalized, %w : tensor<?x7168xf32>, tensor<7168xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %wv: f32, %out: f32):
    %0 = arith.mulf %in, %wv : f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  %doubled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%normalized : tensor<?x7168xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %two : f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  return %y, %doubled : tensor<?x7168xf32>, tensor<?x7168xf32>
}

// -----

// The squares of one value per token, read through a broadcast: what is
// squared does not vary along the hidden dimension, and no tensor the norm
// could take holds it.
// CHECK-LABEL: func.func @negative_squares_a_broadcast(
// CHECK-NOT:     tp.rms_norm
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#token = affine_map<(d0, d1) -> (d0, 0)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_squares_a_broadcast(%x: tensor<?x1xf32>, %w: tensor<256xf32>) -> tensor<?x256xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %n = arith.constant 256.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x1xf32>
  %e = tensor.empty(%tokens) : tensor<?x256xf32>
  %sq = linalg.generic {indexing_maps = [#token, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x1xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %in : f32
    linalg.yield %0 : f32
  } -> tensor<?x256xf32>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  // expected-remark @below {{not raised to a tp norm: what it squares is not read elementwise}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<?x256xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.addf %acc, %in : f32
    linalg.yield %0 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#token, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x1xf32>, tensor<?xf32>, tensor<256xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%in: f32, %sm: f32, %wv: f32, %out: f32):
    %0 = arith.divf %sm, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.mulf %in, %2 : f32
    %4 = arith.mulf %wv, %3 : f32
    linalg.yield %4 : f32
  } -> tensor<?x256xf32>
  return %y : tensor<?x256xf32>
}
