gpu.module @kernels {
  gpu.func @powers(%x: f32, %e64: i64, %e32: i32, %e16: i16,
                   %out: memref<3xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %a = math.fpowi %x, %e64 : f32, i64
    %b = math.fpowi %x, %e32 : f32, i32
    %c = math.fpowi %x, %e16 : f32, i16
    memref.store %a, %out[%c0] : memref<3xf32>
    memref.store %b, %out[%c1] : memref<3xf32>
    memref.store %c, %out[%c2] : memref<3xf32>
    gpu.return
  }
}
