func.func @host_loop(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream},
                     %in: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %in[%c0] : memref<8xf32>
  return %x : f32
}
