gpu.module @kernels {
  gpu.func @index_and_constants(%x: f32, %e: index,
                                %out: memref<6xf32>) kernel {
    %c0 = arith.constant 0 : index
    %two = arith.constant 2 : i64
    %huge_odd = arith.constant 4294967297 : i64
    %huge_even = arith.constant 170141183460469231731687303715884105726 : i128
    %tiny_odd = arith.constant -4294967297 : i64
    %three = arith.constant 3 : index
    %a = math.fpowi %x, %e : f32, index
    %b = math.fpowi %x, %two : f32, i64
    %c = math.fpowi %x, %huge_odd : f32, i64
    %d = math.fpowi %x, %huge_even : f32, i128
    %f = math.fpowi %x, %tiny_odd : f32, i64
    %g = math.fpowi %x, %three : f32, index
    %s1 = arith.addf %a, %b : f32
    %s2 = arith.addf %s1, %c : f32
    %s3 = arith.addf %s2, %d : f32
    %s4 = arith.addf %s3, %f : f32
    %s5 = arith.addf %s4, %g : f32
    memref.store %s5, %out[%c0] : memref<6xf32>
    gpu.return
  }
}
