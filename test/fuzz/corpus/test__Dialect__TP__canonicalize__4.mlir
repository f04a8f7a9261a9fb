func.func @no_fold_without_mark(%p: !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>>) -> tensor<?x4096xbf16> {
  %s = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>> -> tensor<?x4096xbf16>
  return %s : tensor<?x4096xbf16>
}
