func.func @f(%a: tensor<4x?x32xbf16>, %b: tensor<4x32x?xindex>, %c: tensor<4x?x?xf32>) -> tensor<4x?x?xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<4x?x32xbf16>, tensor<4x32x?xindex>) outs(%c : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  return %r : tensor<4x?x?xf32>
}
