#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<8x16xf32>, #tp>

func.func @control_flow(%x: tensor<8x16xf32>, %c: i1, %n: index) -> tensor<8x16xf32> {
  %p = tp.mark_partial %x : tensor<8x16xf32> -> !owed
  %chosen = scf.if %c -> !owed {
    %two = arith.constant 2.0 : f32
    %scaled = tp.partial_scale %p, %two : !owed, f32
    scf.yield %scaled : !owed
  } else {
    scf.yield %p : !owed
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %mixed = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %chosen) -> !owed {
    %whole = tp.all_reduce %acc : !owed -> tensor<8x16xf32>
    %again = tp.mark_partial %whole : tensor<8x16xf32> -> !owed
    scf.yield %again : !owed
  }
  cf.br ^tail(%mixed : !owed)
^tail(%owed_arg: !owed):
  %r = tp.all_reduce %owed_arg : !owed -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
