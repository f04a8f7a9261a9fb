#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<4x16xf32>, #tp>

func.func @through_regions(%x: tensor<4x16xf32>, %i: index, %s: f32) -> tensor<4x16xf32> {
  %p = tp.mark_partial %x : tensor<4x16xf32> -> !owed
  %q = scf.execute_region -> !owed {
    scf.yield %p : !owed
  }
  %r = scf.index_switch %i -> !owed
  case 0 {
    scf.yield %q : !owed
  }
  default {
    %d = tp.partial_scale %q, %s : !owed, f32
    scf.yield %d : !owed
  }
  %sum = tp.all_reduce %r : !owed -> tensor<4x16xf32>
  return %sum : tensor<4x16xf32>
}
