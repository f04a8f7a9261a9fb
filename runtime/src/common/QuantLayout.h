//===- QuantLayout.h - Where a quantized output's bytes go ------*- C++ -*-===//
//
// The sizes of a quantizing norm's outputs and where scale (t, g) of token t
// and group g lies in each tpfuse_scale_layout, as runtime.h states them:
// one definition for the argument checks (byte sizes, overlaps) and the
// quantizers of both backends (offsets: the host quantizer and the CUDA
// kernels' epilogue, hence TPFUSE_HOST_DEVICE), so they cannot drift apart.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_QUANTLAYOUT_H
#define TPFUSE_RUNTIME_QUANTLAYOUT_H

#include "common/Backend.h"
#include "common/HostDevice.h"

#include <cstdint>

namespace tpfuse::runtime {

TPFUSE_HOST_DEVICE inline bool isFp4Scheme(tpfuse_quant_scheme quant) {
  return quant == TPFUSE_QUANT_NVFP4 || quant == TPFUSE_QUANT_MXFP4;
}

/// Consecutive hidden elements that share one computed scale: the group,
/// the FP4 block, or the whole row (per token). 0 for FP8_STATIC, which
/// computes none. Expects checked quantization fields.
TPFUSE_HOST_DEVICE inline int64_t
quantGroupElements(const NormProblem &problem) {
  switch (problem.quant) {
  case TPFUSE_QUANT_FP8_PER_TOKEN:
    return problem.hidden;
  case TPFUSE_QUANT_FP8_PER_GROUP:
  case TPFUSE_QUANT_NVFP4:
  case TPFUSE_QUANT_MXFP4:
    return problem.groupSize;
  case TPFUSE_QUANT_NONE:
  case TPFUSE_QUANT_FP8_STATIC:
    break;
  }
  return 0;
}

/// G: computed scales per token (0 for FP8_STATIC).
TPFUSE_HOST_DEVICE inline int64_t scalesPerToken(const NormProblem &problem) {
  const int64_t group = quantGroupElements(problem);
  if (!group)
    return 0;
  // The kernels' epilogue asks per row: a 32-bit division where it is
  // exact is a fraction of a 64-bit one.
  if (((problem.hidden | group) >> 31) == 0)
    return int64_t(uint32_t(problem.hidden) / uint32_t(group));
  return problem.hidden / group;
}

/// Whether a block that holds a row as packs of `packElements` elements,
/// one per thread, quantizes it from those registers (cuda/QuantizeRow.cuh,
/// quantizePacks): every group is a power of two of whole packs, at most a
/// warp of them.
TPFUSE_HOST_DEVICE inline bool quantizesWholePacks(const NormProblem &problem,
                                                   int64_t packElements) {
  if (problem.quant == TPFUSE_QUANT_FP8_STATIC ||
      problem.quant == TPFUSE_QUANT_FP8_PER_TOKEN)
    return true;
  const int64_t lanes = problem.groupSize / packElements;
  return problem.groupSize % packElements == 0 && lanes >= 1 && lanes <= 32 &&
         (lanes & (lanes - 1)) == 0;
}

/// Bytes of one token's quantized values: one e4m3 byte per element, or
/// two e2m1 values per byte.
TPFUSE_HOST_DEVICE inline int64_t
quantizedRowBytes(const NormProblem &problem) {
  return isFp4Scheme(problem.quant) ? problem.hidden / 2 : problem.hidden;
}

/// `value` rounded up to a multiple of `multiple`; false on overflow.
inline bool roundUpTo(int64_t value, int64_t multiple, int64_t &rounded) {
  int64_t padded;
  if (__builtin_add_overflow(value, multiple - 1, &padded))
    return false;
  rounded = padded / multiple * multiple;
  return true;
}

/// The byte size of `scales` in its layout, padding included (0 for
/// FP8_STATIC); false if it overflows int64.
inline bool scalesBytes(const NormProblem &problem, int64_t &bytes) {
  const int64_t tokens = problem.tokens;
  const int64_t groups = scalesPerToken(problem);
  int64_t tokens4, groups4, tokens128, product;
  switch (problem.scaleLayout) {
  case TPFUSE_SCALE_ROW_MAJOR:
    // f32 scales for FP8, one byte each for FP4.
    return !__builtin_mul_overflow(tokens, groups, &product) &&
           !__builtin_mul_overflow(product, isFp4Scheme(problem.quant) ? 1 : 4,
                                   &bytes);
  case TPFUSE_SCALE_COLUMN_MAJOR:
    return roundUpTo(tokens, 4, tokens4) &&
           !__builtin_mul_overflow(tokens4, groups, &product) &&
           !__builtin_mul_overflow(product, 4, &bytes);
  case TPFUSE_SCALE_PACKED_UE8M0:
    // One int32 word per token and four groups.
    return roundUpTo(tokens, 4, tokens4) && roundUpTo(groups, 4, groups4) &&
           !__builtin_mul_overflow(tokens4, groups4, &bytes);
  case TPFUSE_SCALE_SWIZZLED_128X4:
    // 512-byte tiles of 128 tokens by 4 scales.
    return roundUpTo(tokens, 128, tokens128) && roundUpTo(groups, 4, groups4) &&
           !__builtin_mul_overflow(tokens128, groups4, &bytes);
  }
  return false;
}

/// Bytes of one scale slot: f32 for FP8 (but one byte of a word with
/// TPFUSE_SCALE_PACKED_UE8M0), a byte for FP4.
TPFUSE_HOST_DEVICE inline int64_t scaleSlotBytes(const NormProblem &problem) {
  return isFp4Scheme(problem.quant) ||
                 problem.scaleLayout == TPFUSE_SCALE_PACKED_UE8M0
             ? 1
             : 4;
}

/// Token rows of the layout, padding rows included: T, T4 or T rounded up
/// to 128. Rows from problem.tokens on hold only padding.
TPFUSE_HOST_DEVICE inline int64_t
scaleLayoutTokens(const NormProblem &problem) {
  switch (problem.scaleLayout) {
  case TPFUSE_SCALE_ROW_MAJOR:
    break;
  case TPFUSE_SCALE_COLUMN_MAJOR:
  case TPFUSE_SCALE_PACKED_UE8M0:
    return (problem.tokens + 3) / 4 * 4;
  case TPFUSE_SCALE_SWIZZLED_128X4:
    return (problem.tokens + 127) / 128 * 128;
  }
  return problem.tokens;
}

/// Scale columns of the layout, padding included: G, or G4 for the layouts
/// that group scales by four. Columns from scalesPerToken on are padding.
/// Together with scaleLayoutTokens, slots (t, g) below both cover the
/// layout's scalesBytes exactly once.
TPFUSE_HOST_DEVICE inline int64_t
scaleLayoutGroups(const NormProblem &problem) {
  const int64_t groups = scalesPerToken(problem);
  if (problem.scaleLayout == TPFUSE_SCALE_PACKED_UE8M0 ||
      problem.scaleLayout == TPFUSE_SCALE_SWIZZLED_128X4)
    return (groups + 3) / 4 * 4;
  return groups;
}

/// What placing a call's scales takes, computed once per call: the host
/// quantizer holds it, and the CUDA backend passes it to its kernels as a
/// parameter, so that the epilogue divides nothing per row (these sizes
/// cost it a fifth of its instructions when each use computed them again).
struct ScaleGeometry {
  tpfuse_scale_layout layout = TPFUSE_SCALE_ROW_MAJOR;
  int32_t slotBytes = 0;    // scaleSlotBytes
  int64_t groups = 0;       // scalesPerToken
  int64_t layoutGroups = 0; // scaleLayoutGroups
  int64_t layoutTokens = 0; // scaleLayoutTokens
};

TPFUSE_HOST_DEVICE inline ScaleGeometry
scaleGeometry(const NormProblem &problem) {
  ScaleGeometry geometry;
  geometry.layout = problem.scaleLayout;
  geometry.slotBytes = int32_t(scaleSlotBytes(problem));
  geometry.groups = scalesPerToken(problem);
  geometry.layoutGroups = scaleLayoutGroups(problem);
  geometry.layoutTokens = scaleLayoutTokens(problem);
  return geometry;
}

/// The byte offset in `scales` of scale (t, g), as runtime.h's
/// tpfuse_scale_layout states it (the column-major and packed layouts'
/// token rows are T4, their layoutTokens).
TPFUSE_HOST_DEVICE inline int64_t scaleByteOffset(const ScaleGeometry &geometry,
                                                  int64_t t, int64_t g) {
  switch (geometry.layout) {
  case TPFUSE_SCALE_ROW_MAJOR:
    return (t * geometry.groups + g) * geometry.slotBytes;
  case TPFUSE_SCALE_COLUMN_MAJOR:
    return (g * geometry.layoutTokens + t) * 4;
  case TPFUSE_SCALE_PACKED_UE8M0:
    // Byte g % 4 of a little-endian int32 word.
    return ((g / 4) * geometry.layoutTokens + t) * 4 + g % 4;
  case TPFUSE_SCALE_SWIZZLED_128X4:
    return (t / 128) * (geometry.layoutGroups / 4) * 512 + (g / 4) * 512 +
           (t % 32) * 16 + ((t % 128) / 32) * 4 + g % 4;
  }
  return 0;
}

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_QUANTLAYOUT_H
