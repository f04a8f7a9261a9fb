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
  // expected-remark @below {{not raised into the norm's quantization: multiplies the normed output by a quotient whose numerator is the constant 2, not by the reciprocal `1 / scale` of a scale}}
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

// -----

#id = affine_map<(t, h) -> (t, h)>
#scalar = affine_map<(t, h) -> ()>

// vLLM's QuantFP8 with a static scale, one op each as torch-mlir exports
// `x.to(torch.float32) * scale.reciprocal()`: scaling = reciprocal, the norm
// reading the scale itself (not its reciprocal). The reciprocal's assertion
// that the scale is not 0 stays.
// CHECK-LABEL: func.func @reciprocal_static(
// CHECK-SAME:    %[[X:.*]]: tensor<4x256xbf16>, %[[W:.*]]: tensor<256xbf16>, %[[S:.*]]: tensor<f32>
// CHECK:         %[[N:.*]], %[[Q:.*]] = tp.rms_norm %[[X]], %[[W]], %[[S]] epsilon = 9.99999997E-7 {quant = #tp.quant<scheme = fp8_static, scaling = reciprocal>}
// CHECK:         linalg.generic {{.*}} ins(%[[S]] : tensor<f32>)
// CHECK:           cf.assert
// CHECK-NOT:     arith.mulf
// CHECK-NOT:     arith.truncf
// CHECK:         return %[[Q]]
func.func @reciprocal_static(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %lo = arith.constant -448.0 : f32
  %hi = arith.constant 448.0 : f32
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init0 = tensor.empty() : tensor<f32>
  %inv = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%s : tensor<f32>) outs(%init0 : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %nonzero = arith.cmpf one, %in, %zero : f32
    cf.assert %nonzero, "unimplemented: tensor with zero element"
    %r = arith.divf %one, %in : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %init = tensor.empty() : tensor<4x256xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n : tensor<4x256xbf16>) outs(%init : tensor<4x256xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %r = arith.extf %in : bf16 to f32
    linalg.yield %r : f32
  } -> tensor<4x256xf32>
  %m = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %inv : tensor<4x256xf32>, tensor<f32>) outs(%init : tensor<4x256xf32>) {
  ^bb0(%in: f32, %in_r: f32, %out: f32):
    %r = arith.mulf %in, %in_r : f32
    linalg.yield %r : f32
  } -> tensor<4x256xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<4x256xf32>) outs(%init : tensor<4x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %below = arith.cmpf ult, %in, %lo : f32
    %c0 = arith.select %below, %lo, %in : f32
    %above = arith.cmpf ugt, %c0, %hi : f32
    %c1 = arith.select %above, %hi, %c0 : f32
    linalg.yield %c1 : f32
  } -> tensor<4x256xf32>
  %init8 = tensor.empty() : tensor<4x256xf8E4M3FN>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<4x256xf32>) outs(%init8 : tensor<4x256xf8E4M3FN>) {
  ^bb0(%in: f32, %out: f8E4M3FN):
    %r = arith.truncf %in : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x256xf8E4M3FN>
  return %q : tensor<4x256xf8E4M3FN>
}

// -----

#id = affine_map<(t, h) -> (t, h)>
#row = affine_map<(t, h) -> (t)>
#token = affine_map<(t, h) -> (t, 0)>

// vLLM's QuantFP8 per token: s = max(amax(|y|) / 448, 1 / (448 * 512)), the
// values y * (1 / s). The norm's scales replace s, which the function
// returns and the remaining reciprocal reads.
// CHECK-LABEL: func.func @reciprocal_per_token(
// CHECK:         %[[N:.*]], %[[Q:.*]]:2 = tp.rms_norm %{{.*}}, %{{.*}} epsilon = 9.99999997E-7 {quant = #tp.quant<scheme = fp8_per_token, min_scale = 4.35965421E-6 : f32, scaling = reciprocal>}
// CHECK-SAME:      -> (tensor<4x256xbf16>, tensor<4x256xf8E4M3FN>, tensor<4x1xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[Q]]#1 : tensor<4x1xf32>)
// CHECK:           cf.assert
// CHECK-NOT:     arith.mulf
// CHECK-NOT:     arith.truncf
// CHECK:         return %[[Q]]#0, %[[Q]]#1
func.func @reciprocal_per_token(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>) -> (tensor<4x256xf8E4M3FN>, tensor<4x1xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %lo = arith.constant -448.0 : f32
  %hi = arith.constant 448.0 : f32
  %floor = arith.constant 4.35965421E-6 : f32
  %ninf = arith.constant 0xFF80 : bf16
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init16 = tensor.empty() : tensor<4x256xbf16>
  %abs = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n : tensor<4x256xbf16>) outs(%init16 : tensor<4x256xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %r = math.absf %in : bf16
    linalg.yield %r : bf16
  } -> tensor<4x256xbf16>
  %empty_max = tensor.empty() : tensor<4xbf16>
  %start = linalg.fill ins(%ninf : bf16) outs(%empty_max : tensor<4xbf16>) -> tensor<4xbf16>
  %amax = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%abs : tensor<4x256xbf16>) outs(%start : tensor<4xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %r = arith.maximumf %in, %out : bf16
    linalg.yield %r : bf16
  } -> tensor<4xbf16>
  %amax1 = tensor.expand_shape %amax [[0, 1]] output_shape [4, 1] : tensor<4xbf16> into tensor<4x1xbf16>
  %init1 = tensor.empty() : tensor<4x1xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%amax1 : tensor<4x1xbf16>) outs(%init1 : tensor<4x1xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %a = arith.extf %in : bf16 to f32
    %d = arith.divf %a, %hi : f32
    %small = arith.cmpf ult, %d, %floor : f32
    %r = arith.select %small, %floor, %d : f32
    linalg.yield %r : f32
  } -> tensor<4x1xf32>
  %inv = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x1xf32>) outs(%init1 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %nonzero = arith.cmpf one, %in, %zero : f32
    cf.assert %nonzero, "unimplemented: tensor with zero element"
    %r = arith.divf %one, %in : f32
    linalg.yield %r : f32
  } -> tensor<4x1xf32>
  %init = tensor.empty() : tensor<4x256xf32>
  %m = linalg.generic {indexing_maps = [#id, #token, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %inv : tensor<4x256xbf16>, tensor<4x1xf32>) outs(%init : tensor<4x256xf32>) {
  ^bb0(%in: bf16, %in_r: f32, %out: f32):
    %e = arith.extf %in : bf16 to f32
    %r = arith.mulf %e, %in_r : f32
    linalg.yield %r : f32
  } -> tensor<4x256xf32>
  %init8 = tensor.empty() : tensor<4x256xf8E4M3FN>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<4x256xf32>) outs(%init8 : tensor<4x256xf8E4M3FN>) {
  ^bb0(%in: f32, %out: f8E4M3FN):
    %below = arith.cmpf ult, %in, %lo : f32
    %c0 = arith.select %below, %lo, %in : f32
    %above = arith.cmpf ugt, %c0, %hi : f32
    %c1 = arith.select %above, %hi, %c0 : f32
    %r = arith.truncf %c1 : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x256xf8E4M3FN>
  return %q, %s : tensor<4x256xf8E4M3FN>, tensor<4x1xf32>
}

// -----

#id3 = affine_map<(t, g, h) -> (t, g, h)>
#group = affine_map<(t, g, h) -> (t, g)>
#scale3 = affine_map<(t, g, h) -> (t, g, 0)>

// Per group of 128, the hidden dimension split in [groups, 128], and the
// reciprocal first: (1 / s) * y.
// CHECK-LABEL: func.func @reciprocal_per_group(
// CHECK:         %[[N:.*]], %[[Q:.*]]:2 = tp.rms_norm %{{.*}}, %{{.*}} epsilon = 9.99999997E-7 {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 4.35965421E-6 : f32, scaling = reciprocal>}
// CHECK-SAME:      -> (tensor<4x256xbf16>, tensor<4x256xf8E4M3FN>, tensor<4x2xf32>)
// CHECK-NOT:     arith.mulf
// CHECK-NOT:     arith.truncf
// CHECK:         %[[VALUES:.*]] = tensor.expand_shape %[[Q]]#0 {{.*}} into tensor<4x2x128xf8E4M3FN>
// CHECK:         %[[SCALES:.*]] = tensor.expand_shape %[[Q]]#1 {{.*}} into tensor<4x2x1xf32>
// CHECK:         return %[[VALUES]], %[[SCALES]]
func.func @reciprocal_per_group(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>) -> (tensor<4x2x128xf8E4M3FN>, tensor<4x2x1xf32>) {
  %one = arith.constant 1.0 : f32
  %lo = arith.constant -448.0 : f32
  %hi = arith.constant 448.0 : f32
  %floor = arith.constant 4.35965421E-6 : f32
  %ninf = arith.constant 0xFF80 : bf16
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %y = tensor.expand_shape %n [[0], [1, 2]] output_shape [4, 2, 128] : tensor<4x256xbf16> into tensor<4x2x128xbf16>
  %init16 = tensor.empty() : tensor<4x2x128xbf16>
  %abs = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%y : tensor<4x2x128xbf16>) outs(%init16 : tensor<4x2x128xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %r = math.absf %in : bf16
    linalg.yield %r : bf16
  } -> tensor<4x2x128xbf16>
  %empty_max = tensor.empty() : tensor<4x2xbf16>
  %start = linalg.fill ins(%ninf : bf16) outs(%empty_max : tensor<4x2xbf16>) -> tensor<4x2xbf16>
  %amax = linalg.generic {indexing_maps = [#id3, #group], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%abs : tensor<4x2x128xbf16>) outs(%start : tensor<4x2xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %r = arith.maximumf %in, %out : bf16
    linalg.yield %r : bf16
  } -> tensor<4x2xbf16>
  %amax1 = tensor.expand_shape %amax [[0], [1, 2]] output_shape [4, 2, 1] : tensor<4x2xbf16> into tensor<4x2x1xbf16>
  %init1 = tensor.empty() : tensor<4x2x1xf32>
  %s = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%amax1 : tensor<4x2x1xbf16>) outs(%init1 : tensor<4x2x1xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %a = arith.extf %in : bf16 to f32
    %d = arith.divf %a, %hi : f32
    %small = arith.cmpf ult, %d, %floor : f32
    %r = arith.select %small, %floor, %d : f32
    linalg.yield %r : f32
  } -> tensor<4x2x1xf32>
  %init8 = tensor.empty() : tensor<4x2x128xf8E4M3FN>
  %q = linalg.generic {indexing_maps = [#scale3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s, %y : tensor<4x2x1xf32>, tensor<4x2x128xbf16>) outs(%init8 : tensor<4x2x128xf8E4M3FN>) {
  ^bb0(%in_s: f32, %in: bf16, %out: f8E4M3FN):
    %inv = arith.divf %one, %in_s : f32
    %e = arith.extf %in : bf16 to f32
    %m = arith.mulf %inv, %e : f32
    %below = arith.cmpf ult, %m, %lo : f32
    %c0 = arith.select %below, %lo, %m : f32
    %above = arith.cmpf ugt, %c0, %hi : f32
    %c1 = arith.select %above, %hi, %c0 : f32
    %r = arith.truncf %c1 : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x2x128xf8E4M3FN>
  return %q, %s : tensor<4x2x128xf8E4M3FN>, tensor<4x2x1xf32>
}

// -----

#id = affine_map<(t, h) -> (t, h)>
#scalar = affine_map<(t, h) -> ()>

// Times the scale itself (an inverse scale passed where the scale is
// declared): no scale #tp.quant states.
// CHECK-LABEL: func.func @times_the_scale(
// CHECK:         tp.rms_norm
// CHECK-NOT:     quant =
// CHECK:         arith.truncf
func.func @times_the_scale(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  // expected-remark @below {{not raised into the norm's quantization: multiplies the normed output by a value it does not compute, not by the reciprocal `1 / scale` of a scale}}
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f32, %out: f8E4M3FN):
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %d = arith.mulf %e, %scale : f32
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

// The scale first, times the normed output: the norm is still found in the
// second operand, so the product is remarked on rather than passed over.
// CHECK-LABEL: func.func @scale_times_normed(
// CHECK-NOT:     quant =
// CHECK:         arith.truncf
func.func @scale_times_normed(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  // expected-remark @below {{not raised into the norm's quantization: multiplies the normed output by a value it does not compute, not by the reciprocal `1 / scale` of a scale}}
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f32, %out: f8E4M3FN):
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %d = arith.mulf %scale, %e : f32
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

// A product of what no tp norm computes, in either order: no candidate, no
// remark.
// CHECK-LABEL: func.func @product_of_no_norm(
// CHECK:         arith.truncf
func.func @product_of_no_norm(%v: tensor<4x256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%v, %s : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
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

// The reciprocal computed in f16, then widened: 1 / s rounded to f16, where
// #tp.quant rounds it to f32.
// CHECK-LABEL: func.func @f16_reciprocal(
// CHECK-NOT:     quant =
// CHECK:         arith.truncf
func.func @f16_reciprocal(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  // expected-remark @below {{not raised into the norm's quantization: multiplies the normed output by the reciprocal `1 / scale` computed in f16, not in f32}}
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f32, %out: f8E4M3FN):
    %one = arith.constant 1.0 : f16
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %s16 = arith.truncf %scale : f32 to f16
    %inv16 = arith.divf %one, %s16 : f16
    %inv = arith.extf %inv16 : f16 to f32
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

// -----

#id = affine_map<(t, h) -> (t, h)>
#scalar = affine_map<(t, h) -> ()>

// The reciprocal taken and applied in bf16 (`y * scale.to(torch.bfloat16)
// .reciprocal()`): the product rounds to bf16 before the FP8 rounding.
// CHECK-LABEL: func.func @bf16_reciprocal(
// CHECK-NOT:     quant =
// CHECK:         arith.truncf
func.func @bf16_reciprocal(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  // expected-remark @below {{not raised into the norm's quantization: clamps and multiplies in bf16, rounding to bf16 before the rounding to FP8}}
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f32, %out: f8E4M3FN):
    %one = arith.constant 1.0 : bf16
    %lo = arith.constant -448.0 : bf16
    %hi = arith.constant 448.0 : bf16
    %s16 = arith.truncf %scale : f32 to bf16
    %inv = arith.divf %one, %s16 : bf16
    %d = arith.mulf %y, %inv : bf16
    %below = arith.cmpf ult, %d, %lo : bf16
    %c0 = arith.select %below, %lo, %d : bf16
    %above = arith.cmpf ugt, %c0, %hi : bf16
    %c1 = arith.select %above, %hi, %c0 : bf16
    %r = arith.truncf %c1 : bf16 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x256xf8E4M3FN>
  return %q : tensor<4x256xf8E4M3FN>
}

// -----

#id = affine_map<(t, h) -> (t, h)>
#scalar = affine_map<(t, h) -> ()>

// The reciprocal computed in f64 and narrowed to f32.
// CHECK-LABEL: func.func @f64_reciprocal(
// CHECK-NOT:     quant =
// CHECK:         arith.truncf
func.func @f64_reciprocal(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f64>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  // expected-remark @below {{not raised into the norm's quantization: multiplies the normed output by the reciprocal `1 / scale` computed in f64, not in f32}}
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s : tensor<4x256xbf16>, tensor<f64>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f64, %out: f8E4M3FN):
    %one = arith.constant 1.0 : f64
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %inv64 = arith.divf %one, %scale : f64
    %inv = arith.truncf %inv64 : f64 to f32
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
