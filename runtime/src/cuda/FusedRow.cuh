//===- FusedRow.cuh - Residual add + RMSNorm of a reduced row --*- CUDA -*-===//
//
// The tail both fused kernels share. A block owns a row and keeps h in
// shared memory (rowCache, one row) between the sum-of-squares pass and the
// scaling pass, so the row is read from the Lamport buffer once.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_FUSEDROW_CUH
#define TPFUSE_RUNTIME_CUDA_FUSEDROW_CUH

#include "DeviceVector.cuh"
#include "InDtypeSum.cuh"
#include "NormMath.cuh"

namespace tpfuse::runtime::cuda {

/// normalizeRow for kNormVariant and kNormInDtype. kNormVariant keeps the
/// row as fp32 values (rowCache holds hidden floats: with
/// TPFUSE_NORM_RESIDUAL_ADD_IN_F32, h is the unrounded sum), kNormInDtype
/// as T values, which thread 0 then sums in index order.
template <typename T, bool EarlyResidual, NormMode Mode, typename ReducedVector>
__device__ __forceinline__ void
normalizeRowVariant(const FusedNormParams &p, int64_t row, uint4 *rowCache,
                    ReducedVector &&reducedVector,
                    float (&written)[kVectorElements<T>]) {
  constexpr int N = kVectorElements<T>;
  const int64_t rowStart = row * p.rowVectors;
  const uint4 *residual = static_cast<const uint4 *>(p.problem.residual);
  uint4 *residualOut = static_cast<uint4 *>(p.problem.residualOut);
  const uint4 *weight = static_cast<const uint4 *>(p.problem.weight);
  const bool f32Sum =
      (p.problem.variant & TPFUSE_NORM_RESIDUAL_ADD_IN_F32) != 0;
  // N floats per vector, as N / 4 float4s.
  float4 *floatCache = reinterpret_cast<float4 *>(rowCache);

  float sumSquares = 0.0f;
  for (int column = threadIdx.x; column < p.rowVectors; column += blockDim.x) {
    const int64_t index = rowStart + column;
    uint4 residualVector = make_uint4(0, 0, 0, 0);
    if (EarlyResidual && residual)
      residualVector = loadVector(residual + index);
    const uint4 x = reducedVector(index);
    float sum[N];
    asPack<T>(x).toFloats(sum);
    if (residual) {
      if (!EarlyResidual)
        residualVector = loadVector(residual + index);
      float r[N];
      asPack<T>(residualVector).toFloats(r);
#pragma unroll
      for (int e = 0; e < N; ++e)
        sum[e] = __fadd_rn(sum[e], r[e]);
    }
    const uint4 rounded = asWords<T>(VectorPack<T>::fromFloats(sum));
    if (residualOut)
      residualOut[index] = rounded;
    if constexpr (Mode == kNormInDtype) {
      // The block reads every entry, after the barrier in inDtypeInverseRms.
      rowCache[column] = rounded;
    } else {
      float h[N];
      if (f32Sum) {
#pragma unroll
        for (int e = 0; e < N; ++e)
          h[e] = sum[e];
      } else {
        asPack<T>(rounded).toFloats(h);
      }
      // Only this thread reads these entries back.
#pragma unroll
      for (int q = 0; q < N / 4; ++q)
        floatCache[column * (N / 4) + q] =
            make_float4(h[4 * q], h[4 * q + 1], h[4 * q + 2], h[4 * q + 3]);
      addSquares(sumSquares, h);
    }
  }

  float inverseRms;
  if constexpr (Mode == kNormInDtype) {
    const T *cached = reinterpret_cast<const T *>(rowCache);
    inverseRms =
        inDtypeInverseRms<T>(p.hidden32, p.problem.epsilon,
                             [&](int64_t j) { return toFloat(cached[j]); });
  } else {
    inverseRms =
        variantInverseRms(blockSum(sumSquares), p.hidden32, p.problem.epsilon);
  }

  const bool weightAfterRounding =
      (p.problem.variant & TPFUSE_NORM_WEIGHT_AFTER_ROUNDING) != 0;
  uint4 *normed = static_cast<uint4 *>(p.problem.normed);
  for (int column = threadIdx.x; column < p.rowVectors; column += blockDim.x) {
    float value[N], w[N];
    asPack<T>(__ldg(weight + column)).toFloats(w);
    if constexpr (Mode == kNormInDtype) {
      asPack<T>(rowCache[column]).toFloats(value);
      scaleInDtype<T>(value, w, inverseRms, p.problem.weightOffset);
    } else {
#pragma unroll
      for (int q = 0; q < N / 4; ++q) {
        const float4 cached = floatCache[column * (N / 4) + q];
        value[4 * q] = cached.x;
        value[4 * q + 1] = cached.y;
        value[4 * q + 2] = cached.z;
        value[4 * q + 3] = cached.w;
      }
      scaleVariant<T>(value, w, inverseRms, p.problem.weightOffset,
                      weightAfterRounding);
    }
    const VectorPack<T> normedPack = VectorPack<T>::fromFloats(value);
    if (normed) // null: a quantizing call without normed (runtime.h)
      normed[rowStart + column] = asWords<T>(normedPack);
    normedPack.toFloats(written);
  }
}

/// For row `row`, the default variant: h = round(x + residual) (h = x
/// without residual), writes residualOut = h if requested, then normed =
/// round(h * rsqrt(mean(h^2) + eps) * weight). `reducedVector(index)`
/// returns x, the all-reduced and rounded input vector at `index`;
/// `rowCache` is the block's dynamic shared memory (p.rowVectors vectors,
/// fusedRowCacheBytes for the other modes). Must be called by every thread
/// of the block (it synchronizes). The other modes (Mode, Kernels.h) follow
/// runtime.h's rounding points for the variant flags in p; they load the
/// same vectors in the same order.
///
/// `written` receives this thread's last vector of the row as stored to
/// normed (for the quantized epilogue; untouched by a thread past the row).
///
/// EarlyResidual: load the residual vector before calling reducedVector, so
/// that its latency overlaps the wait for the peers' data instead of
/// following it. It keeps 4 more registers live across that wait; the world
/// size 8 kernels, already at the 64-register cap, would spill, so they
/// load it after.
template <typename T, bool EarlyResidual, NormMode Mode, typename ReducedVector>
__device__ __forceinline__ void
normalizeRow(const FusedNormParams &p, int64_t row, uint4 *rowCache,
             ReducedVector &&reducedVector,
             float (&written)[kVectorElements<T>]) {
  if constexpr (Mode != kNormDefault) {
    normalizeRowVariant<T, EarlyResidual, Mode>(p, row, rowCache, reducedVector,
                                                written);
    return;
  }
  constexpr int N = kVectorElements<T>;
  const int64_t rowStart = row * p.rowVectors;
  const uint4 *residual = static_cast<const uint4 *>(p.problem.residual);
  uint4 *residualOut = static_cast<uint4 *>(p.problem.residualOut);
  const uint4 *weight = static_cast<const uint4 *>(p.problem.weight);

  // The scaling pass loads the weight after the block sum: start fetching
  // this thread's first vector of it now (a hint; it holds no register).
  if (threadIdx.x < p.rowVectors)
    asm volatile("prefetch.L1 [%0];" : : "l"(weight + threadIdx.x));

  float sumSquares = 0.0f;
  for (int column = threadIdx.x; column < p.rowVectors; column += blockDim.x) {
    const int64_t index = rowStart + column;
    uint4 residualVector = make_uint4(0, 0, 0, 0);
    if (EarlyResidual && residual)
      residualVector = loadVector(residual + index);
    uint4 h = reducedVector(index);
    if (residual) {
      if (!EarlyResidual)
        residualVector = loadVector(residual + index);
      float x[N], r[N];
      asPack<T>(h).toFloats(x);
      asPack<T>(residualVector).toFloats(r);
#pragma unroll
      for (int e = 0; e < N; ++e)
        x[e] += r[e];
      h = asWords<T>(VectorPack<T>::fromFloats(x));
    }
    if (residualOut)
      residualOut[index] = h;
    // Only this thread reads this entry back: no barrier needed.
    rowCache[column] = h;
    float rounded[N];
    asPack<T>(h).toFloats(rounded);
#pragma unroll
    for (int e = 0; e < N; ++e)
      sumSquares += rounded[e] * rounded[e];
  }

  const float scale =
      rsqrtf(blockSum(sumSquares) / float(p.hidden32) + p.problem.epsilon);

  uint4 *normed = static_cast<uint4 *>(p.problem.normed);
  for (int column = threadIdx.x; column < p.rowVectors; column += blockDim.x) {
    float value[N], w[N];
    asPack<T>(rowCache[column]).toFloats(value);
    asPack<T>(__ldg(weight + column)).toFloats(w);
#pragma unroll
    for (int e = 0; e < N; ++e)
      value[e] = value[e] * scale * w[e];
    const VectorPack<T> normedPack = VectorPack<T>::fromFloats(value);
    if (normed) // null: a quantizing call without normed (runtime.h)
      normed[rowStart + column] = asWords<T>(normedPack);
    normedPack.toFloats(written);
  }
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_FUSEDROW_CUH
