// RUN: tpfuse-opt %s -tp-lower-to-runtime -split-input-file | FileCheck %s
// RUN: tpfuse-opt %s -tp-lower-to-runtime='stream-argument=true' -split-input-file | FileCheck %s --check-prefix=STREAM

// The fused boundary at the end of a layer stack: one call of the fused
// entry, and on TPFUSE_DECLINED (1) the owed all-reduce into a buffer of its
// own, then the ordinary norm of the sum. The residual stream ends here, so no
// residual_out is written (null). Every call is guarded by the status, which
// the function returns.

// The messages of the size checks name the function, and the op with its
// location.
// CHECK-DAG:   llvm.mlir.global private constant @[[WORLD_MESSAGE:.*]]("@final_boundary: the communicator's world size\00")
// CHECK-DAG:   llvm.mlir.global private constant @[[BYTES_MESSAGE:.*]]("@final_boundary: tp.all_reduce_add_rms_norm at {{.*}}lower-to-runtime.mlir:{{[0-9]+}}:{{[0-9]+}}: whether the size in bytes of the input overflows int64\00")
// CHECK-DAG:   llvm.mlir.global private constant @[[RES_MESSAGE:.*]]("@final_boundary: tp.all_reduce_add_rms_norm at {{.*}}lower-to-runtime.mlir:{{[0-9]+}}:{{[0-9]+}}: dimension 0 of the residual\00")
// CHECK-LABEL: func.func @final_boundary(
// CHECK-SAME:    %[[COMM:[^:]*]]: !llvm.ptr, %[[P:[^:]*]]: tensor<?x64xbf16> {bufferization.writable = false}, %[[RES:[^:]*]]: tensor<?x64xbf16> {bufferization.writable = false}, %[[W:[^:]*]]: tensor<64xbf16> {bufferization.writable = false})
// CHECK-SAME:    -> (tensor<?x64xbf16>, i32) attributes {llvm.emit_c_interface, tp.runtime_abi}
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:         %[[STATUS:.*]] = memref.alloca() {tp.status_slot} : memref<i32>
// CHECK:         %[[FALLBACK_ARGS:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, ptr, ptr, ptr, ptr, ptr, i64, i64, f32, i32, f32, i32, i32, i32, i32, f32, i64, ptr, ptr, ptr, i32)> : (i64) -> !llvm.ptr
// CHECK:         %[[ARGS:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, ptr, ptr, ptr, ptr, ptr, i64, i64, f32, i32, f32, i32, i32, i32, i32, f32, i64, ptr, ptr, ptr, i32)> : (i64) -> !llvm.ptr
// CHECK:         %[[NO_COMM:.*]] = llvm.icmp "eq" %[[COMM]], %[[NULL]]
// CHECK:         %[[INITIAL:.*]] = arith.select %[[NO_COMM]], %c2_i32, %c0_i32
// CHECK:         memref.store %[[INITIAL]], %[[STATUS]][]
// CHECK:         %[[WORLD:.*]] = memref.alloca() : memref<i32>
// CHECK:         func.call @tpfuse_comm_world_size(%[[COMM]],
// CHECK:         %[[SIZE:.*]] = memref.load %[[WORLD]][]
// CHECK:         %[[SIZE64:.*]] = arith.extsi %[[SIZE]]
// CHECK:         %[[WHAT:.*]] = llvm.mlir.addressof @[[WORLD_MESSAGE]] : !llvm.ptr
// CHECK:         %[[TWO:.*]] = arith.constant 2 : i64
// CHECK:         func.call @tpfuse_check_size(%[[WHAT]], %[[SIZE64]], %[[TWO]])

// The input's size in bytes (128 per row of bf16) must fit in int64: the
// unsigned product of the sizes, with its high half zero and its low half
// non-negative.
// CHECK:         %[[ROW_BYTES:.*]] = arith.constant 128 : i64
// CHECK:         %[[IN_ROWS:.*]] = tensor.dim %[[P]], %{{.*}}
// CHECK:         %[[IN_ROWS64:.*]] = arith.index_cast %[[IN_ROWS]] : index to i64
// CHECK:         %[[LOW:.*]], %[[HIGH:.*]] = arith.mului_extended %[[ROW_BYTES]], %[[IN_ROWS64]] : i64
// CHECK:         arith.cmpi ne, %[[HIGH]], %{{.*}} : i64
// CHECK:         arith.cmpi slt, %[[LOW]], %{{.*}} : i64
// CHECK:         llvm.mlir.addressof @[[BYTES_MESSAGE]] : !llvm.ptr
// CHECK:         func.call @tpfuse_check_size(%{{.*}}, %c1_i64{{(_[0-9]+)?}}, %c0_i64{{.*}})

// The residual must have the input's token count.
// CHECK:         %[[RES_ROWS:.*]] = tensor.dim %[[RES]], %{{.*}}
// CHECK:         %[[ROWS:.*]] = tensor.dim %[[P]], %{{.*}}
// CHECK:         %[[BEFORE:.*]] = memref.load %[[STATUS]][]
// CHECK:         %[[OK:.*]] = arith.cmpi eq, %[[BEFORE]], %{{.*}} : i32
// CHECK:         scf.if %[[OK]] {
// CHECK:           llvm.mlir.addressof @[[RES_MESSAGE]] : !llvm.ptr
// CHECK:           %[[CHECKED:.*]] = func.call @tpfuse_check_size(
// CHECK:           memref.store %[[CHECKED]], %[[STATUS]][]

// Inputs are read in place; the output is one new buffer.
// CHECK:         %[[NORMED:.*]] = memref.alloc(%{{.*}}) : memref<?x64xbf16>

// The arguments go in a tpfuse_rms_norm_args, in its slot at the function's
// entry: struct_size 80, dtype bf16 (0), input, residual, weight, normed, no
// residual_out (null), tokens, hidden, epsilon, variant, weight offset,
// algorithm auto (0).
// CHECK:         %[[SIZE:.*]] = arith.constant 136 : i32
// CHECK:         %[[BF16:.*]] = arith.constant 0 : i32
// CHECK:         bufferization.to_buffer %[[P]] read_only
// CHECK:         %[[IN:.*]] = llvm.inttoptr
// CHECK:         bufferization.to_buffer %[[RES]] read_only
// CHECK:         %[[RESIDUAL:.*]] = llvm.inttoptr
// CHECK:         bufferization.to_buffer %[[W]] read_only
// CHECK:         %[[WEIGHT:.*]] = llvm.inttoptr
// CHECK:         memref.extract_aligned_pointer_as_index %[[NORMED]]
// CHECK:         %[[OUT:.*]] = llvm.inttoptr
// CHECK:         %[[TOKENS:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK:         %[[HIDDEN:.*]] = arith.constant 64 : i64
// CHECK:         %[[EPS:.*]] = arith.constant 9.99999997E-7 : f32
// CHECK:         %[[VARIANT:.*]] = arith.constant 0 : i32
// CHECK:         %[[OFFSET:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[AUTO:.*]] = arith.constant 0 : i32
// The last quantization fields: group size 0, scaling divide (0).
// CHECK:         arith.constant 0 : i64
// CHECK-NEXT:    %[[DIVIDE:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[A0:.*]] = llvm.mlir.poison : !llvm.struct<(i32, i32, ptr, ptr, ptr, ptr, ptr, i64, i64, f32, i32, f32, i32, i32, i32, i32, f32, i64, ptr, ptr, ptr, i32)>
// CHECK:         %[[A1:.*]] = llvm.insertvalue %[[SIZE]], %[[A0]][0]
// CHECK:         %[[A2:.*]] = llvm.insertvalue %[[BF16]], %[[A1]][1]
// CHECK:         %[[A3:.*]] = llvm.insertvalue %[[IN]], %[[A2]][2]
// CHECK:         %[[A4:.*]] = llvm.insertvalue %[[RESIDUAL]], %[[A3]][3]
// CHECK:         %[[A5:.*]] = llvm.insertvalue %[[WEIGHT]], %[[A4]][4]
// CHECK:         %[[A6:.*]] = llvm.insertvalue %[[OUT]], %[[A5]][5]
// CHECK:         %[[A7:.*]] = llvm.insertvalue %[[NULL]], %[[A6]][6]
// CHECK:         %[[A8:.*]] = llvm.insertvalue %[[TOKENS]], %[[A7]][7]
// CHECK:         %[[A9:.*]] = llvm.insertvalue %[[HIDDEN]], %[[A8]][8]
// CHECK:         %[[A10:.*]] = llvm.insertvalue %[[EPS]], %[[A9]][9]
// CHECK:         %[[A11:.*]] = llvm.insertvalue %[[VARIANT]], %[[A10]][10]
// CHECK:         %[[A12:.*]] = llvm.insertvalue %[[OFFSET]], %[[A11]][11]
// CHECK:         %[[A13:.*]] = llvm.insertvalue %[[AUTO]], %[[A12]][12]
// No quantized output: scheme none, every quantization field 0 or null.
// CHECK:         %[[A14:.*]] = llvm.insertvalue %{{.*}}, %[[A13]][13]
// CHECK:         %[[A15:.*]] = llvm.insertvalue %{{.*}}, %[[A14]][14]
// CHECK:         %[[A16:.*]] = llvm.insertvalue %{{.*}}, %[[A15]][15]
// CHECK:         %[[A17:.*]] = llvm.insertvalue %{{.*}}, %[[A16]][16]
// CHECK:         %[[A18:.*]] = llvm.insertvalue %{{.*}}, %[[A17]][17]
// CHECK:         %[[A19:.*]] = llvm.insertvalue %[[NULL]], %[[A18]][18]
// CHECK:         %[[A20:.*]] = llvm.insertvalue %[[NULL]], %[[A19]][19]
// CHECK:         %[[A21:.*]] = llvm.insertvalue %[[NULL]], %[[A20]][20]
// CHECK:         %[[A22:.*]] = llvm.insertvalue %[[DIVIDE]], %[[A21]][21]
// CHECK:         llvm.store %[[A22]], %[[ARGS]]

// The fused call, guarded; a decline is no error (the status stays 0) but
// the flag that runs the fallback.
// CHECK:         %[[DECLINED:.*]] = scf.if %{{.*}} -> (i1) {
// CHECK:           %[[FUSED:.*]] = func.call @tpfuse_fused_all_reduce_rms_norm(%[[COMM]], %[[ARGS]], %[[NULL]])
// CHECK:           %[[DECLINED_CODE:.*]] = arith.constant 1 : i32
// CHECK:           %[[IS_DECLINE:.*]] = arith.cmpi eq, %[[FUSED]], %[[DECLINED_CODE]]
// CHECK:           %[[SUCCESS:.*]] = arith.constant 0 : i32
// CHECK:           %[[FUSED_STATUS:.*]] = arith.select %[[IS_DECLINE]], %[[SUCCESS]], %[[FUSED]]
// CHECK:           memref.store %[[FUSED_STATUS]], %[[STATUS]][]
// CHECK:           scf.yield %[[IS_DECLINE]] : i1
// CHECK:         } else {
// CHECK:           scf.yield %false

// The fallback (createPayThenNorm, lowered): the owed all-reduce of the
// input into a buffer of its own, then the ordinary norm of that sum into the
// fused call's output, each guarded.
// CHECK:         scf.if %[[DECLINED]] {
// CHECK:           %[[SUM:.*]] = memref.alloc(%{{.*}}) : memref<?x64xbf16>
// CHECK:           bufferization.to_buffer %[[P]] read_only
// CHECK:           %[[OWED:.*]] = llvm.inttoptr
// CHECK:           memref.extract_aligned_pointer_as_index %[[SUM]]
// CHECK:           %[[SUM_PTR:.*]] = llvm.inttoptr
// CHECK:           %[[COUNT:.*]] = arith.muli %{{.*}}, %{{.*}} : i64
// CHECK:           scf.if
// CHECK:             func.call @tpfuse_all_reduce(%[[COMM]], %[[OWED]], %[[SUM_PTR]], %[[COUNT]], %{{.*}}, %[[NULL]])
// CHECK:           %[[SUM_TENSOR:.*]] = bufferization.to_tensor %[[SUM]] restrict writable
// CHECK-NOT:       memref.alloc
// CHECK:           bufferization.to_buffer %[[SUM_TENSOR]] read_only
// CHECK:           memref.extract_aligned_pointer_as_index %[[NORMED]]
// CHECK:           llvm.insertvalue %[[NULL]], %{{.*}}[6]
// CHECK:           llvm.store %{{.*}}, %[[FALLBACK_ARGS]]
// CHECK:           scf.if
// CHECK:             %[[FALLBACK_STATUS:.*]] = func.call @tpfuse_rms_norm(%[[COMM]], %[[FALLBACK_ARGS]], %[[NULL]])
// CHECK-NEXT:        memref.store %[[FALLBACK_STATUS]], %[[STATUS]][]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// Both paths leave the result in the fused call's buffer: one tensor of it.
// CHECK-NEXT:    %[[RESULT:.*]] = bufferization.to_tensor %[[NORMED]] restrict writable
// CHECK-NOT:     bufferization.to_tensor
// CHECK:         %[[FINAL:.*]] = memref.load %[[STATUS]][]
// CHECK:         return %[[RESULT]], %[[FINAL]] : tensor<?x64xbf16>, i32

// CHECK-DAG:   func.func private @tpfuse_comm_world_size(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-DAG:   func.func private @tpfuse_check_size(!llvm.ptr, i64, i64) -> i32
// CHECK-DAG:   func.func private @tpfuse_fused_all_reduce_rms_norm(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
// CHECK-DAG:   func.func private @tpfuse_all_reduce(!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i32, !llvm.ptr) -> i32
// CHECK-DAG:   func.func private @tpfuse_rms_norm(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32

// With stream-argument, the stream is the second argument, marked for
// tp-place-on-device, and every runtime call runs on it.
// STREAM-LABEL: func.func @final_boundary(
// STREAM-SAME:    %[[COMM:[^:]*]]: !llvm.ptr, %[[STREAM:[^:]*]]: !llvm.ptr {tp.stream}, %{{.*}}: tensor<?x64xbf16>
// STREAM:         func.call @tpfuse_fused_all_reduce_rms_norm(%[[COMM]], {{.*}}, %[[STREAM]])
// STREAM:         func.call @tpfuse_all_reduce(%[[COMM]], {{.*}}, %[[STREAM]])
// STREAM:         func.call @tpfuse_rms_norm(%[[COMM]], {{.*}}, %[[STREAM]])

#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<?x64xbf16>, #tp>

func.func @final_boundary(%p: !owed, %residual: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
  %normed, %residual_out = tp.all_reduce_add_rms_norm %p, %residual, %w epsilon = 1.0e-6
      : (!owed, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
  return %normed : tensor<?x64xbf16>
}

// -----

// The unfused boundary: the explicit all-reduce into a new buffer, then the
// norm reading it; the residual stream goes on (residual_out is written).
// f16 is dtype 1. A private function is no C entry point, and its inputs may
// be written by bufferization.

// CHECK-LABEL: func.func private @layer_boundary(
// CHECK-SAME:    %[[COMM:[^:]*]]: !llvm.ptr, %[[P:[^:]*]]: tensor<4x32xf16>, %[[RES:[^:]*]]: tensor<4x32xf16>, %[[W:[^:]*]]: tensor<32xf16>)
// CHECK-SAME:    -> (tensor<4x32xf16>, tensor<4x32xf16>, i32) attributes {tp.runtime_abi} {
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:         %[[STATUS:.*]] = memref.alloca() {tp.status_slot} : memref<i32>
// A private function checks no world size: only lowered functions call it,
// and their entry has.
// CHECK-NOT:     tpfuse_comm_world_size
// CHECK:         %[[SUM:.*]] = memref.alloc() : memref<4x32xf16>
// CHECK:         bufferization.to_buffer %[[P]] read_only
// CHECK:         %[[IN:.*]] = llvm.inttoptr
// CHECK:         memref.extract_aligned_pointer_as_index %[[SUM]]
// CHECK:         %[[SUM_PTR:.*]] = llvm.inttoptr
// CHECK:         %[[COUNT:.*]] = arith.constant 128 : i64
// CHECK:         %[[F16:.*]] = arith.constant 1 : i32
// CHECK:         scf.if
// CHECK:           %[[REDUCED:.*]] = func.call @tpfuse_all_reduce(%[[COMM]], %[[IN]], %[[SUM_PTR]], %[[COUNT]], %[[F16]], %[[NULL]])
// CHECK:           memref.store %[[REDUCED]], %[[STATUS]][]
// CHECK:         %[[SUM_TENSOR:.*]] = bufferization.to_tensor %[[SUM]] restrict writable
// CHECK-NOT:     tpfuse_check_size
// CHECK:         %[[NORMED:.*]] = memref.alloc() : memref<4x32xf16>
// CHECK:         %[[RES_OUT:.*]] = memref.alloc() : memref<4x32xf16>
// CHECK:         %[[SIZE:.*]] = arith.constant 136 : i32
// CHECK:         %[[F16_ARG:.*]] = arith.constant 1 : i32
// CHECK:         bufferization.to_buffer %[[SUM_TENSOR]] read_only
// CHECK:         %[[NORM_IN:.*]] = llvm.inttoptr
// CHECK:         bufferization.to_buffer %[[RES]] read_only
// CHECK:         %[[RESIDUAL:.*]] = llvm.inttoptr
// CHECK:         bufferization.to_buffer %[[W]] read_only
// CHECK:         %[[WEIGHT:.*]] = llvm.inttoptr
// CHECK:         memref.extract_aligned_pointer_as_index %[[NORMED]]
// CHECK:         %[[OUT:.*]] = llvm.inttoptr
// CHECK:         memref.extract_aligned_pointer_as_index %[[RES_OUT]]
// CHECK:         %[[OUT_RES:.*]] = llvm.inttoptr
// CHECK:         %[[TOKENS:.*]] = arith.constant 4 : i64
// CHECK:         llvm.insertvalue %[[SIZE]], %{{.*}}[0]
// CHECK:         llvm.insertvalue %[[F16_ARG]], %{{.*}}[1]
// CHECK:         llvm.insertvalue %[[NORM_IN]], %{{.*}}[2]
// CHECK:         llvm.insertvalue %[[RESIDUAL]], %{{.*}}[3]
// CHECK:         llvm.insertvalue %[[WEIGHT]], %{{.*}}[4]
// CHECK:         llvm.insertvalue %[[OUT]], %{{.*}}[5]
// CHECK:         llvm.insertvalue %[[OUT_RES]], %{{.*}}[6]
// CHECK:         llvm.insertvalue %[[TOKENS]], %{{.*}}[7]
// CHECK:         %[[FILLED:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[21]
// CHECK:         llvm.store %[[FILLED]], %[[ARGS:.*]] :
// CHECK:         scf.if
// CHECK:           func.call @tpfuse_rms_norm(%[[COMM]], %[[ARGS]], %[[NULL]])
// CHECK-NOT:     tpfuse_fused_all_reduce_rms_norm
// CHECK:         %[[N:.*]] = bufferization.to_tensor %[[NORMED]] restrict writable
// CHECK:         %[[R:.*]] = bufferization.to_tensor %[[RES_OUT]] restrict writable
// CHECK:         %[[FINAL:.*]] = memref.load %[[STATUS]][]
// CHECK:         return %[[N]], %[[R]], %[[FINAL]]

#tp = #tp.group<"tp", size = 4>
!owed = !tp.partial<tensor<4x32xf16>, #tp>

func.func private @layer_boundary(%p: !owed, %residual: tensor<4x32xf16>, %w: tensor<32xf16>)
    -> (tensor<4x32xf16>, tensor<4x32xf16>) {
  %sum = tp.all_reduce %p : !owed -> tensor<4x32xf16>
  %normed, %residual_out = tp.add_rms_norm %sum, %residual, %w epsilon = 1.0e-5
      : (tensor<4x32xf16>, tensor<4x32xf16>, tensor<32xf16>) -> (tensor<4x32xf16>, tensor<4x32xf16>)
  return %normed, %residual_out : tensor<4x32xf16>, tensor<4x32xf16>
}

// -----

// The fused norm without residual: null residual and residual_out. A 3-D
// input has tokens = the product of its leading dimensions. f32 is dtype 2.

// CHECK-LABEL: func.func @no_residual(
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:         memref.alloc(
// CHECK:         %[[F32:.*]] = arith.constant 2 : i32
// CHECK:         %[[BATCH:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?x3x16xf32>
// CHECK-NEXT:    %[[BATCH64:.*]] = arith.index_cast %[[BATCH]] : index to i64
// CHECK-NEXT:    %[[THREE:.*]] = arith.constant 3 : i64
// CHECK-NEXT:    %[[TOKENS:.*]] = arith.muli %[[BATCH64]], %[[THREE]] : i64
// CHECK:         %[[HIDDEN:.*]] = arith.constant 16 : i64
// CHECK:         llvm.insertvalue %[[F32]], %{{.*}}[1]
// CHECK:         llvm.insertvalue %[[NULL]], %{{.*}}[3]
// CHECK:         llvm.insertvalue %[[NULL]], %{{.*}}[6]
// CHECK:         llvm.insertvalue %[[TOKENS]], %{{.*}}[7]
// CHECK:         llvm.insertvalue %[[HIDDEN]], %{{.*}}[8]
// CHECK:         func.call @tpfuse_fused_all_reduce_rms_norm(
// CHECK:         func.call @tpfuse_all_reduce(
// CHECK:         llvm.insertvalue %[[NULL]], %{{.*}}[3]
// CHECK:         llvm.insertvalue %[[NULL]], %{{.*}}[6]
// CHECK:         func.call @tpfuse_rms_norm(

#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<?x3x16xf32>, #tp>

func.func @no_residual(%p: !owed, %w: tensor<16xf32>) -> tensor<?x3x16xf32> {
  %y = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-5 : (!owed, tensor<16xf32>) -> tensor<?x3x16xf32>
  return %y : tensor<?x3x16xf32>
}

// -----

// A rank's contribution is its local tensor: mark_partial is the identity,
// partial_add an addition (guarded by a size check when the shapes are
// dynamic: on a mismatch the left operand stands in and the status holds the
// error), partial_scale a multiplication by the broadcast scalar and
// partial_cast a tensor.cast (checked where it makes a dimension static).

// CHECK-LABEL: func.func @linear_ops(
// CHECK-SAME:    %[[COMM:[^:]*]]: !llvm.ptr, %[[A:[^:]*]]: tensor<?x8xf32> {bufferization.writable = false}, %[[B:[^:]*]]: tensor<?x8xf32> {bufferization.writable = false}, %[[S:[^:]*]]: f32)
// CHECK-NOT:     {{(= |^ *)tp\.}}
// CHECK:         %[[B_ROWS:.*]] = tensor.dim %[[B]], %{{.*}}
// CHECK:         %[[A_ROWS:.*]] = tensor.dim %[[A]], %{{.*}}
// CHECK:         func.call @tpfuse_check_size(%{{.*}}, %{{.*}}, %{{.*}})
// CHECK:         %[[SAME:.*]] = arith.cmpi eq, %[[B_ROWS]], %[[A_ROWS]] : index
// CHECK:         %[[SUM:.*]] = scf.if %[[SAME]] -> (tensor<?x8xf32>) {
// CHECK:           %[[ADDED:.*]] = arith.addf %[[A]], %[[B]] : tensor<?x8xf32>
// CHECK:           scf.yield %[[ADDED]]
// CHECK:         } else {
// CHECK:           scf.yield %[[A]]
// CHECK:         }
// CHECK:         %[[ROWS:.*]] = tensor.dim %[[SUM]], %{{.*}}
// CHECK:         %[[SPLAT:.*]] = tensor.splat %[[S]][%[[ROWS]]] : tensor<?x8xf32>
// CHECK:         %[[SCALED:.*]] = arith.mulf %[[SUM]], %[[SPLAT]] : tensor<?x8xf32>
// CHECK:         %[[CAST_ROWS:.*]] = tensor.dim %[[SCALED]], %{{.*}}
// CHECK:         %[[FOUR:.*]] = arith.constant 4 : index
// CHECK:         func.call @tpfuse_check_size(%{{.*}}, %{{.*}}, %{{.*}})
// CHECK:         %[[FITS:.*]] = arith.cmpi eq, %[[CAST_ROWS]], %[[FOUR]] : index
// CHECK:         %[[CAST:.*]] = scf.if %[[FITS]] -> (tensor<4x8xf32>) {
// CHECK:           %[[C:.*]] = tensor.cast %[[SCALED]] : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK:           scf.yield %[[C]]
// CHECK:         } else {
// CHECK:           %[[EMPTY:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK:           scf.yield %[[EMPTY]]
// CHECK:         }
// CHECK:         bufferization.to_buffer %[[CAST]] read_only
// CHECK:         func.call @tpfuse_all_reduce(

// Static shapes need no check and no runtime: such a function keeps its
// signature, but for the partial types.
// CHECK-LABEL: func.func private @static_producer(
// CHECK-SAME:    %[[A:[^:]*]]: tensor<4x8xf32>, %[[B:[^:]*]]: tensor<4x8xf32>) -> tensor<?x8xf32> {
// CHECK-NEXT:    %[[SUM:.*]] = arith.addf %[[A]], %[[B]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[CAST:.*]] = tensor.cast %[[SUM]] : tensor<4x8xf32> to tensor<?x8xf32>
// CHECK-NEXT:    return %[[CAST]] : tensor<?x8xf32>

#tp = #tp.group<"tp", size = 2>

func.func @linear_ops(%a: tensor<?x8xf32>, %b: tensor<?x8xf32>, %s: f32) -> tensor<4x8xf32> {
  %pa = tp.mark_partial %a : tensor<?x8xf32> -> !tp.partial<tensor<?x8xf32>, #tp>
  %pb = tp.mark_partial %b : tensor<?x8xf32> -> !tp.partial<tensor<?x8xf32>, #tp>
  %sum = tp.partial_add %pa, %pb : !tp.partial<tensor<?x8xf32>, #tp>, !tp.partial<tensor<?x8xf32>, #tp>
  %scaled = tp.partial_scale %sum, %s : !tp.partial<tensor<?x8xf32>, #tp>, f32
  %cast = tp.partial_cast %scaled : !tp.partial<tensor<?x8xf32>, #tp> to !tp.partial<tensor<4x8xf32>, #tp>
  %r = tp.all_reduce %cast : !tp.partial<tensor<4x8xf32>, #tp> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func private @static_producer(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> !tp.partial<tensor<?x8xf32>, #tp> {
  %pa = tp.mark_partial %a : tensor<4x8xf32> -> !tp.partial<tensor<4x8xf32>, #tp>
  %pb = tp.mark_partial %b : tensor<4x8xf32> -> !tp.partial<tensor<4x8xf32>, #tp>
  %sum = tp.partial_add %pa, %pb : !tp.partial<tensor<4x8xf32>, #tp>, !tp.partial<tensor<4x8xf32>, #tp>
  %cast = tp.partial_cast %sum : !tp.partial<tensor<4x8xf32>, #tp> to !tp.partial<tensor<?x8xf32>, #tp>
  return %cast : !tp.partial<tensor<?x8xf32>, #tp>
}

// -----

// Calls: a function that reaches the runtime only through a callee gets the
// ABI too. The caller passes its communicator while its status is
// TPFUSE_SUCCESS and a null one after a failure (the callee then runs
// nothing), and keeps its first failure. A callee that returns what is owed
// has no runtime call, and keeps its signature but for the partial type.

// CHECK-LABEL: func.func private @owe(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<?x16xbf16>) -> tensor<?x16xbf16> {
// CHECK-NEXT:    return %[[X]] : tensor<?x16xbf16>

// CHECK-LABEL: func.func private @pay(
// CHECK-SAME:    %{{[^:]*}}: !llvm.ptr, %{{[^:]*}}: tensor<?x16xbf16>) -> (tensor<?x16xbf16>, i32) attributes {tp.runtime_abi} {
// CHECK-NOT:     tpfuse_comm_world_size
// CHECK:         func.call @tpfuse_all_reduce(

// CHECK-LABEL: func.func @model(
// CHECK-SAME:    %[[COMM:[^:]*]]: !llvm.ptr, %[[X:[^:]*]]: tensor<?x16xbf16> {bufferization.writable = false}) -> (tensor<?x16xbf16>, i32)
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:         %[[STATUS:.*]] = memref.alloca() {tp.status_slot} : memref<i32>
// CHECK:         %[[OWED:.*]] = call @owe(%[[X]]) : (tensor<?x16xbf16>) -> tensor<?x16xbf16>
// CHECK:         %[[BEFORE:.*]] = memref.load %[[STATUS]][]
// CHECK:         %[[OK:.*]] = arith.cmpi eq, %[[BEFORE]], %{{.*}} : i32
// CHECK:         %[[CALLEE_COMM:.*]] = arith.select %[[OK]], %[[COMM]], %[[NULL]] : !llvm.ptr
// CHECK:         %[[PAID:.*]]:2 = call @pay(%[[CALLEE_COMM]], %[[OWED]]) : (!llvm.ptr, tensor<?x16xbf16>) -> (tensor<?x16xbf16>, i32)
// CHECK:         %[[KEPT:.*]] = arith.select %[[OK]], %[[PAID]]#1, %[[BEFORE]] : i32
// CHECK:         memref.store %[[KEPT]], %[[STATUS]][]
// CHECK:         %[[FINAL:.*]] = memref.load %[[STATUS]][]
// CHECK:         return %[[PAID]]#0, %[[FINAL]]

#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<?x16xbf16>, #tp>

func.func private @owe(%x: tensor<?x16xbf16>) -> !owed {
  %p = tp.mark_partial %x : tensor<?x16xbf16> -> !owed
  return %p : !owed
}

func.func private @pay(%p: !owed) -> tensor<?x16xbf16> {
  %r = tp.all_reduce %p : !owed -> tensor<?x16xbf16>
  return %r : tensor<?x16xbf16>
}

func.func @model(%x: tensor<?x16xbf16>) -> tensor<?x16xbf16> {
  %p = func.call @owe(%x) : (tensor<?x16xbf16>) -> !owed
  %r = func.call @pay(%p) : (!owed) -> tensor<?x16xbf16>
  return %r : tensor<?x16xbf16>
}

// -----

// Control flow carries the local tensors: an scf.if yielding what is owed,
// a collective in a loop body (guarded by the same status on every
// iteration) and a branch to a block taking an owed value.

// CHECK-LABEL: func.func @control_flow(
// CHECK-SAME:    %[[COMM:[^:]*]]: !llvm.ptr, %[[X:[^:]*]]: tensor<8x16xf32> {bufferization.writable = false}, %[[C:[^:]*]]: i1, %[[N:[^:]*]]: index)
// CHECK:         %[[STATUS:.*]] = memref.alloca() {tp.status_slot} : memref<i32>
// CHECK:         %[[CHOSEN:.*]] = scf.if %[[C]] -> (tensor<8x16xf32>) {
// CHECK:         scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[CHOSEN]]) -> (tensor<8x16xf32>) {
// CHECK:           bufferization.to_buffer %[[ACC]] read_only
// CHECK:           %[[BEFORE:.*]] = memref.load %[[STATUS]][]
// CHECK:           scf.if
// CHECK:             func.call @tpfuse_all_reduce(%[[COMM]],
// CHECK:         cf.br ^bb1(%{{.*}} : tensor<8x16xf32>)
// CHECK:       ^bb1(%[[ARG:.*]]: tensor<8x16xf32>):
// CHECK:         bufferization.to_buffer %[[ARG]] read_only
// CHECK:         func.call @tpfuse_all_reduce(%[[COMM]],
// CHECK:         memref.load %[[STATUS]][]
// CHECK:         return

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

// -----

// Without any sum owed, the world size comes from tp.parallel_config (a norm
// alone communicates nothing, but the module is compiled for TP = 4).

// CHECK-LABEL: func.func @norm_only(
// CHECK:         func.call @tpfuse_comm_world_size(
// CHECK:         %[[FOUR:.*]] = arith.constant 4 : i64
// CHECK:         func.call @tpfuse_check_size(%{{.*}}, %{{.*}}, %[[FOUR]])
// CHECK:         func.call @tpfuse_rms_norm(

module attributes {tp.parallel_config = #tp.parallel_config<
    group = #tp.group<"tp", size = 4>, ep = 1, cp = 1, dp_attention = false,
    moe_a2a = "none", moe_cp_all_gather = false,
    attention_input = full, mlp_input = full>} {
func.func @norm_only(%x: tensor<2x32xbf16>, %w: tensor<32xbf16>) -> tensor<2x32xbf16> {
  %y = tp.rms_norm %x, %w epsilon = 1.0e-5 : (tensor<2x32xbf16>, tensor<32xbf16>) -> tensor<2x32xbf16>
  return %y : tensor<2x32xbf16>
}
}

// -----

// Without any sum owed nor a parallel configuration, any world size will do:
// only the communicator is checked.

// CHECK-LABEL: func.func @norm_anywhere(
// CHECK:         llvm.icmp "eq"
// CHECK-NOT:     tpfuse_comm_world_size
// CHECK:         func.call @tpfuse_rms_norm(

func.func @norm_anywhere(%x: tensor<2x32xbf16>, %w: tensor<32xbf16>) -> tensor<2x32xbf16> {
  %y = tp.rms_norm %x, %w epsilon = 1.0e-5 : (tensor<2x32xbf16>, tensor<32xbf16>) -> tensor<2x32xbf16>
  return %y : tensor<2x32xbf16>
}

// -----

// A partial value through scf.execute_region and scf.index_switch: their
// result and yield types become the tensor, like those of scf.if and loops.

// CHECK-LABEL: func.func @through_regions(
// CHECK-SAME:    %{{[^:]*}}: !llvm.ptr, %[[X:[^:]*]]: tensor<4x16xf32> {bufferization.writable = false}, %[[I:[^:]*]]: index, %[[S:[^:]*]]: f32
// CHECK:         %[[REGION:.*]] = scf.execute_region -> tensor<4x16xf32> {
// CHECK-NEXT:      scf.yield %[[X]] : tensor<4x16xf32>
// CHECK:         %[[SWITCH:.*]] = scf.index_switch %[[I]] -> tensor<4x16xf32>
// CHECK:           scf.yield %[[REGION]] : tensor<4x16xf32>
// CHECK:           %[[SPLAT:.*]] = tensor.splat %[[S]] : tensor<4x16xf32>
// CHECK:           %[[SCALED:.*]] = arith.mulf %[[REGION]], %[[SPLAT]] : tensor<4x16xf32>
// CHECK:           scf.yield %[[SCALED]] : tensor<4x16xf32>
// CHECK:         bufferization.to_buffer %[[SWITCH]] read_only
// CHECK:         func.call @tpfuse_all_reduce(

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

// -----

// Each norm passes its variant: the tpfuse_norm_variant flags (weight after
// rounding 1, residual add in f32 2, compute in the dtype 4) and the weight
// offset, to the fused entry and to the fallback's norm alike.

// CHECK-LABEL: func.func @norm_variants(
// CHECK:         %[[EPS:.*]] = arith.constant 9.99999997E-7 : f32
// CHECK:         %[[FLAGS:.*]] = arith.constant 3 : i32
// CHECK:         %[[OFFSET:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:         llvm.insertvalue %[[EPS]], %{{.*}}[9]
// CHECK:         llvm.insertvalue %[[FLAGS]], %{{.*}}[10]
// CHECK:         llvm.insertvalue %[[OFFSET]], %{{.*}}[11]
// CHECK:         func.call @tpfuse_fused_all_reduce_rms_norm(
// CHECK:         func.call @tpfuse_all_reduce(
// CHECK:         %[[FALLBACK_EPS:.*]] = arith.constant 9.99999997E-7 : f32
// CHECK:         %[[FALLBACK_FLAGS:.*]] = arith.constant 3 : i32
// CHECK:         %[[FALLBACK_OFFSET:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:         llvm.insertvalue %[[FALLBACK_EPS]], %{{.*}}[9]
// CHECK:         llvm.insertvalue %[[FALLBACK_FLAGS]], %{{.*}}[10]
// CHECK:         llvm.insertvalue %[[FALLBACK_OFFSET]], %{{.*}}[11]
// CHECK:         func.call @tpfuse_rms_norm(
// CHECK:         %[[STORAGE:.*]] = arith.constant 4 : i32
// CHECK:         %[[NO_OFFSET:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         llvm.insertvalue %[[STORAGE]], %{{.*}}[10]
// CHECK:         llvm.insertvalue %[[NO_OFFSET]], %{{.*}}[11]
// CHECK:         func.call @tpfuse_rms_norm(

!owed = !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>
func.func @norm_variants(%p: !owed, %residual: tensor<?x64xbf16>, %w: tensor<64xbf16>)
    -> (tensor<?x64xbf16>, tensor<?x64xbf16>) {
  %normed, %residual_out = tp.all_reduce_add_rms_norm %p, %residual, %w
      epsilon = 1.0e-6 weight_multiply = after_rounding weight_offset = 1.0
      residual_add = f32
      : (!owed, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
  %y = tp.rms_norm %normed, %w epsilon = 1.0e-6
      weight_multiply = after_rounding compute = storage
      : (tensor<?x64xbf16>, tensor<64xbf16>) -> tensor<?x64xbf16>
  return %y, %residual_out : tensor<?x64xbf16>, tensor<?x64xbf16>
}

// -----

// A rank's index in its group: tpfuse_comm_rank into a slot made at the
// function's entry (0 until the call writes it, so that a failed call leaves
// an index in range), guarded by the status; a rank outside the group (as
// unsigned: a negative one too) is reported through tpfuse_check_size and
// replaced by 0. A function that only asks for its rank gets the runtime ABI
// and checks the world size, the group's size.

// CHECK:       llvm.mlir.global private constant @[[RANK_MESSAGE:.*]]("@bias_on_rank_zero: tp.group_rank at {{.*}}lower-to-runtime.mlir:{{[0-9]+}}:{{[0-9]+}}: this rank's index in a group of 4 ranks (at most 3)\00")
// CHECK-LABEL: func.func @bias_on_rank_zero(
// CHECK-SAME:    %[[COMM:[^:]*]]: !llvm.ptr, %[[X:[^:]*]]: tensor<8xf32> {bufferization.writable = false}, %[[B:[^:]*]]: tensor<8xf32> {bufferization.writable = false})
// CHECK-SAME:    -> (tensor<8xf32>, i32) attributes {llvm.emit_c_interface, tp.runtime_abi}
// CHECK:         %[[STATUS:.*]] = memref.alloca() {tp.status_slot} : memref<i32>
// CHECK-NEXT:    %[[SLOT:.*]] = memref.alloca() : memref<i32>
// CHECK:         %[[FOUR:.*]] = arith.constant 4 : i64
// CHECK:         func.call @tpfuse_check_size(%{{.*}}, %{{.*}}, %[[FOUR]])
// CHECK:         %[[ZERO_I32:.*]] = arith.constant 0 : i32
// CHECK:         memref.store %[[ZERO_I32]], %[[SLOT]][]
// CHECK:         %[[SO_FAR:.*]] = memref.load %[[STATUS]][]
// CHECK:         %[[OK:.*]] = arith.cmpi eq, %[[SO_FAR]]
// CHECK:         scf.if %[[OK]] {
// CHECK:           %[[SLOT_INDEX:.*]] = memref.extract_aligned_pointer_as_index %[[SLOT]]
// CHECK:           %[[SLOT_I64:.*]] = arith.index_cast %[[SLOT_INDEX]]
// CHECK:           %[[SLOT_PTR:.*]] = llvm.inttoptr %[[SLOT_I64]]
// CHECK:           %[[CALLED:.*]] = func.call @tpfuse_comm_rank(%[[COMM]], %[[SLOT_PTR]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK:           memref.store %[[CALLED]], %[[STATUS]][]
// CHECK:         }
// CHECK:         %[[RANK_I32:.*]] = memref.load %[[SLOT]][]
// CHECK:         %[[RANK:.*]] = arith.index_cast %[[RANK_I32]] : i32 to index
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : index
// CHECK:         %[[LAST:.*]] = arith.constant 3 : index
// CHECK:         %[[IN_GROUP:.*]] = arith.cmpi ule, %[[RANK]], %[[LAST]] : index
// CHECK:         %[[REPORTED:.*]] = arith.select %[[IN_GROUP]], %[[LAST]], %[[RANK]] : index
// CHECK:         %[[OUTSIDE:.*]] = arith.cmpi ne, %[[REPORTED]], %[[LAST]] : index
// CHECK:         scf.if %[[OUTSIDE]] {
// CHECK:           scf.if
// CHECK:             %[[WHAT:.*]] = llvm.mlir.addressof @[[RANK_MESSAGE]]
// CHECK:             func.call @tpfuse_check_size(%[[WHAT]],
// CHECK:         %[[INDEX:.*]] = arith.select %[[IN_GROUP]], %[[RANK]], %[[ZERO]] : index
// CHECK:         arith.cmpi eq, %[[INDEX]], %{{.*}} : index
// CHECK:         func.func private @tpfuse_comm_rank(!llvm.ptr, !llvm.ptr) -> i32

// STREAM-LABEL: func.func @bias_on_rank_zero(
// STREAM-SAME:    %[[COMM:[^:]*]]: !llvm.ptr, %{{[^:]*}}: !llvm.ptr {tp.stream},
// STREAM:         func.call @tpfuse_comm_rank(%[[COMM]],

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
