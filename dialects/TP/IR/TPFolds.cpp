//===- TPFolds.cpp - tp dialect folders and canonicalizations -------------===//
//
// A sum over a group of one rank is the rank's own value: no rendezvous
// happens, so the reduction can go. Only contributions declared by
// tp.mark_partial are folded, since that is where the whole tensor is at hand.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "tpfuse/Dialect/TP/IR/TPOps.h"

using namespace mlir;
using namespace tpfuse::tp;

/// The tensor whose sum `owed` stands for, if `owed` was declared over a group
/// of one rank by tp.mark_partial.
static Value getSingleRankContribution(Value owed) {
  auto mark = owed.getDefiningOp<MarkPartialOp>();
  if (!mark || mark.getResult().getType().getGroup().getSize() != 1)
    return nullptr;
  return mark.getInput();
}

OpFoldResult AllReduceOp::fold(FoldAdaptor) {
  return getSingleRankContribution(getInput());
}

OpFoldResult GroupRankOp::fold(FoldAdaptor) {
  // The only rank of a group of one is rank 0; in a larger group only the
  // runtime knows.
  if (getGroup().getSize() != 1)
    return nullptr;
  return IntegerAttr::get(IndexType::get(getContext()), 0);
}

OpFoldResult PartialCastOp::fold(FoldAdaptor) {
  if (getInput().getType() == getResult().getType())
    return getInput();
  return nullptr;
}

namespace {

/// partial_add of two single-rank contributions -> the contribution of their
/// sum. Over one rank this adds the same two values either way, so it is exact;
/// over more ranks it would reassociate floating-point sums, and is not done.
struct SingleRankPartialAdd : public OpRewritePattern<PartialAddOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PartialAddOp op,
                                PatternRewriter &rewriter) const override {
    Value lhs = getSingleRankContribution(op.getLhs());
    Value rhs = getSingleRankContribution(op.getRhs());
    if (!lhs || !rhs)
      return rewriter.notifyMatchFailure(
          op, "operands are not both declared over a single-rank group");
    Value sum = arith::AddFOp::create(rewriter, op.getLoc(), lhs, rhs);
    rewriter.replaceOpWithNewOp<MarkPartialOp>(op, op.getType(), sum);
    return success();
  }
};

/// A fused norm over one rank -> the plain norm of the rank's contribution.
struct SingleRankNorm : public OpInterfaceRewritePattern<RmsNormOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(RmsNormOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (!op.paysSum())
      return rewriter.notifyMatchFailure(op, "the norm pays no sum");
    Value input = getSingleRankContribution(op.getInput());
    if (!input)
      return rewriter.notifyMatchFailure(
          op, "input is not declared over a single-rank group");
    RmsNormOpInterface norm =
        createRmsNorm(rewriter, op.getLoc(), input, op.getResidual(),
                      op.getWeight(), op.getNumerics(), op.getQuantization());
    rewriter.replaceOp(op, norm->getResults());
    return success();
  }
};

} // namespace

void PartialAddOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                               MLIRContext *context) {
  results.add<SingleRankPartialAdd>(context);
}

void TPDialect::getCanonicalizationPatterns(RewritePatternSet &results) const {
  results.add<SingleRankNorm>(getContext());
}
