func.func @negative_one_successor(%c: i1, %p: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, %x: tensor<8xf32>) -> tensor<8xf32> {
  cf.cond_br %c, ^pay(%p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>), ^skip
^pay(%q: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>):
  %r = tp.all_reduce %q : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
^skip:
  return %x : tensor<8xf32>
}
