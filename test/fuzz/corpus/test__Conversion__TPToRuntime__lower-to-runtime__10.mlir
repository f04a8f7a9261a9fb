func.func @bias_on_rank_zero(%x: tensor<8xf32>, %bias: tensor<8xf32>) -> tensor<8xf32> {
  %rank = tp.group_rank #tp.group<"tp", size = 4>
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %rank, %c0 : index
  %r = scf.if %first -> tensor<8xf32> {
    %sum = arith.addf %x, %bias : tensor<8xf32>
    scf.yield %sum : tensor<8xf32>
  } else {
    scf.yield %x : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
