//===- DropCastFastmath.cpp - Float casts that keep their rounding --------===//
//
// math-extend-to-supported-types and arith-emulate-unsupported-floats compute
// bf16 and f16 ops in f32 between an arith.extf and an arith.truncf that they
// mark fastmath<contract>. With that flag on both casts, arith.extf's folder
// turns extf(truncf(x)) into x, so a chain of narrow ops is rounded once at
// its end instead of after each op; and llvm.fpext/llvm.fptrunc with fast-math
// flags do not translate to LLVM IR. Without flags, every op is rounded.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "tpfuse/Pipelines/Passes.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPDROPCASTFASTMATH
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

struct TPDropCastFastmathPass
    : public tpfuse::impl::TPDropCastFastmathBase<TPDropCastFastmathPass> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      if (auto extend = dyn_cast<arith::ExtFOp>(op))
        extend.removeFastmathAttr();
      else if (auto truncate = dyn_cast<arith::TruncFOp>(op))
        truncate.removeFastmathAttr();
    });
  }
};

} // namespace
