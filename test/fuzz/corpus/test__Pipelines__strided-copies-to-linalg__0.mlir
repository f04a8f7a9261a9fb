func.func @concat(%head: memref<1x1xi64>, %tail: memref<1x?xi64>, %out: memref<1x?xi64>) {
  %c1 = arith.constant 1 : index
  %n = memref.dim %tail, %c1 : memref<1x?xi64>
  %at1 = memref.subview %out[0, 1] [1, %n] [1, 1] : memref<1x?xi64> to memref<1x?xi64, strided<[?, 1], offset: 1>>
  memref.copy %tail, %at1 : memref<1x?xi64> to memref<1x?xi64, strided<[?, 1], offset: 1>>
  memref.copy %tail, %tail : memref<1x?xi64> to memref<1x?xi64>
  return
}

func.func @unranked(%a: memref<*xf32>, %b: memref<*xf32>) {
  memref.copy %a, %b : memref<*xf32> to memref<*xf32>
  return
}

module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @concat_norm(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %w: tensor<16xf32>) -> tensor<4x16xf32> {
    %c = tensor.concat dim(1) %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
    %n = tp.rms_norm %c, %w epsilon = 1.0e-5 : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    return %n : tensor<4x16xf32>
  }
}
