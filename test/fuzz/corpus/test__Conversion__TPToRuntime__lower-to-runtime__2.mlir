#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<?x3x16xf32>, #tp>

func.func @no_residual(%p: !owed, %w: tensor<16xf32>) -> tensor<?x3x16xf32> {
  %y = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-5 : (!owed, tensor<16xf32>) -> tensor<?x3x16xf32>
  return %y : tensor<?x3x16xf32>
}
