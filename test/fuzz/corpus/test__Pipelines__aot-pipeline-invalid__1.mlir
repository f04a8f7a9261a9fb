func.func @negative_too_many_elements(%x: tensor<4611686018427387904x4xf32>) -> tensor<4611686018427387904x4xf32> {
  %y = arith.addf %x, %x : tensor<4611686018427387904x4xf32>
  return %y : tensor<4611686018427387904x4xf32>
}
