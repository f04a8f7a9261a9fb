func.func @beyond_int64() -> tensor<4611686018427387904x4xf32> {
  %c = arith.constant dense<0.0> : tensor<4611686018427387904x4xf32>
  return %c : tensor<4611686018427387904x4xf32>
}
