func.func @negative_scaled_and_paid(%x: tensor<8xf32>, %s: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %scaled = tp.partial_scale %p, %s : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, f32
  %a = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  %b = tp.all_reduce %scaled : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %a, %b : tensor<8xf32>, tensor<8xf32>
}
