// RUN: tpfuse-opt %s -tp-raise-rms-norm=remarks=true -tp-fuse-allreduce-norm=remarks=true -verify-diagnostics -split-input-file -o /dev/null
// RUN: tpfuse-opt %s -tp-fuse-allreduce-norm=remarks=true -split-input-file -o /dev/null 2>&1 | FileCheck %s

// A boundary refused because its norm was not raised: the fusion remark
// names the norm and repeats why tp-raise-rms-norm left it (its remark at the
// sum of squares).

#tp = #tp.group<"tp", size = 2>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
module attributes {tp.parallel_config = #tp.parallel_config<
    group = #tp, ep = 1, cp = 1, dp_attention = false,
    moe_a2a = "none", moe_cp_all_gather = false,
    attention_input = full, mlp_input = full>} {
func.func @norm_divides_by_sqrt(%p: !tp.partial<tensor<?x64xbf16>, #tp>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 64.0 : f32
  // expected-remark @below {{not fused: the reduced value has 3 uses, and a fused norm would leave the others without the sum; the RMSNorm-like computation at}}
  %x = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp> -> tensor<?x64xbf16>
  %tokens = tensor.dim %x, %c0 : tensor<?x64xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x64xbf16>
  // expected-remark @below {{not raised to a tp norm: it divides by the square root of the mean square; tp norms multiply by its rsqrt, which rounds differently}}
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x64xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x64xbf16>, tensor<?xf32>, tensor<64xbf16>) outs(%e16 : tensor<?x64xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.sqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.divf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<?x64xbf16>
  return %y : tensor<?x64xbf16>
}
}

// CHECK: remark: not fused: the reduced value has 3 uses, and a fused norm would leave the others without the sum; the RMSNorm-like computation at {{.*}}fuse-allreduce-norm-unraised.mlir:28:10 was not raised to a tp norm: it divides by the square root of the mean square; tp norms multiply by its rsqrt, which rounds differently (tp-raise-rms-norm's remark there)

// -----

// A norm that was never raised at all: the remark says to raise it first.

#tp = #tp.group<"tp", size = 2>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
module attributes {tp.parallel_config = #tp.parallel_config<
    group = #tp, ep = 1, cp = 1, dp_attention = false,
    moe_a2a = "none", moe_cp_all_gather = false,
    attention_input = full, mlp_input = full>} {
func.func @norm_not_raised(%p: !tp.partial<tensor<8x64xf32>, #tp>, %w: tensor<64xf32>) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 64.0 : f32
  // expected-remark @below {{fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)}}
  %x = tp.all_reduce %p : !tp.partial<tensor<8x64xf32>, #tp> -> tensor<8x64xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %e = tensor.empty() : tensor<8x64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %1 = arith.mulf %in, %in : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<8xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<8x64xf32>, tensor<8xf32>, tensor<64xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%in: f32, %s: f32, %wv: f32, %out: f32):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %4 = arith.mulf %in, %2 : f32
    %6 = arith.mulf %4, %wv : f32
    linalg.yield %6 : f32
  } -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}
}

// CHECK: remark: not fused: the reduced value has 2 uses, and a fused norm would leave the others without the sum; the RMSNorm at {{.*}}fuse-allreduce-norm-unraised.mlir:{{[0-9]+}}:10 is not raised to a tp norm (run tp-raise-rms-norm first)
