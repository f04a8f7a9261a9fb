// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics \
// RUN:   -tp-raise-norm-quantization='remarks=true' | FileCheck %s

// Quantizations written by hand rather than by an exporter: the whole
// quantization fused into one linalg body, and the forms that must be left
// alone. (The exporter's forms: test/Frontends/Torch.)

#id = affine_map<(t, h) -> (t, h)>
#scalar = affine_map<(t, h) -> ()>

// One generic computes the static quantization: raised all the same.
// CHECK-LABEL: func.func @fused_body(
// CHECK-SAME:    %[[X:.*]]: tensor<4x256xbf16>, %[[W:.*]]: tensor<256xbf16>, %[[S:.*]]: tensor<f32>
// CHECK-NOT:     linalg.generic
// CHECK:         %[[N:.*]], %[[Q:.*]] = tp.rms_norm %[[X]], %[[W]], %[[S]] epsilon = 9.99999997E-7 {quant = #tp.quant<scheme = fp8_static>}
// CHECK:         return %[[Q]]
func.func @fused_body(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f32, %out: f8E4M3FN):
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %d = arith.divf %e, %scale : f32
    %below = arith.cmpf ult, %d, %lo : f32
    %c0 = arith.select %below, %lo, %d : f32
    %above = arith.cmpf ugt, %c0, %hi : f32
    %c1 = arith.select %above, %hi, %c0 : f32
    %r = arith.truncf %c1 : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x256xf8E4M3FN>
  return %q : tensor<4x256xf8E4M3FN>
}

// -----

#id = affine_map<(t, h) -> (t, h)>
#scalar = affine_map<(t, h) -> ()>

// A clamp with maximumf/minimumf keeps NaN; #tp.quant gives -448.
// CHECK-LABEL: func.func @nan_keeping_clamp(
// CHECK:         tp.rms_norm
// CHECK-NOT:     quant =
// CHECK:         linalg.generic
func.func @nan_keeping_clamp(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  // expected-remark @below {{not raised into the norm's quantization: the value cast to FP8: the clamp keeps NaN ('arith.minimumf'), where #tp.quant gives -448 as torch-mlir's clamp does}}
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f32, %out: f8E4M3FN):
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %d = arith.divf %e, %scale : f32
    %c0 = arith.maximumf %d, %lo : f32
    %c1 = arith.minimumf %c0, %hi : f32
    %r = arith.truncf %c1 : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x256xf8E4M3FN>
  return %q : tensor<4x256xf8E4M3FN>
}

// -----

#id = affine_map<(t, h) -> (t, h)>
#scalar = affine_map<(t, h) -> ()>

// The upper bound first: NaN would become 448.
func.func @upper_bound_first(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  // expected-remark @below {{the clamp takes the lower bound last, so NaN becomes 448, where #tp.quant gives -448}}
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f32, %out: f8E4M3FN):
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %d = arith.divf %e, %scale : f32
    %above = arith.cmpf ugt, %d, %hi : f32
    %c0 = arith.select %above, %hi, %d : f32
    %below = arith.cmpf ult, %c0, %lo : f32
    %c1 = arith.select %below, %lo, %c0 : f32
    %r = arith.truncf %c1 : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x256xf8E4M3FN>
  return %q : tensor<4x256xf8E4M3FN>
}

// -----

#id = affine_map<(t, h) -> (t, h)>
#scalar = affine_map<(t, h) -> ()>

// The static scale is computed after the norm: the quantizing norm could not
// read it.
func.func @scale_after_norm(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %two = arith.constant dense<2.0> : tensor<f32>
  %s2 = arith.mulf %s, %two : tensor<f32>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  // expected-remark @below {{not raised into the norm's quantization: the static scale is computed after the norm}}
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s2 : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f32, %out: f8E4M3FN):
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %d = arith.divf %e, %scale : f32
    %below = arith.cmpf ult, %d, %lo : f32
    %c0 = arith.select %below, %lo, %d : f32
    %above = arith.cmpf ugt, %c0, %hi : f32
    %c1 = arith.select %above, %hi, %c0 : f32
    %r = arith.truncf %c1 : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x256xf8E4M3FN>
  return %q : tensor<4x256xf8E4M3FN>
}

// -----

// A cast to FP8 of what no tp norm computes, and a rank-0 one: no
// candidates, no remark.
// CHECK-LABEL: func.func @not_a_norm(
// CHECK:         arith.truncf
func.func @not_a_norm(%x: tensor<4x256xf32>, %v: tensor<8xbf16>) -> (tensor<4x256xf8E4M3FN>, tensor<f8E4M3FN>) {
  %q = arith.truncf %x : tensor<4x256xf32> to tensor<4x256xf8E4M3FN>
  %n = tp.rms_norm %v, %v epsilon = 1.0e-6 : (tensor<8xbf16>, tensor<8xbf16>) -> tensor<8xbf16>
  %init = tensor.empty() : tensor<f8E4M3FN>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%n : tensor<8xbf16>) outs(%init : tensor<f8E4M3FN>) {
  ^bb0(%in: bf16, %out: f8E4M3FN):
    %e = arith.extf %in : bf16 to f32
    %t = arith.truncf %e : f32 to f8E4M3FN
    linalg.yield %t : f8E4M3FN
  } -> tensor<f8E4M3FN>
  return %q, %r : tensor<4x256xf8E4M3FN>, tensor<f8E4M3FN>
}

// -----

#id = affine_map<(t, h) -> (t, h)>

// A constant scale (a module's registered buffer, exported as a constant):
// the norm reads it as a constant tensor.
// CHECK-LABEL: func.func @constant_scale(
// CHECK:         %[[S:.*]] = arith.constant dense<5.000000e-02> : tensor<f32>
// CHECK:         %[[N:.*]], %[[Q:.*]] = tp.rms_norm %{{.*}}, %{{.*}}, %[[S]] epsilon = 9.99999997E-7 {quant = #tp.quant<scheme = fp8_static>}
// CHECK:         return %[[Q]]
func.func @constant_scale(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n : tensor<4x256xbf16>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %out: f8E4M3FN):
    %scale = arith.constant 0.05 : f32
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %d = arith.divf %e, %scale : f32
    %below = arith.cmpf ult, %d, %lo : f32
    %c0 = arith.select %below, %lo, %d : f32
    %above = arith.cmpf ugt, %c0, %hi : f32
    %c1 = arith.select %above, %hi, %c0 : f32
    %r = arith.truncf %c1 : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x256xf8E4M3FN>
  return %q : tensor<4x256xf8E4M3FN>
}

// -----

#id = affine_map<(t, h) -> (t, h)>
#scalar = affine_map<(t, h) -> ()>

// A 0-d scale viewed out of flat weights (a collapse into rank 0, with no
// reassociation groups): read through the view, at its one element.
// CHECK-LABEL: func.func @scale_collapsed_to_rank_0(
// CHECK:         %[[SLICE:.*]] = tensor.extract_slice
// CHECK:         %[[N:.*]], %[[Q:.*]] = tp.rms_norm %{{.*}}, %{{.*}}, %[[SLICE]] epsilon = 9.99999997E-7 {quant = #tp.quant<scheme = fp8_static>} : (tensor<4x256xbf16>, tensor<256xbf16>, tensor<1xf32>)
// CHECK:         return %[[Q]]
func.func @scale_collapsed_to_rank_0(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %weights: tensor<8xf32>) -> tensor<4x256xf8E4M3FN> {
  %slice = tensor.extract_slice %weights[3] [1] [1] : tensor<8xf32> to tensor<1xf32>
  %s = tensor.collapse_shape %slice [] : tensor<1xf32> into tensor<f32>
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f32, %out: f8E4M3FN):
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %d = arith.divf %e, %scale : f32
    %below = arith.cmpf ult, %d, %lo : f32
    %c0 = arith.select %below, %lo, %d : f32
    %above = arith.cmpf ugt, %c0, %hi : f32
    %c1 = arith.select %above, %hi, %c0 : f32
    %r = arith.truncf %c1 : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x256xf8E4M3FN>
  return %q : tensor<4x256xf8E4M3FN>
}

// -----

#id = affine_map<(t, h) -> (t, h)>

// The quantizing op writes another static shape than the norm's output it
// reads (4 x 256 into 0 x 256): nothing the norm computes.
// CHECK-LABEL: func.func @other_shape(
// CHECK-NOT:     quant =
func.func @other_shape(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>) -> tensor<0x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<0x256xf8E4M3FN>
  // expected-remark @below {{not raised into the norm's quantization: the quantized values or scales have another shape than the norm's output}}
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n : tensor<4x256xbf16>) outs(%init : tensor<0x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %out: f8E4M3FN):
    %scale = arith.constant 0.05 : f32
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %d = arith.divf %e, %scale : f32
    %below = arith.cmpf ult, %d, %lo : f32
    %c0 = arith.select %below, %lo, %d : f32
    %above = arith.cmpf ugt, %c0, %hi : f32
    %c1 = arith.select %above, %hi, %c0 : f32
    %r = arith.truncf %c1 : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<0x256xf8E4M3FN>
  return %q : tensor<0x256xf8E4M3FN>
}

// -----

#id = affine_map<(t, h) -> (t, h)>
#scalar = affine_map<(t, h) -> ()>

// The reciprocal of the scale times the value, in that order, in one body:
// scaling = reciprocal.
// CHECK-LABEL: func.func @reciprocal_first(
// CHECK-SAME:    %[[X:.*]]: tensor<4x256xbf16>, %[[W:.*]]: tensor<256xbf16>, %[[S:.*]]: tensor<f32>
// CHECK-NOT:     linalg.generic
// CHECK:         %[[N:.*]], %[[Q:.*]] = tp.rms_norm %[[X]], %[[W]], %[[S]] epsilon = 9.99999997E-7 {quant = #tp.quant<scheme = fp8_static, scaling = reciprocal>}
// CHECK:         return %[[Q]]
func.func @reciprocal_first(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f32, %out: f8E4M3FN):
    %one = arith.constant 1.0 : f32
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %inv = arith.divf %one, %scale : f32
    %d = arith.mulf %inv, %e : f32
    %below = arith.cmpf ult, %d, %lo : f32
    %c0 = arith.select %below, %lo, %d : f32
    %above = arith.cmpf ugt, %c0, %hi : f32
    %c1 = arith.select %above, %hi, %c0 : f32
    %r = arith.truncf %c1 : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x256xf8E4M3FN>
  return %q : tensor<4x256xf8E4M3FN>
}

// -----

#id = affine_map<(t, h) -> (t, h)>
#scalar = affine_map<(t, h) -> ()>

// Twice the reciprocal is no scale #tp.quant states.
// CHECK-LABEL: func.func @twice_the_reciprocal(
// CHECK:         tp.rms_norm
// CHECK-NOT:     quant =
// CHECK:         arith.truncf
func.func @twice_the_reciprocal(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  // expected-remark @below {{not raised into the norm's quantization: multiplies the normed output by 'arith.divf', not by the reciprocal `1 / scale` of a scale}}
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f32, %out: f8E4M3FN):
    %two = arith.constant 2.0 : f32
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %inv = arith.divf %two, %scale : f32
    %d = arith.mulf %e, %inv : f32
    %below = arith.cmpf ult, %d, %lo : f32
    %c0 = arith.select %below, %lo, %d : f32
    %above = arith.cmpf ugt, %c0, %hi : f32
    %c1 = arith.select %above, %hi, %c0 : f32
    %r = arith.truncf %c1 : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x256xf8E4M3FN>
  return %q : tensor<4x256xf8E4M3FN>
}
