// RUN: tpfuse-opt %s -split-input-file -tp-lower-to-runtime | FileCheck %s

// The quantized norms lower to the same entries, with the quantization in
// tpfuse_rms_norm_args' fields 13-21 (scheme, scale format, scale layout,
// min_scale, group size, scale_in, quantized, scales, scaling). The values
// and scales get buffers of their own, the padded layouts sized from the
// token count; a decline's fallback writes the fused call's buffers. A
// normed value that nothing reads is not written: normed is null (runtime
// API 5).

// CHECK-LABEL: func.func @per_group_fp8(
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NOT:     memref.alloc(
// CHECK:         %[[RES_OUT:.*]] = memref.alloc(%{{.*}}) : memref<?x256xbf16>
// CHECK:         %[[VALUES:.*]] = memref.alloc(%{{.*}}) : memref<?x256xf8E4M3FN>
// The scales' columns: the tokens rounded up to 4.
// CHECK:         %[[TOKENS:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK:         %[[BLOCKS:.*]] = arith.ceildivui %[[TOKENS]], %[[FOUR:.*]] : index
// CHECK:         %[[PADDED:.*]] = arith.muli %[[BLOCKS]], %[[FOUR]] : index
// CHECK:         %[[SCALES:.*]] = memref.alloc(%[[PADDED]]) : memref<1x?xi32>
// CHECK:         %[[SCHEME:.*]] = arith.constant 3 : i32
// CHECK:         %[[UE8M0:.*]] = arith.constant 1 : i32
// CHECK:         %[[PACKED:.*]] = arith.constant 2 : i32
// CHECK:         %[[FLOOR:.*]] = arith.constant 1.000000e-10 : f32
// CHECK:         %[[GROUP:.*]] = arith.constant 128 : i64
// CHECK:         memref.extract_aligned_pointer_as_index %[[VALUES]]
// CHECK:         %[[VALUES_PTR:.*]] = llvm.inttoptr
// CHECK:         memref.extract_aligned_pointer_as_index %[[SCALES]]
// CHECK:         %[[SCALES_PTR:.*]] = llvm.inttoptr
// CHECK:         llvm.insertvalue %[[NULL]], %{{.*}}[5]
// CHECK:         llvm.insertvalue %[[SCHEME]], %{{.*}}[13]
// CHECK:         llvm.insertvalue %[[UE8M0]], %{{.*}}[14]
// CHECK:         llvm.insertvalue %[[PACKED]], %{{.*}}[15]
// CHECK:         llvm.insertvalue %[[FLOOR]], %{{.*}}[16]
// CHECK:         llvm.insertvalue %[[GROUP]], %{{.*}}[17]
// CHECK:         llvm.insertvalue %[[NULL]], %{{.*}}[18]
// CHECK:         llvm.insertvalue %[[VALUES_PTR]], %{{.*}}[19]
// CHECK:         llvm.insertvalue %[[SCALES_PTR]], %{{.*}}[20]
// CHECK:         func.call @tpfuse_fused_all_reduce_rms_norm
// The fallback pays the sum, then quantizes into the same buffers.
// CHECK:         scf.if
// CHECK:           func.call @tpfuse_all_reduce(
// CHECK:           memref.extract_aligned_pointer_as_index %[[VALUES]]
// CHECK:           memref.extract_aligned_pointer_as_index %[[SCALES]]
// CHECK:           llvm.insertvalue %{{.*}}, %{{.*}}[20]
// CHECK:           func.call @tpfuse_rms_norm(
// CHECK:         }
// CHECK:         %[[R:.*]] = bufferization.to_tensor %[[RES_OUT]] restrict writable
// CHECK:         %[[Q:.*]] = bufferization.to_tensor %[[VALUES]] restrict writable
// CHECK:         %[[S:.*]] = bufferization.to_tensor %[[SCALES]] restrict writable
// CHECK:         return %[[R]], %[[Q]], %[[S]], %{{.*}} :
#g = #tp.group<"tp", size = 2>
func.func @per_group_fp8(%p: !tp.partial<tensor<?x256xbf16>, #g>, %r: tensor<?x256xbf16>, %w: tensor<256xbf16>)
    -> (tensor<?x256xbf16>, tensor<?x256xf8E4M3FN>, tensor<1x?xi32>) {
  %n, %res, %q, %s = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 1.0e-10 : f32, scale_format = ue8m0, scale_layout = packed_ue8m0>}
      : (!tp.partial<tensor<?x256xbf16>, #g>, tensor<?x256xbf16>, tensor<256xbf16>)
      -> (tensor<?x256xbf16>, tensor<?x256xbf16>, tensor<?x256xf8E4M3FN>, tensor<1x?xi32>)
  return %res, %q, %s : tensor<?x256xbf16>, tensor<?x256xf8E4M3FN>, tensor<1x?xi32>
}

// -----

// Static FP8: the scale operand's buffer is scale_in; no scales; the fields
// the scheme does not use are 0.
// CHECK-LABEL: func.func @static_fp8(
// CHECK-SAME:    %{{.*}}: !llvm.ptr, %[[X:.*]]: tensor<4x64xf16> {{.*}}, %[[W:.*]]: tensor<64xf16> {{.*}}, %[[SCALE:.*]]: tensor<f32>
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:         %[[VALUES:.*]] = memref.alloc() : memref<4x64xf8E4M3FN>
// After epsilon, the variant, the weight offset and the algorithm:
// CHECK:         arith.constant 9.99999997E-7 : f32
// CHECK:         arith.constant 0 : i32
// CHECK:         arith.constant 0.000000e+00 : f32
// CHECK:         arith.constant 0 : i32
// CHECK:         %[[STATIC:.*]] = arith.constant 1 : i32
// CHECK:         %[[F32:.*]] = arith.constant 0 : i32
// CHECK:         %[[ROW_MAJOR:.*]] = arith.constant 0 : i32
// CHECK:         %[[NO_FLOOR:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[NO_GROUP:.*]] = arith.constant 0 : i64
// CHECK:         bufferization.to_buffer %[[SCALE]] read_only
// CHECK:         %[[SCALE_PTR:.*]] = llvm.inttoptr
// CHECK:         memref.extract_aligned_pointer_as_index %[[VALUES]]
// CHECK:         %[[VALUES_PTR:.*]] = llvm.inttoptr
// CHECK:         %[[DIVIDE:.*]] = arith.constant 0 : i32
// CHECK:         llvm.insertvalue %[[STATIC]], %{{.*}}[13]
// CHECK:         llvm.insertvalue %[[F32]], %{{.*}}[14]
// CHECK:         llvm.insertvalue %[[ROW_MAJOR]], %{{.*}}[15]
// CHECK:         llvm.insertvalue %[[NO_FLOOR]], %{{.*}}[16]
// CHECK:         llvm.insertvalue %[[NO_GROUP]], %{{.*}}[17]
// CHECK:         llvm.insertvalue %[[SCALE_PTR]], %{{.*}}[18]
// CHECK:         llvm.insertvalue %[[VALUES_PTR]], %{{.*}}[19]
// CHECK:         llvm.insertvalue %[[NULL]], %{{.*}}[20]
// CHECK:         llvm.insertvalue %[[DIVIDE]], %{{.*}}[21]
// CHECK:         func.call @tpfuse_rms_norm(
// CHECK-NOT:     tpfuse_fused_all_reduce_rms_norm
// CHECK:         %[[Q:.*]] = bufferization.to_tensor %[[VALUES]] restrict writable
// CHECK:         return %[[Q]], %{{.*}} :
func.func @static_fp8(%x: tensor<4x64xf16>, %w: tensor<64xf16>, %scale: tensor<f32>) -> tensor<4x64xf8E4M3FN> {
  %n, %q = tp.rms_norm %x, %w, %scale epsilon = 1.0e-6 {quant = #tp.quant<scheme = fp8_static>}
      : (tensor<4x64xf16>, tensor<64xf16>, tensor<f32>) -> (tensor<4x64xf16>, tensor<4x64xf8E4M3FN>)
  return %q : tensor<4x64xf8E4M3FN>
}

// -----

// MXFP4 with swizzled scales: 130 tokens pad to 256 rows, 8 blocks to 8.
// CHECK-LABEL: func.func @mxfp4(
// CHECK:         %[[VALUES:.*]] = memref.alloc() : memref<130x128xi8>
// CHECK:         %[[SCALES:.*]] = memref.alloc() : memref<256x8xf8E8M0FNU>
// CHECK:         %[[SCHEME:.*]] = arith.constant 5 : i32
// CHECK:         arith.constant 0 : i32
// CHECK:         %[[SWIZZLED:.*]] = arith.constant 3 : i32
// CHECK:         arith.constant 0.000000e+00 : f32
// CHECK:         %[[BLOCK:.*]] = arith.constant 32 : i64
// CHECK:         llvm.insertvalue %[[SCHEME]], %{{.*}}[13]
// CHECK:         llvm.insertvalue %[[SWIZZLED]], %{{.*}}[15]
// CHECK:         llvm.insertvalue %[[BLOCK]], %{{.*}}[17]
// CHECK:         func.call @tpfuse_rms_norm(
func.func @mxfp4(%x: tensor<130x256xbf16>, %w: tensor<256xbf16>) -> (tensor<130x128xi8>, tensor<256x8xf8E8M0FNU>) {
  %n, %q, %s = tp.rms_norm %x, %w epsilon = 1.0e-6 {quant = #tp.quant<scheme = mxfp4, scale_layout = swizzled_128x4>}
      : (tensor<130x256xbf16>, tensor<256xbf16>) -> (tensor<130x256xbf16>, tensor<130x128xi8>, tensor<256x8xf8E8M0FNU>)
  return %q, %s : tensor<130x128xi8>, tensor<256x8xf8E8M0FNU>
}

// -----

// A normed value that is read is written beside the quantized one.
// CHECK-LABEL: func.func @static_fp8_and_normed(
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:         %[[NORMED:.*]] = memref.alloc() : memref<4x64xf16>
// CHECK:         %[[VALUES:.*]] = memref.alloc() : memref<4x64xf8E4M3FN>
// CHECK:         memref.extract_aligned_pointer_as_index %[[NORMED]]
// CHECK:         %[[NORMED_PTR:.*]] = llvm.inttoptr
// CHECK:         llvm.insertvalue %[[NORMED_PTR]], %{{.*}}[5]
// CHECK:         func.call @tpfuse_rms_norm(
// CHECK:         %[[N:.*]] = bufferization.to_tensor %[[NORMED]] restrict writable
// CHECK:         %[[Q:.*]] = bufferization.to_tensor %[[VALUES]] restrict writable
// CHECK:         return %[[N]], %[[Q]], %{{.*}} :
func.func @static_fp8_and_normed(%x: tensor<4x64xf16>, %w: tensor<64xf16>, %scale: tensor<f32>) -> (tensor<4x64xf16>, tensor<4x64xf8E4M3FN>) {
  %n, %q = tp.rms_norm %x, %w, %scale epsilon = 1.0e-6 {quant = #tp.quant<scheme = fp8_static>}
      : (tensor<4x64xf16>, tensor<64xf16>, tensor<f32>) -> (tensor<4x64xf16>, tensor<4x64xf8E4M3FN>)
  return %n, %q : tensor<4x64xf16>, tensor<4x64xf8E4M3FN>
}

// -----

// scaling = reciprocal: field 21 is TPFUSE_SCALING_RECIPROCAL (1), the rest
// as without it.
// CHECK-LABEL: func.func @reciprocal_fp8(
// CHECK:         arith.constant 4.36046503E-6 : f32
// CHECK:         %[[RECIPROCAL:.*]] = arith.constant 1 : i32
// CHECK:         llvm.insertvalue %[[RECIPROCAL]], %{{.*}}[21]
// CHECK:         func.call @tpfuse_rms_norm(
func.func @reciprocal_fp8(%x: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> (tensor<4x64xf8E4M3FN>, tensor<4x1xf32>) {
  %n, %q, %s = tp.rms_norm %x, %w epsilon = 1.0e-6 {quant = #tp.quant<scheme = fp8_per_token, min_scale = 4.36046505E-6 : f32, scaling = reciprocal>}
      : (tensor<4x64xbf16>, tensor<64xbf16>) -> (tensor<4x64xbf16>, tensor<4x64xf8E4M3FN>, tensor<4x1xf32>)
  return %q, %s : tensor<4x64xf8E4M3FN>, tensor<4x1xf32>
}

// -----

// Fused, static: the fused call's arguments and its fallback's both say
// TPFUSE_SCALING_RECIPROCAL, so a decline quantizes as the fused call would.
// CHECK-LABEL: func.func @fused_static_reciprocal(
// CHECK:         %[[VALUES:.*]] = memref.alloc(%{{.*}}) : memref<?x64xf8E4M3FN>
// CHECK:         memref.extract_aligned_pointer_as_index %[[VALUES]]
// CHECK:         llvm.inttoptr
// CHECK-NEXT:    %[[RECIPROCAL:.*]] = arith.constant 1 : i32
// CHECK:         llvm.insertvalue %[[RECIPROCAL]], %{{.*}}[21]
// CHECK:         func.call @tpfuse_fused_all_reduce_rms_norm
// CHECK:         scf.if
// CHECK:           func.call @tpfuse_all_reduce(
// CHECK:           memref.extract_aligned_pointer_as_index %[[VALUES]]
// CHECK:           llvm.inttoptr
// CHECK-NEXT:      %[[FALLBACK_RECIPROCAL:.*]] = arith.constant 1 : i32
// CHECK:           llvm.insertvalue %[[FALLBACK_RECIPROCAL]], %{{.*}}[21]
// CHECK:           func.call @tpfuse_rms_norm(
#g = #tp.group<"tp", size = 2>
func.func @fused_static_reciprocal(%p: !tp.partial<tensor<?x64xbf16>, #g>, %w: tensor<64xbf16>, %scale: tensor<f32>) -> tensor<?x64xf8E4M3FN> {
  %n, %q = tp.all_reduce_rms_norm %p, %w, %scale epsilon = 1.0e-6 {quant = #tp.quant<scheme = fp8_static, scaling = reciprocal>}
      : (!tp.partial<tensor<?x64xbf16>, #g>, tensor<64xbf16>, tensor<f32>) -> (tensor<?x64xbf16>, tensor<?x64xf8E4M3FN>)
  return %q : tensor<?x64xf8E4M3FN>
}
