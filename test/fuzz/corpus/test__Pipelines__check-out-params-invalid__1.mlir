func.func @i8_status(%comm: !llvm.ptr, %in: memref<?x64xf32>, %out: memref<?x64xf32>) -> i8
    attributes {tp.runtime_abi} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %in, %c0 : memref<?x64xf32>
  %result = memref.alloc(%n) : memref<?x64xf32>
  memref.copy %result, %out : memref<?x64xf32> to memref<?x64xf32>
  %ok = arith.constant 0 : i8
  return %ok : i8
}
