func.func @accumulates(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %one = arith.constant 1.0 : f32
  %empty = tensor.empty() : tensor<4x16xf32>
  %init = linalg.fill ins(%one : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>)
      outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %c : tensor<4x16xf32>
}

func.func @transposed_a(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
  %c = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                      affine_map<(m, n, k) -> (k, n)>,
                                      affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<8x4xf32>, tensor<8x16xf32>)
      outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %c : tensor<4x16xf32>
}

func.func @integers(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>) -> tensor<4x16xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<4x16xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<4x16xi32>) -> tensor<4x16xi32>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>)
      outs(%init : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %c : tensor<4x16xi32>
}

func.func @narrowing(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xbf16> {
  %zero = arith.constant 0.0 : bf16
  %empty = tensor.empty() : tensor<4x16xbf16>
  %init = linalg.fill ins(%zero : bf16) outs(%empty : tensor<4x16xbf16>) -> tensor<4x16xbf16>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>)
      outs(%init : tensor<4x16xbf16>) -> tensor<4x16xbf16>
  return %c : tensor<4x16xbf16>
}

func.func @in_forall(%a: tensor<2x4x8xf32>, %b: tensor<8x16xf32>) -> tensor<2x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %out = tensor.empty() : tensor<2x4x16xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %out) -> tensor<2x4x16xf32> {
    %ai = tensor.extract_slice %a[%i, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<2x4x8xf32> to tensor<4x8xf32>
    %empty = tensor.empty() : tensor<4x16xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
    %c = linalg.matmul ins(%ai, %b : tensor<4x8xf32>, tensor<8x16xf32>)
        outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %o[%i, 0, 0] [1, 4, 16] [1, 1, 1] : tensor<4x16xf32> into tensor<2x4x16xf32>
    }
  }
  return %r : tensor<2x4x16xf32>
}
