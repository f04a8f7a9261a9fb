func.func @single_rank_partial_add(%a: tensor<?x64xf32>, %b: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %pa = tp.mark_partial %a : tensor<?x64xf32> -> !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 1>>
  %pb = tp.mark_partial %b : tensor<?x64xf32> -> !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 1>>
  %s = tp.partial_add %pa, %pb : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 1>>, !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 1>>
  %r = tp.all_reduce %s : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 1>> -> tensor<?x64xf32>
  return %r : tensor<?x64xf32>
}
