//===- DecomposeFusedNorms.cpp - Expand fused norms -----------------------===//
//
// The fused ops are defined as "all-reduce, then the plain norm". This pass
// spells that definition out, for targets without a fused kernel and as the
// reference against which fused code is checked.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "tpfuse/Transforms/Passes.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPDECOMPOSEFUSEDNORMS
#include "tpfuse/Transforms/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::tp;

namespace {

/// A fused norm -> tp.all_reduce, then the plain norm (createPayThenNorm).
struct DecomposeFusedNorm
    : public OpInterfaceRewritePattern<RmsNormOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(RmsNormOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (!op.paysSum())
      return rewriter.notifyMatchFailure(op, "the norm pays no sum");
    RmsNormOpInterface norm = createPayThenNorm(
        rewriter, op.getLoc(), op.getInput(), op.getResidual(), op.getWeight(),
        op.getNumerics(), op.getQuantization());
    rewriter.replaceOp(op, norm->getResults());
    return success();
  }
};

struct TPDecomposeFusedNormsPass
    : public tpfuse::impl::TPDecomposeFusedNormsBase<
          TPDecomposeFusedNormsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateDecomposeFusedNormsPatterns(patterns);
    // Each rewrite is local and creates no new fused op: one walk suffices.
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

void tpfuse::populateDecomposeFusedNormsPatterns(RewritePatternSet &patterns) {
  patterns.add<DecomposeFusedNorm>(patterns.getContext());
}
