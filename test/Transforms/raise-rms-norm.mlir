// RUN: tpfuse-opt %s -tp-raise-rms-norm -split-input-file | FileCheck %s

// torch-mlir style (F.rms_norm decomposed, one linalg.generic per torch op):
// bf16 input computed in f32, pow(2), a keepdim sum, divided by the hidden
// size, the weight applied in f32 before rounding back to bf16. Dynamic tokens.
// CHECK-LABEL: func.func @rms_norm_torch_mlir(
// CHECK-SAME:    %[[X:.*]]: tensor<?x7168xbf16>, %[[W:.*]]: tensor<7168xbf16>
// CHECK-NOT:     linalg.generic
// CHECK:         %[[Y:.*]] = tp.rms_norm %[[X]], %[[W]] epsilon = 9.99999997E-7 : (tensor<?x7168xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
// CHECK-NEXT:    return %[[Y]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @rms_norm_torch_mlir(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e32 = tensor.empty(%tokens) : tensor<?x7168xf32>
  %x32 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x7168xbf16>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %0 = arith.extf %in : bf16 to f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x32 : tensor<?x7168xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.powf %in, %two : f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  %e1 = tensor.empty(%tokens) : tensor<?x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x1xf32>) -> tensor<?x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<?x7168xf32>) outs(%init : tensor<?x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.addf %in, %acc : f32
    linalg.yield %0 : f32
  } -> tensor<?x1xf32>
  %mean = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<?x1xf32>) outs(%e1 : tensor<?x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %n : f32
    linalg.yield %0 : f32
  } -> tensor<?x1xf32>
  %var = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mean : tensor<?x1xf32>) outs(%e1 : tensor<?x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %eps : f32
    linalg.yield %0 : f32
  } -> tensor<?x1xf32>
  %inv = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%var : tensor<?x1xf32>) outs(%e1 : tensor<?x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.rsqrt %in : f32
    linalg.yield %0 : f32
  } -> tensor<?x1xf32>
  %normed = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x32, %inv : tensor<?x7168xf32>, tensor<?x1xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %0 = arith.mulf %in, %s : f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%normed, %w : tensor<?x7168xf32>, tensor<7168xbf16>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %wv: bf16, %out: f32):
    %0 = arith.extf %wv : bf16 to f32
    %1 = arith.mulf %in, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<?x7168xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%scaled : tensor<?x7168xf32>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %0 = arith.truncf %in : f32 to bf16
    linalg.yield %0 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}

// -----

// The residual add (in bf16) returned as the new residual, and the norm fused
// into two bodies: the sum of squares (x * x, extended inside) into a
// tensor<?xf32>, and one elementwise body for the scale (the mean as a
// multiplication by 1/7168), the weight and the rounding.
// CHECK-LABEL: func.func @add_rms_norm_fused_bodies(
// CHECK-SAME:    %[[X:.*]]: tensor<?x7168xbf16>, %[[R:.*]]: tensor<?x7168xbf16>, %[[W:.*]]: tensor<7168xbf16>
// CHECK-NOT:     linalg.generic
// CHECK:         %[[N:.*]], %[[H:.*]] = tp.add_rms_norm %[[X]], %[[R]], %[[W]] epsilon = 9.99999997E-7
// CHECK-NEXT:    return %[[N]], %[[H]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @add_rms_norm_fused_bodies(%x: tensor<?x7168xbf16>, %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>)
    -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  %h = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %r : tensor<?x7168xbf16>, tensor<?x7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: bf16):
    %0 = arith.addf %a, %b : bf16
    linalg.yield %0 : bf16
  } -> tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
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
  return %y, %h : tensor<?x7168xbf16>, tensor<?x7168xbf16>
}

// -----

// The residual add in f32, rounded to bf16 (the same value as a bf16 add),
// and the norm reads the rounded sum, as the fused kernels do.
// CHECK-LABEL: func.func @add_rms_norm_f32_add(
// CHECK-SAME:    %[[X:.*]]: tensor<?x7168xbf16>, %[[R:.*]]: tensor<?x7168xbf16>, %[[W:.*]]: tensor<7168xbf16>
// CHECK:         %[[N:.*]], %[[H:.*]] = tp.add_rms_norm %[[X]], %[[R]], %[[W]]
// CHECK-NEXT:    return %[[N]], %[[H]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @add_rms_norm_f32_add(%x: tensor<?x7168xbf16>, %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>)
    -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  %h = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %r : tensor<?x7168xbf16>, tensor<?x7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: bf16):
    %0 = arith.extf %a : bf16 to f32
    %1 = arith.extf %b : bf16 to f32
    %2 = arith.addf %0, %1 : f32
    %3 = arith.truncf %2 : f32 to bf16
    linalg.yield %3 : bf16
  } -> tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x1xf32>) -> tensor<?x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h : tensor<?x7168xbf16>) outs(%init : tensor<?x1xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %1, %acc : f32
    linalg.yield %2 : f32
  } -> tensor<?x1xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %sum, %w : tensor<?x7168xbf16>, tensor<?x1xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
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
  return %y, %h : tensor<?x7168xbf16>, tensor<?x7168xbf16>
}

// -----

// StableHLO -> linalg named ops (map, reduce, broadcast, div, add, mul), f16,
// and the multiplication by rsqrt(mean + eps) broadcast along the hidden dimension.
// CHECK-LABEL: func.func @rms_norm_named_ops(
// CHECK-SAME:    %[[X:.*]]: tensor<16x4096xf16>, %[[W:.*]]: tensor<4096xf16>
// CHECK-NOT:     linalg.
// CHECK:         %[[Y:.*]] = tp.rms_norm %[[X]], %[[W]] epsilon = 9.99999974E-6
// CHECK-NEXT:    return %[[Y]]
func.func @rms_norm_named_ops(%x: tensor<16x4096xf16>, %w: tensor<4096xf16>) -> tensor<16x4096xf16> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant dense<1.0e-5> : tensor<16xf32>
  %n = arith.constant dense<4096.0> : tensor<16xf32>
  %e32 = tensor.empty() : tensor<16x4096xf32>
  %x32 = linalg.map { arith.extf } ins(%x : tensor<16x4096xf16>) outs(%e32 : tensor<16x4096xf32>)
  %sq = linalg.map { arith.mulf } ins(%x32, %x32 : tensor<16x4096xf32>, tensor<16x4096xf32>) outs(%e32 : tensor<16x4096xf32>)
  %e1 = tensor.empty() : tensor<16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.reduce { arith.addf } ins(%sq : tensor<16x4096xf32>) outs(%init : tensor<16xf32>) dimensions = [1]
  %mean = linalg.div ins(%sum, %n : tensor<16xf32>, tensor<16xf32>) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %var = linalg.add ins(%mean, %eps : tensor<16xf32>, tensor<16xf32>) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %inv = linalg.map { math.rsqrt } ins(%var : tensor<16xf32>) outs(%e1 : tensor<16xf32>)
  %inv_b = linalg.broadcast ins(%inv : tensor<16xf32>) outs(%e32 : tensor<16x4096xf32>) dimensions = [1]
  %normed = linalg.mul ins(%x32, %inv_b : tensor<16x4096xf32>, tensor<16x4096xf32>) outs(%e32 : tensor<16x4096xf32>) -> tensor<16x4096xf32>
  %ew = tensor.empty() : tensor<4096xf32>
  %w32 = linalg.map { arith.extf } ins(%w : tensor<4096xf16>) outs(%ew : tensor<4096xf32>)
  %w_b = linalg.broadcast ins(%w32 : tensor<4096xf32>) outs(%e32 : tensor<16x4096xf32>) dimensions = [0]
  %scaled = linalg.mul ins(%normed, %w_b : tensor<16x4096xf32>, tensor<16x4096xf32>) outs(%e32 : tensor<16x4096xf32>) -> tensor<16x4096xf32>
  %e16 = tensor.empty() : tensor<16x4096xf16>
  %y = linalg.map { arith.truncf } ins(%scaled : tensor<16x4096xf32>) outs(%e16 : tensor<16x4096xf16>)
  return %y : tensor<16x4096xf16>
}

// -----

// An f32 model: no casts; fpowi, arith and math directly on tensors, the
// weight multiplied last.
// CHECK-LABEL: func.func @rms_norm_f32_tensor_arith(
// CHECK-SAME:    %[[X:.*]]: tensor<8x4096xf32>, %[[W:.*]]: tensor<4096xf32>
// CHECK:         %[[Y:.*]] = tp.rms_norm %[[X]], %[[W]] epsilon = 9.99999974E-6
// CHECK-NEXT:    return %[[Y]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @rms_norm_f32_tensor_arith(%x: tensor<8x4096xf32>, %w: tensor<4096xf32>) -> tensor<8x4096xf32> {
  %zero = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : i32
  %eps = arith.constant dense<1.0e-5> : tensor<8x1xf32>
  %n = arith.constant dense<4096.0> : tensor<8x1xf32>
  %e1 = tensor.empty() : tensor<8x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x1xf32>) -> tensor<8x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x4096xf32>) outs(%init : tensor<8x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = math.fpowi %in, %c2 : f32, i32
    %1 = arith.addf %0, %acc : f32
    linalg.yield %1 : f32
  } -> tensor<8x1xf32>
  %mean = arith.divf %sum, %n : tensor<8x1xf32>
  %var = arith.addf %eps, %mean : tensor<8x1xf32>
  %inv = math.rsqrt %var : tensor<8x1xf32>
  %e = tensor.empty() : tensor<8x4096xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %inv, %w : tensor<8x4096xf32>, tensor<8x1xf32>, tensor<4096xf32>) outs(%e : tensor<8x4096xf32>) {
  ^bb0(%in: f32, %s: f32, %wv: f32, %out: f32):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.mulf %wv, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<8x4096xf32>
  return %y : tensor<8x4096xf32>
}

// -----

// Two decoder-layer boundaries: each residual add + norm is raised, and the
// residual stream flows from one tp.add_rms_norm into the next.
// CHECK-LABEL: func.func @two_boundaries(
// CHECK-SAME:    %[[X:.*]]: tensor<?x4096xbf16>, %[[R:.*]]: tensor<?x4096xbf16>, %[[W1:.*]]: tensor<4096xbf16>, %[[W2:.*]]: tensor<4096xbf16>, %[[M:.*]]: tensor<4096x4096xbf16>
// CHECK:         %[[N1:.*]], %[[H1:.*]] = tp.add_rms_norm %[[X]], %[[R]], %[[W1]]
// CHECK:         %[[MM:.*]] = linalg.matmul ins(%[[N1]], %[[M]]
// CHECK:         %[[N2:.*]], %[[H2:.*]] = tp.add_rms_norm %[[MM]], %[[H1]], %[[W2]]
// CHECK-NEXT:    return %[[N2]], %[[H2]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @two_boundaries(%x: tensor<?x4096xbf16>, %r: tensor<?x4096xbf16>, %w1: tensor<4096xbf16>,
                          %w2: tensor<4096xbf16>, %m: tensor<4096x4096xbf16>)
    -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %zero16 = arith.constant 0.0 : bf16
  %eps = arith.constant 1.0e-5 : f32
  %n = arith.constant 4096.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x4096xbf16>
  %e16 = tensor.empty(%tokens) : tensor<?x4096xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>

  %h1 = linalg.add ins(%x, %r : tensor<?x4096xbf16>, tensor<?x4096xbf16>) outs(%e16 : tensor<?x4096xbf16>) -> tensor<?x4096xbf16>
  %sum1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h1 : tensor<?x4096xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y1 = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1, %sum1, %w1 : tensor<?x4096xbf16>, tensor<?xf32>, tensor<4096xbf16>) outs(%e16 : tensor<?x4096xbf16>) {
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
  } -> tensor<?x4096xbf16>

  %acc = linalg.fill ins(%zero16 : bf16) outs(%e16 : tensor<?x4096xbf16>) -> tensor<?x4096xbf16>
  %mm = linalg.matmul ins(%y1, %m : tensor<?x4096xbf16>, tensor<4096x4096xbf16>) outs(%acc : tensor<?x4096xbf16>) -> tensor<?x4096xbf16>

  %h2 = linalg.add ins(%mm, %h1 : tensor<?x4096xbf16>, tensor<?x4096xbf16>) outs(%e16 : tensor<?x4096xbf16>) -> tensor<?x4096xbf16>
  %sum2 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h2 : tensor<?x4096xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc2: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc2, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y2 = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h2, %sum2, %w2 : tensor<?x4096xbf16>, tensor<?xf32>, tensor<4096xbf16>) outs(%e16 : tensor<?x4096xbf16>) {
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
  } -> tensor<?x4096xbf16>
  return %y2, %h2 : tensor<?x4096xbf16>, tensor<?x4096xbf16>
}

// -----

// The norm of a value computed elementwise (here a scaled embedding) is the
// norm of that tensor: the scaling stays.
// CHECK-LABEL: func.func @rms_norm_of_computed_input(
// CHECK:         %[[S:.*]] = linalg.generic
// CHECK:           arith.mulf
// CHECK:         %[[Y:.*]] = tp.rms_norm %[[S]], %{{.*}} epsilon
// CHECK-NEXT:    return %[[Y]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @rms_norm_of_computed_input(%x: tensor<?x4096xbf16>, %w: tensor<4096xbf16>) -> tensor<?x4096xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 6.400000e+01 : bf16
  %eps = arith.constant 1.0e-5 : f32
  %n = arith.constant 4096.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x4096xbf16>
  %e16 = tensor.empty(%tokens) : tensor<?x4096xbf16>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x4096xbf16>) outs(%e16 : tensor<?x4096xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %0 = arith.mulf %in, %scale : bf16
    linalg.yield %0 : bf16
  } -> tensor<?x4096xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<?x4096xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %sum, %w : tensor<?x4096xbf16>, tensor<?xf32>, tensor<4096xbf16>) outs(%e16 : tensor<?x4096xbf16>) {
  ^bb0(%in: bf16, %sm: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %sm, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x4096xbf16>
  return %y : tensor<?x4096xbf16>
}

// -----

// One token without a batch dimension: the input is a vector along the
// hidden dimension too, told from the weight as the value whose squares are
// summed.
// CHECK-LABEL: func.func @rms_norm_single_token(
// CHECK-SAME:    %[[X:.*]]: tensor<4096xbf16>, %[[W:.*]]: tensor<4096xbf16>
// CHECK:         %[[Y:.*]] = tp.rms_norm %[[X]], %[[W]]
// CHECK-NEXT:    return %[[Y]]
#id1 = affine_map<(d0) -> (d0)>
#sc = affine_map<(d0) -> ()>
func.func @rms_norm_single_token(%x: tensor<4096xbf16>, %w: tensor<4096xbf16>) -> tensor<4096xbf16> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 4096.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#id1, #sc], iterator_types = ["reduction"]}
      ins(%x : tensor<4096xbf16>) outs(%init : tensor<f32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<f32>
  %e = tensor.empty() : tensor<4096xbf16>
  %y = linalg.generic {indexing_maps = [#id1, #sc, #id1, #id1], iterator_types = ["parallel"]}
      ins(%x, %sum, %w : tensor<4096xbf16>, tensor<f32>, tensor<4096xbf16>) outs(%e : tensor<4096xbf16>) {
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
  } -> tensor<4096xbf16>
  return %y : tensor<4096xbf16>
}

// -----

// Batch and sequence dimensions, the sequence dynamic, f16.
// CHECK-LABEL: func.func @rms_norm_batch_seq(
// CHECK-SAME:    %[[X:.*]]: tensor<2x?x4096xf16>, %[[W:.*]]: tensor<4096xf16>
// CHECK:         %[[Y:.*]] = tp.rms_norm %[[X]], %[[W]]
// CHECK-NEXT:    return %[[Y]]
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#hid3 = affine_map<(d0, d1, d2) -> (d2)>
func.func @rms_norm_batch_seq(%x: tensor<2x?x4096xf16>, %w: tensor<4096xf16>) -> tensor<2x?x4096xf16> {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 4096.0 : f32
  %s = tensor.dim %x, %c1 : tensor<2x?x4096xf16>
  %e0 = tensor.empty(%s) : tensor<2x?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x?xf32>) -> tensor<2x?xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<2x?x4096xf16>) outs(%init : tensor<2x?xf32>) {
  ^bb0(%in: f16, %acc: f32):
    %0 = arith.extf %in : f16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<2x?xf32>
  %e = tensor.empty(%s) : tensor<2x?x4096xf16>
  %y = linalg.generic {indexing_maps = [#id3, #row3, #hid3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<2x?x4096xf16>, tensor<2x?xf32>, tensor<4096xf16>) outs(%e : tensor<2x?x4096xf16>) {
  ^bb0(%in: f16, %sm: f32, %wv: f16, %out: f16):
    %0 = arith.divf %sm, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : f16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : f16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to f16
    linalg.yield %7 : f16
  } -> tensor<2x?x4096xf16>
  return %y : tensor<2x?x4096xf16>
}

// -----

// Three norms of one input with different weights, their common part merged
// (as CSE merges a final norm and a NextN layer's hnorm): each is raised, in
// block order, the common part computed by each tp norm and left nowhere.
// CHECK-LABEL: func.func @norms_sharing_their_normalization(
// CHECK-SAME:    %[[X:.*]]: tensor<?x7168xf32>, %[[W1:.*]]: tensor<7168xf32>, %[[W2:.*]]: tensor<7168xf32>, %[[W3:.*]]: tensor<7168xf32>)
// CHECK-NOT:     linalg.generic
// CHECK:         %[[A:.*]] = tp.rms_norm %[[X]], %[[W1]] epsilon = 9.99999997E-7
// CHECK-NEXT:    %[[B:.*]] = tp.rms_norm %[[X]], %[[W2]] epsilon = 9.99999997E-7
// CHECK-NEXT:    %[[C:.*]] = tp.rms_norm %[[X]], %[[W3]] epsilon = 9.99999997E-7
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @norms_sharing_their_normalization(%x: tensor<?x7168xf32>, %w1: tensor<7168xf32>, %w2: tensor<7168xf32>, %w3: tensor<7168xf32>) -> (tensor<?x7168xf32>, tensor<?x7168xf32>, tensor<?x7168xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xf32>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e32 = tensor.empty(%tokens) : tensor<?x7168xf32>
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
  %y1 = linalg.generic {indexing_maps = [#id, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%normalized, %w1 : tensor<?x7168xf32>, tensor<7168xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %wv: f32, %out: f32):
    %0 = arith.mulf %in, %wv : f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  %y2 = linalg.generic {indexing_maps = [#id, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%normalized, %w2 : tensor<?x7168xf32>, tensor<7168xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %wv: f32, %out: f32):
    %0 = arith.mulf %wv, %in : f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  %y3 = linalg.generic {indexing_maps = [#id, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%normalized, %w3 : tensor<?x7168xf32>, tensor<7168xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %wv: f32, %out: f32):
    %0 = arith.mulf %in, %wv : f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  return %y1, %y2, %y3 : tensor<?x7168xf32>, tensor<?x7168xf32>, tensor<?x7168xf32>
}

// -----

// An f32 model's residual add: nothing rounds between the layers, so what the
// norm squares is the add itself, computed from a tensor that was computed
// through a broadcast (here one scaled value per token, where an embedding
// gathers a row). That tensor is read where the norm reads it: it is the
// input, however it was computed.
// CHECK-LABEL: func.func @add_rms_norm_f32_of_broadcast_input(
// CHECK-SAME:    %[[T:.*]]: tensor<?xf32>, %[[S:.*]]: tensor<?x256xf32>, %[[W:.*]]: tensor<256xf32>
// CHECK:         %[[E:.*]] = linalg.generic
// CHECK:         %[[Y:.*]], %[[R:.*]] = tp.add_rms_norm %[[E]], %[[S]], %[[W]] epsilon = 9.99999974E-6
// CHECK-NEXT:    return %[[Y]], %[[R]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#token = affine_map<(d0, d1) -> (d0)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @add_rms_norm_f32_of_broadcast_input(%t: tensor<?xf32>, %s: tensor<?x256xf32>, %w: tensor<256xf32>) -> (tensor<?x256xf32>, tensor<?x256xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : i64
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %n = arith.constant 256.0 : f32
  %scale = arith.constant 16.0 : f32
  %tokens = tensor.dim %s, %c0 : tensor<?x256xf32>
  %e = tensor.empty(%tokens) : tensor<?x256xf32>
  %embedded = linalg.generic {indexing_maps = [#token, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<?xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %scale : f32
    linalg.yield %0 : f32
  } -> tensor<?x256xf32>
  %h = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%embedded, %s : tensor<?x256xf32>, tensor<?x256xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.addf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<?x256xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<?x256xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.fpowi %in, %c2 : f32, i64
    linalg.yield %0 : f32
  } -> tensor<?x256xf32>
  %e1 = tensor.empty(%tokens) : tensor<?x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x1xf32>) -> tensor<?x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<?x256xf32>) outs(%init : tensor<?x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.addf %in, %acc : f32
    linalg.yield %0 : f32
  } -> tensor<?x1xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %sum, %w : tensor<?x256xf32>, tensor<?x1xf32>, tensor<256xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%in: f32, %sm: f32, %wv: f32, %out: f32):
    %0 = arith.divf %sm, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.mulf %in, %2 : f32
    %4 = arith.mulf %wv, %3 : f32
    linalg.yield %4 : f32
  } -> tensor<?x256xf32>
  return %y, %h : tensor<?x256xf32>, tensor<?x256xf32>
}
