// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics

// Every verifier error of the tp dialect. Each case would pass silently if its
// check were removed, since -verify-diagnostics fails on a missing error.

//===----------------------------------------------------------------------===//
// #tp.group
//===----------------------------------------------------------------------===//

// expected-error @below {{group size must be at least 1, got 0}}
func.func private @no_ranks() attributes {group = #tp.group<"tp", size = 0>}

// -----

// expected-error @below {{group size must be at least 1, got -2}}
func.func private @negative_ranks() attributes {group = #tp.group<"tp", size = -2>}

// -----

// expected-error @below {{group name must not be empty}}
func.func private @unnamed() attributes {group = #tp.group<"", size = 2>}

// -----

// An invalid group inside a partial type fails the type too.
// expected-error @below {{group size must be at least 1, got 0}}
// expected-error @below {{failed to parse TP_PartialType parameter 'group' which is to be a `GroupAttr`}}
func.func private @partial_over_no_ranks(!tp.partial<tensor<4xf32>, #tp.group<"tp", size = 0>>)

// -----

//===----------------------------------------------------------------------===//
// !tp.partial
//===----------------------------------------------------------------------===//

// expected-error @below {{owed tensor must have bf16, f16 or f32 elements, got 'i32'}}
func.func private @integer_partial(!tp.partial<tensor<4xi32>, #tp.group<"tp", size = 2>>)

// -----

// expected-error @below {{owed tensor must have bf16, f16 or f32 elements, got 'f64'}}
func.func private @f64_partial(!tp.partial<tensor<4xf64>, #tp.group<"tp", size = 2>>)

// -----

// expected-error @below {{invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
// expected-error @below {{failed to parse TP_PartialType parameter 'tensorType' which is to be a `::mlir::RankedTensorType`}}
func.func private @unranked_partial(!tp.partial<tensor<*xf32>, #tp.group<"tp", size = 2>>)

// -----

// expected-error @below {{expected '<'}}
// expected-error @below {{failed to parse TP_PartialType parameter 'group' which is to be a `GroupAttr`}}
func.func private @groupless_partial(!tp.partial<tensor<4xf32>, "tp">)

// -----

//===----------------------------------------------------------------------===//
// tp.mark_partial, tp.all_reduce, tp.partial_add
//===----------------------------------------------------------------------===//

func.func @mark_changes_type(%x: tensor<?x7168xbf16>) {
  // expected-error @below {{result owes a sum of 'tensor<?x4096xbf16>' but the input is 'tensor<?x7168xbf16>'}}
  %p = tp.mark_partial %x : tensor<?x7168xbf16> -> !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>>
  return
}

// -----

func.func @mark_integer(%x: tensor<4xi32>) {
  // expected-error @below {{operand #0 must be ranked tensor of bf16, f16 or f32 values, but got 'tensor<4xi32>'}}
  %p = "tp.mark_partial"(%x) : (tensor<4xi32>) -> !tp.partial<tensor<4xf32>, #tp.group<"tp", size = 2>>
  return
}

// -----

func.func @reduce_changes_type(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>) {
  // expected-error @below {{result type 'tensor<?x7168xf32>' must be the owed tensor type 'tensor<?x7168xbf16>'}}
  %s = tp.all_reduce %p : !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x7168xf32>
  return
}

// -----

func.func @reduce_whole_tensor(%x: tensor<?x7168xbf16>) {
  // expected-error @below {{operand #0 must be A tensor that still owes a sum over a process group}}
  %s = "tp.all_reduce"(%x) : (tensor<?x7168xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @add_across_groups(%a: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>,
                             %b: !tp.partial<tensor<8xf32>, #tp.group<"ep", size = 2>>) {
  // expected-error @below {{operands owe sums over different groups: #tp.group<"tp", size = 2> and #tp.group<"ep", size = 2>}}
  %s = tp.partial_add %a, %b : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<8xf32>, #tp.group<"ep", size = 2>>
  return
}

// -----

func.func @add_across_group_sizes(%a: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>,
                                  %b: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 4>>) {
  // expected-error @below {{operands owe sums over different groups: #tp.group<"tp", size = 2> and #tp.group<"tp", size = 4>}}
  %s = tp.partial_add %a, %b : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 4>>
  return
}

// -----

func.func @add_different_tensors(%a: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>,
                                 %b: !tp.partial<tensor<8xbf16>, #tp.group<"tp", size = 2>>) {
  // expected-error @below {{operands owe sums of different tensor types: 'tensor<8xf32>' and 'tensor<8xbf16>'}}
  %s = tp.partial_add %a, %b : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<8xbf16>, #tp.group<"tp", size = 2>>
  return
}

// -----

func.func @scale_other_type(%p: !tp.partial<tensor<8xbf16>, #tp.group<"tp", size = 2>>, %s: f32) {
  // expected-error @below {{scale type 'f32' must be the element type 'bf16' of the owed tensor}}
  %r = tp.partial_scale %p, %s : !tp.partial<tensor<8xbf16>, #tp.group<"tp", size = 2>>, f32
  return
}

// -----

func.func @scale_by_integer(%p: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, %s: i32) {
  // expected-error @below {{operand #1 must be bf16, f16 or f32, but got 'i32'}}
  %r = "tp.partial_scale"(%p, %s) : (!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, i32) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  return
}

// -----

func.func @scale_changes_type(%p: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, %s: f32) {
  // expected-error @below {{failed to verify that all of {input, result} have same type}}
  %r = "tp.partial_scale"(%p, %s) : (!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, f32) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 4>>
  return
}

// -----

func.func @cast_across_groups(%p: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>) {
  // expected-error @below {{cannot move a sum from group #tp.group<"tp", size = 2> to group #tp.group<"ep", size = 2>}}
  %r = tp.partial_cast %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> to !tp.partial<tensor<8xf32>, #tp.group<"ep", size = 2>>
  return
}

// -----

func.func @cast_element_type(%p: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>) {
  // expected-error @below {{cannot change the element type of an owed sum (from 'f32' to 'bf16'): rounding would change the sum}}
  %r = tp.partial_cast %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> to !tp.partial<tensor<8xbf16>, #tp.group<"tp", size = 2>>
  return
}

// -----

func.func @cast_incompatible_shape(%p: !tp.partial<tensor<8x64xf32>, #tp.group<"tp", size = 2>>) {
  // expected-error @below {{shapes 'tensor<8x64xf32>' and 'tensor<?x32xf32>' are not compatible}}
  %r = tp.partial_cast %p : !tp.partial<tensor<8x64xf32>, #tp.group<"tp", size = 2>> to !tp.partial<tensor<?x32xf32>, #tp.group<"tp", size = 2>>
  return
}

// -----

func.func @cast_rank(%p: !tp.partial<tensor<8x64xf32>, #tp.group<"tp", size = 2>>) {
  // expected-error @below {{shapes 'tensor<8x64xf32>' and 'tensor<512xf32>' are not compatible}}
  %r = tp.partial_cast %p : !tp.partial<tensor<8x64xf32>, #tp.group<"tp", size = 2>> to !tp.partial<tensor<512xf32>, #tp.group<"tp", size = 2>>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Values that still owe a sum reaching a plain norm
//===----------------------------------------------------------------------===//

func.func @norm_of_partial(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, %w: tensor<7168xbf16>) {
  // expected-error @below {{input still owes a sum over group #tp.group<"tp", size = 2>: reduce it or use the fused op tp.all_reduce_rms_norm}}
  %y = tp.rms_norm %p, %w epsilon = 1.0e-6 : (!tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @add_norm_of_partial(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
                               %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{input still owes a sum over group #tp.group<"tp", size = 2>: reduce it or use the fused op tp.all_reduce_add_rms_norm}}
  %n, %o = tp.add_rms_norm %p, %r, %w epsilon = 1.0e-6 : (!tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, tensor<?x7168xbf16>, tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return
}

// -----

func.func @partial_residual(%x: tensor<?x7168xbf16>, %r: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
                            %w: tensor<7168xbf16>) {
  // expected-error @below {{residual still owes a sum over group #tp.group<"tp", size = 2>: reduce it}}
  %n, %o = tp.add_rms_norm %x, %r, %w epsilon = 1.0e-6 : (tensor<?x7168xbf16>, !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return
}

// -----

func.func @partial_weight(%x: tensor<?x7168xbf16>, %w: !tp.partial<tensor<7168xbf16>, #tp.group<"tp", size = 2>>) {
  // expected-error @below {{weight still owes a sum over group #tp.group<"tp", size = 2>: reduce it}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<?x7168xbf16>, !tp.partial<tensor<7168xbf16>, #tp.group<"tp", size = 2>>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @fused_partial_residual(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
                                  %r: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, %w: tensor<7168xbf16>) {
  // expected-error @below {{residual still owes a sum over group #tp.group<"tp", size = 2>: reduce it}}
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6 : (!tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return
}

// -----

//===----------------------------------------------------------------------===//
// Fused norms given a value that owes nothing
//===----------------------------------------------------------------------===//

func.func @fused_add_norm_of_whole(%x: tensor<?x7168xbf16>, %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{input owes no sum: use tp.add_rms_norm for an input that is already reduced}}
  %n, %o = tp.all_reduce_add_rms_norm %x, %r, %w epsilon = 1.0e-6 : (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return
}

// -----

func.func @fused_norm_of_whole(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{input owes no sum: use tp.rms_norm for an input that is already reduced}}
  %y = tp.all_reduce_rms_norm %x, %w epsilon = 1.0e-6 : (tensor<?x7168xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @fused_norm_of_memref(%x: memref<?x7168xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{operand #0 must be partial sum (!tp.partial) of a ranked tensor of bf16, f16 or f32 values, but got 'memref<?x7168xbf16>'}}
  %y = tp.all_reduce_rms_norm %x, %w epsilon = 1.0e-6 : (memref<?x7168xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Element types, shapes and epsilon of the norms
//===----------------------------------------------------------------------===//

func.func @norm_of_memref(%x: memref<?x7168xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{operand #0 must be ranked tensor of bf16, f16 or f32 values, not a !tp.partial, but got 'memref<?x7168xbf16>'}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (memref<?x7168xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @norm_of_unranked(%x: tensor<*xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{operand #0 must be ranked tensor of bf16, f16 or f32 values, not a !tp.partial, but got 'tensor<*xbf16>'}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<*xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @norm_of_integers(%x: tensor<?x64xi32>, %w: tensor<64xi32>) {
  // expected-error @below {{operand #0 must be ranked tensor of bf16, f16 or f32 values, not a !tp.partial, but got 'tensor<?x64xi32>'}}
  %y = "tp.rms_norm"(%x, %w) <{epsilon = 1.0e-6 : f32}> : (tensor<?x64xi32>, tensor<64xi32>) -> tensor<?x64xf32>
  return
}

// -----

func.func @norm_of_f64(%x: tensor<?x64xf64>, %w: tensor<64xf64>) {
  // expected-error @below {{operand #0 must be ranked tensor of bf16, f16 or f32 values, not a !tp.partial, but got 'tensor<?x64xf64>'}}
  %y = "tp.rms_norm"(%x, %w) <{epsilon = 1.0e-6 : f32}> : (tensor<?x64xf64>, tensor<64xf64>) -> tensor<?x64xf64>
  return
}

// -----

func.func @norm_to_f64(%x: tensor<?x64xf32>, %w: tensor<64xf32>) {
  // expected-error @below {{result #0 must be ranked tensor of bf16, f16 or f32 values, but got 'tensor<?x64xf64>'}}
  %y = "tp.rms_norm"(%x, %w) <{epsilon = 1.0e-6 : f32}> : (tensor<?x64xf32>, tensor<64xf32>) -> tensor<?x64xf64>
  return
}

// -----

func.func @fused_norm_of_f64_result(%p: !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>, %w: tensor<64xf32>) {
  // expected-error @below {{result #0 type 'tensor<?x64xbf16>' must match the input type 'tensor<?x64xf32>'}}
  %y = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-6 : (!tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>, tensor<64xf32>) -> tensor<?x64xbf16>
  return
}

// -----

func.func @norm_of_scalar(%x: tensor<bf16>, %w: tensor<1xbf16>) {
  // expected-error @below {{input must have at least one dimension (the hidden dimension)}}
  %y = "tp.rms_norm"(%x, %w) <{epsilon = 1.0e-6 : f32}> : (tensor<bf16>, tensor<1xbf16>) -> tensor<bf16>
  return
}

// -----

func.func @dynamic_hidden(%x: tensor<?x?xbf16>, %w: tensor<?xbf16>) {
  // expected-error @below {{hidden (last) dimension of the input must be static, got 'tensor<?x?xbf16>'}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<?x?xbf16>, tensor<?xbf16>) -> tensor<?x?xbf16>
  return
}

// -----

func.func @empty_hidden(%x: tensor<4x0xbf16>, %w: tensor<0xbf16>) {
  // expected-error @below {{hidden (last) dimension of the input must not be empty, got 'tensor<4x0xbf16>'}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x0xbf16>, tensor<0xbf16>) -> tensor<4x0xbf16>
  return
}

// -----

func.func @fused_dynamic_hidden(%p: !tp.partial<tensor<?x?xbf16>, #tp.group<"tp", size = 2>>, %w: tensor<?xbf16>) {
  // expected-error @below {{hidden (last) dimension of the input must be static, got 'tensor<?x?xbf16>'}}
  %y = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-6 : (!tp.partial<tensor<?x?xbf16>, #tp.group<"tp", size = 2>>, tensor<?xbf16>) -> tensor<?x?xbf16>
  return
}

// -----

func.func @weight_not_hidden(%x: tensor<?x7168xbf16>, %w: tensor<4096xbf16>) {
  // expected-error @below {{weight must be a 1-D tensor of the hidden size 7168, got 'tensor<4096xbf16>'}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<?x7168xbf16>, tensor<4096xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @weight_2d(%x: tensor<?x7168xbf16>, %w: tensor<1x7168xbf16>) {
  // expected-error @below {{operand #1 must be 1-D tensor of bf16, f16 or f32 values, not a !tp.partial, but got 'tensor<1x7168xbf16>'}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<?x7168xbf16>, tensor<1x7168xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @weight_dynamic(%x: tensor<?x7168xbf16>, %w: tensor<?xbf16>) {
  // expected-error @below {{weight must be a 1-D tensor of the hidden size 7168, got 'tensor<?xbf16>'}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<?x7168xbf16>, tensor<?xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @fused_weight_not_hidden(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
                                   %r: tensor<?x7168xbf16>, %w: tensor<7169xbf16>) {
  // expected-error @below {{weight must be a 1-D tensor of the hidden size 7168, got 'tensor<7169xbf16>'}}
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6 : (!tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, tensor<?x7168xbf16>, tensor<7169xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return
}

// -----

func.func @weight_element_type(%x: tensor<?x7168xbf16>, %w: tensor<7168xf32>) {
  // expected-error @below {{weight element type 'f32' must match the input element type 'bf16'}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<?x7168xbf16>, tensor<7168xf32>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @weight_integer(%x: tensor<?x64xbf16>, %w: tensor<64xi8>) {
  // expected-error @below {{operand #1 must be 1-D tensor of bf16, f16 or f32 values, not a !tp.partial, but got 'tensor<64xi8>'}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<64xi8>) -> tensor<?x64xbf16>
  return
}

// -----

func.func @residual_shape(%x: tensor<?x7168xbf16>, %r: tensor<4x7168xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{residual type 'tensor<4x7168xbf16>' must match the input type 'tensor<?x7168xbf16>'}}
  %n, %o = tp.add_rms_norm %x, %r, %w epsilon = 1.0e-6 : (tensor<?x7168xbf16>, tensor<4x7168xbf16>, tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return
}

// -----

func.func @residual_element_type(%x: tensor<?x7168xbf16>, %r: tensor<?x7168xf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{residual type 'tensor<?x7168xf16>' must match the input type 'tensor<?x7168xbf16>'}}
  %n, %o = tp.add_rms_norm %x, %r, %w epsilon = 1.0e-6 : (tensor<?x7168xbf16>, tensor<?x7168xf16>, tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return
}

// -----

func.func @fused_residual_shape(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
                                %r: tensor<?x4096xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{residual type 'tensor<?x4096xbf16>' must match the input type 'tensor<?x7168xbf16>'}}
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6 : (!tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, tensor<?x4096xbf16>, tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return
}

// -----

func.func @normed_shape(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{result #0 type 'tensor<8x7168xbf16>' must match the input type 'tensor<?x7168xbf16>'}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<?x7168xbf16>, tensor<7168xbf16>) -> tensor<8x7168xbf16>
  return
}

// -----

func.func @residual_out_type(%x: tensor<?x7168xbf16>, %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{result #1 type 'tensor<?x7168xf32>' must match the input type 'tensor<?x7168xbf16>'}}
  %n, %o = tp.add_rms_norm %x, %r, %w epsilon = 1.0e-6 : (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xf32>)
  return
}

// -----

func.func @zero_epsilon(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{epsilon must be finite and positive, got 0}}
  %y = tp.rms_norm %x, %w epsilon = 0.0 : (tensor<?x7168xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @negative_epsilon(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{epsilon must be finite and positive, got -9.99999974E-6}}
  %y = tp.rms_norm %x, %w epsilon = -1.0e-5 : (tensor<?x7168xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @negative_zero_epsilon(%p: !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xf32>, %w: tensor<64xf32>) {
  // expected-error @below {{epsilon must be finite and positive, got -0}}
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = -0.0 : (!tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>, tensor<?x64xf32>, tensor<64xf32>) -> (tensor<?x64xf32>, tensor<?x64xf32>)
  return
}

// -----

func.func @infinite_epsilon(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{epsilon must be finite and positive, got +Inf}}
  %y = tp.rms_norm %x, %w epsilon = 0x7F800000 : (tensor<?x7168xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @nan_epsilon(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) {
  // expected-error @below {{epsilon must be finite and positive, got NaN}}
  %y = tp.rms_norm %x, %w epsilon = 0x7FC00000 : (tensor<?x7168xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  return
}

// -----

func.func @storage_compute_f32(%x: tensor<?x64xf32>, %w: tensor<64xf32>) {
  // expected-error @below {{compute = storage needs bf16 or f16 elements: an f32 norm computes in f32}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 weight_multiply = after_rounding compute = storage : (tensor<?x64xf32>, tensor<64xf32>) -> tensor<?x64xf32>
  return
}

// -----

func.func @storage_compute_weight_before_rounding(%x: tensor<?x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error @below {{compute = storage rounds before the weight multiplies: it needs weight_multiply = after_rounding}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 compute = storage : (tensor<?x64xbf16>, tensor<64xbf16>) -> tensor<?x64xbf16>
  return
}

// -----

func.func @storage_compute_weight_offset(%x: tensor<?x64xf16>, %w: tensor<64xf16>) {
  // expected-error @below {{compute = storage takes no weight_offset}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 weight_multiply = after_rounding weight_offset = 1.0 compute = storage : (tensor<?x64xf16>, tensor<64xf16>) -> tensor<?x64xf16>
  return
}

// -----

func.func @storage_compute_f32_residual_add(%x: tensor<?x64xbf16>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error @below {{compute = storage adds the residual in 'bf16': it needs residual_add = rounded}}
  %n, %o = tp.add_rms_norm %x, %r, %w epsilon = 1.0e-6 weight_multiply = after_rounding residual_add = f32 compute = storage : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
  return
}

// -----

func.func @infinite_weight_offset(%x: tensor<?x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error @below {{weight_offset must be finite}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 weight_offset = 0x7F800000 : (tensor<?x64xbf16>, tensor<64xbf16>) -> tensor<?x64xbf16>
  return
}

// -----

func.func @unknown_weight_multiply(%x: tensor<?x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'weight_multiply' [before_rounding, after_rounding]}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 weight_multiply = sometimes : (tensor<?x64xbf16>, tensor<64xbf16>) -> tensor<?x64xbf16>
  return
}

// -----

func.func @residual_add_without_residual(%x: tensor<?x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error @below {{expected ':'}}
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 residual_add = f32 : (tensor<?x64xbf16>, tensor<64xbf16>) -> tensor<?x64xbf16>
  return
}

// -----

// The runtime numbers the ranks of its communicator with a C int.
func.func @group_rank_too_many_ranks() -> index {
  // expected-error@+1 {{'tp.group_rank' op group of 2147483648 ranks: the runtime numbers ranks with a 32-bit int}}
  %r = tp.group_rank #tp.group<"tp", size = 2147483648>
  return %r : index
}

// -----

func.func @group_rank_no_ranks() -> index {
  // expected-error@+1 {{group size must be at least 1, got 0}}
  %r = tp.group_rank #tp.group<"tp", size = 0>
  return %r : index
}
