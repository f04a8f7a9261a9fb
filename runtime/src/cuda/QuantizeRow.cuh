//===- QuantizeRow.cuh - Quantized epilogue of a norm row ------*- CUDA -*-===//
//
// After a block has written row `row` of normed, it quantizes that row as
// written (runtime.h, "Quantization"): it reads normed back from global
// memory, which its own threads just stored, so the quantization is the
// same function of the same values on every path (fused one-shot and
// two-shot, the local norm, the decline fallback) and on the CPU backend.
// The formulas and the layouts are the host's own (common/QuantMath.h,
// common/QuantLayout.h); only amax is reduced here, as the bits of |y|
// (absMaxBits), whose integer max is exact and keeps NaN in any order. The
// scale layout's sizes come from the launch (ScaleGeometry, a kernel
// parameter), not from dividing the problem's sizes again in every row.
//
// Groups (FP8 per group, the FP4 blocks) go to teams of `lanes` threads, a
// power of two up to a warp that divides the block (blocks are multiples of
// 32 threads); a team reduces its group's amax with shuffles, then each
// lane writes whole output bytes (an e4m3 value, or two e2m1 values). Per
// token, the whole block reduces the row.
//
// Where a block holds a whole row in registers, a pack of N elements per
// thread, or the blocks of a cluster share it (RowSplit.cuh), quantizePacks
// quantizes the row from those registers instead: groups are whole packs
// of lanes of one warp, amax is a few shuffles (per token, the row's
// reduction, across the cluster if split), and each thread stores its
// pack's bytes in one store. It computes the same function (the same
// formulas of the same values), with the encoders of DeviceMiniFloat.cuh
// and the division of DeviceDivision.cuh, both checked against the shared
// definitions exhaustively by the GPU test.
//
// Padding slots of the scale layout are written 0 by exactly one thread: a
// row's padding columns by the row's threads; the padding rows past the last
// token, in the FP8 layouts (tokens padded to 4), by the thread that stores
// the last token's scale of that column (storeFp8Scale), and in the FP4
// swizzled layout split between the blocks of the grid
// (zeroScalePaddingRows).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_QUANTIZEROW_CUH
#define TPFUSE_RUNTIME_CUDA_QUANTIZEROW_CUH

#include "DeviceDivision.cuh"
#include "DeviceMiniFloat.cuh"
#include "DeviceVector.cuh"
#include "RowSplit.cuh"
#include "common/QuantLayout.h"
#include "common/QuantMath.h"

namespace tpfuse::runtime::cuda {

/// The API does not align `scales` or `scale_in` (the CPU backend copies
/// bytes), so f32 slots go through these: one word where it is aligned,
/// else four bytes, little-endian as the host stores them.
__device__ __forceinline__ void storeWord(char *slot, uint32_t word) {
  if ((reinterpret_cast<uintptr_t>(slot) & 3) == 0) {
    *reinterpret_cast<uint32_t *>(slot) = word;
    return;
  }
#pragma unroll
  for (int i = 0; i < 4; ++i)
    slot[i] = char(word >> (8 * i));
}
__device__ __forceinline__ float loadFloat(const void *address) {
  const auto *bytes = static_cast<const uint8_t *>(address);
  if ((reinterpret_cast<uintptr_t>(bytes) & 3) == 0)
    return *static_cast<const float *>(address);
  uint32_t word = 0;
#pragma unroll
  for (int i = 0; i < 4; ++i)
    word |= uint32_t(bytes[i]) << (8 * i);
  return floatFromBits(word);
}

/// Stores a computed FP8 scale: f32, or its UE8M0 byte in a packed word.
/// The last token's store also zeros the padding rows below it: in the
/// column-major and packed layouts a column's slots of consecutive tokens
/// are consecutive words, and the padding rows' words of a packed column
/// (four groups a word) belong to its first group's. (Row-major has no
/// padding rows; the swizzled layout holds FP4 scales only.) It replaces a
/// pass of the whole grid over the padding rows, whose index arithmetic
/// cost a one-token kernel more than these few stores.
__device__ __forceinline__ void storeFp8Scale(const NormProblem &p,
                                              const ScaleGeometry &geometry,
                                              int64_t row, int64_t group,
                                              float scale) {
  char *slot =
      static_cast<char *>(p.scales) + scaleByteOffset(geometry, row, group);
  const bool packed = geometry.layout == TPFUSE_SCALE_PACKED_UE8M0;
  if (packed)
    *reinterpret_cast<uint8_t *>(slot) = ue8m0Byte(scale);
  else
    storeWord(slot, floatBits(scale));
  const int paddingRows = int(geometry.layoutTokens - p.tokens); // 0 to 3
  if (paddingRows == 0 || row != p.tokens - 1 || (packed && group % 4 != 0))
    return;
#pragma unroll
  for (int below = 1; below <= 3; ++below)
    if (below <= paddingRows)
      storeWord(slot + 4 * below, 0u);
}

__device__ __forceinline__ void storeZeroSlot(const NormProblem &p,
                                              const ScaleGeometry &geometry,
                                              int64_t row, int64_t group) {
  char *slot =
      static_cast<char *>(p.scales) + scaleByteOffset(geometry, row, group);
  if (geometry.slotBytes == 4)
    storeWord(slot, 0u);
  else
    *slot = 0;
}

/// Zeros row `row`'s padding columns (at most three slots), from the
/// threads of the row (the first at `thread`, `threads` of them).
__device__ __forceinline__ void
storeScalePaddingColumns(const NormProblem &p, const ScaleGeometry &geometry,
                         int64_t row, int thread, int threads) {
  for (int64_t g = geometry.groups + thread; g < geometry.layoutGroups;
       g += threads)
    storeZeroSlot(p, geometry, row, g);
}

/// zeroScalePaddingRows for the swizzled layout, whose padding rows all lie
/// in the last tile of 128 rows: in each of its 512-byte tiles, 16-byte
/// chunk c holds rows c, c + 32, c + 64 and c + 96, a word each.
__device__ __forceinline__ void
zeroSwizzledPaddingRows(const NormProblem &p, const ScaleGeometry &geometry) {
  const int firstPaddingRow = int(p.tokens % 128);
  const int tileColumns = int(geometry.layoutGroups / 4);
  char *lastTiles = static_cast<char *>(p.scales) +
                    (p.tokens / 128) * int64_t(tileColumns) * 512;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < tileColumns * 32;
       i += gridDim.x * blockDim.x) {
    const int chunk = i % 32;
    char *words = lastTiles + (i / 32) * 512 + chunk * 16;
#pragma unroll
    for (int k = 0; k < 4; ++k)
      if (chunk + 32 * k >= firstPaddingRow)
        storeWord(words + 4 * k, 0u);
  }
}

/// Zeros the swizzled layout's padding rows past the last token, which
/// hold no scale: every block of the grid calls it once, and the blocks
/// split the slots between them. A padding row's slots are whole words
/// (four byte scales side by side), so this stores words, never a byte of
/// a word another block writes. The FP8 layouts' padding rows are
/// storeFp8Scale's.
__device__ __forceinline__ void
zeroScalePaddingRows(const NormProblem &p, const ScaleGeometry &geometry) {
  if (geometry.layout == TPFUSE_SCALE_SWIZZLED_128X4 &&
      geometry.layoutTokens != p.tokens)
    zeroSwizzledPaddingRows(p, geometry);
}

/// out[j] = the FP8 value of y[j] under `scale` for j = first, first +
/// stride, ... < count, as p.scaling applies it.
template <typename T>
__device__ __forceinline__ void
fp8Values(const NormProblem &p, const T *y, int64_t count, float scale,
          uint8_t *out, int64_t first, int64_t stride) {
  const bool reciprocal = p.scaling == TPFUSE_SCALING_RECIPROCAL;
  const float by = reciprocal ? fp8Reciprocal(scale) : scale;
  for (int64_t j = first; j < count; j += stride)
    out[j] = reciprocal ? fp8ValueTimes(toFloat(y[j]), by)
                        : fp8Value(toFloat(y[j]), by);
}

/// FP8 per group, NVFP4 and MXFP4: one team of threads per group.
template <typename T>
__device__ __forceinline__ void
quantizeGroups(const NormProblem &p, const ScaleGeometry &geometry, int64_t row,
               const T *y, uint8_t *quantized) {
  const int64_t groupElements = quantGroupElements(p);
  const bool fp4 = isFp4Scheme(p.quant);
  // Output bytes per group, each one lane's work.
  const int64_t groupBytes = fp4 ? groupElements / 2 : groupElements;
  int lanes = 32;
  while (lanes > groupBytes)
    lanes /= 2;
  const int lane = threadIdx.x % lanes;
  const int64_t team = threadIdx.x / lanes;
  const int64_t teams = blockDim.x / lanes;
  const int64_t groups = geometry.groups;
  const float scaleIn = p.scaleIn ? loadFloat(p.scaleIn) : 0.0f;
  const bool ue8m0 = p.scaleFormat == TPFUSE_SCALE_UE8M0;
  uint8_t *scaleBytes = static_cast<uint8_t *>(p.scales);

  // The bound is the same for every thread, so whole warps shuffle.
  for (int64_t first = 0; first < groups; first += teams) {
    const int64_t g = first + team;
    const bool active = g < groups;
    const T *groupY = y + g * groupElements;
    uint32_t amaxBits = 0;
    if (active)
      for (int64_t j = lane; j < groupElements; j += lanes)
        amaxBits = absMaxBits(amaxBits, toFloat(groupY[j]));
    for (int offset = lanes / 2; offset > 0; offset /= 2)
      amaxBits =
          maxBits(amaxBits, __shfl_xor_sync(0xffffffffu, amaxBits, offset));
    if (!active)
      continue;
    const float amax = floatFromBits(amaxBits);
    uint8_t *groupQ = quantized + g * groupBytes;
    if (p.quant == TPFUSE_QUANT_FP8_PER_GROUP) {
      const float scale = fp8Scale(amax, p.minScale, ue8m0);
      fp8Values(p, groupY, groupBytes, scale, groupQ, lane, lanes);
      if (lane == 0)
        storeFp8Scale(p, geometry, row, g, scale);
    } else if (p.quant == TPFUSE_QUANT_NVFP4) {
      const uint8_t blockScale = nvfp4BlockScale(amax, scaleIn);
      const float outputScale = nvfp4OutputScale(blockScale, scaleIn);
      for (int64_t b = lane; b < groupBytes; b += lanes)
        groupQ[b] =
            uint8_t(nvfp4Value(toFloat(groupY[2 * b]), outputScale) |
                    nvfp4Value(toFloat(groupY[2 * b + 1]), outputScale) << 4);
      if (lane == 0)
        scaleBytes[scaleByteOffset(geometry, row, g)] = blockScale;
    } else {
      const uint8_t scaleByte = mxfp4ScaleByte(amax);
      for (int64_t b = lane; b < groupBytes; b += lanes)
        groupQ[b] =
            uint8_t(mxfp4Value(toFloat(groupY[2 * b]), scaleByte) |
                    mxfp4Value(toFloat(groupY[2 * b + 1]), scaleByte) << 4);
      if (lane == 0)
        scaleBytes[scaleByteOffset(geometry, row, g)] = scaleByte;
    }
  }
}

/// Quantizes row `row` of p.normed (T values) into p.quantized and
/// p.scales, padding included. Every thread of the block calls it, after
/// the block stored the row (the first barrier makes those stores visible
/// to the whole block), with p.quant other than TPFUSE_QUANT_NONE.
template <typename T>
__device__ __forceinline__ void
quantizeRow(const NormProblem &p, const ScaleGeometry &geometry, int64_t row) {
  __syncthreads();
  // Plain loads, not __ldg: the block wrote these values in this kernel.
  const T *y = static_cast<const T *>(p.normed) + row * p.hidden;
  uint8_t *quantized =
      static_cast<uint8_t *>(p.quantized) + row * quantizedRowBytes(p);
  if (p.quant == TPFUSE_QUANT_FP8_STATIC) {
    fp8Values(p, y, p.hidden, loadFloat(p.scaleIn), quantized, threadIdx.x,
              blockDim.x);
    return; // no scales, no padding
  }
  if (p.quant == TPFUSE_QUANT_FP8_PER_TOKEN) {
    uint32_t amaxBits = 0;
    for (int64_t j = threadIdx.x; j < p.hidden; j += blockDim.x)
      amaxBits = absMaxBits(amaxBits, toFloat(y[j]));
    const float scale =
        fp8Scale(floatFromBits(blockMaxBits(amaxBits)), p.minScale,
                 p.scaleFormat == TPFUSE_SCALE_UE8M0);
    fp8Values(p, y, p.hidden, scale, quantized, threadIdx.x, blockDim.x);
    if (threadIdx.x == 0)
      storeFp8Scale(p, geometry, row, 0, scale);
  } else {
    quantizeGroups<T>(p, geometry, row, y, quantized);
  }
  storeScalePaddingColumns(p, geometry, row, threadIdx.x, blockDim.x);
}

/// Stores the `Bytes` bytes of `packed` (little-endian) at `out`: one
/// store where `out` is aligned to it (the row bytes are multiples of it,
/// so that is where the buffer is), else byte by byte.
template <int Bytes>
__device__ __forceinline__ void storePackBytes(uint8_t *out, uint64_t packed) {
  const bool aligned = (reinterpret_cast<uintptr_t>(out) % Bytes) == 0;
  if constexpr (Bytes == 8) {
    if (aligned) {
      *reinterpret_cast<uint64_t *>(out) = packed;
      return;
    }
  } else if constexpr (Bytes == 4) {
    if (aligned) {
      *reinterpret_cast<uint32_t *>(out) = uint32_t(packed);
      return;
    }
  } else if constexpr (Bytes == 2) {
    if (aligned) {
      *reinterpret_cast<uint16_t *>(out) = uint16_t(packed);
      return;
    }
  }
#pragma unroll
  for (int b = 0; b < Bytes; ++b)
    out[b] = uint8_t(packed >> (8 * b));
}

/// e4m3(y_e / scale) for the pack, stored at column's bytes. Any scale
/// divides through RoundedDivisor (its reciprocal once for the pack); a
/// power of two 2^k >= 2^-127 (a UE8M0 scale) as a multiplication by 2^-k,
/// which is exact (both round the same real number once) and cheaper still;
/// an infinite scale multiplies by 0, as dividing by it does. With
/// TPFUSE_SCALING_RECIPROCAL (Reciprocal), e4m3(y_e * r), r = 1 / scale
/// rounded once, whatever the scale.
template <bool Reciprocal, int N>
__device__ __forceinline__ void storeFp8Pack(uint8_t *rowOut, int64_t column,
                                             const float (&y)[N], float scale,
                                             bool powerOfTwoScale) {
  float q[N];
  if (Reciprocal || (powerOfTwoScale && scale >= 0x1p-127f)) {
    const float factor = fp8Reciprocal(scale);
#pragma unroll
    for (int e = 0; e < N; ++e)
      q[e] = multiplyRn(y[e], factor);
  } else {
    RoundedDivisor(scale).dividePack(y, q);
  }
  static_assert(N % 4 == 0, "packs of whole quads");
  uint64_t packed = 0;
#pragma unroll
  for (int e = 0; e < N; e += 4)
    packed |= uint64_t(e4m3Quad(q[e], q[e + 1], q[e + 2], q[e + 3])) << (8 * e);
  storePackBytes<N>(rowOut + column * N, packed);
}

/// quantizeRow from registers: `y` is this thread's pack of the row as
/// written to normed (the values rounded to T), at pack slice.column();
/// threads past the row's packs pass active = false. Every thread of the
/// row calls it (it shuffles, and per token reduces over the row);
/// quantizesWholePacks(p, N) holds.
template <typename T, bool Reciprocal, int N, typename Rows>
__device__ __forceinline__ void
quantizePacks(const NormProblem &p, const ScaleGeometry &geometry, int64_t row,
              const Rows &slice, bool active, const float (&y)[N]) {
  static_assert(N % 2 == 0, "packs hold pairs of values");
  const int column = slice.column();
  uint8_t *rowOut =
      static_cast<uint8_t *>(p.quantized) + row * quantizedRowBytes(p);
  if (p.quant == TPFUSE_QUANT_FP8_STATIC) {
    if (active)
      storeFp8Pack<Reciprocal>(rowOut, column, y, loadFloat(p.scaleIn), false);
    return; // no scales, no padding
  }
  uint32_t amaxBits = 0;
  if (active)
#pragma unroll
    for (int e = 0; e < N; ++e)
      amaxBits = absMaxBits(amaxBits, y[e]);
  const bool ue8m0 = p.scaleFormat == TPFUSE_SCALE_UE8M0;
  if (p.quant == TPFUSE_QUANT_FP8_PER_TOKEN) {
    const float scale =
        fp8Scale(floatFromBits(slice.maxBits(amaxBits)), p.minScale, ue8m0);
    if (active)
      storeFp8Pack<Reciprocal>(rowOut, column, y, scale, ue8m0);
    if (column == 0)
      storeFp8Scale(p, geometry, row, 0, scale);
    storeScalePaddingColumns(p, geometry, row, column, slice.threads());
    return;
  }

  // Groups of `lanes` consecutive threads, aligned within the warp; a
  // group's index and leader in 32 bits (a shift and a mask instead cost
  // these register-bound kernels spills: ptxas hoists them).
  const int lanes = int(p.groupSize / N);
  for (int offset = lanes / 2; offset > 0; offset /= 2)
    amaxBits =
        maxBits(amaxBits, __shfl_xor_sync(0xffffffffu, amaxBits, offset));
  if (active) {
    const float amax = floatFromBits(amaxBits);
    const int group = column / lanes;
    const bool leader = column % lanes == 0;
    if (p.quant == TPFUSE_QUANT_FP8_PER_GROUP) {
      const float scale = fp8Scale(amax, p.minScale, ue8m0);
      storeFp8Pack<Reciprocal>(rowOut, column, y, scale, ue8m0);
      if (leader)
        storeFp8Scale(p, geometry, row, group, scale);
    } else {
      // FP4: two values a byte, the first in the low nibble.
      uint8_t scaleByte;
      uint32_t packed = 0;
      if (p.quant == TPFUSE_QUANT_NVFP4) {
        const float globalScale = loadFloat(p.scaleIn);
        scaleByte = nvfp4BlockScale(amax, globalScale);
        const float outputScale = nvfp4OutputScale(scaleByte, globalScale);
#pragma unroll
        for (int e = 0; e < N; ++e)
          packed |= e2m1Code(multiplyRn(y[e], outputScale)) << (4 * e);
      } else {
        scaleByte = mxfp4ScaleByte(amax);
        if (scaleByte == 255) {
          packed = 0x77777777u; // a NaN block: +6 everywhere (runtime.h)
        } else {
          // y / 2^e as y * 2^-e: exact, e in [-127, 127] (storeFp8Pack).
          const float reciprocal = powerOfTwo(127 - int(scaleByte));
#pragma unroll
          for (int e = 0; e < N; ++e)
            packed |= e2m1Code(multiplyRn(y[e], reciprocal)) << (4 * e);
        }
      }
      storePackBytes<N / 2>(rowOut + column * (N / 2), packed);
      if (leader)
        static_cast<uint8_t *>(
            p.scales)[scaleByteOffset(geometry, row, group)] = scaleByte;
    }
  }
  storeScalePaddingColumns(p, geometry, row, column, slice.threads());
}

/// The epilogue of the threads that own row `row` (`slice`) and, when the
/// row is at most slice.threads() packs of N, hold pack slice.column() of it
/// in `y` (the values written to normed): from registers where
/// quantizePacks can, else re-reading normed, which only a whole block
/// does (planRmsNorm splits a row only where quantizePacks takes it).
template <typename T, int N, typename Rows = WholeBlockRows>
__device__ __forceinline__ void
quantizeOwnedRow(const NormProblem &p, const ScaleGeometry &geometry,
                 int64_t row, int64_t rowPacks, const float (&y)[N],
                 const Rows &slice = Rows()) {
  if constexpr (N % 2 == 0) {
    if (rowPacks <= slice.threads() && quantizesWholePacks(p, N)) {
      const bool active = slice.column() < rowPacks;
      // The FP8 schemes' scaling as a template parameter: a run-time
      // choice inside costs the register-bound kernels spills.
      if (p.scaling == TPFUSE_SCALING_RECIPROCAL)
        quantizePacks<T, true>(p, geometry, row, slice, active, y);
      else
        quantizePacks<T, false>(p, geometry, row, slice, active, y);
      return;
    }
  }
  quantizeRow<T>(p, geometry, row);
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_QUANTIZEROW_CUH
