// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics

// Every verifier error of the quantized norms (#tp.quant and the norm
// family's quantized results). Each case would pass silently if its check
// were removed, since -verify-diagnostics fails on a missing error.

// expected-error @below {{fp8_per_group needs a group_size > 0, got 0}}
func.func private @no_group() attributes {q = #tp.quant<scheme = fp8_per_group, min_scale = 1.0e-10 : f32>}

// -----

// expected-error @below {{nvfp4 quantizes blocks of 16: it takes no group_size}}
func.func private @fp4_group() attributes {q = #tp.quant<scheme = nvfp4, group_size = 16>}

// -----

// expected-error @below {{fp8_static takes no group_size}}
func.func private @static_group() attributes {q = #tp.quant<scheme = fp8_static, group_size = 128>}

// -----

// expected-error @below {{fp8_per_token needs a min_scale (the floor of its scales)}}
func.func private @no_floor() attributes {q = #tp.quant<scheme = fp8_per_token>}

// -----

// expected-error @below {{min_scale must be an f32, got 'f64'}}
func.func private @f64_floor() attributes {q = #tp.quant<scheme = fp8_per_token, min_scale = 1.0e-10 : f64>}

// -----

// expected-error @below {{min_scale must be finite and positive}}
func.func private @zero_floor() attributes {q = #tp.quant<scheme = fp8_per_token, min_scale = 0.0 : f32>}

// -----

// expected-error @below {{min_scale must be finite and positive}}
func.func private @nan_floor() attributes {q = #tp.quant<scheme = fp8_per_token, min_scale = 0x7FC00000 : f32>}

// -----

// expected-error @below {{mxfp4 takes no min_scale}}
func.func private @fp4_floor() attributes {q = #tp.quant<scheme = mxfp4, min_scale = 1.0 : f32>}

// -----

// expected-error @below {{scale_format = ue8m0 is for fp8_per_group; fp8_per_token has its own scale format}}
func.func private @token_ue8m0() attributes {q = #tp.quant<scheme = fp8_per_token, min_scale = 1.0e-10 : f32, scale_format = ue8m0>}

// -----

// expected-error @below {{scale_layout = packed_ue8m0 packs UE8M0 scales: it needs scale_format = ue8m0}}
func.func private @packed_f32() attributes {q = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 1.0e-10 : f32, scale_layout = packed_ue8m0>}

// -----

// expected-error @below {{scale_layout = packed_ue8m0 stores exponents from -127: min_scale must be at least 2^-127}}
func.func private @packed_tiny_floor() attributes {q = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 1.0e-39 : f32, scale_format = ue8m0, scale_layout = packed_ue8m0>}

// -----

// expected-error @below {{scale_layout = swizzled_128x4 is not a layout of fp8_per_group's scales}}
func.func private @group_swizzled() attributes {q = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 1.0e-10 : f32, scale_layout = swizzled_128x4>}

// -----

// expected-error @below {{scale_layout = column_major is not a layout of nvfp4's scales}}
func.func private @fp4_column() attributes {q = #tp.quant<scheme = nvfp4, scale_layout = column_major>}

// -----

func.func @scale_without_quant(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) {
  // expected-error @below {{has a quant_scale operand but no quant}}
  %n = tp.rms_norm %x, %w, %s epsilon = 1.0e-6
      : (tensor<4x256xbf16>, tensor<256xbf16>, tensor<f32>) -> tensor<4x256xbf16>
  return
}

// -----

func.func @results_without_quant(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>) {
  // expected-error @below {{has quantized results but no quant}}
  %n, %q = tp.rms_norm %x, %w epsilon = 1.0e-6
      : (tensor<4x256xbf16>, tensor<256xbf16>) -> (tensor<4x256xbf16>, tensor<4x256xf8E4M3FN>)
  return
}

// -----

func.func @static_without_scale(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>) {
  // expected-error @below {{fp8_static reads a scale: it needs a quant_scale operand}}
  %n, %q = tp.rms_norm %x, %w epsilon = 1.0e-6 {quant = #tp.quant<scheme = fp8_static>}
      : (tensor<4x256xbf16>, tensor<256xbf16>) -> (tensor<4x256xbf16>, tensor<4x256xf8E4M3FN>)
  return
}

// -----

func.func @computed_with_scale(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) {
  // expected-error @below {{mxfp4 computes its scales: it takes no quant_scale operand}}
  %n, %q, %sc = tp.rms_norm %x, %w, %s epsilon = 1.0e-6 {quant = #tp.quant<scheme = mxfp4>}
      : (tensor<4x256xbf16>, tensor<256xbf16>, tensor<f32>) -> (tensor<4x256xbf16>, tensor<4x128xi8>, tensor<4x8xf8E8M0FNU>)
  return
}

// -----

func.func @scales_missing(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>) {
  // expected-error @below {{fp8_per_token has 2 quantized results (values, scales), got 1}}
  %n, %q = tp.rms_norm %x, %w epsilon = 1.0e-6 {quant = #tp.quant<scheme = fp8_per_token, min_scale = 1.0e-10 : f32>}
      : (tensor<4x256xbf16>, tensor<256xbf16>) -> (tensor<4x256xbf16>, tensor<4x256xf8E4M3FN>)
  return
}

// -----

func.func @static_with_scales(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) {
  // expected-error @below {{fp8_static has 1 quantized result (the values), got 2}}
  %n, %q, %sc = tp.rms_norm %x, %w, %s epsilon = 1.0e-6 {quant = #tp.quant<scheme = fp8_static>}
      : (tensor<4x256xbf16>, tensor<256xbf16>, tensor<f32>) -> (tensor<4x256xbf16>, tensor<4x256xf8E4M3FN>, tensor<4x1xf32>)
  return
}

// -----

func.func @group_does_not_tile(%x: tensor<4x320xbf16>, %w: tensor<320xbf16>) {
  // expected-error @below {{fp8_per_group blocks of 128 must tile the hidden size 320}}
  %n, %q, %s = tp.rms_norm %x, %w epsilon = 1.0e-6 {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 1.0e-10 : f32>}
      : (tensor<4x320xbf16>, tensor<320xbf16>) -> (tensor<4x320xbf16>, tensor<4x320xf8E4M3FN>, tensor<4x2xf32>)
  return
}

// -----

func.func @fp4_block_does_not_tile(%x: tensor<4x40xbf16>, %w: tensor<40xbf16>, %gs: tensor<f32>) {
  // expected-error @below {{nvfp4 blocks of 16 must tile the hidden size 40}}
  %n, %q, %s = tp.rms_norm %x, %w, %gs epsilon = 1.0e-6 {quant = #tp.quant<scheme = nvfp4>}
      : (tensor<4x40xbf16>, tensor<40xbf16>, tensor<f32>) -> (tensor<4x40xbf16>, tensor<4x20xi8>, tensor<4x2xf8E4M3FN>)
  return
}

// -----

func.func @wrong_values_type(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) {
  // expected-error @below {{quantized values of type 'tensor<4x256xi8>' must be 'tensor<4x256xf8E4M3FN>' for fp8_static of 'tensor<4x256xbf16>'}}
  %n, %q = tp.rms_norm %x, %w, %s epsilon = 1.0e-6 {quant = #tp.quant<scheme = fp8_static>}
      : (tensor<4x256xbf16>, tensor<256xbf16>, tensor<f32>) -> (tensor<4x256xbf16>, tensor<4x256xi8>)
  return
}

// -----

func.func @unpacked_fp4(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>) {
  // expected-error @below {{quantized values of type 'tensor<4x256xi8>' must be 'tensor<4x128xi8>' for mxfp4 of 'tensor<4x256xbf16>'}}
  %n, %q, %s = tp.rms_norm %x, %w epsilon = 1.0e-6 {quant = #tp.quant<scheme = mxfp4>}
      : (tensor<4x256xbf16>, tensor<256xbf16>) -> (tensor<4x256xbf16>, tensor<4x256xi8>, tensor<4x8xf8E8M0FNU>)
  return
}

// -----

func.func @unpadded_column_major(%x: tensor<6x256xbf16>, %w: tensor<256xbf16>) {
  // expected-error @below {{scales of type 'tensor<2x6xf32>' must be 'tensor<2x8xf32>'}}
  %n, %q, %s = tp.rms_norm %x, %w epsilon = 1.0e-6 {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 1.0e-10 : f32, scale_layout = column_major>}
      : (tensor<6x256xbf16>, tensor<256xbf16>) -> (tensor<6x256xbf16>, tensor<6x256xf8E4M3FN>, tensor<2x6xf32>)
  return
}

// -----

func.func @ue8m0_as_f32(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>) {
  // expected-error @below {{scales of type 'tensor<4x8xf32>' must be 'tensor<4x8xf8E8M0FNU>'}}
  %n, %q, %s = tp.rms_norm %x, %w epsilon = 1.0e-6 {quant = #tp.quant<scheme = mxfp4>}
      : (tensor<4x256xbf16>, tensor<256xbf16>) -> (tensor<4x256xbf16>, tensor<4x128xi8>, tensor<4x8xf32>)
  return
}

// -----

func.func @scale_of_two(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<2xf32>) {
  // expected-error @below {{operand #2 must be 0-D or 1-D tensor of one f32}}
  %n, %q = tp.rms_norm %x, %w, %s epsilon = 1.0e-6 {quant = #tp.quant<scheme = fp8_static>}
      : (tensor<4x256xbf16>, tensor<256xbf16>, tensor<2xf32>) -> (tensor<4x256xbf16>, tensor<4x256xf8E4M3FN>)
  return
}

// -----

// expected-error @below {{scaling = reciprocal is for the FP8 schemes; nvfp4 has its own fixed scaling}}
func.func private @nvfp4_reciprocal() attributes {q = #tp.quant<scheme = nvfp4, scaling = reciprocal>}

// -----

// expected-error @below {{scaling = reciprocal is for the FP8 schemes; mxfp4 has its own fixed scaling}}
func.func private @mxfp4_reciprocal() attributes {q = #tp.quant<scheme = mxfp4, scaling = reciprocal>}
