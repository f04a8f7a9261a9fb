// RUN: tpfuse-opt %s -canonicalize -cse -split-input-file | FileCheck %s

// A sum over a group of one rank is the rank's own value: the reduction goes.

// CHECK-LABEL: func.func @single_rank_all_reduce(
// CHECK-SAME:    %[[X:.*]]: tensor<?x4096xbf16>
// CHECK-NOT:     tp.
// CHECK:         return %[[X]]
func.func @single_rank_all_reduce(%x: tensor<?x4096xbf16>) -> tensor<?x4096xbf16> {
  %p = tp.mark_partial %x : tensor<?x4096xbf16> -> !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>>
  %s = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>> -> tensor<?x4096xbf16>
  return %s : tensor<?x4096xbf16>
}

// -----

// CHECK-LABEL: func.func @single_rank_fused_add_norm(
// CHECK-SAME:    %[[X:.*]]: tensor<?x4096xbf16>, %[[R:.*]]: tensor<?x4096xbf16>, %[[W:.*]]: tensor<4096xbf16>
// CHECK:         %[[N:.*]], %[[O:.*]] = tp.add_rms_norm %[[X]], %[[R]], %[[W]] epsilon = 9.99999997E-7
// CHECK:         return %[[N]], %[[O]]
func.func @single_rank_fused_add_norm(%x: tensor<?x4096xbf16>, %r: tensor<?x4096xbf16>, %w: tensor<4096xbf16>)
    -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>) {
  %p = tp.mark_partial %x : tensor<?x4096xbf16> -> !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>>
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      : (!tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>>, tensor<?x4096xbf16>, tensor<4096xbf16>)
      -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>)
  return %n, %o : tensor<?x4096xbf16>, tensor<?x4096xbf16>
}

// -----

// CHECK-LABEL: func.func @single_rank_fused_norm(
// CHECK-SAME:    %[[X:.*]]: tensor<?x4096xbf16>, %[[W:.*]]: tensor<4096xbf16>
// CHECK:         %[[Y:.*]] = tp.rms_norm %[[X]], %[[W]] epsilon = 9.99999997E-7
// CHECK:         return %[[Y]]
func.func @single_rank_fused_norm(%x: tensor<?x4096xbf16>, %w: tensor<4096xbf16>) -> tensor<?x4096xbf16> {
  %p = tp.mark_partial %x : tensor<?x4096xbf16> -> !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>>
  %y = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-6
      : (!tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>>, tensor<4096xbf16>) -> tensor<?x4096xbf16>
  return %y : tensor<?x4096xbf16>
}

// -----

// Two ranks: the sum is real communication and stays.
// CHECK-LABEL: func.func @no_fold_two_ranks(
// CHECK:         tp.mark_partial
// CHECK:         tp.all_reduce
// CHECK:         tp.all_reduce_add_rms_norm
func.func @no_fold_two_ranks(%x: tensor<?x4096xbf16>, %r: tensor<?x4096xbf16>, %w: tensor<4096xbf16>)
    -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<?x4096xbf16>) {
  %p = tp.mark_partial %x : tensor<?x4096xbf16> -> !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>>
  %s = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x4096xbf16>
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      : (!tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>>, tensor<?x4096xbf16>, tensor<4096xbf16>)
      -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>)
  return %s, %n, %o : tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<?x4096xbf16>
}

// -----

// A single-rank debt whose contribution is not at hand (a block argument)
// cannot be turned into a tensor: nothing folds.
// CHECK-LABEL: func.func @no_fold_without_mark(
// CHECK:         tp.all_reduce %{{.*}} : !tp.partial
func.func @no_fold_without_mark(%p: !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>>) -> tensor<?x4096xbf16> {
  %s = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>> -> tensor<?x4096xbf16>
  return %s : tensor<?x4096xbf16>
}

// -----

// Collectives are rendezvous of all ranks: an unused one is not dead code,
// and two identical ones are not merged. Unused pure norms are removed.
// CHECK-LABEL: func.func @collectives_are_kept(
// CHECK-COUNT-2: tp.all_reduce %
// CHECK-NOT:     tp.rms_norm
// CHECK:         return
func.func @collectives_are_kept(%p: !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>>, %w: tensor<4096xbf16>) {
  %a = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x4096xbf16>
  %b = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x4096xbf16>
  %y = tp.rms_norm %a, %w epsilon = 1.0e-6 : (tensor<?x4096xbf16>, tensor<4096xbf16>) -> tensor<?x4096xbf16>
  return
}

// -----

// Over one rank, adding two contributions and reducing is adding the tensors.
// CHECK-LABEL: func.func @single_rank_partial_add(
// CHECK-SAME:    %[[A:.*]]: tensor<?x64xf32>, %[[B:.*]]: tensor<?x64xf32>
// CHECK:         %[[SUM:.*]] = arith.addf %[[A]], %[[B]] : tensor<?x64xf32>
// CHECK-NOT:     tp.
// CHECK:         return %[[SUM]]
func.func @single_rank_partial_add(%a: tensor<?x64xf32>, %b: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %pa = tp.mark_partial %a : tensor<?x64xf32> -> !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 1>>
  %pb = tp.mark_partial %b : tensor<?x64xf32> -> !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 1>>
  %s = tp.partial_add %pa, %pb : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 1>>, !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 1>>
  %r = tp.all_reduce %s : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 1>> -> tensor<?x64xf32>
  return %r : tensor<?x64xf32>
}

// -----

// Over two ranks the contributions are not re-associated.
// CHECK-LABEL: func.func @no_fold_partial_add_two_ranks(
// CHECK:         tp.partial_add
// CHECK-NOT:     arith.addf
func.func @no_fold_partial_add_two_ranks(%a: tensor<?x64xf32>, %b: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %pa = tp.mark_partial %a : tensor<?x64xf32> -> !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>
  %pb = tp.mark_partial %b : tensor<?x64xf32> -> !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>
  %s = tp.partial_add %pa, %pb : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>
  %r = tp.all_reduce %s : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>> -> tensor<?x64xf32>
  return %r : tensor<?x64xf32>
}

// -----

// A cast to the type it already has is no cast.
// CHECK-LABEL: func.func @identity_cast(
// CHECK-SAME:    %[[P:.*]]: !tp.partial
// CHECK-NOT:     tp.partial_cast
// CHECK:         return %[[P]]
func.func @identity_cast(%p: !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>) -> !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>> {
  %c = tp.partial_cast %p : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>> to !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>
  return %c : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>
}

// -----

// The plain norm that replaces a fused one over a single rank keeps its
// variant.
// CHECK-LABEL: func.func @single_rank_keeps_variant(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<?x64xbf16>, %[[R:[^:]*]]: tensor<?x64xbf16>, %[[W:[^:]*]]: tensor<64xbf16>
// CHECK:         tp.add_rms_norm %[[X]], %[[R]], %[[W]] epsilon = 9.99999997E-7 weight_multiply = after_rounding weight_offset = 1.000000e+00 residual_add = f32 :
func.func @single_rank_keeps_variant(%x: tensor<?x64xbf16>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>)
    -> (tensor<?x64xbf16>, tensor<?x64xbf16>) {
  %p = tp.mark_partial %x : tensor<?x64xbf16> -> !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 1>>
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      weight_multiply = after_rounding weight_offset = 1.0 residual_add = f32
      : (!tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 1>>, tensor<?x64xbf16>, tensor<64xbf16>)
      -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
  return %n, %o : tensor<?x64xbf16>, tensor<?x64xbf16>
}

// -----

// The only rank of a group of one is rank 0; in a larger group only the
// runtime knows, and two queries of one group are one.
// CHECK-LABEL: func.func @group_rank(
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[RANK:.*]] = tp.group_rank #tp_group
// CHECK-NOT:     tp.group_rank
// CHECK:         return %[[ZERO]], %[[RANK]], %[[RANK]] : index, index, index
func.func @group_rank() -> (index, index, index) {
  %single = tp.group_rank #tp.group<"tp", size = 1>
  %a = tp.group_rank #tp.group<"tp", size = 2>
  %b = tp.group_rank #tp.group<"tp", size = 2>
  return %single, %a, %b : index, index, index
}
