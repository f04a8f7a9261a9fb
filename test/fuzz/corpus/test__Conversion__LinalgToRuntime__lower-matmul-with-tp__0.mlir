#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<?x16xf32>, #tp>

func.func private @project(%x: tensor<?x32xf32>, %w: tensor<16x32xf32>) -> tensor<?x16xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x32xf32>
  %empty = tensor.empty(%tokens) : tensor<?x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<?x16xf32>) -> tensor<?x16xf32>
  %y = linalg.matmul
      indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                       affine_map<(m, n, k) -> (n, k)>,
                       affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<?x32xf32>, tensor<16x32xf32>)
      outs(%init : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %y : tensor<?x16xf32>
}

func.func @layer(%x: tensor<?x32xf32>, %w: tensor<16x32xf32>) -> tensor<?x16xf32> {
  %y = func.call @project(%x, %w) : (tensor<?x32xf32>, tensor<16x32xf32>) -> tensor<?x16xf32>
  %owed = tp.mark_partial %y : tensor<?x16xf32> -> !owed
  %sum = tp.all_reduce %owed : !owed -> tensor<?x16xf32>
  return %sum : tensor<?x16xf32>
}
