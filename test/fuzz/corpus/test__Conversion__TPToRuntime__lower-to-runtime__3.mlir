#tp = #tp.group<"tp", size = 2>

func.func @linear_ops(%a: tensor<?x8xf32>, %b: tensor<?x8xf32>, %s: f32) -> tensor<4x8xf32> {
  %pa = tp.mark_partial %a : tensor<?x8xf32> -> !tp.partial<tensor<?x8xf32>, #tp>
  %pb = tp.mark_partial %b : tensor<?x8xf32> -> !tp.partial<tensor<?x8xf32>, #tp>
  %sum = tp.partial_add %pa, %pb : !tp.partial<tensor<?x8xf32>, #tp>, !tp.partial<tensor<?x8xf32>, #tp>
  %scaled = tp.partial_scale %sum, %s : !tp.partial<tensor<?x8xf32>, #tp>, f32
  %cast = tp.partial_cast %scaled : !tp.partial<tensor<?x8xf32>, #tp> to !tp.partial<tensor<4x8xf32>, #tp>
  %r = tp.all_reduce %cast : !tp.partial<tensor<4x8xf32>, #tp> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func private @static_producer(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> !tp.partial<tensor<?x8xf32>, #tp> {
  %pa = tp.mark_partial %a : tensor<4x8xf32> -> !tp.partial<tensor<4x8xf32>, #tp>
  %pb = tp.mark_partial %b : tensor<4x8xf32> -> !tp.partial<tensor<4x8xf32>, #tp>
  %sum = tp.partial_add %pa, %pb : !tp.partial<tensor<4x8xf32>, #tp>, !tp.partial<tensor<4x8xf32>, #tp>
  %cast = tp.partial_cast %sum : !tp.partial<tensor<4x8xf32>, #tp> to !tp.partial<tensor<?x8xf32>, #tp>
  return %cast : !tp.partial<tensor<?x8xf32>, #tp>
}
