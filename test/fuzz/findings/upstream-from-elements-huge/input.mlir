func.func @f(%a: i64) -> tensor<9223372036854775807xi64> {
  %t = tensor.from_elements %a : tensor<9223372036854775807xi64>
  return %t : tensor<9223372036854775807xi64>
}
