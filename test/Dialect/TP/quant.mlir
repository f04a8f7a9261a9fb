// RUN: tpfuse-opt %s | tpfuse-opt | FileCheck %s

// The quantized outputs of the RMSNorm family: every scheme and scale layout
// round-trips, and #tp.quant gives the result types (the padded layouts from
// a static token count).

#g = #tp.group<"tp", size = 2>

// CHECK-LABEL: func.func @fp8_static
// CHECK: tp.all_reduce_add_rms_norm %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} epsilon = {{.*}} weight_multiply = after_rounding {quant = #tp.quant<scheme = fp8_static>}
// CHECK-SAME: -> (tensor<?x256xbf16>, tensor<?x256xbf16>, tensor<?x256xf8E4M3FN>)
func.func @fp8_static(%p: !tp.partial<tensor<?x256xbf16>, #g>, %r: tensor<?x256xbf16>,
                      %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<?x256xf8E4M3FN> {
  %n, %res, %q = tp.all_reduce_add_rms_norm %p, %r, %w, %s epsilon = 1.0e-6
      weight_multiply = after_rounding {quant = #tp.quant<scheme = fp8_static>}
      : (!tp.partial<tensor<?x256xbf16>, #g>, tensor<?x256xbf16>, tensor<256xbf16>, tensor<f32>)
      -> (tensor<?x256xbf16>, tensor<?x256xbf16>, tensor<?x256xf8E4M3FN>)
  return %q : tensor<?x256xf8E4M3FN>
}

// CHECK-LABEL: func.func @fp8_per_token
// CHECK: {quant = #tp.quant<scheme = fp8_per_token, min_scale = 4.36046503E-6 : f32>}
// CHECK-SAME: -> (tensor<4x256xf32>, tensor<4x256xf8E4M3FN>, tensor<4x1xf32>)
func.func @fp8_per_token(%x: tensor<4x256xf32>, %w: tensor<256xf32>) -> tensor<4x1xf32> {
  %n, %q, %s = tp.rms_norm %x, %w epsilon = 1.0e-6
      {quant = #tp.quant<scheme = fp8_per_token, min_scale = 4.36046505E-6 : f32>}
      : (tensor<4x256xf32>, tensor<256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf8E4M3FN>, tensor<4x1xf32>)
  return %s : tensor<4x1xf32>
}

// The keys in any order; the defaults (f32 scales, row-major) not printed.
// CHECK-LABEL: func.func @fp8_per_group
// CHECK: {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 1.000000e-10 : f32>}
// CHECK-SAME: -> (tensor<2x3x256xf16>, tensor<2x3x256xf16>, tensor<2x3x256xf8E4M3FN>, tensor<2x3x2xf32>)
func.func @fp8_per_group(%x: tensor<2x3x256xf16>, %r: tensor<2x3x256xf16>, %w: tensor<256xf16>) -> tensor<2x3x2xf32> {
  %n, %res, %q, %s = tp.add_rms_norm %x, %r, %w epsilon = 1.0e-6
      {quant = #tp.quant<scale_layout = row_major, min_scale = 1.0e-10 : f32, scheme = fp8_per_group, scale_format = f32, group_size = 128>}
      : (tensor<2x3x256xf16>, tensor<2x3x256xf16>, tensor<256xf16>)
      -> (tensor<2x3x256xf16>, tensor<2x3x256xf16>, tensor<2x3x256xf8E4M3FN>, tensor<2x3x2xf32>)
  return %s : tensor<2x3x2xf32>
}

// Column-major scales: [groups, tokens rounded up to 4].
// CHECK-LABEL: func.func @fp8_per_group_column_major
// CHECK: scale_format = ue8m0, scale_layout = column_major
// CHECK-SAME: -> (tensor<6x512xbf16>, tensor<6x512xf8E4M3FN>, tensor<4x8xf32>)
func.func @fp8_per_group_column_major(%x: tensor<6x512xbf16>, %w: tensor<512xbf16>) -> tensor<4x8xf32> {
  %n, %q, %s = tp.rms_norm %x, %w epsilon = 1.0e-6
      {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 1.0e-10 : f32, scale_format = ue8m0, scale_layout = column_major>}
      : (tensor<6x512xbf16>, tensor<512xbf16>) -> (tensor<6x512xbf16>, tensor<6x512xf8E4M3FN>, tensor<4x8xf32>)
  return %s : tensor<4x8xf32>
}

// Packed UE8M0: [groups / 4 rounded up, tokens rounded up to 4] of i32.
// CHECK-LABEL: func.func @fp8_per_group_packed
// CHECK: scale_layout = packed_ue8m0
// CHECK-SAME: -> (tensor<?x640xbf16>, tensor<?x640xbf16>, tensor<?x640xf8E4M3FN>, tensor<2x?xi32>)
func.func @fp8_per_group_packed(%p: !tp.partial<tensor<?x640xbf16>, #g>, %r: tensor<?x640xbf16>,
                                %w: tensor<640xbf16>) -> tensor<2x?xi32> {
  %n, %res, %q, %s = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 1.0e-10 : f32, scale_format = ue8m0, scale_layout = packed_ue8m0>}
      : (!tp.partial<tensor<?x640xbf16>, #g>, tensor<?x640xbf16>, tensor<640xbf16>)
      -> (tensor<?x640xbf16>, tensor<?x640xbf16>, tensor<?x640xf8E4M3FN>, tensor<2x?xi32>)
  return %s : tensor<2x?xi32>
}

// NVFP4: two e2m1 per byte, e4m3 block scales swizzled to [128k, 4k].
// CHECK-LABEL: func.func @nvfp4
// CHECK: {quant = #tp.quant<scheme = nvfp4, scale_layout = swizzled_128x4>}
// CHECK-SAME: -> (tensor<130x80xbf16>, tensor<130x40xi8>, tensor<256x8xf8E4M3FN>)
func.func @nvfp4(%x: tensor<130x80xbf16>, %w: tensor<80xbf16>, %gs: tensor<1xf32>) -> tensor<256x8xf8E4M3FN> {
  %n, %q, %s = tp.rms_norm %x, %w, %gs epsilon = 1.0e-6
      {quant = #tp.quant<scheme = nvfp4, scale_layout = swizzled_128x4>}
      : (tensor<130x80xbf16>, tensor<80xbf16>, tensor<1xf32>) -> (tensor<130x80xbf16>, tensor<130x40xi8>, tensor<256x8xf8E4M3FN>)
  return %s : tensor<256x8xf8E4M3FN>
}

// MXFP4: UE8M0 block scales (f8E8M0FNU), row-major.
// CHECK-LABEL: func.func @mxfp4
// CHECK: {quant = #tp.quant<scheme = mxfp4>}
// CHECK-SAME: -> (tensor<?x256xbf16>, tensor<?x128xi8>, tensor<?x8xf8E8M0FNU>)
func.func @mxfp4(%p: !tp.partial<tensor<?x256xbf16>, #g>, %w: tensor<256xbf16>) -> tensor<?x8xf8E8M0FNU> {
  %n, %q, %s = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-6 {quant = #tp.quant<scheme = mxfp4>}
      : (!tp.partial<tensor<?x256xbf16>, #g>, tensor<256xbf16>) -> (tensor<?x256xbf16>, tensor<?x128xi8>, tensor<?x8xf8E8M0FNU>)
  return %s : tensor<?x8xf8E8M0FNU>
}

// scaling = reciprocal on each FP8 scheme; divide, the default, is not
// printed.
// CHECK-LABEL: func.func @reciprocal_scaling
// CHECK: {quant = #tp.quant<scheme = fp8_static, scaling = reciprocal>}
// CHECK: {quant = #tp.quant<scheme = fp8_per_token, min_scale = 4.36046503E-6 : f32, scaling = reciprocal>}
// CHECK: {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 4.36046503E-6 : f32, scaling = reciprocal>}
// CHECK: {quant = #tp.quant<scheme = fp8_static>}
func.func @reciprocal_scaling(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) {
  %n0, %q0 = tp.rms_norm %x, %w, %s epsilon = 1.0e-6
      {quant = #tp.quant<scheme = fp8_static, scaling = reciprocal>}
      : (tensor<4x256xbf16>, tensor<256xbf16>, tensor<f32>) -> (tensor<4x256xbf16>, tensor<4x256xf8E4M3FN>)
  %n1, %q1, %s1 = tp.rms_norm %x, %w epsilon = 1.0e-6
      {quant = #tp.quant<scaling = reciprocal, scheme = fp8_per_token, min_scale = 4.36046505E-6 : f32>}
      : (tensor<4x256xbf16>, tensor<256xbf16>) -> (tensor<4x256xbf16>, tensor<4x256xf8E4M3FN>, tensor<4x1xf32>)
  %n2, %q2, %s2 = tp.rms_norm %x, %w epsilon = 1.0e-6
      {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 4.36046505E-6 : f32, scaling = reciprocal>}
      : (tensor<4x256xbf16>, tensor<256xbf16>) -> (tensor<4x256xbf16>, tensor<4x256xf8E4M3FN>, tensor<4x2xf32>)
  %n3, %q3 = tp.rms_norm %x, %w, %s epsilon = 1.0e-6
      {quant = #tp.quant<scheme = fp8_static, scaling = divide>}
      : (tensor<4x256xbf16>, tensor<256xbf16>, tensor<f32>) -> (tensor<4x256xbf16>, tensor<4x256xf8E4M3FN>)
  return
}
