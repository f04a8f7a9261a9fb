func.func @squares(%x: f32, %t: tensor<4xbf16>, %h: f16) -> (f32, tensor<4xbf16>, f16) {
  %two = arith.constant 2.0 : f32
  %s = math.powf %x, %two fastmath<nnan> : f32
  %twos = arith.constant dense<2.0> : tensor<4xbf16>
  %st = math.powf %t, %twos : tensor<4xbf16>
  %htwo = arith.constant 2.0 : f16
  %sh = math.powf %h, %htwo : f16
  return %s, %st, %sh : f32, tensor<4xbf16>, f16
}

func.func @other_exponents(%x: f32, %y: f32) -> (f32, f32, f32) {
  %three = arith.constant 3.0 : f32
  %almost = arith.constant 2.0000002 : f32
  %a = math.powf %x, %three : f32
  %b = math.powf %x, %almost : f32
  %c = math.powf %x, %y : f32
  return %a, %b, %c : f32, f32, f32
}
