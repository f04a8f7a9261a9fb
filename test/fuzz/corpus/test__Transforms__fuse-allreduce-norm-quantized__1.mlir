module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @static_fp8(%p: !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>>,
                        %w: tensor<4096xbf16>, %scale: tensor<f32>) -> tensor<?x4096xf8E4M3FN> {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x4096xbf16>
    %n, %q = tp.rms_norm %s, %w, %scale epsilon = 1.0e-5 {quant = #tp.quant<scheme = fp8_static>}
        : (tensor<?x4096xbf16>, tensor<4096xbf16>, tensor<f32>) -> (tensor<?x4096xbf16>, tensor<?x4096xf8E4M3FN>)
    return %q : tensor<?x4096xf8E4M3FN>
  }
}
