//===- RaiseNormQuantization.cpp - FP8 quantizations into tp norms --------===//
//
// FP8 models quantize a norm's output for the next GEMM, and frontends spell
// that as elementwise ops after the norm: a division by a scale (static, or
// the amax of the token or of a group of it over 448, floored), a clamp to
// [-448, 448] and a cast to f8E4M3FN. QuantMatcher recognizes them from the
// cast back; this pass states them as the norm's `quant` (#tp.quant), so
// that fusion carries the quantization into the fused all-reduce + norm.
//
//===----------------------------------------------------------------------===//

#include "QuantMatcher.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/RegionUtils.h"
#include "tpfuse/Transforms/Passes.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPRAISENORMQUANTIZATION
#include "tpfuse/Transforms/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::raise;
using namespace tpfuse::tp;

namespace {

/// The tensors of f8E4M3FN that a cast computes: the candidates.
SmallVector<Value> castsToFp8(Operation *root) {
  SmallVector<Value> casts;
  root->walk([&](Operation *op) {
    if (!isa<linalg::LinalgOp, arith::TruncFOp>(op) || op->getNumResults() != 1)
      return;
    // Quantized values keep the norm's hidden dimension: rank >= 1.
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (type && type.getRank() >= 1 &&
        isa<Float8E4M3FNType>(type.getElementType()))
      casts.push_back(op->getResult(0));
  });
  return casts;
}

/// `value` of type `type`, which has the same elements in the same order:
/// `value` itself; reshaped by splitting its last dimension (the grouped
/// quantized values, the scales with a trailing 1); or, for another
/// grouping of the rows, flattened and split into `type`'s rows.
Value reshapedTo(RewriterBase &rewriter, Location loc, Value value,
                 RankedTensorType type) {
  auto from = cast<RankedTensorType>(value.getType());
  if (from == type)
    return value;
  if (type.getRank() <= from.getRank()) {
    ReassociationIndices all =
        llvm::to_vector(llvm::seq<int64_t>(0, from.getRank()));
    Value flat = tensor::CollapseShapeOp::create(
        rewriter, loc, value, SmallVector<ReassociationIndices>{all});
    ReassociationIndices split =
        llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
    return tensor::ExpandShapeOp::create(
        rewriter, loc, type, flat, SmallVector<ReassociationIndices>{split});
  }
  SmallVector<ReassociationIndices> groups;
  for (int64_t dim = 0; dim + 1 < from.getRank(); ++dim)
    groups.push_back({dim});
  ReassociationIndices last;
  for (int64_t dim = from.getRank() - 1; dim < type.getRank(); ++dim)
    last.push_back(dim);
  groups.push_back(last);
  return tensor::ExpandShapeOp::create(rewriter, loc, type, value, groups);
}

/// Erases `op` and what computed it, as far as nothing else uses it.
void eraseDeadChain(RewriterBase &rewriter, Operation *op) {
  SmallVector<Operation *> worklist = {op};
  while (!worklist.empty()) {
    Operation *next = worklist.pop_back_val();
    if (!next || !isOpTriviallyDead(next))
      continue;
    for (Value operand : next->getOperands())
      if (Operation *producer = operand.getDefiningOp())
        worklist.push_back(producer);
    rewriter.eraseOp(next);
    // An operand may have been listed twice: drop erased ops.
    llvm::erase(worklist, next);
  }
}

LogicalResult raiseInto(RewriterBase &rewriter, DominanceInfo &dominance,
                        const QuantMatch &match, QuantReportFn report) {
  Operation *norm = match.norm;
  if (match.scale && !dominance.properlyDominates(match.scale, norm)) {
    report(QuantVerdict::NearMiss,
           "the static scale is computed after the norm");
    return failure();
  }
  RmsNormOpInterface old = match.norm;
  rewriter.setInsertionPoint(norm);
  Value scale = match.scale;
  if (match.constantScale) {
    auto type = RankedTensorType::get({}, rewriter.getF32Type());
    scale = arith::ConstantOp::create(
        rewriter, norm->getLoc(),
        DenseElementsAttr::get(type, *match.constantScale));
  }
  Location loc = rewriter.getFusedLoc(
      {norm->getLoc(), match.values.getDefiningOp()->getLoc()});
  RmsNormOpInterface quantized =
      createRmsNorm(rewriter, loc, old.getInput(), old.getResidual(),
                    old.getWeight(), old.getNumerics(), {match.quant, scale});
  rewriter.replaceAllUsesWith(old.getNormed(), quantized.getNormed());
  if (Value residualOut = old.getResidualOut())
    rewriter.replaceAllUsesWith(residualOut, quantized.getResidualOut());
  rewriter.eraseOp(norm);

  Operation *values = match.values.getDefiningOp();
  Operation *scales = match.scales ? match.scales.getDefiningOp() : nullptr;
  rewriter.replaceAllUsesWith(
      match.values, reshapedTo(rewriter, loc, quantized.getQuantized(),
                               cast<RankedTensorType>(match.values.getType())));
  if (match.scales)
    rewriter.replaceAllUsesWith(
        match.scales,
        reshapedTo(rewriter, loc, quantized.getScales(),
                   cast<RankedTensorType>(match.scales.getType())));
  eraseDeadChain(rewriter, values);
  if (scales)
    eraseDeadChain(rewriter, scales);
  return success();
}

struct TPRaiseNormQuantizationPass
    : public tpfuse::impl::TPRaiseNormQuantizationBase<
          TPRaiseNormQuantizationPass> {
  using Base::Base;

  void runOnOperation() override {
    // Each raise replaces a norm and erases the ops it replaced: the
    // candidates found up front are tried in turn, skipping the casts that
    // an earlier raise erased.
    struct ErasedOps : public RewriterBase::Listener {
      void notifyOperationErased(Operation *op) override { erased.insert(op); }
      DenseSet<Operation *> erased;
    } listener;
    IRRewriter rewriter(&getContext(), &listener);
    DominanceInfo dominance(getOperation());
    auto ignore = [](QuantVerdict, const Twine &) {};
    SmallVector<Operation *> casts =
        llvm::map_to_vector(castsToFp8(getOperation()),
                            [](Value cast) { return cast.getDefiningOp(); });
    for (Operation *cast : casts) {
      if (listener.erased.contains(cast))
        continue;
      FailureOr<QuantMatch> match =
          matchQuantization(cast->getResult(0), ignore);
      if (succeeded(match))
        (void)raiseInto(rewriter, dominance, *match, ignore);
    }
    if (!emitRemarks)
      return;
    // What is left was refused; say why where a norm's output is quantized.
    for (Value candidate : castsToFp8(getOperation())) {
      Operation *cast = candidate.getDefiningOp();
      auto remark = [&](QuantVerdict verdict, const Twine &why) {
        if (verdict == QuantVerdict::NearMiss)
          cast->emitRemark()
              << "not raised into the norm's quantization: " << why;
      };
      FailureOr<QuantMatch> match = matchQuantization(candidate, remark);
      if (succeeded(match) && match->scale &&
          !dominance.properlyDominates(match->scale, match->norm))
        remark(QuantVerdict::NearMiss,
               "the static scale is computed after the norm");
    }
  }
};

} // namespace
