func.func @small() -> (tensor<4xf32>, tensor<2xi8>, tensor<4xf32>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[1, 2]> : tensor<2xi8>
  %c = arith.constant dense_resource<fits> : tensor<4xf32>
  return %a, %b, %c : tensor<4xf32>, tensor<2xi8>, tensor<4xf32>
}
{-#
  dialect_resources: {
    builtin: {
      fits: "0x040000000000803F000000400000404000008040"
    }
  }
#-}
