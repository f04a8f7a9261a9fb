//===- InDtypeWindowSteps.h - A window of the chain in one step -*- C++ -*-===//
//
// The single row's pipelined chain (cuda/InDtypeChainPipeline.cuh) takes its
// squares in windows of 32 packs, 256 squares. Once the sum has grown, a
// window seldom moves it out of its binade, and within a binade the chain is
// a composition of BinadeSteps (common/InDtypeSum.h), which is associative:
// a warp can compose a window's 256 steps for a few binades ahead of the
// chain, each lane its 8 squares and the warp the lanes in order, and the
// chain apply the composition of its acc's binade to its acc's units. A
// result below 2^p units means that no step left the binade (the values
// never decrease), so it is the chain's sum after the window, bit for bit;
// anything else (a step that leaves, another binade, an infinite or NaN
// acc, a binade whose steps binadeStepScaled cannot give) means adding the
// window's squares as written. This is that arithmetic, for host and
// device; InDtypeWindowStepsTest checks it against the serial chain.
//
// A dtype's bits in binade b (exponent field E, b = max(E - 1, 0): the
// subnormals share the spacing of the smallest normal binade) are its units
// of that spacing plus b * 2^(p-1), for every value below 2^p units, so
// bits and units convert by one addition.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_INDTYPEWINDOWSTEPS_H
#define TPFUSE_RUNTIME_INDTYPEWINDOWSTEPS_H

#include "common/InDtypeSum.h"

#include <cstdint>

namespace tpfuse::runtime {

/// Binades a window's steps are composed for: the chain's published acc's
/// and the three above it (the chain's acc when it reaches the window may
/// have grown past the published one).
constexpr int kWindowStepBinades = 4;
/// Squares a lane holds of a window (a 16-byte pack of a 16-bit dtype).
constexpr int kLaneSquares = 8;

/// Whether the bits of a sum (a value of the dtype, >= 0) are finite.
TPFUSE_HOST_DEVICE constexpr bool finiteSumBits(InDtypeFormat format,
                                                uint16_t bits) {
  const int exponentBits = 16 - format.significandBits;
  return (bits & 0x7fff) <
         (((1 << exponentBits) - 1) << (format.significandBits - 1));
}

/// The binade of a finite sum's bits: max(E - 1, 0).
TPFUSE_HOST_DEVICE constexpr int sumBinadeOf(InDtypeFormat format,
                                             uint16_t bits) {
  const int exponent = (bits & 0x7fff) >> (format.significandBits - 1);
  return exponent > 0 ? exponent - 1 : 0;
}

/// k of binade b's spacing 2^k (sumSpacingExponent of its values).
TPFUSE_HOST_DEVICE constexpr int binadeSpacingExponent(InDtypeFormat format,
                                                       int binade) {
  return format.minExponent + binade - format.significandBits + 1;
}

/// A sum's units of its binade b's spacing.
TPFUSE_HOST_DEVICE constexpr int32_t unitsOfBits(InDtypeFormat format,
                                                 uint16_t bits, int binade) {
  return int32_t(bits & 0x7fff) -
         (int32_t(binade) << (format.significandBits - 1));
}

/// The bits of `units` (below 2^p) of binade b's spacing.
TPFUSE_HOST_DEVICE constexpr uint16_t bitsOfUnits(InDtypeFormat format,
                                                  int32_t units, int binade) {
  return uint16_t((int32_t(binade) << (format.significandBits - 1)) + units);
}

/// The composition, in order, of the steps of a lane's kLaneSquares squares
/// (squareAt(0) first) in binade b: the sum of their units where none is a
/// tie, else composeSteps one by one (the steps taken again: ties are rare,
/// and holding eight steps costs the kernel registers). A leaving step
/// where binadeStepScaled cannot stand for binadeStep (the chain adds such
/// a window as written).
template <typename SquareAt>
TPFUSE_HOST_DEVICE inline BinadeStep laneSteps(InDtypeFormat format, int binade,
                                               SquareAt &&squareAt) {
  const int k = binadeSpacingExponent(format, binade);
  if (!scaledStepExact(k))
    return leavingStep();
  const float scale = powerOfTwo(-k);
  bool tie = false;
  int32_t units = 0;
  TPFUSE_UNROLL
  for (int i = 0; i < kLaneSquares; ++i) {
    const BinadeStep step = binadeStepScaled(format, squareAt(i), scale);
    tie |= step.tie;
    units += step.c;
  }
  if (!tie)
    return {saturateUnits(units), 0, false};
  BinadeStep all = noSteps();
  TPFUSE_UNROLL
  for (int i = 0; i < kLaneSquares; ++i)
    all = composeSteps(all, binadeStepScaled(format, squareAt(i), scale));
  return all;
}

/// The sum after a window from `acc`, given the window's steps packed
/// (packSteps) for binades firstBinade to firstBinade + kWindowStepBinades
/// - 1: true and `after` where the window keeps acc's binade, else false
/// (the window is to be added as written).
TPFUSE_HOST_DEVICE inline bool windowInOneStep(InDtypeFormat format,
                                               uint16_t acc, int firstBinade,
                                               const uint32_t *steps,
                                               uint16_t &after) {
  if (!finiteSumBits(format, acc))
    return false;
  const int binade = sumBinadeOf(format, acc);
  const int index = binade - firstBinade;
  if (index < 0 || index >= kWindowStepBinades)
    return false;
  const BinadeStep step = unpackSteps(steps[index]);
  if (step.leaves())
    return false;
  const int32_t units = applySteps(step, unitsOfBits(format, acc, binade));
  if (units >= (int32_t(1) << format.significandBits))
    return false;
  after = bitsOfUnits(format, units, binade);
  return true;
}

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_INDTYPEWINDOWSTEPS_H
