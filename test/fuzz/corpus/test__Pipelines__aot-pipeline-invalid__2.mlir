#tp = #tp.group<"tp", size = 2>
func.func @negative_too_many_bytes(%x: tensor<2305843009213693952x2xf32>) -> tensor<2305843009213693952x2xf32> {
  %p = tp.mark_partial %x : tensor<2305843009213693952x2xf32> -> !tp.partial<tensor<2305843009213693952x2xf32>, #tp>
  %s = tp.all_reduce %p : !tp.partial<tensor<2305843009213693952x2xf32>, #tp> -> tensor<2305843009213693952x2xf32>
  return %s : tensor<2305843009213693952x2xf32>
}
