// tp-lower-matmul-to-runtime: the matmuls tpfuse_matmul computes
// become its calls, and the functions holding them get the runtime ABI; the
// others stay for the code generator.
//
// RUN: tpfuse-opt %s -split-input-file \
// RUN:   -tp-lower-matmul-to-runtime='stream-argument=true device-code-status=true' \
// RUN:   | FileCheck %s
// RUN: tpfuse-opt %s -split-input-file -tp-lower-to-runtime | FileCheck %s --check-prefix=DEFAULT

// nn.Linear's weight layout ([N, K]), a dynamic number of tokens, bf16 in and
// f32 out. The zeros it starts from are not materialized.
// CHECK-LABEL: func.func @linear(
// CHECK-SAME:      %[[COMM:[^:]*]]: !llvm.ptr, %[[STREAM:[^:]*]]: !llvm.ptr {tp.stream},
// CHECK-SAME:      %[[X:[^:]*]]: tensor<?x256xbf16> {bufferization.writable = false},
// CHECK-SAME:      %[[W:[^:]*]]: tensor<128x256xbf16> {bufferization.writable = false})
// CHECK-SAME:      -> (tensor<?x128xf32>, i32)
// CHECK-NOT:     linalg.fill
// CHECK-NOT:     linalg.matmul
// CHECK:         %[[C:.*]] = memref.alloc(%{{.*}}) : memref<?x128xf32>
// CHECK:         %[[A:.*]] = bufferization.to_buffer %[[X]] read_only
// CHECK:         %[[B:.*]] = bufferization.to_buffer %[[W]] read_only
// CHECK:         scf.if
// m, n and k; bf16 (0) in, B transposed, f32 (2) out.
// CHECK:           func.call @tpfuse_matmul(%[[COMM]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %c0_i32{{.*}}, %c1_i32{{.*}}, %c2_i32{{.*}}, %[[STREAM]])
// CHECK:         %[[Y:.*]] = bufferization.to_tensor %[[C]] restrict writable
// The kernels' and allocations' failures, once nothing else failed.
// CHECK:         %[[SO_FAR:.*]] = memref.load
// CHECK:         %[[OK:.*]] = arith.cmpi eq, %[[SO_FAR]], %c0_i32
// CHECK:         %[[RETURNED:.*]] = scf.if %[[OK]] -> (i32) {
// CHECK:           %[[DEVICE:.*]] = func.call @tpfuse_take_device_code_error() : () -> i32
// CHECK:           scf.yield %[[DEVICE]]
// CHECK:         } else {
// CHECK:           scf.yield %[[SO_FAR]]
// CHECK:         return %[[Y]], %[[RETURNED]] : tensor<?x128xf32>, i32
// CHECK-DAG:   func.func private @tpfuse_matmul(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64, i32, i32, i32, !llvm.ptr) -> i32
// CHECK-DAG:   func.func private @tpfuse_take_device_code_error() -> i32

// DEFAULT-LABEL: func.func @linear(
// DEFAULT-SAME:      %{{[^:]*}}: tensor<?x256xbf16>, %{{[^:]*}}: tensor<128x256xbf16>) -> tensor<?x128xf32>
// DEFAULT:         linalg.matmul
// DEFAULT-NOT:     tpfuse_matmul
func.func @linear(%x: tensor<?x256xbf16>, %w: tensor<128x256xbf16>) -> tensor<?x128xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x256xbf16>
  %empty = tensor.empty(%n) : tensor<?x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<?x128xf32>) -> tensor<?x128xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                      affine_map<(m, n, k) -> (n, k)>,
                                      affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<?x256xbf16>, tensor<128x256xbf16>)
      outs(%init : tensor<?x128xf32>) -> tensor<?x128xf32>
  return %y : tensor<?x128xf32>
}

// -----

// B as [K, N], a bf16 result, and dynamic sizes everywhere: each size the
// verifier cannot compare is checked at run time, before the call, and so is
// the size in bytes of each operand (a product that overflowed int64 would
// size a buffer wrongly).
// CHECK:       llvm.mlir.global private constant @[[RESULT_BYTES:.*]]("@dynamic: linalg.matmul at {{.*}}lower-matmul-to-runtime.mlir:[[#LINE:]]:8: whether the size in bytes of the result overflows int64\00")
// CHECK:       llvm.mlir.global private constant @[[B_BYTES:.*]]("@dynamic: linalg.matmul at {{.*}}: whether the size in bytes of the B operand overflows int64\00")
// CHECK:       llvm.mlir.global private constant @[[A_BYTES:.*]]("@dynamic: linalg.matmul at {{.*}}: whether the size in bytes of the A operand overflows int64\00")
// CHECK:       llvm.mlir.global private constant @[[RESULT_N:.*]]("@dynamic: linalg.matmul at {{.*}}lower-matmul-to-runtime.mlir:[[#LINE]]:8: dimension 1 of the result\00")
// CHECK:       llvm.mlir.global private constant @[[RESULT_M:.*]]("@dynamic: linalg.matmul at {{.*}}lower-matmul-to-runtime.mlir:[[#LINE]]:8: dimension 0 of the result\00")
// CHECK:       llvm.mlir.global private constant @[[K:.*]]("@dynamic: linalg.matmul at {{.*}}lower-matmul-to-runtime.mlir:[[#LINE]]:8: the reduced dimension of B\00")
// CHECK-LABEL: func.func @dynamic(
// CHECK-NOT:     linalg.fill
// The runtime is called only when the sizes differ.
// CHECK:         %[[K_OF_B:[^ ]*]] = tensor.dim %arg3, %c0
// CHECK:         %[[DIFFERS:.*]] = arith.cmpi ne, %[[K_OF_B]], %{{.*}} : index
// CHECK-NEXT:    scf.if %[[DIFFERS]] {
// CHECK:         llvm.mlir.addressof @[[K]]
// CHECK-NEXT:    arith.index_cast
// CHECK-NEXT:    arith.index_cast
// CHECK-NEXT:    func.call @tpfuse_check_size(
// CHECK:         llvm.mlir.addressof @[[RESULT_M]]
// CHECK:         func.call @tpfuse_check_size(
// CHECK:         llvm.mlir.addressof @[[RESULT_N]]
// CHECK:         func.call @tpfuse_check_size(
// bf16: 2 bytes times each dynamic size, as an unsigned 128-bit product.
// CHECK:         %[[A_LOW:.*]], %[[A_HIGH:.*]] = arith.mului_extended %c2_i64, %{{.*}} : i64
// CHECK:         arith.mului_extended %[[A_LOW]], %{{.*}} : i64
// CHECK:         llvm.mlir.addressof @[[A_BYTES]]
// CHECK:         func.call @tpfuse_check_size(%{{.*}}, %c1_i64, %c0_i64{{.*}})
// CHECK:         llvm.mlir.addressof @[[B_BYTES]]
// CHECK:         func.call @tpfuse_check_size(
// CHECK:         llvm.mlir.addressof @[[RESULT_BYTES]]
// CHECK:         func.call @tpfuse_check_size(
// Only while the sizes agree: the status guards the call.
// CHECK:         scf.if
// CHECK-NOT:     func.call
// bf16 (0) in, B not transposed, bf16 out.
// CHECK:         func.call @tpfuse_matmul(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %c0_i32{{.*}}, %c0_i32{{.*}}, %c0_i32{{.*}}, %{{.*}})
func.func @dynamic(%a: tensor<?x?xbf16>, %b: tensor<?x?xbf16>, %init0: tensor<?x?xbf16>) -> tensor<?x?xbf16> {
  %zero = arith.constant -0.0 : bf16
  %init = linalg.fill ins(%zero : bf16) outs(%init0 : tensor<?x?xbf16>) -> tensor<?x?xbf16>
  %c = linalg.matmul ins(%a, %b : tensor<?x?xbf16>, tensor<?x?xbf16>)
      outs(%init : tensor<?x?xbf16>) -> tensor<?x?xbf16>
  return %c : tensor<?x?xbf16>
}

// -----

// Left for the code generator: an init that is not zeros (the matmul
// accumulates into it), a transposed A, integers, f32 inputs with a bf16
// result, and a matmul whose iterations may run in any order. None of these
// functions gets the runtime ABI.
// CHECK-LABEL: func.func @accumulates(%{{[^:]*}}: tensor<4x8xf32>, %{{[^:]*}}: tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK:         linalg.matmul
func.func @accumulates(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %one = arith.constant 1.0 : f32
  %empty = tensor.empty() : tensor<4x16xf32>
  %init = linalg.fill ins(%one : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>)
      outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %c : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @transposed_a(%{{[^:]*}}: tensor<8x4xf32>
// CHECK:         linalg.matmul
func.func @transposed_a(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
  %c = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                      affine_map<(m, n, k) -> (k, n)>,
                                      affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<8x4xf32>, tensor<8x16xf32>)
      outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %c : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @integers(%{{[^:]*}}: tensor<4x8xi8>
// CHECK:         linalg.matmul
func.func @integers(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>) -> tensor<4x16xi32> {
  %zero = arith.constant 0 : i32
  %empty = tensor.empty() : tensor<4x16xi32>
  %init = linalg.fill ins(%zero : i32) outs(%empty : tensor<4x16xi32>) -> tensor<4x16xi32>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>)
      outs(%init : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %c : tensor<4x16xi32>
}

// CHECK-LABEL: func.func @narrowing(%{{[^:]*}}: tensor<4x8xf32>
// CHECK:         linalg.matmul
func.func @narrowing(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xbf16> {
  %zero = arith.constant 0.0 : bf16
  %empty = tensor.empty() : tensor<4x16xbf16>
  %init = linalg.fill ins(%zero : bf16) outs(%empty : tensor<4x16xbf16>) -> tensor<4x16xbf16>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>)
      outs(%init : tensor<4x16xbf16>) -> tensor<4x16xbf16>
  return %c : tensor<4x16xbf16>
}

// CHECK-LABEL: func.func @in_forall(%{{[^:]*}}: tensor<2x4x8xf32>
// CHECK:         scf.forall
// CHECK:           linalg.matmul
func.func @in_forall(%a: tensor<2x4x8xf32>, %b: tensor<8x16xf32>) -> tensor<2x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %out = tensor.empty() : tensor<2x4x16xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %out) -> tensor<2x4x16xf32> {
    %ai = tensor.extract_slice %a[%i, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<2x4x8xf32> to tensor<4x8xf32>
    %empty = tensor.empty() : tensor<4x16xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
    %c = linalg.matmul ins(%ai, %b : tensor<4x8xf32>, tensor<8x16xf32>)
        outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %o[%i, 0, 0] [1, 4, 16] [1, 1, 1] : tensor<4x16xf32> into tensor<2x4x16xf32>
    }
  }
  return %r : tensor<2x4x16xf32>
}

// CHECK-NOT: tpfuse_matmul

// -----

// A private function with a matmul gets the runtime ABI, but its device
// failures are collected once, by the public function that calls it.
// CHECK-LABEL: func.func @caller(
// CHECK:         call @project(
// CHECK:         func.call @tpfuse_take_device_code_error()
// CHECK-LABEL: func.func private @project(
// CHECK:         func.call @tpfuse_matmul(
// CHECK-NOT:     tpfuse_take_device_code_error
// CHECK:         return
func.func @caller(%x: tensor<?x256xbf16>, %w: tensor<128x256xbf16>) -> tensor<?x128xf32> {
  %y = func.call @project(%x, %w) : (tensor<?x256xbf16>, tensor<128x256xbf16>) -> tensor<?x128xf32>
  return %y : tensor<?x128xf32>
}
func.func private @project(%x: tensor<?x256xbf16>, %w: tensor<128x256xbf16>) -> tensor<?x128xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x256xbf16>
  %empty = tensor.empty(%n) : tensor<?x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<?x128xf32>) -> tensor<?x128xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                      affine_map<(m, n, k) -> (n, k)>,
                                      affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<?x256xbf16>, tensor<128x256xbf16>)
      outs(%init : tensor<?x128xf32>) -> tensor<?x128xf32>
  return %y : tensor<?x128xf32>
}
