//===- InDtypeChain.cuh - The in-dtype sum, one thread a row ---*- CUDA -*-===//
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
// spend a whole block and ~90 instructions a square on one row.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_INDTYPECHAIN_CUH
#define TPFUSE_RUNTIME_CUDA_INDTYPECHAIN_CUH

#include "NormMath.cuh"

#include <cstdint>
#include <type_traits>

namespace tpfuse::runtime::cuda {

/// The chain's operations on the raw bits of a 16-bit dtype.
template <typename T> struct InDtypeChain {
  static_assert(std::is_same_v<T, __nv_bfloat16> || std::is_same_v<T, __half>,
                "the in-dtype sum is for 16-bit dtypes");
  static constexpr bool kBf16 = std::is_same_v<T, __nv_bfloat16>;

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

  /// The steps of `packs` consecutive packs, the squares of each pack
  /// computed while the pack before is being added: the adds are the
  /// chain, and a square that is ready before its add keeps the chain at
  /// one add's latency a step.
  static __device__ __forceinline__ uint16_t packs(uint16_t acc,
                                                   const uint4 *row,
                                                   int count) {
    if (count <= 0)
      return acc;
    uint4 squares = packSquares(row[0]);
#pragma unroll 2
    for (int column = 1; column < count; ++column) {
      const uint4 next = packSquares(row[column]);
      acc = addPack(acc, squares);
      squares = next;
    }
    return addPack(acc, squares);
  }

  /// The step of one element h (a value of the dtype, in f32).
  static __device__ __forceinline__ uint16_t element(uint16_t acc, float h) {
    return add(acc, uint16_t(squares(h, 0.0f)));
  }

  /// The sum's value, in f32.
  static __device__ __forceinline__ float value(uint16_t acc) {
    return half(acc, false);
  }
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_INDTYPECHAIN_CUH
