//===- NormMath.cuh - The arithmetic of the norm variants ------*- CUDA -*-===//
//
// The steps of runtime.h's variants that the fused kernels (FusedRow.cuh)
// and the local norm (RmsNormKernel.cu) share, written with the _rn
// intrinsics so that the compiler contracts nothing: a kernel of either
// family computes the same bits for the same row, which is what keeps the
// fused, declined and unfused results of a variant identical. The default
// variant keeps its own code (the fast paths), which is not routed through
// here.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_NORMMATH_CUH
#define TPFUSE_RUNTIME_CUDA_NORMMATH_CUH

#include "DeviceVector.cuh"

namespace tpfuse::runtime::cuda {

/// rd(): rounds to T (nearest even) and back.
template <typename T> __device__ __forceinline__ float roundTo(float value) {
  return toFloat(fromFloat<T>(value));
}

/// kNormVariant: sum += h[e]^2 for e in order, each one fma.
template <int N>
__device__ __forceinline__ void addSquares(float &sum, const float (&h)[N]) {
#pragma unroll
  for (int e = 0; e < N; ++e)
    sum = __fmaf_rn(h[e], h[e], sum);
}

/// kNormVariant: rsqrt(sum of squares / hidden + epsilon), in fp32.
__device__ __forceinline__ float
variantInverseRms(float sumSquares, int64_t hidden, float epsilon) {
  return rsqrtf(__fadd_rn(__fdiv_rn(sumSquares, float(hidden)), epsilon));
}

/// kNormVariant: h becomes h * inv * w', or rd(h * inv) * w' with
/// TPFUSE_NORM_WEIGHT_AFTER_ROUNDING, where w' = w + offset in fp32; the
/// caller rounds the result to T.
template <typename T, int N>
__device__ __forceinline__ void scaleVariant(float (&h)[N], const float (&w)[N],
                                             float inverseRms, float offset,
                                             bool weightAfterRounding) {
#pragma unroll
  for (int e = 0; e < N; ++e) {
    float scaled = __fmul_rn(h[e], inverseRms);
    if (weightAfterRounding)
      scaled = roundTo<T>(scaled);
    h[e] = __fmul_rn(scaled, __fadd_rn(w[e], offset));
  }
}

/// kNormInDtype: inv = rd(1 / sqrt(rd(rd(acc / hidden) + rd(epsilon)))) from
/// the sum of squares acc, with the square root and the division correctly
/// rounded, as the CPU backend computes them, so that the whole row is the
/// CPU backend's bits.
template <typename T>
__device__ __forceinline__ float
inDtypeInverseRmsOfSum(float accumulated, int64_t hidden, float epsilon) {
  const float mean = roundTo<T>(__fdiv_rn(accumulated, float(hidden)));
  const float shifted = roundTo<T>(__fadd_rn(mean, roundTo<T>(epsilon)));
  return roundTo<T>(__fdiv_rn(1.0f, __fsqrt_rn(shifted)));
}

/// kNormInDtype: h becomes rd(h * inv) * w' (w' = w + offset, which the
/// API keeps at zero); the caller rounds the result to T.
template <typename T, int N>
__device__ __forceinline__ void scaleInDtype(float (&h)[N], const float (&w)[N],
                                             float inverseRms, float offset) {
#pragma unroll
  for (int e = 0; e < N; ++e)
    h[e] = __fmul_rn(roundTo<T>(__fmul_rn(h[e], inverseRms)),
                     __fadd_rn(w[e], offset));
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_NORMMATH_CUH
