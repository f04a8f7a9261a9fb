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
#include "mlir/IR/Matchers.h"
#include "tpfuse/Pipelines/Passes.h"

#include <cstdint>
#include <limits>

namespace tpfuse {
#define GEN_PASS_DEF_TPNARROWPOWIEXPONENTS
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

constexpr int64_t kMax = std::numeric_limits<int32_t>::max(); // odd
constexpr int64_t kMin = std::numeric_limits<int32_t>::min(); // even

/// The i32 that raises every f32 base as `value` does: `value` clamped to
/// i32's range with its parity kept (x^n for |n| > 2^31 is already 0, 1 or
/// infinite in f32, signed by n's parity).
int64_t clampToI32(const APInt &value) {
  int64_t parity = value[0];
  if (value.sgt(kMax))
    return kMax - 1 + parity;
  if (value.slt(kMin))
    return kMin + parity;
  return value.getSExtValue();
}

/// clampToI32, computed at run time for an exponent wider than 32 bits.
Value clampToI32(OpBuilder &builder, Location loc, Value exponent) {
  Type type = exponent.getType();
  auto constant = [&](int64_t value) {
    return arith::ConstantOp::create(builder, loc,
                                     builder.getIntegerAttr(type, value));
  };
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
      Type exponentType = getElementTypeOrSelf(power.getRhs().getType());
      if (exponentType.isInteger(32))
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
      APInt known;
      Value narrowed;
      if (matchPattern(exponent, m_ConstantInt(&known))) {
        // The usual case (x.pow(2)): no code to clamp at run time.
        narrowed = arith::ConstantOp::create(
            builder, loc, builder.getI32IntegerAttr(clampToI32(known)));
      } else if (!isa<IndexType>(exponentType) &&
                 exponentType.getIntOrFloatBitWidth() < 32) {
        narrowed = arith::ExtSIOp::create(builder, loc, builder.getI32Type(),
                                          exponent);
      } else {
        // An index is passed as the target's index width, 64 bits.
        if (isa<IndexType>(exponentType))
          exponent = arith::IndexCastOp::create(builder, loc,
                                                builder.getI64Type(), exponent);
        narrowed = clampToI32(builder, loc, exponent);
      }
      power.getRhsMutable().assign(narrowed);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
