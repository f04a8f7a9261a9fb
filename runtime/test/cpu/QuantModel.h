//===- QuantModel.h - float64 model of the quantized outputs ----*- C++ -*-===//
//
// runtime.h's "Quantization" formulas and tpfuse_scale_layout written again,
// independently of the runtime: the narrow formats as tables of their values
// searched for the nearest one (ties to the even code, which is the even
// mantissa), each f32 operation as the float64 operation rounded to f32
// (exact for +, -, *, /: float64 has more than 2 x 24 + 2 bits), powers of
// two and logarithms through frexp and ilogb, and each layout's index
// formula restated.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_TEST_QUANTMODEL_H
#define TPFUSE_RUNTIME_TEST_QUANTMODEL_H

#include "tpfuse/runtime.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

namespace tpfuse::test {

/// The f32 result of a float64 value: an f32 operation's rounding.
inline double f32(double value) {
  return static_cast<double>(static_cast<float>(value));
}

/// A narrow float format by its non-negative values, in code order.
struct NarrowFormat {
  std::vector<double> magnitudes; // magnitudes[code], increasing
  uint8_t signBit;
  uint8_t nanCode;
};

/// e4m3fn: bias 7, 3 mantissa bits; codes 0..126 are finite (127 is NaN).
inline const NarrowFormat &e4m3Format() {
  static const NarrowFormat format = [] {
    NarrowFormat result{{}, 0x80, 0x7f};
    for (int code = 0; code < 127; ++code) {
      int field = code >> 3, mantissa = code & 7;
      result.magnitudes.push_back(
          field == 0 ? std::ldexp(mantissa / 8.0, -6)
                     : std::ldexp(1.0 + mantissa / 8.0, field - 7));
    }
    return result;
  }();
  return format;
}

inline const NarrowFormat &e2m1Format() {
  static const NarrowFormat format{{0, 0.5, 1, 1.5, 2, 3, 4, 6}, 0x8, 0x7};
  return format;
}

/// The nearest value of `format` (ties to the even code), saturating to the
/// largest, with the sign of `value`; NaN gives format.nanCode.
inline uint8_t modelEncode(double value, const NarrowFormat &format) {
  if (std::isnan(value))
    return format.nanCode;
  const std::vector<double> &m = format.magnitudes;
  const double magnitude = std::fabs(value);
  size_t code = m.size() - 1;
  if (magnitude < m.back()) {
    size_t above = static_cast<size_t>(
        std::upper_bound(m.begin(), m.end(), magnitude) - m.begin());
    size_t below = above - 1;
    double toBelow = magnitude - m[below], toAbove = m[above] - magnitude;
    code = toBelow < toAbove   ? below
           : toAbove < toBelow ? above
           : (below % 2 == 0)  ? below
                               : above;
  }
  return static_cast<uint8_t>(code |
                              (std::signbit(value) ? format.signBit : 0));
}

inline double modelDecode(uint8_t code, const NarrowFormat &format) {
  if ((code & ~format.signBit) == format.nanCode && format.nanCode == 0x7f)
    return std::numeric_limits<double>::quiet_NaN();
  double magnitude = format.magnitudes[code & ~format.signBit];
  return code & format.signBit ? -magnitude : magnitude;
}

/// e4m3 of clamp(value, -448, 448), NaN clamping to -448 (runtime.h).
inline uint8_t modelE4m3(double value) {
  if (std::isnan(value))
    return 0xfe;
  return modelEncode(value, e4m3Format());
}
inline double modelE4m3Value(uint8_t code) {
  return modelDecode(code, e4m3Format());
}
/// e2m1 as runtime.h states it: of clamp(value, -6, 6) with NaN clamping to
/// -6, the sign kept only for a negative value (-0.0 gives +0).
inline uint8_t modelE2m1(double value) {
  if (std::isnan(value))
    return 0xf;
  const uint8_t code = modelEncode(std::fabs(value), e2m1Format());
  return static_cast<uint8_t>(code | (value < 0.0 ? 0x8 : 0x0));
}

/// The least power of two >= value > 0; NaN and infinity kept; beyond the
/// largest float: infinity.
inline double modelPowerOfTwoAtLeast(double value) {
  if (!std::isfinite(value))
    return value;
  int exponent;
  double mantissa =
      std::frexp(value, &exponent); // value = m * 2^e, m in [.5, 1)
  double power = mantissa == 0.5 ? value : std::ldexp(1.0, exponent);
  return f32(power);
}

/// What one call quantizes: runtime.h's fields.
struct QuantSpec {
  tpfuse_quant_scheme quant = TPFUSE_QUANT_NONE;
  tpfuse_scale_format format = TPFUSE_SCALE_F32;
  tpfuse_scale_layout layout = TPFUSE_SCALE_ROW_MAJOR;
  float minScale = 0.0f;
  int64_t groupSize = 0;
  float scaleIn = 0.0f; // FP8_STATIC and NVFP4
  tpfuse_scaling scaling = TPFUSE_SCALING_DIVIDE;
};

/// The FP8 schemes' value: e4m3(y / s), or e4m3(y * r), r = f32(1 / s).
inline uint8_t modelFp8(const QuantSpec &spec, double y, double scale) {
  if (spec.scaling == TPFUSE_SCALING_RECIPROCAL)
    return modelE4m3(f32(y * f32(1.0 / scale)));
  return modelE4m3(f32(y / scale));
}

inline bool isFp4(const QuantSpec &spec) {
  return spec.quant == TPFUSE_QUANT_NVFP4 || spec.quant == TPFUSE_QUANT_MXFP4;
}

/// Elements per computed scale (0: none).
inline int64_t groupOf(const QuantSpec &spec, int64_t hidden) {
  if (spec.quant == TPFUSE_QUANT_FP8_STATIC)
    return 0;
  return spec.quant == TPFUSE_QUANT_FP8_PER_TOKEN ? hidden : spec.groupSize;
}

inline int64_t roundUp(int64_t value, int64_t multiple) {
  return (value + multiple - 1) / multiple * multiple;
}

/// The layout's size in bytes and the byte where scale (t, g) starts, as
/// runtime.h's tpfuse_scale_layout states.
struct ScaleLayout {
  ScaleLayout(const QuantSpec &spec, int64_t tokens, int64_t hidden)
      : spec(spec), tokens(tokens),
        groups(groupOf(spec, hidden) ? hidden / groupOf(spec, hidden) : 0) {}

  int64_t bytes() const {
    const int64_t t4 = roundUp(tokens, 4);
    switch (spec.layout) {
    case TPFUSE_SCALE_ROW_MAJOR:
      return tokens * groups * (isFp4(spec) ? 1 : 4);
    case TPFUSE_SCALE_COLUMN_MAJOR:
      return groups * t4 * 4;
    case TPFUSE_SCALE_PACKED_UE8M0:
      return roundUp(groups, 4) / 4 * t4 * 4;
    case TPFUSE_SCALE_SWIZZLED_128X4:
      return roundUp(tokens, 128) * roundUp(groups, 4);
    }
    return 0;
  }

  int64_t at(int64_t t, int64_t g) const {
    const int64_t t4 = roundUp(tokens, 4);
    switch (spec.layout) {
    case TPFUSE_SCALE_ROW_MAJOR:
      return (t * groups + g) * (isFp4(spec) ? 1 : 4);
    case TPFUSE_SCALE_COLUMN_MAJOR:
      return 4 * (g * t4 + t);
    case TPFUSE_SCALE_PACKED_UE8M0:
      return 4 * ((g / 4) * t4 + t) + g % 4;
    case TPFUSE_SCALE_SWIZZLED_128X4: {
      const int64_t g4 = roundUp(groups, 4);
      return (t / 128) * (g4 / 4) * 512 + (g / 4) * 512 + (t % 32) * 16 +
             ((t % 128) / 32) * 4 + g % 4;
    }
    }
    return 0;
  }

  QuantSpec spec;
  int64_t tokens;
  int64_t groups;
};

/// The expected bytes of quantized and scales (padding 0).
struct QuantBytes {
  std::vector<uint8_t> quantized;
  std::vector<uint8_t> scales;
};

/// The model of `spec` on the rows y [tokens, hidden] (normed as written).
inline QuantBytes modelQuantize(const QuantSpec &spec, int64_t tokens,
                                int64_t hidden, const std::vector<double> &y) {
  const ScaleLayout layout(spec, tokens, hidden);
  const int64_t group = groupOf(spec, hidden);
  QuantBytes out;
  out.scales.assign(static_cast<size_t>(layout.bytes()), 0);
  std::vector<uint8_t> codes(static_cast<size_t>(tokens * hidden));
  auto storeF32 = [&](int64_t t, int64_t g, double scale) {
    float single = static_cast<float>(scale);
    std::memcpy(&out.scales[static_cast<size_t>(layout.at(t, g))], &single, 4);
  };
  for (int64_t t = 0; t < tokens; ++t) {
    const double *row = &y[static_cast<size_t>(t * hidden)];
    uint8_t *rowCodes = &codes[static_cast<size_t>(t * hidden)];
    if (spec.quant == TPFUSE_QUANT_FP8_STATIC) {
      for (int64_t j = 0; j < hidden; ++j)
        rowCodes[j] = modelFp8(spec, row[j], spec.scaleIn);
      continue;
    }
    for (int64_t g = 0; g < layout.groups; ++g) {
      const double *v = row + g * group;
      uint8_t *q = rowCodes + g * group;
      double amax = 0.0;
      for (int64_t j = 0; j < group; ++j)
        amax = std::isnan(amax) || std::isnan(v[j])
                   ? std::numeric_limits<double>::quiet_NaN()
                   : std::max(amax, std::fabs(v[j]));
      uint8_t *slot = &out.scales[static_cast<size_t>(layout.at(t, g))];
      switch (spec.quant) {
      case TPFUSE_QUANT_FP8_PER_TOKEN:
      case TPFUSE_QUANT_FP8_PER_GROUP: {
        // A NaN amax gives the floor, as `clamp(min=...)` does.
        double s = f32(amax / 448.0);
        if (std::isnan(s) || s < spec.minScale)
          s = spec.minScale;
        if (spec.format == TPFUSE_SCALE_UE8M0)
          s = modelPowerOfTwoAtLeast(s);
        for (int64_t j = 0; j < group; ++j)
          q[j] = modelFp8(spec, v[j], s);
        if (spec.layout == TPFUSE_SCALE_PACKED_UE8M0)
          *slot = std::isfinite(s) ? static_cast<uint8_t>(std::ilogb(s) + 127)
                                   : 255;
        else
          storeF32(t, g, s);
        break;
      }
      case TPFUSE_QUANT_NVFP4: {
        const double gs = spec.scaleIn;
        uint8_t sf = modelE4m3(f32(gs * f32(amax * f32(1.0 / 6.0))));
        double sfValue = modelE4m3Value(sf);
        double inverse = gs == 0.0 ? 0.0 : f32(1.0 / gs);
        double product = f32(sfValue * inverse);
        double o = product == 0.0 ? 0.0 : f32(1.0 / product);
        for (int64_t j = 0; j < group; ++j)
          q[j] = modelE2m1(f32(v[j] * o));
        *slot = sf;
        break;
      }
      case TPFUSE_QUANT_MXFP4: {
        if (std::isnan(amax)) {
          std::fill(q, q + group, uint8_t(0x7));
          *slot = 255;
          break;
        }
        int e = amax == 0.0        ? -127
                : std::isinf(amax) ? 127
                                   : std::ilogb(amax) - 2;
        e = std::clamp(e, -127, 127);
        for (int64_t j = 0; j < group; ++j)
          q[j] = modelE2m1(f32(v[j] / std::ldexp(1.0, e)));
        *slot = static_cast<uint8_t>(e + 127);
        break;
      }
      default:
        break;
      }
    }
  }
  if (!isFp4(spec)) {
    out.quantized = codes;
  } else {
    for (size_t i = 0; i + 1 < codes.size(); i += 2)
      out.quantized.push_back(
          static_cast<uint8_t>(codes[i] | codes[i + 1] << 4));
  }
  return out;
}

} // namespace tpfuse::test

#endif // TPFUSE_RUNTIME_TEST_QUANTMODEL_H
