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

struct DecomposeAllReduceAddRmsNorm
    : public OpRewritePattern<AllReduceAddRmsNormOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AllReduceAddRmsNormOp op,
                                PatternRewriter &rewriter) const override {
    auto owed = cast<PartialType>(op.getInput().getType());
    Value sum = AllReduceOp::create(rewriter, op.getLoc(), owed.getTensorType(),
                                    op.getInput());
    rewriter.replaceOpWithNewOp<AddRmsNormOp>(
        op, op.getNormed().getType(), op.getResidualOut().getType(), sum,
        op.getResidual(), op.getWeight(), op.getEpsilonAttr());
    return success();
  }
};

struct DecomposeAllReduceRmsNorm : public OpRewritePattern<AllReduceRmsNormOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AllReduceRmsNormOp op,
                                PatternRewriter &rewriter) const override {
    auto owed = cast<PartialType>(op.getInput().getType());
    Value sum = AllReduceOp::create(rewriter, op.getLoc(), owed.getTensorType(),
                                    op.getInput());
    rewriter.replaceOpWithNewOp<RmsNormOp>(op, op.getResult().getType(), sum,
                                           op.getWeight(), op.getEpsilonAttr());
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
  patterns.add<DecomposeAllReduceAddRmsNorm, DecomposeAllReduceRmsNorm>(
      patterns.getContext());
}
