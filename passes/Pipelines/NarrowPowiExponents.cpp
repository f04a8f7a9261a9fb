//===- NarrowPowiExponents.cpp - libdevice's exponent for math.fpowi ------===//
//
// convert-gpu-to-nvvm lowers an f32 math.fpowi to a call of libdevice's
// __nv_powif(float, int) but declares the callee with the exponent's type, so
// an i64 exponent (PyTorch exports x.pow(2) so) is passed where libdevice
// reads 32 bits. Narrowing the exponent first gives the call its real type.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "tpfuse/Pipelines/Passes.h"

#include <cstdint>
#include <limits>

namespace tpfuse {
#define GEN_PASS_DEF_TPNARROWPOWIEXPONENTS
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

/// `exponent`, wider than 32 bits, as an i32 that raises every f32 base to
/// the same result: clamped to i32's range, with its parity kept.
Value clampToI32(OpBuilder &builder, Location loc, Value exponent) {
  Type type = exponent.getType();
  auto constant = [&](int64_t value) {
    return arith::ConstantOp::create(builder, loc,
                                     builder.getIntegerAttr(type, value));
  };
  constexpr int64_t kMax = std::numeric_limits<int32_t>::max(); // odd
  constexpr int64_t kMin = std::numeric_limits<int32_t>::min(); // even
  Value one = constant(1), maxMinusOne = constant(kMax - 1),
        max = constant(kMax), min = constant(kMin);
  Value parity = arith::AndIOp::create(builder, loc, exponent, one);
  Value highest = arith::AddIOp::create(builder, loc, maxMinusOne, parity);
  Value lowest = arith::AddIOp::create(builder, loc, min, parity);
  Value above = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::sgt,
                                      exponent, max);
  Value below = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::slt,
                                      exponent, min);
  Value clamped = arith::SelectOp::create(
      builder, loc, above, highest,
      arith::SelectOp::create(builder, loc, below, lowest, exponent));
  return arith::TruncIOp::create(builder, loc, builder.getI32Type(), clamped);
}

struct TPNarrowPowiExponentsPass
    : public tpfuse::impl::TPNarrowPowiExponentsBase<
          TPNarrowPowiExponentsPass> {
  void runOnOperation() override {
    WalkResult result = getOperation().walk([&](math::FPowIOp power) {
      auto exponentType =
          cast<IntegerType>(getElementTypeOrSelf(power.getRhs().getType()));
      if (exponentType.getWidth() == 32)
        return WalkResult::advance();
      if (!getElementTypeOrSelf(power.getLhs().getType()).isF32() ||
          isa<ShapedType>(power.getRhs().getType())) {
        power.emitOpError("has a ")
            << exponentType
            << " exponent, which libdevice's powi cannot take; only scalar "
               "f32 powers are narrowed to its int";
        return WalkResult::interrupt();
      }
      OpBuilder builder(power);
      Location loc = power.getLoc();
      Value exponent = power.getRhs();
      Value narrowed = exponentType.getWidth() < 32
                           ? arith::ExtSIOp::create(
                                 builder, loc, builder.getI32Type(), exponent)
                                 .getResult()
                           : clampToI32(builder, loc, exponent);
      power.getRhsMutable().assign(narrowed);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
