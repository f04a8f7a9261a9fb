func.func @f(%x: f16) -> f16 {
  %y = math.exp %x : f16
  %z = math.rsqrt %y : f16
  return %z : f16
}
