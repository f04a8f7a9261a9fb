#tp = #tp.group<"tp", size = 2>
func.func @negative_never_paid(%x: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %p = tp.mark_partial %x : tensor<?x64xf32> -> !tp.partial<tensor<?x64xf32>, #tp>
  return %x : tensor<?x64xf32>
}
