// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics \
// RUN:   -tp-fuse-allreduce-norm='remarks=true' -tp-verify-ownership | FileCheck %s

// Which boundaries are fused, under a pure-TP configuration; the fused IR
// always passes tp-verify-ownership.

// CHECK-LABEL: func.func @final_residual_norm(
// CHECK-SAME:    %[[P:.*]]: !tp.partial<tensor<?x7168xbf16>, #{{.*}}>, %[[R:.*]]: tensor<?x7168xbf16>, %[[W:.*]]: tensor<7168xbf16>
// CHECK-NOT:     tp.all_reduce %
// CHECK:         %[[N:.*]], %[[O:.*]] = tp.all_reduce_add_rms_norm %[[P]], %[[R]], %[[W]] epsilon = 9.99999997E-7
// CHECK:         return %[[N]]
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @final_residual_norm(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
                                 %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
    // expected-remark @below {{fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x7168xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6
        : (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
    return %n : tensor<?x7168xbf16>
  }
}

// -----

// All-reduce followed by a plain RMSNorm (no residual), as vLLM fuses it.
// CHECK-LABEL: func.func @final_norm_without_residual(
// CHECK-SAME:    %[[P:.*]]: !tp.partial<tensor<?x4096xf16>, #{{.*}}>, %[[W:.*]]: tensor<4096xf16>
// CHECK:         %[[Y:.*]] = tp.all_reduce_rms_norm %[[P]], %[[W]] epsilon = 9.99999974E-6
// CHECK:         return %[[Y]]
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @final_norm_without_residual(%p: !tp.partial<tensor<?x4096xf16>, #tp.group<"tp", size = 2>>,
                                         %w: tensor<4096xf16>) -> tensor<?x4096xf16> {
    // expected-remark @below {{fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x4096xf16>, #tp.group<"tp", size = 2>> -> tensor<?x4096xf16>
    %y = tp.rms_norm %s, %w epsilon = 1.0e-5 : (tensor<?x4096xf16>, tensor<4096xf16>) -> tensor<?x4096xf16>
    return %y : tensor<?x4096xf16>
  }
}

// -----

// Two layer boundaries: with the default scope=all both are fused; the
// residual stream runs through the fused ops.
// CHECK-LABEL: func.func @two_layers(
// CHECK-SAME:    %[[ATTN:.*]]: !tp.partial<tensor<?x64xf32>, #{{.*}}>, %[[MLP:.*]]: !tp.partial<tensor<?x64xf32>, #{{.*}}>, %[[R:.*]]: tensor<?x64xf32>, %[[W1:.*]]: tensor<64xf32>, %[[W2:.*]]: tensor<64xf32>
// CHECK:         %[[N1:.*]], %[[R1:.*]] = tp.all_reduce_add_rms_norm %[[ATTN]], %[[R]], %[[W1]]
// CHECK:         %[[N2:.*]], %[[R2:.*]] = tp.all_reduce_add_rms_norm %[[MLP]], %[[R1]], %[[W2]]
// CHECK:         return %[[N1]], %[[N2]]
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @two_layers(%attn: !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>,
                        %mlp: !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>,
                        %r: tensor<?x64xf32>, %w1: tensor<64xf32>, %w2: tensor<64xf32>)
      -> (tensor<?x64xf32>, tensor<?x64xf32>) {
    // expected-remark @below {{fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (layer boundary)}}
    %s1 = tp.all_reduce %attn : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>> -> tensor<?x64xf32>
    %n1, %r1 = tp.add_rms_norm %s1, %r, %w1 epsilon = 1.0e-6
        : (tensor<?x64xf32>, tensor<?x64xf32>, tensor<64xf32>) -> (tensor<?x64xf32>, tensor<?x64xf32>)
    // expected-remark @below {{fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)}}
    %s2 = tp.all_reduce %mlp : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>> -> tensor<?x64xf32>
    %n2, %r2 = tp.add_rms_norm %s2, %r1, %w2 epsilon = 1.0e-6
        : (tensor<?x64xf32>, tensor<?x64xf32>, tensor<64xf32>) -> (tensor<?x64xf32>, tensor<?x64xf32>)
    return %n1, %n2 : tensor<?x64xf32>, tensor<?x64xf32>
  }
}

// -----

// The sum enters the norm as its residual operand: addition commutes, so the
// fused op takes the other operand as its residual.
// CHECK-LABEL: func.func @sum_as_residual_operand(
// CHECK-SAME:    %[[P:.*]]: !tp.partial<tensor<?x64xbf16>, #{{.*}}>, %[[X:.*]]: tensor<?x64xbf16>, %[[W:.*]]: tensor<64xbf16>
// CHECK:         tp.all_reduce_add_rms_norm %[[P]], %[[X]], %[[W]]
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @sum_as_residual_operand(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                                     %x: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{fused}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %x, %s, %w epsilon = 1.0e-6
        : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Ops between the all-reduce and its norm stay where they are; the fused op
// sits at the norm, where all its operands are defined.
// CHECK-LABEL: func.func @residual_defined_after_reduce(
// CHECK:         %[[R:.*]] = arith.addf
// CHECK:         tp.all_reduce_add_rms_norm %{{.*}}, %[[R]]
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @residual_defined_after_reduce(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                                           %a: tensor<?x64xbf16>, %b: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{fused}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %r = arith.addf %a, %b : tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6
        : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Structural refusals: the sum has other uses, no norm, or a norm elsewhere.
// CHECK-LABEL: func.func @negative_multi_use(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// CHECK-LABEL: func.func @negative_unused(
// CHECK:         tp.all_reduce %
// CHECK-LABEL: func.func @negative_not_a_norm(
// CHECK:         tp.all_reduce %
// CHECK-LABEL: func.func @negative_norm_in_branch(
// CHECK:         tp.all_reduce %
// CHECK:         scf.if
// CHECK:           tp.rms_norm
// CHECK-LABEL: func.func @negative_hidden_bytes(
// CHECK:         tp.all_reduce %
// CHECK:         tp.rms_norm
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  // The reduced value is also returned: fusing would leave that use without
  // the sum.
  func.func @negative_multi_use(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                                %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>) {
    // expected-remark @below {{not fused: the reduced value has 2 uses, and a fused norm would leave the others without the sum}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6
        : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n, %s : tensor<?x64xbf16>, tensor<?x64xbf16>
  }

  func.func @negative_unused(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>) {
    // expected-remark @below {{not fused: the reduced value is unused}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    return
  }

  func.func @negative_not_a_norm(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                                 %r: tensor<?x64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: the reduced value feeds 'arith.addf', not an RMSNorm}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %y = arith.addf %s, %r : tensor<?x64xbf16>
    return %y : tensor<?x64xbf16>
  }

  // Moving the collective into the branch would change where it runs.
  func.func @negative_norm_in_branch(%c: i1, %p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                                     %w: tensor<64xbf16>, %other: tensor<?x64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: the RMSNorm is in another block than the all-reduce}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %y = scf.if %c -> tensor<?x64xbf16> {
      %n = tp.rms_norm %s, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<64xbf16>) -> tensor<?x64xbf16>
      scf.yield %n : tensor<?x64xbf16>
    } else {
      scf.yield %other : tensor<?x64xbf16>
    }
    return %y : tensor<?x64xbf16>
  }

  // 100 bf16 values are 200 bytes: the fused kernels move 16-byte vectors.
  func.func @negative_hidden_bytes(%p: !tp.partial<tensor<?x100xbf16>, #tp.group<"tp", size = 2>>,
                                   %w: tensor<100xbf16>) -> tensor<?x100xbf16> {
    // expected-remark @below {{not fused: hidden size 100 x 2 bytes is not a multiple of 16 bytes}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x100xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x100xbf16>
    %y = tp.rms_norm %s, %w epsilon = 1.0e-6 : (tensor<?x100xbf16>, tensor<100xbf16>) -> tensor<?x100xbf16>
    return %y : tensor<?x100xbf16>
  }

  // (2^62 + 1) x 4 bytes overflows int64; the check needs only hidden mod 16.
  func.func @negative_hidden_bytes_overflow(%p: !tp.partial<tensor<?x4611686018427387905xf32>, #tp.group<"tp", size = 2>>,
                                            %w: tensor<4611686018427387905xf32>) -> tensor<?x4611686018427387905xf32> {
    // expected-remark @below {{not fused: hidden size 4611686018427387905 x 4 bytes is not a multiple of 16 bytes}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x4611686018427387905xf32>, #tp.group<"tp", size = 2>> -> tensor<?x4611686018427387905xf32>
    %y = tp.rms_norm %s, %w epsilon = 1.0e-6 : (tensor<?x4611686018427387905xf32>, tensor<4611686018427387905xf32>) -> tensor<?x4611686018427387905xf32>
    return %y : tensor<?x4611686018427387905xf32>
  }
}

// -----

// Without remarks=true nothing is said, and the IR is fused all the same.
// RUN: tpfuse-opt %s -split-input-file -tp-fuse-allreduce-norm 2>&1 \
// RUN:   | FileCheck %s --check-prefix=QUIET
// QUIET-NOT: remark
// QUIET:     tp.all_reduce_add_rms_norm

// -----

// A row-parallel layer with a bias adds it once, after the sum, before the
// residual add: the fused norms take no bias, so the boundary is not fused,
// and the remark says so. Any other addend gets the plain remark.
// CHECK-LABEL: func.func @bias_after_sum(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// CHECK-NOT:     tp.all_reduce_add_rms_norm
// CHECK-LABEL: func.func @tensor_added_after_sum(
// CHECK:         tp.all_reduce %
// CHECK-NOT:     tp.all_reduce_add_rms_norm
#id = affine_map<(d0, d1) -> (d0, d1)>
#hidden = affine_map<(d0, d1) -> (d1)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @bias_after_sum(%p: !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>>,
                            %b: tensor<64xbf16>, %r: tensor<8x64xbf16>, %w: tensor<64xbf16>) -> tensor<8x64xbf16> {
    // expected-remark @below {{not fused: the reduced value feeds 'linalg.generic', which adds a bias (tensor<64xbf16> along the hidden dimension) to the sum before the RMSNorm: a fused norm adds the residual to the sum itself and takes no bias, and adding the bias to the residual instead would round differently}}
    %s = tp.all_reduce %p : !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<8x64xbf16>
    %e = tensor.empty() : tensor<8x64xbf16>
    %biased = linalg.generic {indexing_maps = [#id, #hidden, #id], iterator_types = ["parallel", "parallel"]}
        ins(%s, %b : tensor<8x64xbf16>, tensor<64xbf16>) outs(%e : tensor<8x64xbf16>) {
    ^bb0(%in: bf16, %bias: bf16, %out: bf16):
      %0 = arith.addf %in, %bias : bf16
      linalg.yield %0 : bf16
    } -> tensor<8x64xbf16>
    %n, %o = tp.add_rms_norm %r, %biased, %w epsilon = 1.0e-6
        : (tensor<8x64xbf16>, tensor<8x64xbf16>, tensor<64xbf16>) -> (tensor<8x64xbf16>, tensor<8x64xbf16>)
    return %n : tensor<8x64xbf16>
  }

  func.func @tensor_added_after_sum(%p: !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>>,
                                    %t: tensor<8x64xbf16>, %w: tensor<64xbf16>) -> tensor<8x64xbf16> {
    // expected-remark @below {{not fused: the reduced value feeds 'arith.addf', not an RMSNorm}}
    %s = tp.all_reduce %p : !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<8x64xbf16>
    %added = arith.addf %s, %t : tensor<8x64xbf16>
    %n = tp.rms_norm %added, %w epsilon = 1.0e-6 : (tensor<8x64xbf16>, tensor<64xbf16>) -> tensor<8x64xbf16>
    return %n : tensor<8x64xbf16>
  }
}
