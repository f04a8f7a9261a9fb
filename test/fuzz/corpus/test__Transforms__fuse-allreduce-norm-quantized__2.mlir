module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 4>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @nvfp4(%p: !tp.partial<tensor<8x2048xbf16>, #tp.group<"tp", size = 4>>, %r: tensor<8x2048xbf16>,
                   %w: tensor<2048xbf16>, %gs: tensor<1xf32>) -> (tensor<8x2048xbf16>, tensor<8x1024xi8>, tensor<128x128xf8E4M3FN>) {
    %s = tp.all_reduce %p : !tp.partial<tensor<8x2048xbf16>, #tp.group<"tp", size = 4>> -> tensor<8x2048xbf16>
    %n, %o, %q, %sc = tp.add_rms_norm %s, %r, %w, %gs epsilon = 1.0e-6 {quant = #tp.quant<scheme = nvfp4, scale_layout = swizzled_128x4>}
        : (tensor<8x2048xbf16>, tensor<8x2048xbf16>, tensor<2048xbf16>, tensor<1xf32>)
        -> (tensor<8x2048xbf16>, tensor<8x2048xbf16>, tensor<8x1024xi8>, tensor<128x128xf8E4M3FN>)
    return %o, %q, %sc : tensor<8x2048xbf16>, tensor<8x1024xi8>, tensor<128x128xf8E4M3FN>
  }
}
