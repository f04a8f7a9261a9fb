//===- MiniFloat.h - The narrow floats of quantized outputs -----*- C++ -*-===//
//
// FP8 e4m3fn and FP4 e2m1 encodings of floats, the power-of-two roundings of
// UE8M0 scales, and the float bit tricks they need, written by hand on the
// IEEE bits (no intrinsics, no libm): the one definition every quantizing
// backend runs, the CPU backend on the host and the CUDA kernels on the
// device (TPFUSE_HOST_DEVICE), so that they agree bit for bit (runtime.h,
// "Quantization").
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_MINIFLOAT_H
#define TPFUSE_RUNTIME_MINIFLOAT_H

#include "common/HostDevice.h"

#include <cstdint>
#include <cstring>

namespace tpfuse::runtime {

TPFUSE_HOST_DEVICE inline uint32_t floatBits(float value) {
#ifdef __CUDA_ARCH__
  return __float_as_uint(value);
#else
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
#endif
}

TPFUSE_HOST_DEVICE inline float floatFromBits(uint32_t bits) {
#ifdef __CUDA_ARCH__
  return __uint_as_float(bits);
#else
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
#endif
}

TPFUSE_HOST_DEVICE inline bool isNanFloat(float value) {
  return (floatBits(value) & 0x7fffffffu) > 0x7f800000u;
}

/// The magnitude of a finite float, given its bits without the sign, rounded
/// to nearest-even onto a format with `mantissaBits` stored bits whose
/// smallest normal exponent is `minExponent` (below it, subnormals of that
/// quantum): the code of the result, exponent field (bias 1 - minExponent)
/// and mantissa together. Exact integer arithmetic on the significand.
TPFUSE_HOST_DEVICE inline uint32_t
roundMagnitude(uint32_t magnitude, int mantissaBits, int minExponent) {
  const int biased = static_cast<int>(magnitude >> 23);
  // magnitude = significand * 2^(exponent - 23).
  uint64_t significand = magnitude & 0x7fffffu;
  int exponent = biased - 127;
  if (biased == 0)
    exponent = -126; // subnormal: no implicit bit
  else
    significand |= 0x800000u;
  // The result's quantum is 2^(max(exponent, minExponent) - mantissaBits);
  // counting in quanta drops `shift` bits of the significand.
  const int kept = exponent > minExponent ? exponent : minExponent;
  const int shift = 23 - mantissaBits + kept - exponent;
  uint64_t quanta = 0;
  // At shift >= 25 the significand (< 2^24) is below half a quantum.
  if (shift < 25) {
    quanta = significand >> shift;
    const uint64_t remainder = significand & ((uint64_t(1) << shift) - 1);
    const uint64_t half = uint64_t(1) << (shift - 1);
    if (remainder > half || (remainder == half && (quanta & 1)))
      ++quanta;
  }
  // Normal results have 2^mantissaBits <= quanta <= 2^(mantissaBits + 1)
  // (the top one carries into the exponent field), subnormal ones fewer
  // (reaching the smallest normal's code); one sum covers all three.
  return (static_cast<uint32_t>(kept - minExponent) << mantissaBits) +
         static_cast<uint32_t>(quanta);
}

/// 2^exponent for exponent in [-149, 127], built from bits.
TPFUSE_HOST_DEVICE inline float powerOfTwo(int exponent) {
  if (exponent >= -126)
    return floatFromBits(static_cast<uint32_t>(exponent + 127) << 23);
  return floatFromBits(uint32_t(1) << (exponent + 149));
}

/// FP8 e4m3fn (bias 7, no infinities, 0x7F / 0xFF NaN): `value` clamped to
/// [-448, 448] and rounded to nearest, ties to an even mantissa; NaN gives
/// -448 (0xFE), as `clamp(-448, 448)` computes it where torch-mlir lowers it
/// (`x < -448 or unordered ? -448 : x`) and where the serving stacks' kernels
/// clamp with fmaxf. The sign is kept, so tiny negatives give -0 (0x80).
TPFUSE_HOST_DEVICE inline uint8_t floatToE4m3(float value) {
  const uint32_t bits = floatBits(value);
  const uint32_t sign = (bits >> 24) & 0x80u;
  const uint32_t magnitude = bits & 0x7fffffffu;
  if (magnitude > 0x7f800000u)
    return 0xfe;
  // Beyond 448 (infinity too): saturate to 448 = 0x7E.
  if (magnitude > 0x43e00000u) // 448.0f
    return static_cast<uint8_t>(sign | 0x7eu);
  return static_cast<uint8_t>(sign | roundMagnitude(magnitude, 3, -6));
}

/// The float an e4m3fn byte encodes (exact).
TPFUSE_HOST_DEVICE inline float e4m3ToFloat(uint8_t code) {
  const int field = (code >> 3) & 0xf;
  const int mantissa = code & 0x7;
  float magnitude;
  if ((code & 0x7f) == 0x7f)
    return floatFromBits(0x7fc00000u);
  if (field == 0)
    magnitude = static_cast<float>(mantissa) * powerOfTwo(-9);
  else
    magnitude = static_cast<float>(8 + mantissa) * powerOfTwo(field - 10);
  return code & 0x80 ? -magnitude : magnitude;
}

/// FP4 e2m1 (values 0, 0.5, 1, 1.5, 2, 3, 4, 6, sign in bit 3), in the low
/// nibble: `value` rounded to nearest, ties to an even mantissa, saturating
/// to +-6, as PyTorch references compute it (`clamp(-6, 6)` as torch-mlir
/// lowers it, then `rounded(|v|) * sign(v)`): NaN gives -6 (0xf), a
/// negative value that rounds to zero gives -0 (0x8), and -0.0 itself +0.
TPFUSE_HOST_DEVICE inline uint8_t floatToE2m1(float value) {
  const uint32_t bits = floatBits(value);
  const uint32_t magnitude = bits & 0x7fffffffu;
  if (magnitude > 0x7f800000u)
    return 0xf;
  const uint32_t sign = value < 0.0f ? 0x8u : 0x0u;
  if (magnitude > 0x40c00000u) // 6.0f
    return static_cast<uint8_t>(sign | 0x7u);
  return static_cast<uint8_t>(sign | roundMagnitude(magnitude, 1, 0));
}

/// The float an e2m1 nibble encodes (exact): 0 or 0.5 below the normals,
/// else (2 + mantissa) * 2^(field - 2).
TPFUSE_HOST_DEVICE inline float e2m1ToFloat(uint8_t code) {
  const int field = (code >> 1) & 0x3;
  const int mantissa = code & 0x1;
  const float magnitude =
      field == 0 ? 0.5f * static_cast<float>(mantissa)
                 : static_cast<float>(2 + mantissa) * powerOfTwo(field - 2);
  return code & 0x8 ? -magnitude : magnitude;
}

/// The least power of two >= `value`, for value > 0 (subnormals included);
/// NaN and infinity stay as they are, and a value above 2^127 gives
/// infinity (the next power of two is not a float).
TPFUSE_HOST_DEVICE inline float roundUpToPowerOfTwo(float value) {
  const uint32_t bits = floatBits(value);
  const uint32_t field = bits & 0x7f800000u;
  const uint32_t mantissa = bits & 0x7fffffu;
  if (field == 0x7f800000u || mantissa == 0)
    return value; // NaN, infinity, or a normal power of two already
  if (field != 0)
    return floatFromBits(field + 0x800000u); // infinity past 2^127
  // Subnormal: the next power of two of the mantissa (2^23 is the smallest
  // normal, whose bits are exactly that).
  uint32_t power = 1;
  while (power < mantissa)
    power <<= 1;
  return floatFromBits(power);
}

/// floor(log2(value)) of a finite value > 0, exactly, from its exponent
/// bits (subnormals down to -149).
TPFUSE_HOST_DEVICE inline int floorLog2(float value) {
  const uint32_t bits = floatBits(value);
  const int biased = static_cast<int>((bits >> 23) & 0xffu);
  if (biased != 0)
    return biased - 127;
  // Subnormal: mantissa * 2^-149; the position of its highest bit.
  uint32_t mantissa = bits & 0x7fffffu;
  int highest = -1;
  while (mantissa) {
    mantissa >>= 1;
    ++highest;
  }
  return highest - 149;
}

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_MINIFLOAT_H
