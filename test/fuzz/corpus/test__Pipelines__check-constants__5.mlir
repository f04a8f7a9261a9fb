func.func @missing_blob() -> tensor<4xf32> {
  %c = arith.constant dense_resource<missing> : tensor<4xf32>
  return %c : tensor<4xf32>
}
