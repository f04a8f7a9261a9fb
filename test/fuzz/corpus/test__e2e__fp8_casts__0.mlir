func.func @f32_to_fp8(%x: f32) -> f8E4M3FN attributes {llvm.emit_c_interface} {
  %y = arith.truncf %x : f32 to f8E4M3FN
  return %y : f8E4M3FN
}

func.func @bf16_to_fp8(%bits: i16) -> f8E4M3FN attributes {llvm.emit_c_interface} {
  %x = arith.bitcast %bits : i16 to bf16
  %y = arith.truncf %x : bf16 to f8E4M3FN
  return %y : f8E4M3FN
}

func.func @fp8_to_f32(%x: f8E4M3FN) -> f32 attributes {llvm.emit_c_interface} {
  %y = arith.extf %x : f8E4M3FN to f32
  return %y : f32
}

func.func @fp8_to_bf16(%x: f8E4M3FN) -> i16 attributes {llvm.emit_c_interface} {
  %y = arith.extf %x : f8E4M3FN to bf16
  %bits = arith.bitcast %y : bf16 to i16
  return %bits : i16
}
