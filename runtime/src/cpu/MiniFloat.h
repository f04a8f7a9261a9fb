//===- MiniFloat.h - The narrow floats of quantized outputs -----*- C++ -*-===//
//
// FP8 e4m3fn and FP4 e2m1 encodings of floats, the power-of-two roundings of
// UE8M0 scales, and the float bit tricks they need, written by hand on the
// IEEE bits (no intrinsics, no libm): the host reference every quantizing
// backend must match bit for bit (runtime.h, "Quantization").
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_MINIFLOAT_H
#define TPFUSE_RUNTIME_MINIFLOAT_H

#include <cstdint>

namespace tpfuse::runtime {

/// FP8 e4m3fn (bias 7, no infinities, 0x7F / 0xFF NaN): `value` rounded to
/// nearest, ties to an even mantissa, saturating to +-448 (infinities
/// included); NaN gives 0x7F. The sign is kept, so tiny negatives give -0
/// (0x80).
uint8_t floatToE4m3(float value);
/// The float an e4m3fn byte encodes (exact).
float e4m3ToFloat(uint8_t code);

/// FP4 e2m1 (values 0, 0.5, 1, 1.5, 2, 3, 4, 6, sign in bit 3), in the low
/// nibble: `value` rounded to nearest, ties to an even mantissa, saturating
/// to +-6; NaN gives +6 (0x7). The sign is kept, so tiny negatives give -0
/// (0x8).
uint8_t floatToE2m1(float value);
/// The float an e2m1 nibble encodes (exact).
float e2m1ToFloat(uint8_t code);

/// The least power of two >= `value`, for value > 0 (subnormals included);
/// NaN and infinity stay as they are, and a value above 2^127 gives
/// infinity (the next power of two is not a float).
float roundUpToPowerOfTwo(float value);

/// floor(log2(value)) of a finite value > 0, exactly, from its exponent
/// bits (subnormals down to -149).
int floorLog2(float value);

/// 2^exponent for exponent in [-149, 127], built from bits.
float powerOfTwo(int exponent);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_MINIFLOAT_H
