; __truncsfbf2: float to bfloat, rounding to nearest even (a NaN stays a
; quiet NaN), as compiler-rt and GCC 13's libgcc define it. LLVM's x86
; backend calls it for bf16 arithmetic that reaches it unemulated, e.g.
; math.rsqrt on bf16 (test/Frontends/Torch/Inputs/e2e/functional_rms_norm.mlir
; compiled as exported), and Debian 12's libgcc (GCC 12) lacks it. Compiled
; by the llc that compiles the callers, so that the bfloat return follows
; their ABI.

define bfloat @__truncsfbf2(float %value) {
  %bits = bitcast float %value to i32
  %upper = lshr i32 %bits, 16
  %lowest_kept = and i32 %upper, 1
  %bias = add i32 %lowest_kept, 32767
  %biased = add i32 %bits, %bias
  %rounded32 = lshr i32 %biased, 16
  %rounded = trunc i32 %rounded32 to i16
  %upper16 = trunc i32 %upper to i16
  %quiet = or i16 %upper16, 64
  %is_nan = fcmp uno float %value, %value
  %result16 = select i1 %is_nan, i16 %quiet, i16 %rounded
  %result = bitcast i16 %result16 to bfloat
  ret bfloat %result
}
