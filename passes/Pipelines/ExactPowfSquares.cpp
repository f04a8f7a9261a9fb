//===- ExactPowfSquares.cpp - math.powf(x, 2.0) as x * x ------------------===//
//
// The libraries that math.powf lowers to are not correctly rounded (glibc's
// powf(x, 2.0f) is one ulp off x * x for ~0.07% of floats); x * x is the
// correctly rounded square, so a square written as a power means exactly
// what a square written as a product means, as tp-raise-rms-norm assumes.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "tpfuse/Pipelines/Passes.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPEXACTPOWFSQUARES
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

/// Whether `exponent` is a constant (scalar or splat) exactly 2.
bool isConstantTwo(Value exponent) {
  APFloat value(0.0);
  return matchPattern(exponent, m_ConstantFloat(&value)) &&
         value.isExactlyValue(2.0);
}

struct TPExactPowfSquaresPass
    : public tpfuse::impl::TPExactPowfSquaresBase<TPExactPowfSquaresPass> {
  void runOnOperation() override {
    getOperation()->walk([](math::PowFOp power) {
      if (!isConstantTwo(power.getRhs()))
        return;
      OpBuilder builder(power);
      Value base = power.getLhs();
      Value square = arith::MulFOp::create(builder, power.getLoc(), base, base,
                                           power.getFastmathAttr());
      power.replaceAllUsesWith(square);
      power.erase();
    });
  }
};

} // namespace
