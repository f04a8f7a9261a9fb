func.func @rsqrt_of_exp(%x: f16) -> f16 {
  %e = math.exp %x : f16
  %r = math.rsqrt %e : f16
  return %r : f16
}
