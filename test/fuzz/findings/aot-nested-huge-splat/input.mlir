func.func @huge_splat() -> tensor<0x8589934592xf32> {
  %c = arith.constant dense<0x0001> : tensor<0x8589934592xf32>
  return %c : tensor<0x8589934592xf32>
}
