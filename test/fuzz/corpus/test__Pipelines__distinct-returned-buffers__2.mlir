func.func @tensor_twice(%x: tensor<8x64xf32>) -> (tensor<8x64xf32>, tensor<8x64xf32>) {
  %y = arith.addf %x, %x : tensor<8x64xf32>
  return %y, %y : tensor<8x64xf32>, tensor<8x64xf32>
}
