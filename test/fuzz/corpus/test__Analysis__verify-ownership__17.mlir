func.func private @negative_declared_tuple(tuple<!tp.partial<tensor<4x64xf32>, #tp.group<"tp", size = 2>>>)
