//===- InDtypeChain.cuh - The in-dtype sum as a chain ----------*- CUDA -*-===//
//
// TPFUSE_NORM_COMPUTE_IN_DTYPE's sum acc = rd(acc + rd(h_j * h_j)), j in
// index order, as written: one thread takes a row's steps one after the
// other. Each step is one add.rn of the dtype, the correctly rounded sum,
// which is what the CPU backend's f32 add then rounding gives
// (common/InDtypeSum.h says why), so a step costs the latency of one
// 16-bit add; the squares, f32 products rounded to the dtype two at a
// time, are off that chain. A row of 7168 is then 7168 dependent adds,
// and many rows' chains run side by side, one lane each (the local norm's
// chaining blocks, RmsNormKernel.cu), where InDtypeSum.cuh's block windows
// spend a whole block and ~90 instructions a square on one row. A single
// row, which nothing runs beside, takes the filtered form: warps drop the
// squares too small to move the sum (smallestMovingSquareBits, keepMoving),
// and one lane adds the rest, a few hundred of a row's thousands (here
// with one warp; InDtypeChainPipeline.cuh with the block's other warps
// filtering ahead).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_INDTYPECHAIN_CUH
#define TPFUSE_RUNTIME_CUDA_INDTYPECHAIN_CUH

#include "NormMath.cuh"
#include "common/InDtypeSum.h"

#include <cstdint>
#include <type_traits>

namespace tpfuse::runtime::cuda {

/// The chain's operations on the raw bits of a 16-bit dtype.
template <typename T> struct InDtypeChain {
  static_assert(std::is_same_v<T, __nv_bfloat16> || std::is_same_v<T, __half>,
                "the in-dtype sum is for 16-bit dtypes");
  static constexpr bool kBf16 = std::is_same_v<T, __nv_bfloat16>;
  static constexpr InDtypeFormat kFormat = kBf16 ? kBf16Sum : kF16Sum;

  /// Element e (0 to 7) of a pack held as four words.
  static __device__ __forceinline__ uint16_t
  elementOf(const uint32_t (&words)[4], int e) {
    return uint16_t(words[e / 2] >> (e % 2 * 16));
  }

  /// rd(acc + square), one instruction (add.rn, so nothing contracts it
  /// with the square's product).
  static __device__ __forceinline__ uint16_t add(uint16_t acc,
                                                 uint16_t square) {
    uint16_t sum;
    if constexpr (kBf16)
      asm("add.rn.bf16 %0, %1, %2;" : "=h"(sum) : "h"(acc), "h"(square));
    else
      asm("add.rn.f16 %0, %1, %2;" : "=h"(sum) : "h"(acc), "h"(square));
    return sum;
  }

  /// The element in the low (`high` false) or high half of a word, in f32.
  static __device__ __forceinline__ float half(uint32_t word, bool high) {
    if constexpr (kBf16)
      return __uint_as_float(high ? word & 0xffff0000u : word << 16);
    else
      return __half2float(__ushort_as_half(uint16_t(high ? word >> 16 : word)));
  }

  /// rd(low * low) in the low half, rd(high * high) in the high half: the
  /// f32 products, rounded to the dtype by one conversion, as
  /// Pack::fromFloats rounds.
  static __device__ __forceinline__ uint32_t squares(float low, float high) {
    const float lowSquare = __fmul_rn(low, low),
                highSquare = __fmul_rn(high, high);
    uint32_t pair;
    if constexpr (kBf16)
      asm("cvt.rn.bf16x2.f32 %0, %1, %2;"
          : "=r"(pair)
          : "f"(highSquare), "f"(lowSquare));
    else
      asm("cvt.rn.f16x2.f32 %0, %1, %2;"
          : "=r"(pair)
          : "f"(highSquare), "f"(lowSquare));
    return pair;
  }

  /// The squares of a word's two elements (squares()).
  static __device__ __forceinline__ uint32_t squaresOf(uint32_t elements) {
    return squares(half(elements, false), half(elements, true));
  }

  /// The steps of a word of two squares, the low one first.
  static __device__ __forceinline__ uint16_t addSquares(uint16_t acc,
                                                        uint32_t pair) {
    acc = add(acc, uint16_t(pair));
    return add(acc, uint16_t(pair >> 16));
  }

  /// The steps of a word's two elements, the low one first.
  static __device__ __forceinline__ uint16_t word(uint16_t acc,
                                                  uint32_t elements) {
    return addSquares(acc, squaresOf(elements));
  }

  /// The squares of a 16-byte pack's elements, word for word.
  static __device__ __forceinline__ uint4 packSquares(uint4 words) {
    return {squaresOf(words.x), squaresOf(words.y), squaresOf(words.z),
            squaresOf(words.w)};
  }

  /// The steps of a pack of squares (packSquares), in order.
  static __device__ __forceinline__ uint16_t addPack(uint16_t acc,
                                                     uint4 squares) {
    acc = addSquares(acc, squares.x);
    acc = addSquares(acc, squares.y);
    acc = addSquares(acc, squares.z);
    return addSquares(acc, squares.w);
  }

  /// The steps of `count` consecutive packs of squares, each pack loaded
  /// while the one before is being added, so the chain waits only for its
  /// adds.
  static __device__ __forceinline__ uint16_t addPacks(uint16_t acc,
                                                      const uint4 *squares,
                                                      int count) {
    if (count <= 0)
      return acc;
    uint4 next = squares[0];
#pragma unroll 2
    for (int column = 1; column < count; ++column) {
      const uint4 pack = next;
      next = squares[column];
      acc = addPack(acc, pack);
    }
    return addPack(acc, next);
  }

  /// Packs a warp's filtered chain looks at a time, one a lane.
  static constexpr int kWindowPacks = 32;
  /// Shared memory the filtered chain keeps a window's squares in: a pack
  /// more than a window, which the last read may touch.
  static constexpr int kKeptPacks = kWindowPacks + 1;

  /// A warp's window of squares, lane l holding pack l (`pack`): keeps, in
  /// order, the squares at or above `bound` (smallestMovingSquareBits of an
  /// acc the chain has reached) in `kept`, and returns how many, in every
  /// lane. The lanes find their places with four ballots of their counts.
  static __device__ __forceinline__ int keepMoving(uint4 pack, uint16_t bound,
                                                   uint16_t *kept) {
    const int lane = int(threadIdx.x % 32);
    const uint32_t words[4] = {pack.x, pack.y, pack.z, pack.w};
    uint32_t keep = 0;
#pragma unroll
    for (int e = 0; e < 8; ++e)
      keep |= uint32_t(elementOf(words, e) >= bound) << e;
    if (__ballot_sync(~0u, keep != 0) == 0)
      return 0;
    // This lane's place: the counts (0 to 8, four bits) of the lanes below,
    // bit by bit.
    const uint32_t lanesBelow = (1u << lane) - 1;
    const int mine = __popc(keep);
    int place = 0, total = 0;
#pragma unroll
    for (int bit = 0; bit < 4; ++bit) {
      const uint32_t voters = __ballot_sync(~0u, (mine >> bit) & 1);
      place += __popc(voters & lanesBelow) << bit;
      total += __popc(voters) << bit;
    }
#pragma unroll
    for (int e = 0; e < 8; ++e)
      if (keep >> e & 1)
        kept[place++] = elementOf(words, e);
    return total;
  }

  /// The steps of `count` packs of squares (shared memory) by a whole warp,
  /// the result in every lane. Window by window of kWindowPacks packs, lane
  /// l looking at pack l: the lanes keep the squares that may move the
  /// chain at the window's first acc (keepMoving) in `kept` (kKeptPacks
  /// packs of shared memory), and lane 0 adds those. A square dropped
  /// leaves every later acc as it is (the bound never decreases), so the
  /// result is the chain's, bit for bit, and its time follows the squares
  /// kept: once the sum has grown, few still move it (of a row of 7168
  /// values of similar size, about 600).
  static __device__ __forceinline__ uint16_t filteredPacks(uint16_t acc,
                                                           const uint4 *squares,
                                                           int count,
                                                           uint4 *kept) {
    const int lane = int(threadIdx.x % 32);
    for (int window = 0; window < count; window += kWindowPacks) {
      const uint4 pack =
          window + lane < count ? squares[window + lane] : uint4{};
      const int total = keepMoving(pack, smallestMovingSquareBits(kFormat, acc),
                                   reinterpret_cast<uint16_t *>(kept));
      if (total == 0)
        continue;
      __syncwarp();
      if (lane == 0)
        acc = addKept(acc, kept, total);
      acc = uint16_t(__shfl_sync(~0u, acc, 0));
      __syncwarp();
    }
    return acc;
  }

  /// The step of one element h (a value of the dtype, in f32).
  static __device__ __forceinline__ uint16_t element(uint16_t acc, float h) {
    return add(acc, uint16_t(squares(h, 0.0f)));
  }

  /// The steps of the first `count` squares of `kept` (filteredPacks), in
  /// order; the rest of the last pack shifted out, not indexed, so that it
  /// stays in registers.
  static __device__ __forceinline__ uint16_t addKept(uint16_t acc,
                                                     const uint4 *kept,
                                                     int count) {
    const int whole = count / 8;
    uint4 next = kept[0];
    for (int pack = 0; pack < whole; ++pack) {
      const uint4 squares = next;
      next = kept[pack + 1];
      acc = addPack(acc, squares);
    }
    uint64_t low = uint64_t(next.y) << 32 | next.x,
             high = uint64_t(next.w) << 32 | next.z;
    for (int e = 0; e < count % 8; ++e) {
      acc = add(acc, uint16_t(low));
      low = low >> 16 | high << 48;
      high >>= 16;
    }
    return acc;
  }

  /// The sum's value, in f32.
  static __device__ __forceinline__ float value(uint16_t acc) {
    return half(acc, false);
  }
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_INDTYPECHAIN_CUH
