func.func @rsqrt_of_sum(%x: bf16, %y: bf16) -> bf16 {
  %s = arith.addf %x, %y : bf16
  %r = math.rsqrt %s : bf16
  return %r : bf16
}
