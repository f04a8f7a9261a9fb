func.func @no_fold_partial_add_two_ranks(%a: tensor<?x64xf32>, %b: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %pa = tp.mark_partial %a : tensor<?x64xf32> -> !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>
  %pb = tp.mark_partial %b : tensor<?x64xf32> -> !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>
  %s = tp.partial_add %pa, %pb : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>
  %r = tp.all_reduce %s : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>> -> tensor<?x64xf32>
  return %r : tensor<?x64xf32>
}
