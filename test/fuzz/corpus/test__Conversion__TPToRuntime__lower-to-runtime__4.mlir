#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<?x16xbf16>, #tp>

func.func private @owe(%x: tensor<?x16xbf16>) -> !owed {
  %p = tp.mark_partial %x : tensor<?x16xbf16> -> !owed
  return %p : !owed
}

func.func private @pay(%p: !owed) -> tensor<?x16xbf16> {
  %r = tp.all_reduce %p : !owed -> tensor<?x16xbf16>
  return %r : tensor<?x16xbf16>
}

func.func @model(%x: tensor<?x16xbf16>) -> tensor<?x16xbf16> {
  %p = func.call @owe(%x) : (tensor<?x16xbf16>) -> !owed
  %r = func.call @pay(%p) : (!owed) -> tensor<?x16xbf16>
  return %r : tensor<?x16xbf16>
}
