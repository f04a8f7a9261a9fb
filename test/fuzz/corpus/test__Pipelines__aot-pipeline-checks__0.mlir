func.func @constant() -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %c : tensor<4xf32>
}
