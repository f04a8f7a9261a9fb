//===- HostQuantize.cpp - Reference quantized output on the host ----------===//
//
// Rows of normed through QuantMath.h's formulas, the ones the CUDA kernels
// run too; here they are plain f32 operations, and the build turns off
// floating-point contraction (runtime/CMakeLists.txt), so each one is
// rounded to nearest-even on its own.
//
//===----------------------------------------------------------------------===//

#include "cpu/HostQuantize.h"

#include "common/Dtype.h"
#include "common/QuantLayout.h"
#include "common/QuantMath.h"

#include <cstdint>
#include <cstring>
#include <vector>

using namespace tpfuse::runtime;

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
              "TPFUSE_SCALE_PACKED_UE8M0 names the bytes of little-endian "
              "words by their address");

namespace {
/// max |y_j| over `count` values, NaN if one is (QuantMath.h's order-free
/// maximum, which the CUDA kernels reduce in their own order).
float absMax(const float *values, int64_t count) {
  uint32_t amaxBits = 0;
  for (int64_t j = 0; j < count; ++j)
    amaxBits = absMaxBits(amaxBits, values[j]);
  return floatFromBits(amaxBits);
}

float readFloat(const void *data) {
  float value;
  std::memcpy(&value, data, sizeof(value));
  return value;
}

/// The quantizer of one problem; rows go through it one at a time.
class RowQuantizer {
public:
  explicit RowQuantizer(const NormProblem &problem)
      : problem(problem), geometry(scaleGeometry(problem)),
        groupElements(quantGroupElements(problem)),
        quantized(static_cast<uint8_t *>(problem.quantized)),
        scales(static_cast<uint8_t *>(problem.scales)),
        codes(static_cast<size_t>(problem.hidden)) {
    if (problem.scaleIn)
      scaleIn = readFloat(problem.scaleIn);
  }

  /// Quantizes row t, whose values (normed as written) are in `y`.
  void run(int64_t t, const float *y) {
    switch (problem.quant) {
    case TPFUSE_QUANT_FP8_STATIC:
      fp8Values(y, problem.hidden, scaleIn, codes.data());
      break;
    case TPFUSE_QUANT_FP8_PER_TOKEN:
    case TPFUSE_QUANT_FP8_PER_GROUP:
      forEachGroup(
          y, [&](int64_t g, const float *group) { fp8Group(t, g, group); });
      break;
    case TPFUSE_QUANT_NVFP4:
      forEachGroup(
          y, [&](int64_t g, const float *block) { nvfp4Block(t, g, block); });
      break;
    case TPFUSE_QUANT_MXFP4:
      forEachGroup(
          y, [&](int64_t g, const float *block) { mxfp4Block(t, g, block); });
      break;
    case TPFUSE_QUANT_NONE:
      return;
    }
    writeRow(t);
  }

private:
  /// fn(g, the group's first value) for each group (block) of the row.
  template <typename Fn> void forEachGroup(const float *y, Fn fn) {
    for (int64_t g = 0; g * groupElements < problem.hidden; ++g)
      fn(g, y + g * groupElements);
  }

  uint8_t *scaleSlot(int64_t t, int64_t g) {
    return scales + scaleByteOffset(geometry, t, g);
  }

  /// q_j = e4m3(y_j / s), or e4m3(y_j * r) with r = 1 / s rounded once.
  void fp8Values(const float *y, int64_t count, float scale, uint8_t *out) {
    if (problem.scaling == TPFUSE_SCALING_RECIPROCAL) {
      const float reciprocal = fp8Reciprocal(scale);
      for (int64_t j = 0; j < count; ++j)
        out[j] = fp8ValueTimes(y[j], reciprocal);
      return;
    }
    for (int64_t j = 0; j < count; ++j)
      out[j] = fp8Value(y[j], scale);
  }

  /// s = max(amax / 448, min_scale) (a NaN amax gives min_scale), rounded up to
  /// a power of two for UE8M0; the values through fp8Values.
  void fp8Group(int64_t t, int64_t g, const float *y) {
    const float scale = fp8Scale(absMax(y, groupElements), problem.minScale,
                                 problem.scaleFormat == TPFUSE_SCALE_UE8M0);
    fp8Values(y, groupElements, scale, codes.data() + g * groupElements);
    if (problem.scaleLayout == TPFUSE_SCALE_PACKED_UE8M0)
      *scaleSlot(t, g) = ue8m0Byte(scale);
    else
      std::memcpy(scaleSlot(t, g), &scale, sizeof(scale));
  }

  /// sf = e4m3(gs * (amax * r6)); o = sf == 0 ? 0 : 1 / (sf * (1 / gs));
  /// q_j = e2m1(y_j * o).
  void nvfp4Block(int64_t t, int64_t g, const float *y) {
    const uint8_t blockScale =
        nvfp4BlockScale(absMax(y, groupElements), scaleIn);
    const float outputScale = nvfp4OutputScale(blockScale, scaleIn);
    const int64_t first = g * groupElements;
    for (int64_t j = 0; j < groupElements; ++j)
      codes[first + j] = nvfp4Value(y[j], outputScale);
    *scaleSlot(t, g) = blockScale;
  }

  /// e = floor(log2(amax)) - 2 clamped to [-127, 127] (-127 for amax 0);
  /// q_j = e2m1(y_j / 2^e); e + 127 stored (255 and +6 for a NaN amax).
  void mxfp4Block(int64_t t, int64_t g, const float *y) {
    const uint8_t scaleByte = mxfp4ScaleByte(absMax(y, groupElements));
    const int64_t first = g * groupElements;
    for (int64_t j = 0; j < groupElements; ++j)
      codes[first + j] = mxfp4Value(y[j], scaleByte);
    *scaleSlot(t, g) = scaleByte;
  }

  /// e4m3 bytes, or two e2m1 codes per byte, element 2i in the low nibble.
  void writeRow(int64_t t) {
    uint8_t *row = quantized + t * quantizedRowBytes(problem);
    if (!isFp4Scheme(problem.quant)) {
      std::memcpy(row, codes.data(), codes.size());
      return;
    }
    for (int64_t i = 0; i < problem.hidden / 2; ++i)
      row[i] = static_cast<uint8_t>(codes[2 * i] | (codes[2 * i + 1] << 4));
  }

  const NormProblem &problem;
  const ScaleGeometry geometry;
  const int64_t groupElements;
  uint8_t *quantized;
  uint8_t *scales;
  float scaleIn = 0.0f;
  std::vector<uint8_t> codes;
};
} // namespace

void tpfuse::runtime::hostQuantizeNormed(const NormProblem &problem) {
  if (!problem.quantizes() || problem.tokens == 0)
    return;
  // Padding slots of the layout are 0: clear it all, then write the scales.
  int64_t scaleBytes = 0;
  if (problem.scales && scalesBytes(problem, scaleBytes))
    std::memset(problem.scales, 0, static_cast<size_t>(scaleBytes));
  RowQuantizer quantizer(problem);
  std::vector<float> y(static_cast<size_t>(problem.hidden));
  dispatchDtype(problem.dtype, [&](auto tag) {
    using T = decltype(tag);
    const auto *normed = static_cast<const T *>(problem.normed);
    for (int64_t t = 0; t < problem.tokens; ++t) {
      for (int64_t j = 0; j < problem.hidden; ++j)
        y[j] = toFloat(normed[t * problem.hidden + j]);
      quantizer.run(t, y.data());
    }
  });
}
