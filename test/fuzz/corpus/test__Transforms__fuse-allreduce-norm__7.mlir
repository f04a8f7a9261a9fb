#id = affine_map<(d0, d1) -> (d0, d1)>
#hidden = affine_map<(d0, d1) -> (d1)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @bias_after_sum(%p: !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>>,
                            %b: tensor<64xbf16>, %r: tensor<8x64xbf16>, %w: tensor<64xbf16>) -> tensor<8x64xbf16> {
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
    %s = tp.all_reduce %p : !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<8x64xbf16>
    %added = arith.addf %s, %t : tensor<8x64xbf16>
    %n = tp.rms_norm %added, %w epsilon = 1.0e-6 : (tensor<8x64xbf16>, tensor<64xbf16>) -> tensor<8x64xbf16>
    return %n : tensor<8x64xbf16>
  }
}
