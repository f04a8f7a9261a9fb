//===- RmsNormKernel.cu - Local residual RMSNorm --------------------------===//
//
// The decline fallback's norm (after an NCCL all-reduce) and the local
// tpfuse_rms_norm. Any hidden size; a grid of blocks, each owning rows
// blockIdx.x + k * gridDim.x, one row at a time: resident blocks with
// several rows each, or, for many rows of the unquantized default and
// variant modes, a block per row; with fewer rows than multiprocessors,
// long register-held rows split across the blocks of a cluster
// (rmsNormSplitRows, RowSplit.cuh). planRmsNorm (CudaBackendLaunch.cpp)
// says when.
//
// A row of at most blockDim.x packs (one pack per thread: the backend's
// launch for rows up to 1024 packs, e.g. hidden 8192 bf16) stays in
// registers: each thread loads its pack of input and residual once and
// issues the loads of its next row before the block-wide sum of squares, so
// every block keeps a row's loads in flight while it reduces and stores the
// current one. Longer rows take two passes, the second re-reading h (from
// residualOut if written, else recomputing it).
//
// Aliasing (normed == input, residualOut == residual) is safe on both paths:
// an element is read and written by the same thread, the read first; the
// early loads read the block's next row, which nothing has written yet; the
// second pass reads residualOut back as h, never as the old residual.
//
// The other variants (NormMode, Kernels.h) run rmsNormVariant. kNormVariant
// rows of at most blockDim.x packs take the register path too (with
// NormMath.cuh's steps; the fp32 sum of TPFUSE_NORM_RESIDUAL_ADD_IN_F32
// held beside the packed h). Many unquantized kNormVariant rows take a block
// each from rmsNormVariantRowPerBlock, which parks that sum in shared memory
// to run two blocks per SM, as the default's kernel. Unquantized
// vectorized kNormInDtype rows are chained in the dtype (rmsNormInDtypeChains,
// InDtypeChain.cuh): a thread a row with several rows a block; a block's single
// row filtered by the other warps ahead of one lane's chain
// (InDtypeChainPipeline.cuh), or by the chaining warp itself past the
// pipeline's length. Longer rows, and the other kNormInDtype rows, take two
// passes: the first only reads (the sum of squares, or for kNormInDtype the row
// into shared memory), the second re-reads input and residual and writes both
// outputs, so in place stays safe and the fp32 sum never needs storing. Each
// thread takes the same columns in the same order as a fused kernel's thread
// (NormMath.cuh's arithmetic), so the bits match the fused kernels' for every
// variant.
//
// Instances with Quantizes end each row with the quantized epilogue
// (QuantizeRow.cuh), as the fused kernels do, so every path quantizes the
// normed row it wrote with the same code.
//
//===----------------------------------------------------------------------===//

#include "DeviceVector.cuh"
#include "InDtypeChain.cuh"
#include "InDtypeChainPipeline.cuh"
#include "InDtypeChainRule.h"
#include "InDtypeSum.cuh"
#include "KernelTable.cuh"
#include "NormMath.cuh"
#include "QuantizeRow.cuh"
#include "RowSplit.cuh"

#include <type_traits>

namespace tpfuse::runtime::cuda {
namespace {

/// A pack as raw words: a 16-byte pack stays four 32-bit registers instead
/// of N 16-bit ones, which keeps the row path at 32 registers (two blocks
/// of 1024 threads per SM).
template <typename P>
using PackWords = std::conditional_t<sizeof(P) == kVectorBytes, uint4, P>;
template <typename P>
__device__ __forceinline__ P fromWords(const PackWords<P> &words) {
  return *reinterpret_cast<const P *>(&words);
}
template <typename P>
__device__ __forceinline__ PackWords<P> toWords(const P &pack) {
  return *reinterpret_cast<const PackWords<P> *>(&pack);
}

/// h = x + residual (x without one), rounded to T: the norm reads h as
/// stored.
template <typename T, int N>
__device__ __forceinline__ Pack<T, N>
addResidual(const Pack<T, N> &x, const Pack<T, N> &residual, bool hasResidual) {
  if (!hasResidual)
    return x;
  float h[N], r[N];
  x.toFloats(h);
  residual.toFloats(r);
#pragma unroll
  for (int e = 0; e < N; ++e)
    h[e] += r[e];
  return Pack<T, N>::fromFloats(h);
}

template <typename T, int N>
__device__ __forceinline__ void loadH(const NormProblem &p, int64_t index,
                                      float (&h)[N]) {
  using P = Pack<T, N>;
  using Words = PackWords<P>;
  const Words x = static_cast<const Words *>(p.input)[index];
  const Words r =
      p.residual ? static_cast<const Words *>(p.residual)[index] : Words{};
  addResidual<T, N>(fromWords<P>(x), fromWords<P>(r), p.residual != nullptr)
      .toFloats(h);
}

/// Each thread's pack of N fp32 sums, parked in shared memory across a
/// block sum: whole float4s where N allows (two 16-byte accesses for a
/// pack of 8, consecutive threads in consecutive 16 bytes), else floats.
/// Only the thread that stores an entry loads it: no barrier. Without
/// `Used`, one word, for instances that never park.
template <int N, bool Used> struct ParkedSums {
  static constexpr int kWords = !Used ? 1 : N % 4 == 0 ? N / 4 : N;
  using Word = std::conditional_t<N % 4 == 0, float4, float>;
  Word words[kWords][Used ? kMaxThreadsPerRow : 1];

  __device__ __forceinline__ void store(const float (&sum)[N]) {
#pragma unroll
    for (int q = 0; q < kWords; ++q) {
      if constexpr (N % 4 == 0)
        words[q][threadIdx.x] = make_float4(sum[4 * q], sum[4 * q + 1],
                                            sum[4 * q + 2], sum[4 * q + 3]);
      else
        words[q][threadIdx.x] = sum[q];
    }
  }
  __device__ __forceinline__ void load(float (&sum)[N]) const {
#pragma unroll
    for (int q = 0; q < kWords; ++q) {
      if constexpr (N % 4 == 0) {
        const float4 word = words[q][threadIdx.x];
        sum[4 * q] = word.x;
        sum[4 * q + 1] = word.y;
        sum[4 * q + 2] = word.z;
        sum[4 * q + 3] = word.w;
      } else {
        sum[q] = words[q][threadIdx.x];
      }
    }
  }
};

/// Rows of at most blockDim.x packs, kept in registers (see the header),
/// for kNormDefault and kNormVariant (whose steps are NormMath.cuh's, as the
/// fused kernels' and the variant path's). The weight is re-read per row (an
/// L1 hit) rather than held: holding it costs 9 more registers and halves
/// the resident blocks of the default kernel.
///
/// ParksSums (kNormVariant): the fp32 sum of TPFUSE_NORM_RESIDUAL_ADD_IN_F32
/// parked in shared memory across the block sum instead of held in N more
/// registers, so that the kernel fits the default's 32 registers.
template <typename T, int N, NormMode Mode, bool Quantizes, typename Rows,
          bool ParksSums = false>
__device__ __forceinline__ void
normRowsInRegisters(const NormProblem &p, const ScaleGeometry &geometry,
                    int64_t rowPacks, Rows slice) {
  static_assert(Mode != kNormInDtype, "kNormInDtype sums in index order");
  using P = Pack<T, N>;
  using Words = PackWords<P>;
  const Words *input = static_cast<const Words *>(p.input);
  const Words *residual = static_cast<const Words *>(p.residual);
  const Words *weight = static_cast<const Words *>(p.weight);
  Words *residualOut = static_cast<Words *>(p.residualOut);
  Words *normed = static_cast<Words *>(p.normed);
  const int64_t column = slice.column();
  const bool active = column < rowPacks;
  // kNormVariant's flags (runtime.h): h is the fp32 sum, unrounded, with
  // TPFUSE_NORM_RESIDUAL_ADD_IN_F32.
  const bool f32Sum = Mode == kNormVariant &&
                      (p.variant & TPFUSE_NORM_RESIDUAL_ADD_IN_F32) != 0;
  const bool weightAfterRounding =
      Mode == kNormVariant &&
      (p.variant & TPFUSE_NORM_WEIGHT_AFTER_ROUNDING) != 0;

  static_assert(!ParksSums || Mode == kNormVariant, "only kNormVariant parks");
  __shared__ ParkedSums<N, ParksSums> parkedSums;

  Words x{}, r{};
  int64_t row = slice.firstRow();
  if (active && row < p.tokens) {
    // The first row's weight load comes after the block sum; fetch its line
    // now, next to the row's own loads, without holding a register.
    asm volatile("prefetch.L1 [%0];" : : "l"(weight + column));
    x = input[row * rowPacks + column];
    if (residual)
      r = residual[row * rowPacks + column];
  }

  // Not unrolled: the unrolled loop's trip count is a 64-bit division, a
  // hundred instructions a thread before the first row.
#pragma unroll 1
  for (; row < p.tokens; row += slice.rowStride(), slice.nextRow()) {
    const int64_t index = row * rowPacks + column;
    // h as stored (rounded to T), kept packed across the block sum; the
    // fp32 sum beside it where h is that sum.
    Words h{};
    float sum[N] = {};
    float sumSquares = 0.0f;
    if (active) {
      float hf[N];
      if constexpr (Mode == kNormDefault) {
        h = toWords(addResidual<T, N>(fromWords<P>(x), fromWords<P>(r),
                                      residual != nullptr));
        fromWords<P>(h).toFloats(hf);
#pragma unroll
        for (int e = 0; e < N; ++e)
          sumSquares += hf[e] * hf[e];
      } else {
        fromWords<P>(x).toFloats(sum);
        if (residual) {
          float rf[N];
          fromWords<P>(r).toFloats(rf);
#pragma unroll
          for (int e = 0; e < N; ++e)
            sum[e] = __fadd_rn(sum[e], rf[e]);
        }
        h = toWords(P::fromFloats(sum));
        if (f32Sum) {
#pragma unroll
          for (int e = 0; e < N; ++e)
            hf[e] = sum[e];
          if constexpr (ParksSums)
            parkedSums.store(sum);
        } else {
          fromWords<P>(h).toFloats(hf);
        }
        addSquares(sumSquares, hf);
      }
      if (residualOut)
        residualOut[index] = h;
      const int64_t next = row + slice.rowStride();
      if (next < p.tokens) {
        x = input[next * rowPacks + column];
        if (residual)
          r = residual[next * rowPacks + column];
      }
    }
    float scale;
    if constexpr (Mode == kNormDefault)
      scale = rsqrtf(slice.sum(sumSquares) / float(p.hidden) + p.epsilon);
    else
      scale = variantInverseRms(slice.sum(sumSquares), p.hidden, p.epsilon);
    // The row's values as written to normed, for the epilogue.
    float hf[N] = {};
    if (active) {
      float w[N];
      fromWords<P>(weight[column]).toFloats(w);
      if constexpr (Mode == kNormDefault) {
        fromWords<P>(h).toFloats(hf);
#pragma unroll
        for (int e = 0; e < N; ++e)
          hf[e] = hf[e] * scale * w[e];
      } else {
        if (f32Sum) {
          if constexpr (ParksSums) {
            parkedSums.load(hf);
          } else {
#pragma unroll
            for (int e = 0; e < N; ++e)
              hf[e] = sum[e];
          }
        } else {
          fromWords<P>(h).toFloats(hf);
        }
        scaleVariant<T>(hf, w, scale, p.weightOffset, weightAfterRounding);
      }
      const P rounded = P::fromFloats(hf);
      if (normed) // null: a quantizing call without normed (runtime.h)
        normed[index] = toWords(rounded);
      rounded.toFloats(hf);
    }
    if constexpr (Quantizes)
      quantizeOwnedRow<T, N>(p, geometry, row, rowPacks, hf, slice);
  }
}

/// Rows longer than the block: two passes over the row.
template <typename T, int N, bool Quantizes>
__device__ __forceinline__ void
normRowsInTwoPasses(const NormProblem &p, const ScaleGeometry &geometry,
                    int64_t rowPacks) {
  using P = Pack<T, N>;
  using Words = PackWords<P>;
  const Words *weight = static_cast<const Words *>(p.weight);
  Words *residualOut = static_cast<Words *>(p.residualOut);
  Words *normed = static_cast<Words *>(p.normed);
  for (int64_t row = blockIdx.x; row < p.tokens; row += gridDim.x) {
    const int64_t rowStart = row * rowPacks;
    float sumSquares = 0.0f;
    for (int64_t column = threadIdx.x; column < rowPacks;
         column += blockDim.x) {
      float h[N];
      loadH<T, N>(p, rowStart + column, h);
      if (residualOut)
        residualOut[rowStart + column] = toWords(P::fromFloats(h));
#pragma unroll
      for (int e = 0; e < N; ++e)
        sumSquares += h[e] * h[e];
    }
    const float scale =
        rsqrtf(blockSum(sumSquares) / float(p.hidden) + p.epsilon);
    for (int64_t column = threadIdx.x; column < rowPacks;
         column += blockDim.x) {
      float h[N], w[N];
      if (residualOut)
        fromWords<P>(residualOut[rowStart + column]).toFloats(h);
      else
        loadH<T, N>(p, rowStart + column, h);
      fromWords<P>(weight[column]).toFloats(w);
#pragma unroll
      for (int e = 0; e < N; ++e)
        h[e] = h[e] * scale * w[e];
      normed[rowStart + column] = toWords(P::fromFloats(h));
    }
    if constexpr (Quantizes)
      quantizeRow<T>(p, geometry, row);
  }
}

/// At most 32 registers, so that two blocks of up to 1024 threads (e.g.
/// 896 for hidden 7168 bf16) are resident per SM: both paths fit without
/// spilling. The quantized epilogue does not fit in 32 (it spills), so the
/// quantizing instances take up to 64 and one such block per SM.
template <typename T, int N, bool Quantizes>
__global__ void __launch_bounds__(1024, Quantizes ? 1 : 2)
    rmsNorm(const NormParams p) {
  waitForPrerequisiteGrids();
  const int64_t rowPacks = p.problem.hidden / N;
  if (rowPacks <= blockDim.x)
    normRowsInRegisters<T, N, kNormDefault, Quantizes>(
        p.problem, p.scaleGeometry, rowPacks, WholeBlockRows());
  else
    normRowsInTwoPasses<T, N, Quantizes>(p.problem, p.scaleGeometry, rowPacks);
  if constexpr (Quantizes)
    zeroScalePaddingRows(p.problem, p.scaleGeometry);
  allowDependentLaunch();
}

/// s = x + residual in fp32 (x without one), one pack.
template <typename T, int N>
__device__ __forceinline__ void loadSum(const NormProblem &p, int64_t index,
                                        float (&sum)[N]) {
  using P = Pack<T, N>;
  using Words = PackWords<P>;
  fromWords<P>(static_cast<const Words *>(p.input)[index]).toFloats(sum);
  if (p.residual) {
    float r[N];
    fromWords<P>(static_cast<const Words *>(p.residual)[index]).toFloats(r);
#pragma unroll
    for (int e = 0; e < N; ++e)
      sum[e] = __fadd_rn(sum[e], r[e]);
  }
}

/// The local norm of kNormVariant and kNormInDtype (see the header).
template <typename T, int N, NormMode Mode, bool Quantizes>
__device__ __forceinline__ void normRowsVariant(const NormParams &p,
                                                int64_t rowPacks) {
  using P = Pack<T, N>;
  using Words = PackWords<P>;
  extern __shared__ uint4 dynamicShared[];
  P *cachedRow = reinterpret_cast<P *>(dynamicShared);
  const Words *weight = static_cast<const Words *>(p.problem.weight);
  Words *residualOut = static_cast<Words *>(p.problem.residualOut);
  Words *normed = static_cast<Words *>(p.problem.normed);
  const bool f32Sum =
      (p.problem.variant & TPFUSE_NORM_RESIDUAL_ADD_IN_F32) != 0;
  const bool weightAfterRounding =
      (p.problem.variant & TPFUSE_NORM_WEIGHT_AFTER_ROUNDING) != 0;
  for (int64_t row = blockIdx.x; row < p.problem.tokens; row += gridDim.x) {
    const int64_t rowStart = row * rowPacks;
    float sumSquares = 0.0f;
    for (int64_t column = threadIdx.x; column < rowPacks;
         column += blockDim.x) {
      float sum[N];
      loadSum<T, N>(p.problem, rowStart + column, sum);
      if constexpr (Mode == kNormInDtype) {
        if (p.cacheRow)
          cachedRow[column] = P::fromFloats(sum);
      } else {
        float h[N];
        if (f32Sum) {
#pragma unroll
          for (int e = 0; e < N; ++e)
            h[e] = sum[e];
        } else {
          P::fromFloats(sum).toFloats(h);
        }
        addSquares(sumSquares, h);
      }
    }

    float inverseRms;
    if constexpr (Mode == kNormInDtype) {
      const T *cached = reinterpret_cast<const T *>(cachedRow);
      const T *input = static_cast<const T *>(p.problem.input) + rowStart * N;
      const T *residual =
          p.problem.residual
              ? static_cast<const T *>(p.problem.residual) + rowStart * N
              : nullptr;
      // Nothing is written before the second pass, so h can be recomputed
      // from the inputs when the row is not cached. Two instances, so that
      // reading a square costs no branch.
      if (p.cacheRow)
        inverseRms =
            inDtypeInverseRms<T>(p.problem.hidden, p.problem.epsilon,
                                 [&](int64_t j) { return toFloat(cached[j]); });
      else
        inverseRms = inDtypeInverseRms<T>(
            p.problem.hidden, p.problem.epsilon, [&](int64_t j) {
              const float x = toFloat(input[j]);
              return roundTo<T>(residual ? __fadd_rn(x, toFloat(residual[j]))
                                         : x);
            });
    } else {
      inverseRms = variantInverseRms(blockSum(sumSquares), p.problem.hidden,
                                     p.problem.epsilon);
    }

    // This thread's last pack as written to normed, for the epilogue.
    float written[N] = {};
    for (int64_t column = threadIdx.x; column < rowPacks;
         column += blockDim.x) {
      const int64_t index = rowStart + column;
      float sum[N], h[N], w[N];
      loadSum<T, N>(p.problem, index, sum);
      const P rounded = P::fromFloats(sum);
      if (residualOut)
        residualOut[index] = toWords(rounded);
      if (Mode == kNormVariant && f32Sum) {
#pragma unroll
        for (int e = 0; e < N; ++e)
          h[e] = sum[e];
      } else {
        rounded.toFloats(h);
      }
      fromWords<P>(weight[column]).toFloats(w);
      if constexpr (Mode == kNormInDtype)
        scaleInDtype<T>(h, w, inverseRms, p.problem.weightOffset);
      else
        scaleVariant<T>(h, w, inverseRms, p.problem.weightOffset,
                        weightAfterRounding);
      const P normedPack = P::fromFloats(h);
      if (normed)
        normed[index] = toWords(normedPack);
      normedPack.toFloats(written);
    }
    if constexpr (Quantizes)
      quantizeOwnedRow<T, N>(p.problem, p.scaleGeometry, row, rowPacks,
                             written);
  }
}

/// The variant path's kernel body, for the kernels below (ParksSums:
/// normRowsInRegisters').
template <typename T, int N, NormMode Mode, bool Quantizes,
          bool ParksSums = false>
__device__ __forceinline__ void runVariantKernel(const NormParams &p) {
  waitForPrerequisiteGrids();
  const int64_t rowPacks = p.problem.hidden / N;
  if (Mode == kNormVariant && rowPacks <= blockDim.x)
    normRowsInRegisters<T, N, kNormVariant, Quantizes, WholeBlockRows,
                        ParksSums>(p.problem, p.scaleGeometry, rowPacks,
                                   WholeBlockRows());
  else
    normRowsVariant<T, N, Mode, Quantizes>(p, rowPacks);
  if constexpr (Quantizes)
    zeroScalePaddingRows(p.problem, p.scaleGeometry);
  allowDependentLaunch();
}

template <typename T, int N, NormMode Mode, bool Quantizes>
__global__ void __launch_bounds__(1024) rmsNormVariant(const NormParams p) {
  runVariantKernel<T, N, Mode, Quantizes>(p);
}

/// Unquantized kNormVariant rows, a block per row, for many rows: at most
/// 32 registers (the fp32 sum parked), two blocks of up to 1024 threads per
/// SM, as the default's kernel. rmsNormVariant, at one block per SM with
/// that sum in registers, is faster with few rows (on one H100, hidden 4096,
/// 1-16 tokens: by 4% for the Hugging Face variant, 7.6% for the f32
/// residual add) and slower with many (7.5% at 8192 tokens):
/// bench/results/norm-variant-blocks-1xH100.
template <typename T, int N>
__global__ void __launch_bounds__(1024, 2)
    rmsNormVariantRowPerBlock(const NormParams p) {
  runVariantKernel<T, N, kNormVariant, /*Quantizes=*/false,
                   /*ParksSums=*/true>(p);
}

/// Unquantized kNormInDtype, held to two blocks of up to 1024 threads per
/// multiprocessor: a few spilled bytes, but two rows' sums in flight instead
/// of one (hidden 7168, 2048 tokens on one H100: 306 instead of 424 us).
/// kNormVariant's instances stay as they are: at two blocks they spill in
/// the row loop and measured up to 22% slower.
template <typename T, int N>
__global__ void __launch_bounds__(1024, 2) rmsNormInDtype(const NormParams p) {
  runVariantKernel<T, N, kNormInDtype, false>(p);
}

/// How a chaining block stages its rows: chunks of `chunkPacks` packs a
/// row, a row every `stride` packs. It follows the blocks' row count
/// (p.chainRows), never a block's own: the last block may own fewer rows.
struct ChainLayout {
  int chunkPacks;
  int stride;
};

/// Warps 1.. of a chaining block: chunk `chunk` of the block's `rows` rows
/// (from `firstRow`): h to residualOut, its squares into `staged`, laid out
/// as `layout` says. Each thread loads four packs before it stores any.
template <typename T>
__device__ __forceinline__ void
stageChainChunk(const NormProblem &p, ChainLayout layout, int64_t firstRow,
                int rows, int64_t rowPacks, int chunk, uint4 *staged) {
  constexpr int kStagers = kChainThreads - 32, kBatch = 4;
  const int chunkPacks = layout.chunkPacks, stride = layout.stride;
  const uint4 *input = static_cast<const uint4 *>(p.input);
  const uint4 *residual = static_cast<const uint4 *>(p.residual);
  uint4 *residualOut = static_cast<uint4 *>(p.residualOut);
  const int64_t chunkStart = int64_t(chunk) * chunkPacks;
  const int packs = int(min(int64_t(chunkPacks), rowPacks - chunkStart));
  const int slots = rows * chunkPacks;
  for (int base = int(threadIdx.x) - 32; base < slots;
       base += kBatch * kStagers) {
    uint4 x[kBatch], r[kBatch];
    int64_t index[kBatch];
    bool valid[kBatch];
#pragma unroll
    for (int u = 0; u < kBatch; ++u) {
      const int slot = base + u * kStagers;
      const int row = slot / chunkPacks, column = slot % chunkPacks;
      valid[u] = slot < slots && column < packs;
      index[u] = (firstRow + row) * rowPacks + chunkStart + column;
      if (valid[u]) {
        x[u] = input[index[u]];
        r[u] = residual ? residual[index[u]] : uint4{};
      }
    }
#pragma unroll
    for (int u = 0; u < kBatch; ++u) {
      if (!valid[u])
        continue;
      const int slot = base + u * kStagers;
      const uint4 h = asWords<T>(
          addResidual<T>(asPack<T>(x[u]), asPack<T>(r[u]), residual));
      if (residualOut)
        residualOut[index[u]] = h;
      staged[slot / chunkPacks * stride + slot % chunkPacks] =
          InDtypeChain<T>::packSquares(h);
    }
  }
}

/// A block's single row of unquantized kNormInDtype, of at most
/// InDtypeChainPipeline<T>::kMaxPacks packs: warps 1.. load their windows'
/// packs, form h and filter them ahead of warp 0's chain
/// (InDtypeChainPipeline.cuh), holding h in registers; after its last
/// window a lane stores its h to residualOut and loads its weight packs;
/// once the chain's sum is in, it normalizes from those. A pack is read and
/// written by one thread, the reads first, so in place stays safe.
template <typename T>
__device__ __forceinline__ void
normRowByPipelinedChain(const NormProblem &problem,
                        typename InDtypeChainPipeline<T>::Shared &shared) {
  using Pipeline = InDtypeChainPipeline<T>;
  using P = VectorPack<T>;
  constexpr int N = kVectorElements<T>, K = Pipeline::kWindowsPerWarp;
  __shared__ float inverseRms;
  const int rowPacks = int(problem.hidden / N);
  const int windows = Pipeline::windowsOf(rowPacks);
  const int warp = int(threadIdx.x / 32), lane = int(threadIdx.x % 32);
  const int64_t rowStart = int64_t(blockIdx.x) * rowPacks;
  const uint4 *input = static_cast<const uint4 *>(problem.input);
  const uint4 *residual = static_cast<const uint4 *>(problem.residual);
  const uint4 *weight = static_cast<const uint4 *>(problem.weight);
  uint4 *residualOut = static_cast<uint4 *>(problem.residualOut);
  uint4 *normed = static_cast<uint4 *>(problem.normed);
  // A filtering lane's packs, loaded and h formed before the barrier, each
  // window's largest square noted: h[i] holds x until h is formed; w[i] the
  // residual until then, the weight once the lane's windows are filtered.
  uint4 h[K], w[K];
#pragma unroll
  for (int i = 0; i < K; ++i) {
    const int column = Pipeline::packOf(warp, i, lane);
    h[i] = w[i] = uint4{};
    if (warp != 0 && column < rowPacks) {
      h[i] = input[rowStart + column];
      if (residual)
        w[i] = residual[rowStart + column];
    }
  }
  if (warp != 0) {
#pragma unroll
    for (int i = 0; i < K; ++i) {
      const int window = Pipeline::windowOf(warp, i);
      if (window >= windows)
        break;
      if (Pipeline::packOf(warp, i, lane) < rowPacks)
        h[i] = asWords<T>(addResidual<T>(asPack<T>(h[i]), asPack<T>(w[i]),
                                         residual != nullptr));
      Pipeline::noteTop(shared, window, InDtypeChain<T>::packSquares(h[i]));
    }
  }
  Pipeline::reset(shared, windows);
  __syncthreads();
  if (warp == 0) {
    if (lane == 0)
      inverseRms = inDtypeInverseRmsOfSum<T>(
          InDtypeChain<T>::value(Pipeline::chain(shared, windows)),
          problem.hidden, problem.epsilon);
    __syncthreads();
    return;
  }
#pragma unroll
  for (int i = 0; i < K; ++i) {
    const int window = Pipeline::windowOf(warp, i);
    if (window >= windows)
      break;
    Pipeline::filter(shared, window, InDtypeChain<T>::packSquares(h[i]));
  }
  // Only now: a window's release would wait for these accesses.
#pragma unroll
  for (int i = 0; i < K; ++i) {
    const int column = Pipeline::packOf(warp, i, lane);
    if (column >= rowPacks)
      break;
    if (residualOut)
      residualOut[rowStart + column] = h[i];
    w[i] = weight[column];
  }
  __syncthreads();
#pragma unroll
  for (int i = 0; i < K; ++i) {
    const int column = Pipeline::packOf(warp, i, lane);
    if (column >= rowPacks)
      break;
    float values[N], weights[N];
    asPack<T>(h[i]).toFloats(values);
    asPack<T>(w[i]).toFloats(weights);
    scaleInDtype<T>(values, weights, inverseRms, problem.weightOffset);
    normed[rowStart + column] = asWords<T>(P::fromFloats(values));
  }
}

/// The local norm of unquantized kNormInDtype rows, p.chainRows a block (a
/// single row of up to InDtypeChainPipeline<T>::kMaxPacks packs is
/// normRowByPipelinedChain's): warps 1.. stage chunks of the rows (h to
/// residualOut, the squares to shared memory), one chunk ahead of warp 0,
/// which chains the squares (InDtypeChain.cuh): lane i row i's, or with one
/// row a block, the whole warp the row's, keeping only the squares that may
/// move the sum. Then
/// every thread normalizes the block's rows, reading h back from
/// residualOut (this block wrote it, before a barrier) or, without one,
/// recomputing it. Nothing is written to normed before every read of
/// input, so in place stays safe.
template <typename T>
__device__ __forceinline__ void normRowsByChains(const NormParams &p) {
  using P = VectorPack<T>;
  using Chain = InDtypeChain<T>;
  constexpr int N = kVectorElements<T>;
  extern __shared__ uint4 dynamicShared[];
  __shared__ float inverseRms[kMaxChainRows];
  __shared__ uint4 kept[Chain::kKeptPacks];
  const NormProblem &problem = p.problem;
  const int64_t firstRow = int64_t(blockIdx.x) * p.chainRows;
  const int rows = int(min(int64_t(p.chainRows), problem.tokens - firstRow));
  const int64_t rowPacks = problem.hidden / N;
  const ChainLayout layout{chainChunkPacks(p.chainRows),
                           chainRowStridePacks(p.chainRows)};
  const int chunkPacks = layout.chunkPacks, stride = layout.stride;
  const int chunks = int((rowPacks + chunkPacks - 1) / chunkPacks);
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int bufferPacks = p.chainRows * stride;
  using Pipeline = InDtypeChainPipeline<T>;
  static_assert(sizeof(typename Pipeline::Shared) <= chainSharedBytes(1),
                "a single row's pipeline fits its block's shared memory");
  if (p.chainRows == 1 && rowPacks <= Pipeline::kMaxPacks)
    return normRowByPipelinedChain<T>(
        problem, *reinterpret_cast<typename Pipeline::Shared *>(dynamicShared));

  uint16_t accumulated = 0; // +0
  for (int chunk = 0; chunk <= chunks; ++chunk) {
    if (warp != 0) {
      if (chunk < chunks)
        stageChainChunk<T>(problem, layout, firstRow, rows, rowPacks, chunk,
                           dynamicShared + (chunk % 2) * bufferPacks);
    } else if (chunk > 0) {
      const int64_t start = int64_t(chunk - 1) * chunkPacks;
      const int packs = int(min(int64_t(chunkPacks), rowPacks - start));
      const uint4 *staged = dynamicShared + ((chunk - 1) % 2) * bufferPacks;
      if (p.chainRows == 1)
        accumulated = Chain::filteredPacks(accumulated, staged, packs, kept);
      else if (lane < rows)
        accumulated =
            Chain::addPacks(accumulated, staged + lane * stride, packs);
    }
    __syncthreads();
  }
  if (warp == 0 && lane < rows)
    inverseRms[lane] = inDtypeInverseRmsOfSum<T>(
        Chain::value(accumulated), problem.hidden, problem.epsilon);
  __syncthreads();

  // The block's rows as one sequence of packs, kBatch of a thread's loaded
  // before any is stored: with few rows, a row at a time would wait for
  // each row's loads in turn. A row is under 2^28 packs (hidden < 2^31), so
  // the sequence's positions fit 32 bits.
  constexpr int kBatch = 4;
  const uint4 *input = static_cast<const uint4 *>(problem.input);
  const uint4 *residual = static_cast<const uint4 *>(problem.residual);
  const uint4 *weight = static_cast<const uint4 *>(problem.weight);
  const uint4 *residualOut = static_cast<const uint4 *>(problem.residualOut);
  uint4 *normed = static_cast<uint4 *>(problem.normed);
  const uint32_t packsPerRow = uint32_t(rowPacks),
                 total = uint32_t(rows) * packsPerRow;
  const int64_t blockStart = firstRow * rowPacks;
  for (uint32_t base = threadIdx.x; base < total;
       base += kBatch * kChainThreads) {
    // With residualOut: h as pass 1 wrote it; without: x and the residual,
    // to add again. The weight (the same for every row: an L1 hit, mostly)
    // comes when a pack is scaled: batched too, it would spill.
    uint4 first[kBatch], second[kBatch];
#pragma unroll
    for (int u = 0; u < kBatch; ++u) {
      const uint32_t position = base + u * kChainThreads;
      if (position < total && position >= base) {
        const int64_t index = blockStart + position;
        first[u] = residualOut ? residualOut[index] : input[index];
        if (!residualOut)
          second[u] = residual ? residual[index] : uint4{};
      }
    }
#pragma unroll
    for (int u = 0; u < kBatch; ++u) {
      const uint32_t position = base + u * kChainThreads;
      if (position >= total || position < base)
        continue;
      const uint32_t row = position / packsPerRow,
                     column = position - row * packsPerRow;
      float values[N], weights[N];
      if (residualOut)
        asPack<T>(first[u]).toFloats(values);
      else
        addResidual<T>(asPack<T>(first[u]), asPack<T>(second[u]),
                       residual != nullptr)
            .toFloats(values);
      asPack<T>(weight[column]).toFloats(weights);
      scaleInDtype<T>(values, weights, inverseRms[row], problem.weightOffset);
      normed[blockStart + position] = asWords<T>(P::fromFloats(values));
    }
  }
}

/// Unquantized kNormInDtype rows, chained a thread a row (normRowsByChains);
/// four blocks per multiprocessor, so that 512 blocks of 16 rows (8192
/// tokens) are resident on 132.
template <typename T>
__global__ void __launch_bounds__(kChainThreads, kChainBlocksPerMultiprocessor)
    rmsNormInDtypeChains(const NormParams p) {
  waitForPrerequisiteGrids();
  normRowsByChains<T>(p);
  allowDependentLaunch();
}

/// The register path with each row split across the blocks of a cluster
/// (RowSplit.cuh; planRmsNorm launches it with fewer rows than
/// multiprocessors): blocks of at most half a row's threads, so the
/// quantizing epilogue has the registers that a split row's slice and
/// exchanges take, which the whole-row kernels' 32 or 64 do not leave.
template <typename T, int N, NormMode Mode, bool Quantizes>
__global__ void __launch_bounds__(kMaxThreadsPerRow / 2, 1)
    rmsNormSplitRows(const NormParams p) {
  waitForPrerequisiteGrids();
  normRowsInRegisters<T, N, Mode, Quantizes>(p.problem, p.scaleGeometry,
                                             p.problem.hidden / N,
                                             ClusterRows(p.rowSplitShift));
  if constexpr (Quantizes)
    zeroScalePaddingRows(p.problem, p.scaleGeometry);
  allowDependentLaunch();
}

/// The local norm's instances, for KernelTable (RmsNormKernelGrid,
/// Kernels.h): the default mode's own kernel, or the variant path
/// (unquantized kNormInDtype's with its own launch bounds), or either
/// register path split across a cluster, or unquantized kNormInDtype rows
/// chained a thread a row, or unquantized kNormVariant rows a block each.
struct RmsNorm {
  template <tpfuse_dtype Dtype, bool Vectorized, NormMode Mode, bool Quantizes,
            bool SplitsRows, bool ChainsRows, bool RowPerBlock>
  static const void *kernel() {
    using T = ElementOf<Dtype>;
    constexpr int N = Vectorized ? kVectorElements<T> : 1;
    if constexpr (RowPerBlock)
      return reinterpret_cast<const void *>(&rmsNormVariantRowPerBlock<T, N>);
    else if constexpr (ChainsRows)
      return reinterpret_cast<const void *>(&rmsNormInDtypeChains<T>);
    else if constexpr (SplitsRows)
      return reinterpret_cast<const void *>(
          &rmsNormSplitRows<T, N, Mode, Quantizes>);
    else if constexpr (Mode == kNormDefault)
      return reinterpret_cast<const void *>(&rmsNorm<T, N, Quantizes>);
    else if constexpr (Mode == kNormInDtype && !Quantizes)
      return reinterpret_cast<const void *>(&rmsNormInDtype<T, N>);
    else
      return reinterpret_cast<const void *>(
          &rmsNormVariant<T, N, Mode, Quantizes>);
  }
};

} // namespace

const void *rmsNormKernel(const RmsNormKernelVariant &variant) {
  return KernelTable<RmsNorm, RmsNormKernelGrid>::find(variant);
}

} // namespace tpfuse::runtime::cuda
