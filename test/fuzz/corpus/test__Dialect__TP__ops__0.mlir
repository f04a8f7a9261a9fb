#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<?x7168xbf16>, #tp>

func.func @mark_and_reduce(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  %p = tp.mark_partial %x : tensor<?x7168xbf16> -> !owed
  %s = tp.all_reduce %p : !owed -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}

func.func @partial_add(%a: !tp.partial<tensor<4x4096xf16>, #tp.group<"attn_tp", size = 8>>,
                       %b: !tp.partial<tensor<4x4096xf16>, #tp.group<"attn_tp", size = 8>>)
    -> !tp.partial<tensor<4x4096xf16>, #tp.group<"attn_tp", size = 8>> {
  %s = tp.partial_add %a, %b : !tp.partial<tensor<4x4096xf16>, #tp.group<"attn_tp", size = 8>>,
                               !tp.partial<tensor<4x4096xf16>, #tp.group<"attn_tp", size = 8>>
  return %s : !tp.partial<tensor<4x4096xf16>, #tp.group<"attn_tp", size = 8>>
}

func.func @scale_and_cast(%p: !tp.partial<tensor<8x7168xbf16>, #tp>, %s: bf16) -> !owed {
  %scaled = tp.partial_scale %p, %s : !tp.partial<tensor<8x7168xbf16>, #tp>, bf16
  %dynamic = tp.partial_cast %scaled : !tp.partial<tensor<8x7168xbf16>, #tp> to !owed
  return %dynamic : !owed
}

func.func @norms(%x: tensor<?x7168xbf16>, %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>)
    -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>) {
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6
      : (tensor<?x7168xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  %n, %o = tp.add_rms_norm %y, %r, %w epsilon = 1.0e-6
      : (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return %n, %o : tensor<?x7168xbf16>, tensor<?x7168xbf16>
}

func.func @fused_norms(%p: !owed, %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>)
    -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<?x7168xbf16>) {
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      : (!owed, tensor<?x7168xbf16>, tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  %y = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-6
      : (!owed, tensor<7168xbf16>) -> tensor<?x7168xbf16>
  return %n, %o, %y : tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<?x7168xbf16>
}

func.func @element_types(%h: tensor<8x1024xf16>, %w: tensor<1024xf16>, %f: tensor<1x8192xf32>)
    -> (!tp.partial<tensor<8x1024xf16>, #tp>, !tp.partial<tensor<1x8192xf32>, #tp.group<"tp", size = 1>>, tensor<8x1024xf16>) {
  %a = tp.mark_partial %h : tensor<8x1024xf16> -> !tp.partial<tensor<8x1024xf16>, #tp>
  %b = tp.mark_partial %f : tensor<1x8192xf32> -> !tp.partial<tensor<1x8192xf32>, #tp.group<"tp", size = 1>>
  %c = tp.rms_norm %h, %w epsilon = 1.0e-5 : (tensor<8x1024xf16>, tensor<1024xf16>) -> tensor<8x1024xf16>
  return %a, %b, %c : !tp.partial<tensor<8x1024xf16>, #tp>, !tp.partial<tensor<1x8192xf32>, #tp.group<"tp", size = 1>>, tensor<8x1024xf16>
}

func.func @ranks(%loss: tensor<f32>, %x: tensor<2x?x4096xbf16>, %w: tensor<4096xbf16>)
    -> (!tp.partial<tensor<f32>, #tp>, tensor<2x?x4096xbf16>) {
  %p = tp.mark_partial %loss : tensor<f32> -> !tp.partial<tensor<f32>, #tp>
  %y = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<2x?x4096xbf16>, tensor<4096xbf16>) -> tensor<2x?x4096xbf16>
  return %p, %y : !tp.partial<tensor<f32>, #tp>, tensor<2x?x4096xbf16>
}

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
  %f, %g = tp.add_rms_norm %x, %r, %w epsilon = 1.0e-6
      weight_multiply = before_rounding weight_offset = 0.0 residual_add = rounded compute = f32
      : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
  return
}

func.func @group_rank() -> index {
  %r = tp.group_rank #tp.group<"tp", size = 2>
  return %r : index
}
