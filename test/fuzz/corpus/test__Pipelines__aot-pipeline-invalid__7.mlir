func.func @folded_huge_splat() -> tensor<8589934592x2xf32> {
  %one = arith.constant 1.0 : f32
  %c = tensor.splat %one : tensor<8589934592x2xf32>
  return %c : tensor<8589934592x2xf32>
}
