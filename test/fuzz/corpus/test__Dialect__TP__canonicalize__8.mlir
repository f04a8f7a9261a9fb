func.func @identity_cast(%p: !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>) -> !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>> {
  %c = tp.partial_cast %p : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>> to !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>
  return %c : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>
}
