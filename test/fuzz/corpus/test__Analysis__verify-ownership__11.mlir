func.func @negative_loop_body_drops(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> {
    %fresh = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
    scf.yield %fresh : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  }
  %r = tp.all_reduce %acc : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}
