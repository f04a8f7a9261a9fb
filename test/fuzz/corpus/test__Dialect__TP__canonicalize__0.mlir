func.func @single_rank_all_reduce(%x: tensor<?x4096xbf16>) -> tensor<?x4096xbf16> {
  %p = tp.mark_partial %x : tensor<?x4096xbf16> -> !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>>
  %s = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>> -> tensor<?x4096xbf16>
  return %s : tensor<?x4096xbf16>
}
