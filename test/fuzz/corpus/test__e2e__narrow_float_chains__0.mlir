func.func @bf16_rsqrt_of_sum(%a: i16, %b: i16) -> i16 {
  %x = arith.bitcast %a : i16 to bf16
  %y = arith.bitcast %b : i16 to bf16
  %sum = arith.addf %x, %y : bf16
  %root = math.rsqrt %sum : bf16
  %bits = arith.bitcast %root : bf16 to i16
  return %bits : i16
}

func.func @bf16_rsqrt_of_sum_rounded(%a: i16, %b: i16) -> i16 {
  %x = arith.bitcast %a : i16 to bf16
  %y = arith.bitcast %b : i16 to bf16
  %xw = arith.extf %x : bf16 to f32
  %yw = arith.extf %y : bf16 to f32
  %sumw = arith.addf %xw, %yw : f32
  %sum = arith.truncf %sumw : f32 to bf16
  %sumx = arith.extf %sum : bf16 to f32
  %rootw = math.rsqrt %sumx : f32
  %root = arith.truncf %rootw : f32 to bf16
  %bits = arith.bitcast %root : bf16 to i16
  return %bits : i16
}

func.func @bf16_quotient(%a: i16, %b: i16) -> i16 {
  %x = arith.bitcast %a : i16 to bf16
  %y = arith.bitcast %b : i16 to bf16
  %product = arith.mulf %x, %y : bf16
  %sum = arith.addf %x, %y : bf16
  %quotient = arith.divf %product, %sum : bf16
  %bits = arith.bitcast %quotient : bf16 to i16
  return %bits : i16
}

func.func @bf16_quotient_rounded(%a: i16, %b: i16) -> i16 {
  %x = arith.bitcast %a : i16 to bf16
  %y = arith.bitcast %b : i16 to bf16
  %xw = arith.extf %x : bf16 to f32
  %yw = arith.extf %y : bf16 to f32
  %productw = arith.mulf %xw, %yw : f32
  %product = arith.truncf %productw : f32 to bf16
  %sumw = arith.addf %xw, %yw : f32
  %sum = arith.truncf %sumw : f32 to bf16
  %productx = arith.extf %product : bf16 to f32
  %sumx = arith.extf %sum : bf16 to f32
  %quotientw = arith.divf %productx, %sumx : f32
  %quotient = arith.truncf %quotientw : f32 to bf16
  %bits = arith.bitcast %quotient : bf16 to i16
  return %bits : i16
}

func.func @f16_rsqrt_of_exp(%a: i16) -> i16 {
  %x = arith.bitcast %a : i16 to f16
  %power = math.exp %x : f16
  %root = math.rsqrt %power : f16
  %bits = arith.bitcast %root : f16 to i16
  return %bits : i16
}

func.func @f16_rsqrt_of_exp_rounded(%a: i16) -> i16 {
  %x = arith.bitcast %a : i16 to f16
  %xw = arith.extf %x : f16 to f32
  %powerw = math.exp %xw : f32
  %power = arith.truncf %powerw : f32 to f16
  %powerx = arith.extf %power : f16 to f32
  %rootw = math.rsqrt %powerx : f32
  %root = arith.truncf %rootw : f32 to f16
  %bits = arith.bitcast %root : f16 to i16
  return %bits : i16
}

#map = affine_map<(d0) -> (d0)>
func.func @bf16_generic(%x: tensor<65536xbf16>) -> tensor<65536xbf16>
    attributes {llvm.emit_c_interface} {
  %epsilon = arith.constant 9.765625e-04 : bf16
  %init = tensor.empty() : tensor<65536xbf16>
  %result = linalg.generic {indexing_maps = [#map, #map],
                            iterator_types = ["parallel"]}
      ins(%x : tensor<65536xbf16>) outs(%init : tensor<65536xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %square = arith.mulf %in, %in : bf16
    %shifted = arith.addf %square, %epsilon : bf16
    %root = math.rsqrt %shifted : bf16
    %scaled = arith.mulf %root, %in : bf16
    linalg.yield %scaled : bf16
  } -> tensor<65536xbf16>
  return %result : tensor<65536xbf16>
}

func.func @bf16_generic_rounded(%x: tensor<65536xbf16>) -> tensor<65536xbf16>
    attributes {llvm.emit_c_interface} {
  %epsilon = arith.constant 9.765625e-04 : f32
  %init = tensor.empty() : tensor<65536xbf16>
  %result = linalg.generic {indexing_maps = [#map, #map],
                            iterator_types = ["parallel"]}
      ins(%x : tensor<65536xbf16>) outs(%init : tensor<65536xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %inw = arith.extf %in : bf16 to f32
    %squarew = arith.mulf %inw, %inw : f32
    %square = arith.truncf %squarew : f32 to bf16
    %squarex = arith.extf %square : bf16 to f32
    %shiftedw = arith.addf %squarex, %epsilon : f32
    %shifted = arith.truncf %shiftedw : f32 to bf16
    %shiftedx = arith.extf %shifted : bf16 to f32
    %rootw = math.rsqrt %shiftedx : f32
    %root = arith.truncf %rootw : f32 to bf16
    %rootx = arith.extf %root : bf16 to f32
    %scaledw = arith.mulf %rootx, %inw : f32
    %scaled = arith.truncf %scaledw : f32 to bf16
    linalg.yield %scaled : bf16
  } -> tensor<65536xbf16>
  return %result : tensor<65536xbf16>
}
