//===- DeviceDivision.cuh - y / s for a pack and one s ---------*- CUDA -*-===//
//
// The quantized epilogue divides a whole group (or row) by one scale:
// `y / s` rounded to nearest even, as runtime.h's formulas state and as
// __fdiv_rn computes it. __fdiv_rn spends a reciprocal (MUFU, a sixteenth of
// the FMA rate) and a range check on every element; here the reciprocal
// r = RN(1 / |s|) is computed once, and each quotient takes one product and
// two corrections with exact remainders (Markstein):
//   q0 = RN(a * r)             within 1.5 ulp of a / b (a = |y|, b = |s|)
//   q1 = RN(q0 + RN(a - b q0) r)   within 1 ulp
//   q2 = RN(q1 + (a - b q1) r) = RN(a / b)
// where a - b q1 is exact (an FMA), since q1 is within an ulp and nothing
// underflows. That needs a, b and the quotient well inside the normal range:
// a and b in [2^-60, 2^60] (a = 0 too); a pack of values outside it (one is
// enough) takes __fdiv_rn, so the check is three integer operations a value
// and one branch a pack. The sign is put back last (a = 0 keeps the sign of
// y / s). The GPU test compares it with __fdiv_rn bit for bit on all 2^32
// y, in packs that mix in and out of range, for a set of divisors
// (MiniFloatDeviceTest.cu).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_DEVICEDIVISION_CUH
#define TPFUSE_RUNTIME_CUDA_DEVICEDIVISION_CUH

#include "common/QuantMath.h"

#include <cstdint>

namespace tpfuse::runtime::cuda {

class RoundedDivisor {
public:
  __device__ explicit RoundedDivisor(float divisor)
      : divisor(divisor), magnitude(fabsf(divisor)),
        reciprocal(divideRn(1.0f, fabsf(divisor))),
        inRange(fabsf(divisor) >= 0x1p-60f && fabsf(divisor) <= 0x1p60f) {}

  /// q_e = __fdiv_rn(y_e, divisor), bit for bit.
  template <int N>
  __device__ void dividePack(const float (&y)[N], float (&q)[N]) const {
    // The bits of |y| order as the values; |y| - 1 wraps 0 to the top, so
    // its minimum is the smallest nonzero magnitude's, less one. NaN's and
    // infinity's bits lie above 2^60's.
    uint32_t largest = 0, smallestLessOne = 0xffffffffu;
#pragma unroll
    for (int e = 0; e < N; ++e) {
      const uint32_t bits = __float_as_uint(y[e]) & 0x7fffffffu;
      largest = max(largest, bits);
      smallestLessOne = min(smallestLessOne, bits - 1u);
    }
    constexpr uint32_t kLowest = 0x21800000u;  // 2^-60
    constexpr uint32_t kHighest = 0x5d800000u; // 2^60
    if (inRange && largest <= kHighest && smallestLessOne >= kLowest - 1u) {
#pragma unroll
      for (int e = 0; e < N; ++e)
        q[e] = divideInRange(y[e]);
    } else {
#pragma unroll
      for (int e = 0; e < N; ++e)
        q[e] = __fdiv_rn(y[e], divisor);
    }
  }

private:
  __device__ float divideInRange(float y) const {
    const float a = fabsf(y);
    float q = __fmul_rn(a, reciprocal);
    q = __fmaf_rn(__fmaf_rn(-q, magnitude, a), reciprocal, q);
    q = __fmaf_rn(__fmaf_rn(-q, magnitude, a), reciprocal, q);
    const uint32_t sign =
        (__float_as_uint(y) ^ __float_as_uint(divisor)) & 0x80000000u;
    return __uint_as_float(__float_as_uint(q) | sign);
  }

  float divisor, magnitude, reciprocal;
  bool inRange;
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_DEVICEDIVISION_CUH
