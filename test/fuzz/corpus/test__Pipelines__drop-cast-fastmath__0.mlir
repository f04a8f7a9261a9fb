func.func @casts(%x: bf16, %h: f16) -> (bf16, f32) {
  %w = arith.extf %x fastmath<contract> : bf16 to f32
  %p = arith.mulf %w, %w fastmath<contract> : f32
  %n = arith.truncf %p fastmath<fast> : f32 to bf16
  %hw = arith.extf %h fastmath<nnan, contract> : f16 to f32
  return %n, %hw : bf16, f32
}
