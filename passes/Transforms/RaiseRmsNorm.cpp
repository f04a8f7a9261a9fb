//===- RaiseRmsNorm.cpp - RMSNorm in linalg/arith/math to tp norms --------===//
//
// Frontends spell RMSNorm as a handful of linalg ops: a sum of squares over
// the hidden dimension, a division by the hidden size, `+ epsilon`, rsqrt, and
// two broadcast multiplications, with casts to f32 and back. Whether those ops
// come one per generic (torch-mlir), as named ops (linalg.reduce, map,
// broadcast) or fused into one body, they compute one scalar expression at
// every point (tokens..., hidden) of the result. The matcher rebuilds that
// expression through the ops and their bodies, then checks it against
//
//   h      = x, or round(x + residual)                 (in the input type T)
//   normed = round(h * rsqrt(sum_j(h_j^2) / hidden + epsilon) * weight)
//
// with the sum, the scale and the product in f32: the definition of
// tp.rms_norm / tp.add_rms_norm. Candidates are the sums of squares; the ones
// that do not match are near misses, and each refusal says why.
//
//===----------------------------------------------------------------------===//

#include "RmsNormMatcher.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "tpfuse/Transforms/Passes.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPRAISERMSNORM
#include "tpfuse/Transforms/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::raise;
using namespace tpfuse::tp;

namespace {

/// Replaces the RMSNorm whose sum of squares is the matched reduction by
/// tp.rms_norm or tp.add_rms_norm.
struct RaiseRmsNorm : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp reduction,
                                PatternRewriter &rewriter) const override {
    FailureOr<RmsNormMatch> match =
        RmsNormMatcher(reduction, [&](Verdict, const Twine &why) {
          (void)rewriter.notifyMatchFailure(reduction.getOperation(), why);
        }).match();
    if (failed(match))
      return failure();

    Operation *root = match->root;
    rewriter.setInsertionPoint(match->insertionPoint ? match->insertionPoint
                                                     : root);
    Location loc = rewriter.getFusedLoc({reduction.getLoc(), root->getLoc()});
    RmsNormOpInterface norm =
        createRmsNorm(rewriter, loc, match->input, match->residual,
                      match->weight, match->numerics);
    rewriter.replaceOp(root, norm.getNormed());
    // Set only for tp.add_rms_norm, which has a residual_out.
    if (match->residualSum)
      rewriter.replaceAllUsesWith(match->residualSum, norm.getResidualOut());

    // Every use of the other ops is among them: erase users first. The part
    // shared with other norms stays for them.
    SmallVector<Operation *> dead(
        llvm::make_filter_range(match->ops, [&](Operation *op) {
          return op != root && !llvm::is_contained(match->shared, op);
        }));
    while (!dead.empty()) {
      [[maybe_unused]] size_t alive = dead.size();
      llvm::erase_if(dead, [&](Operation *op) {
        if (!op->use_empty())
          return false;
        rewriter.eraseOp(op);
        return true;
      });
      assert(dead.size() < alive && "a replaced op is used outside the norm");
    }
    return success();
  }
};

struct TPRaiseRmsNormPass
    : public tpfuse::impl::TPRaiseRmsNormBase<TPRaiseRmsNormPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<RaiseRmsNorm>(&getContext());
    // Raise, and otherwise leave the IR as it is.
    GreedyRewriteConfig config;
    config.enableFolding(false)
        .enableConstantCSE(false)
        .setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     config))) {
      getOperation()->emitError("tp-raise-rms-norm did not converge");
      return signalPassFailure();
    }

    if (!emitRemarks)
      return;
    // What is left was refused; say why for the near misses, once each.
    getOperation()->walk([&](linalg::LinalgOp op) {
      (void)RmsNormMatcher(op, [&](Verdict verdict, const Twine &why) {
        if (verdict == Verdict::NearMiss)
          op->emitRemark() << "not raised to a tp norm: " << why;
      }).match();
    });
  }
};

} // namespace
