func.func @f(%down: tensor<4611686018427387904x4xf32>, %w: tensor<4xf32>) -> tensor<4611686018427387904x4xf32> {
  %p = tp.mark_partial %down : tensor<4611686018427387904x4xf32> -> !tp.partial<tensor<4611686018427387904x4xf32>, #tp.group<"tp", size = 2>>
  %s = tp.all_reduce %p : !tp.partial<tensor<4611686018427387904x4xf32>, #tp.group<"tp", size = 2>> -> tensor<4611686018427387904x4xf32>
  %n = tp.rms_norm %s, %w epsilon = 1.0e-6 : (tensor<4611686018427387904x4xf32>, tensor<4xf32>) -> tensor<4611686018427387904x4xf32>
  return %n : tensor<4611686018427387904x4xf32>
}
