func.func @f() -> tensor<8589934592x2xf32> {
  %c = arith.constant dense<1.0> : tensor<8589934592x2xf32>
  return %c : tensor<8589934592x2xf32>
}
