//===- FusedRow.cuh - Residual add + RMSNorm of one reduced row -*- CUDA
//-*-===//
//
// The tail both fused kernels share. A block owns a row and keeps h in
// shared memory (rowCache, one row) between the sum-of-squares pass and the
// scaling pass, so the row is read from the Lamport buffer once.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_FUSEDROW_CUH
#define TPFUSE_RUNTIME_CUDA_FUSEDROW_CUH

#include "DeviceVector.cuh"

namespace tpfuse::runtime::cuda {

/// For row `row`: h = round(x + residual) (h = x without residual), writes
/// residualOut = h if requested, then normed = round(h * rsqrt(mean(h^2) +
/// eps) * weight). `reducedVector(index)` returns x, the all-reduced and
/// rounded input vector at `index`; `rowCache` is the block's dynamic
/// shared memory (p.rowVectors vectors). Must be called by every thread of
/// the block (it synchronizes).
///
/// EarlyResidual: load the residual vector before calling reducedVector, so
/// that its latency overlaps the wait for the peers' data instead of
/// following it. It keeps 4 more registers live across that wait; the world
/// size 8 kernels, already at the 64-register cap, would spill, so they
/// load it after.
template <typename T, bool EarlyResidual, typename ReducedVector>
__device__ __forceinline__ void normalizeRow(const FusedNormParams &p,
                                             int64_t row, uint4 *rowCache,
                                             ReducedVector &&reducedVector) {
  constexpr int N = kVectorElements<T>;
  const int64_t rowStart = row * p.rowVectors;
  const uint4 *residual = static_cast<const uint4 *>(p.residual);
  uint4 *residualOut = static_cast<uint4 *>(p.residualOut);
  const uint4 *weight = static_cast<const uint4 *>(p.weight);

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
      rsqrtf(blockSum(sumSquares) / float(p.hidden) + p.epsilon);

  uint4 *normed = static_cast<uint4 *>(p.normed);
  for (int column = threadIdx.x; column < p.rowVectors; column += blockDim.x) {
    float value[N], w[N];
    asPack<T>(rowCache[column]).toFloats(value);
    asPack<T>(__ldg(weight + column)).toFloats(w);
#pragma unroll
    for (int e = 0; e < N; ++e)
      value[e] = value[e] * scale * w[e];
    normed[rowStart + column] = asWords<T>(VectorPack<T>::fromFloats(value));
  }
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_FUSEDROW_CUH
