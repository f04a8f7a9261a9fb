//===- MiniFloat.cpp - The narrow floats of quantized outputs -------------===//

#include "cpu/MiniFloat.h"

#include <cstring>

using namespace tpfuse::runtime;

namespace {
uint32_t bitsOf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

float fromBits(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

/// The magnitude of a finite float, given its bits without the sign, rounded
/// to nearest-even onto a format with `mantissaBits` stored bits whose
/// smallest normal exponent is `minExponent` (below it, subnormals of that
/// quantum): the code of the result, exponent field (bias 1 - minExponent)
/// and mantissa together. Exact integer arithmetic on the significand.
uint32_t roundMagnitude(uint32_t magnitude, int mantissaBits, int minExponent) {
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
} // namespace

uint8_t tpfuse::runtime::floatToE4m3(float value) {
  const uint32_t bits = bitsOf(value);
  const uint32_t sign = (bits >> 24) & 0x80u;
  const uint32_t magnitude = bits & 0x7fffffffu;
  if (magnitude > 0x7f800000u)
    return 0x7f;
  // Beyond 448 (infinity too): saturate to 448 = 0x7E.
  if (magnitude > bitsOf(448.0f))
    return static_cast<uint8_t>(sign | 0x7eu);
  return static_cast<uint8_t>(sign | roundMagnitude(magnitude, 3, -6));
}

float tpfuse::runtime::e4m3ToFloat(uint8_t code) {
  const int field = (code >> 3) & 0xf;
  const int mantissa = code & 0x7;
  float magnitude;
  if ((code & 0x7f) == 0x7f)
    return fromBits(0x7fc00000u);
  if (field == 0)
    magnitude = static_cast<float>(mantissa) * powerOfTwo(-9);
  else
    magnitude = static_cast<float>(8 + mantissa) * powerOfTwo(field - 10);
  return code & 0x80 ? -magnitude : magnitude;
}

uint8_t tpfuse::runtime::floatToE2m1(float value) {
  const uint32_t bits = bitsOf(value);
  const uint32_t sign = (bits >> 28) & 0x8u;
  const uint32_t magnitude = bits & 0x7fffffffu;
  if (magnitude > 0x7f800000u)
    return 0x7;
  if (magnitude > bitsOf(6.0f))
    return static_cast<uint8_t>(sign | 0x7u);
  return static_cast<uint8_t>(sign | roundMagnitude(magnitude, 1, 0));
}

float tpfuse::runtime::e2m1ToFloat(uint8_t code) {
  static const float kMagnitudes[8] = {0.0f, 0.5f, 1.0f, 1.5f,
                                       2.0f, 3.0f, 4.0f, 6.0f};
  const float magnitude = kMagnitudes[code & 0x7];
  return code & 0x8 ? -magnitude : magnitude;
}

float tpfuse::runtime::roundUpToPowerOfTwo(float value) {
  const uint32_t bits = bitsOf(value);
  const uint32_t field = bits & 0x7f800000u;
  const uint32_t mantissa = bits & 0x7fffffu;
  if (field == 0x7f800000u || mantissa == 0)
    return value; // NaN, infinity, or a normal power of two already
  if (field != 0)
    return fromBits(field + 0x800000u); // infinity past 2^127
  // Subnormal: the next power of two of the mantissa (2^23 is the smallest
  // normal, whose bits are exactly that).
  uint32_t power = 1;
  while (power < mantissa)
    power <<= 1;
  return fromBits(power);
}

int tpfuse::runtime::floorLog2(float value) {
  const uint32_t bits = bitsOf(value);
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

float tpfuse::runtime::powerOfTwo(int exponent) {
  if (exponent >= -126)
    return fromBits(static_cast<uint32_t>(exponent + 127) << 23);
  return fromBits(uint32_t(1) << (exponent + 149));
}
