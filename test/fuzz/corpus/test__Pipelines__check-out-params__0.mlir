func.func @rows(%comm: !llvm.ptr, %in: memref<?x64xf32>, %out: memref<?x64xf32>) -> i32
    attributes {tp.runtime_abi} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %in, %c0 : memref<?x64xf32>
  %result = memref.alloc(%n) : memref<?x64xf32>
  %slot = memref.alloca() : memref<i32>
  %status = memref.load %slot[] : memref<i32>
  memref.copy %result, %out : memref<?x64xf32> to memref<?x64xf32>
  return %status : i32
}

func.func @both(%comm: !llvm.ptr, %in: memref<?x?xf32>, %out: memref<?x?xf32>) -> i32
    attributes {tp.runtime_abi} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %in, %c0 : memref<?x?xf32>
  %n = memref.dim %in, %c1 : memref<?x?xf32>
  %result = memref.alloc(%m, %n) : memref<?x?xf32>
  %ok = arith.constant 0 : i32
  memref.copy %result, %out : memref<?x?xf32> to memref<?x?xf32>
  return %ok : i32
}

func.func @static(%comm: !llvm.ptr, %out: memref<4x64xf32>) -> i32 attributes {tp.runtime_abi} {
  %result = memref.alloc() : memref<4x64xf32>
  %ok = arith.constant 0 : i32
  memref.copy %result, %out : memref<4x64xf32> to memref<4x64xf32>
  return %ok : i32
}

func.func @own_buffer(%comm: !llvm.ptr, %in: memref<?x64xf32>) -> i32 attributes {tp.runtime_abi} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %in, %c0 : memref<?x64xf32>
  %copy = memref.alloc(%n) : memref<?x64xf32>
  memref.copy %in, %copy : memref<?x64xf32> to memref<?x64xf32>
  %ok = arith.constant 0 : i32
  return %ok : i32
}

func.func @no_abi(%in: memref<?x64xf32>, %out: memref<?x64xf32>) {
  memref.copy %in, %out : memref<?x64xf32> to memref<?x64xf32>
  return
}
