// RUN: tpfuse-opt %s | tpfuse-opt | FileCheck %s
// RUN: tpfuse-opt %s --mlir-print-op-generic | tpfuse-opt | FileCheck %s

// Round trip of every tp op, type and attribute, in custom and generic form.

// CHECK-DAG: #[[TP:.*]] = #tp.group<"tp", size = 2>
// CHECK-DAG: #[[ATTN:.*]] = #tp.group<"attn_tp", size = 8>
// CHECK-DAG: #[[SINGLE:.*]] = #tp.group<"tp", size = 1>
#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<?x7168xbf16>, #tp>

// CHECK-LABEL: func.func @mark_and_reduce(
// CHECK-SAME:    %[[X:.*]]: tensor<?x7168xbf16>
// CHECK:         %[[P:.*]] = tp.mark_partial %[[X]] : tensor<?x7168xbf16> -> !tp.partial<tensor<?x7168xbf16>, #[[TP]]>
// CHECK:         %[[S:.*]] = tp.all_reduce %[[P]] : !tp.partial<tensor<?x7168xbf16>, #[[TP]]> -> tensor<?x7168xbf16>
// CHECK:         return %[[S]]
func.func @mark_and_reduce(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  %p = tp.mark_partial %x : tensor<?x7168xbf16> -> !owed
  %s = tp.all_reduce %p : !owed -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}

// CHECK-LABEL: func.func @partial_add(
// CHECK-SAME:    %[[A:.*]]: !tp.partial<tensor<4x4096xf16>, #[[ATTN]]>, %[[B:.*]]: !tp.partial<tensor<4x4096xf16>, #[[ATTN]]>
// CHECK:         %[[SUM:.*]] = tp.partial_add %[[A]], %[[B]] : !tp.partial<tensor<4x4096xf16>, #[[ATTN]]>, !tp.partial<tensor<4x4096xf16>, #[[ATTN]]>
// CHECK:         return %[[SUM]] : !tp.partial<tensor<4x4096xf16>, #[[ATTN]]>
func.func @partial_add(%a: !tp.partial<tensor<4x4096xf16>, #tp.group<"attn_tp", size = 8>>,
                       %b: !tp.partial<tensor<4x4096xf16>, #tp.group<"attn_tp", size = 8>>)
    -> !tp.partial<tensor<4x4096xf16>, #tp.group<"attn_tp", size = 8>> {
  %s = tp.partial_add %a, %b : !tp.partial<tensor<4x4096xf16>, #tp.group<"attn_tp", size = 8>>,
                               !tp.partial<tensor<4x4096xf16>, #tp.group<"attn_tp", size = 8>>
  return %s : !tp.partial<tensor<4x4096xf16>, #tp.group<"attn_tp", size = 8>>
}

// CHECK-LABEL: func.func @scale_and_cast(
// CHECK-SAME:    %[[P:.*]]: !tp.partial<tensor<8x7168xbf16>, #[[TP]]>, %[[S:.*]]: bf16
// CHECK:         %[[SCALED:.*]] = tp.partial_scale %[[P]], %[[S]] : !tp.partial<tensor<8x7168xbf16>, #[[TP]]>, bf16
// CHECK:         %[[DYN:.*]] = tp.partial_cast %[[SCALED]] : !tp.partial<tensor<8x7168xbf16>, #[[TP]]> to !tp.partial<tensor<?x7168xbf16>, #[[TP]]>
// CHECK:         return %[[DYN]]
func.func @scale_and_cast(%p: !tp.partial<tensor<8x7168xbf16>, #tp>, %s: bf16) -> !owed {
  %scaled = tp.partial_scale %p, %s : !tp.partial<tensor<8x7168xbf16>, #tp>, bf16
  %dynamic = tp.partial_cast %scaled : !tp.partial<tensor<8x7168xbf16>, #tp> to !owed
  return %dynamic : !owed
}

// CHECK-LABEL: func.func @norms(
// CHECK-SAME:    %[[X:.*]]: tensor<?x7168xbf16>, %[[R:.*]]: tensor<?x7168xbf16>, %[[W:.*]]: tensor<7168xbf16>
// CHECK:         %[[Y:.*]] = tp.rms_norm %[[X]], %[[W]] epsilon = 9.99999997E-7 : (tensor<?x7168xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
// CHECK:         %[[N:.*]], %[[O:.*]] = tp.add_rms_norm %[[Y]], %[[R]], %[[W]] epsilon = 9.99999997E-7 : (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
// CHECK:         return %[[N]], %[[O]]
func.func @norms(%x: tensor<?x7168xbf16>, %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>)
    -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>) {
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6
      : (tensor<?x7168xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  %n, %o = tp.add_rms_norm %y, %r, %w epsilon = 1.0e-6
      : (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return %n, %o : tensor<?x7168xbf16>, tensor<?x7168xbf16>
}

// CHECK-LABEL: func.func @fused_norms(
// CHECK-SAME:    %[[P:.*]]: !tp.partial<tensor<?x7168xbf16>, #[[TP]]>, %[[R:.*]]: tensor<?x7168xbf16>, %[[W:.*]]: tensor<7168xbf16>
// CHECK:         %[[N:.*]], %[[O:.*]] = tp.all_reduce_add_rms_norm %[[P]], %[[R]], %[[W]] epsilon = 9.99999997E-7 : (!tp.partial<tensor<?x7168xbf16>, #[[TP]]>, tensor<?x7168xbf16>, tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
// CHECK:         %[[Y:.*]] = tp.all_reduce_rms_norm %[[P]], %[[W]] epsilon = 9.99999997E-7 : (!tp.partial<tensor<?x7168xbf16>, #[[TP]]>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
func.func @fused_norms(%p: !owed, %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>)
    -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<?x7168xbf16>) {
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      : (!owed, tensor<?x7168xbf16>, tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  %y = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-6
      : (!owed, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  return %n, %o, %y : tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<?x7168xbf16>
}

// Every supported element type, static token counts, and a single-rank group.
// CHECK-LABEL: func.func @element_types(
// CHECK:         tp.mark_partial %{{.*}} : tensor<8x1024xf16> -> !tp.partial<tensor<8x1024xf16>, #[[TP]]>
// CHECK:         tp.mark_partial %{{.*}} : tensor<1x8192xf32> -> !tp.partial<tensor<1x8192xf32>, #[[SINGLE]]>
// CHECK:         tp.rms_norm %{{.*}}, %{{.*}} epsilon = 9.99999974E-6 : (tensor<8x1024xf16>, tensor<1024xf16>) -> tensor<8x1024xf16>
func.func @element_types(%h: tensor<8x1024xf16>, %w: tensor<1024xf16>, %f: tensor<1x8192xf32>)
    -> (!tp.partial<tensor<8x1024xf16>, #tp>, !tp.partial<tensor<1x8192xf32>, #tp.group<"tp", size = 1>>, tensor<8x1024xf16>) {
  %a = tp.mark_partial %h : tensor<8x1024xf16> -> !tp.partial<tensor<8x1024xf16>, #tp>
  %b = tp.mark_partial %f : tensor<1x8192xf32> -> !tp.partial<tensor<1x8192xf32>, #tp.group<"tp", size = 1>>
  %c = tp.rms_norm %h, %w epsilon = 1.0e-5 : (tensor<8x1024xf16>, tensor<1024xf16>) -> tensor<8x1024xf16>
  return %a, %b, %c : !tp.partial<tensor<8x1024xf16>, #tp>, !tp.partial<tensor<1x8192xf32>, #tp.group<"tp", size = 1>>, tensor<8x1024xf16>
}

// A partial may have any rank, a norm input any rank >= 1 (3-D: batch x seq x hidden).
// CHECK-LABEL: func.func @ranks(
// CHECK:         tp.mark_partial %{{.*}} : tensor<f32> -> !tp.partial<tensor<f32>, #[[TP]]>
// CHECK:         tp.rms_norm %{{.*}}, %{{.*}} epsilon {{.*}} : (tensor<2x?x4096xbf16>, tensor<4096xbf16>) -> tensor<2x?x4096xbf16>
func.func @ranks(%loss: tensor<f32>, %x: tensor<2x?x4096xbf16>, %w: tensor<4096xbf16>)
    -> (!tp.partial<tensor<f32>, #tp>, tensor<2x?x4096xbf16>) {
  %p = tp.mark_partial %loss : tensor<f32> -> !tp.partial<tensor<f32>, #tp>
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<2x?x4096xbf16>, tensor<4096xbf16>) -> tensor<2x?x4096xbf16>
  return %p, %y : !tp.partial<tensor<f32>, #tp>, tensor<2x?x4096xbf16>
}

// The variants print only when they differ from the default, and survive the
// generic form.
// CHECK-LABEL: func.func @norm_variants(
// CHECK:         tp.rms_norm %{{.*}}, %{{.*}} epsilon = 9.99999997E-7 weight_multiply = after_rounding :
// CHECK:         tp.rms_norm %{{.*}}, %{{.*}} epsilon = 9.99999997E-7 weight_offset = 1.000000e+00 :
// CHECK:         tp.add_rms_norm %{{.*}}, %{{.*}}, %{{.*}} epsilon = 9.99999997E-7 weight_multiply = after_rounding residual_add = f32 :
// CHECK:         tp.all_reduce_rms_norm %{{.*}}, %{{.*}} epsilon = 9.98377799E-7 weight_multiply = after_rounding compute = storage :
// CHECK:         tp.add_rms_norm %{{.*}}, %{{.*}}, %{{.*}} epsilon = 9.99999997E-7 :
func.func @norm_variants(%x: tensor<?x64xbf16>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>,
                         %p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>) {
  %a = tp.rms_norm %x, %w epsilon = 1.0e-6 weight_multiply = after_rounding
      : (tensor<?x64xbf16>, tensor<64xbf16>) -> tensor<?x64xbf16>
  %b = tp.rms_norm %x, %w epsilon = 1.0e-6 weight_offset = 1.0
      : (tensor<?x64xbf16>, tensor<64xbf16>) -> tensor<?x64xbf16>
  %c, %d = tp.add_rms_norm %x, %r, %w epsilon = 1.0e-6
      weight_multiply = after_rounding residual_add = f32
      : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
  %e = tp.all_reduce_rms_norm %p, %w epsilon = 9.98377799E-7
      weight_multiply = after_rounding compute = storage
      : (!tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, tensor<64xbf16>) -> tensor<?x64xbf16>
  // The defaults, spelled out, print as nothing.
  %f, %g = tp.add_rms_norm %x, %r, %w epsilon = 1.0e-6
      weight_multiply = before_rounding weight_offset = 0.0 residual_add = rounded compute = f32
      : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
  return
}

// A rank's index in its group round-trips, with the group it answers for.
// CHECK-LABEL: func.func @group_rank(
// CHECK:         %[[RANK:.*]] = tp.group_rank #tp_group{{$}}
// CHECK:         return %[[RANK]] : index
func.func @group_rank() -> index {
  %r = tp.group_rank #tp.group<"tp", size = 2>
  return %r : index
}
