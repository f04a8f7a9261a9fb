//===- RmsNormKernel.cu - Local residual RMSNorm --------------------------===//
//
// The decline fallback's norm (after an NCCL all-reduce) and the local
// tpfuse_rms_norm. Any hidden size: one block per row, two passes, and the
// second pass re-reads h (from residualOut if written, else recomputes it)
// instead of caching the row. Re-reading keeps the permitted aliasing safe:
// each thread reads an element before it overwrites it, and residualOut ==
// residual is read back as h, never as the old residual.
//
//===----------------------------------------------------------------------===//

#include "DeviceVector.cuh"

namespace tpfuse::runtime::cuda {
namespace {

template <typename T, int N>
__device__ __forceinline__ void loadH(const NormParams &p, int64_t index,
                                      float (&h)[N]) {
  using P = Pack<T, N>;
  static_cast<const P *>(p.input)[index].toFloats(h);
  if (p.residual) {
    float r[N];
    static_cast<const P *>(p.residual)[index].toFloats(r);
#pragma unroll
    for (int e = 0; e < N; ++e)
      h[e] += r[e];
    // The norm reads h as stored, rounded to T.
    P::fromFloats(h).toFloats(h);
  }
}

template <typename T, int N>
__global__ void __launch_bounds__(1024) rmsNorm(const NormParams p) {
  using P = Pack<T, N>;
  waitForPrerequisiteGrids();
  const int64_t rowPacks = p.hidden / N;
  for (int64_t row = blockIdx.x; row < p.tokens; row += gridDim.x) {
    const int64_t rowStart = row * rowPacks;
    float sumSquares = 0.0f;
    for (int64_t column = threadIdx.x; column < rowPacks;
         column += blockDim.x) {
      float h[N];
      loadH<T, N>(p, rowStart + column, h);
      if (p.residualOut)
        static_cast<P *>(p.residualOut)[rowStart + column] = P::fromFloats(h);
#pragma unroll
      for (int e = 0; e < N; ++e)
        sumSquares += h[e] * h[e];
    }
    const float scale =
        rsqrtf(blockSum(sumSquares) / float(p.hidden) + p.epsilon);
    for (int64_t column = threadIdx.x; column < rowPacks;
         column += blockDim.x) {
      float h[N], w[N];
      if (p.residualOut)
        static_cast<const P *>(p.residualOut)[rowStart + column].toFloats(h);
      else
        loadH<T, N>(p, rowStart + column, h);
      static_cast<const P *>(p.weight)[column].toFloats(w);
#pragma unroll
      for (int e = 0; e < N; ++e)
        h[e] = h[e] * scale * w[e];
      static_cast<P *>(p.normed)[rowStart + column] = P::fromFloats(h);
    }
  }
  allowDependentLaunch();
}

template <typename T> const void *selectWidth(bool vectorized) {
  if (vectorized)
    return reinterpret_cast<const void *>(&rmsNorm<T, kVectorElements<T>>);
  return reinterpret_cast<const void *>(&rmsNorm<T, 1>);
}

} // namespace

const void *rmsNormKernel(tpfuse_dtype dtype, bool vectorized) {
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return selectWidth<__nv_bfloat16>(vectorized);
  case TPFUSE_DTYPE_F16:
    return selectWidth<__half>(vectorized);
  case TPFUSE_DTYPE_F32:
    return selectWidth<float>(vectorized);
  }
  return nullptr;
}

} // namespace tpfuse::runtime::cuda
