//===- RaiseNormQuantization.cpp - FP8/NVFP4 quantizations into norms -----===//
//
// FP8 and FP4 models quantize a norm's output for the next GEMM, and
// frontends spell that as elementwise ops after the norm: a division by a
// scale (static, or the amax of the token or of a group of it over 448,
// floored), a clamp to [-448, 448] and a cast to f8E4M3FN. QuantMatcher
// recognizes them from the cast back; NVFP4 (no FP4 type in PyTorch: e2m1
// values as floats) from its clamp to [-6, 6], with E2m1Rounding proving the
// rounding after it. This pass states them as the norm's `quant`
// (#tp.quant), so that fusion carries the quantization into the fused
// all-reduce + norm.
//
//===----------------------------------------------------------------------===//

#include "E2m1Rounding.h"
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

/// The e2m1 values of `packed` (i8, two per byte, element 2i in the low
/// nibble) as a tensor of `type` (floats; the norm's shape, or the same
/// split into blocks): what #tp.quant's e2m1 codes decode to, -0 for 0x8.
Value decodeE2m1(RewriterBase &rewriter, Location loc, Value packed,
                 RankedTensorType type) {
  auto packedType = cast<RankedTensorType>(packed.getType());
  int64_t rank = packedType.getRank();
  SmallVector<OpFoldResult> sizes =
      tensor::getMixedSizes(rewriter, loc, packed);
  sizes.back() = rewriter.getIndexAttr(packedType.getShape().back() * 2);
  Value init =
      tensor::EmptyOp::create(rewriter, loc, sizes, type.getElementType());
  MLIRContext *context = rewriter.getContext();
  SmallVector<AffineExpr> byteIndex;
  for (int64_t dim = 0; dim + 1 < rank; ++dim)
    byteIndex.push_back(getAffineDimExpr(dim, context));
  byteIndex.push_back(getAffineDimExpr(rank - 1, context).floorDiv(2));
  SmallVector<AffineMap> maps = {
      AffineMap::get(rank, 0, byteIndex, context),
      AffineMap::getMultiDimIdentityMap(rank, context)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      rewriter, loc, init.getType(), packed, init, maps, iterators,
      [&](OpBuilder &b, Location loc, ValueRange args) {
        Type i32 = b.getI32Type();
        auto constant = [&](int64_t value) -> Value {
          return arith::ConstantIntOp::create(b, loc, i32, value);
        };
        Value byte = arith::ExtUIOp::create(b, loc, i32, args[0]);
        // The high nibble for odd elements.
        Value index = linalg::IndexOp::create(b, loc, rank - 1);
        Value odd = arith::AndIOp::create(
            b, loc, arith::IndexCastOp::create(b, loc, i32, index),
            constant(1));
        Value shift = arith::MulIOp::create(b, loc, odd, constant(4));
        Value code = arith::AndIOp::create(
            b, loc, arith::ShRUIOp::create(b, loc, byte, shift), constant(15));
        // e2m1 (s e1 e0 m): 0 or 0.5 below the normals, else
        // (1 + m / 2) * 2^(e - 1); as f32 bits.
        Value field = arith::AndIOp::create(
            b, loc, arith::ShRUIOp::create(b, loc, code, constant(1)),
            constant(3));
        Value mantissa = arith::AndIOp::create(b, loc, code, constant(1));
        Value normal = arith::OrIOp::create(
            b, loc,
            arith::ShLIOp::create(
                b, loc, arith::AddIOp::create(b, loc, field, constant(126)),
                constant(23)),
            arith::ShLIOp::create(b, loc, mantissa, constant(22)));
        Value subnormal =
            arith::MulIOp::create(b, loc, mantissa, constant(126 << 23));
        Value isSubnormal = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::eq, field, constant(0));
        Value magnitude =
            arith::SelectOp::create(b, loc, isSubnormal, subnormal, normal);
        Value sign = arith::ShLIOp::create(
            b, loc, arith::AndIOp::create(b, loc, code, constant(8)),
            constant(28));
        Value value = arith::BitcastOp::create(
            b, loc, b.getF32Type(),
            arith::OrIOp::create(b, loc, magnitude, sign));
        // Every e2m1 value is exact in every float type.
        Type element = type.getElementType();
        if (element.getIntOrFloatBitWidth() > 32)
          value = arith::ExtFOp::create(b, loc, element, value);
        else if (element.getIntOrFloatBitWidth() < 32)
          value = arith::TruncFOp::create(b, loc, element, value);
        linalg::YieldOp::create(b, loc, value);
      });
  return reshapedTo(rewriter, loc, generic.getResult(0), type);
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

/// Whether `a` and `b` hold as many elements, where both shapes are known.
bool sameElementCount(RankedTensorType a, RankedTensorType b) {
  return !a.hasStaticShape() || !b.hasStaticShape() ||
         a.getNumElements() == b.getNumElements();
}

/// Whether the quantizing norm can stand for `match`: it must read the
/// static scale, and its results must hold the elements the replaced
/// tensors hold (an op whose shapes disagree with the norm's computes
/// nothing the norm does).
LogicalResult canRaise(const QuantMatch &match, DominanceInfo &dominance,
                       QuantReportFn report) {
  Operation *norm = match.norm;
  if (match.scale && !dominance.properlyDominates(match.scale, norm)) {
    report(QuantVerdict::NearMiss,
           "the static scale is computed after the norm");
    return failure();
  }
  RmsNormOpInterface quantized = match.norm;
  auto input = cast<RankedTensorType>(quantized.getInput().getType());
  auto normed = cast<RankedTensorType>(quantized.getNormed().getType());
  auto values = cast<RankedTensorType>(match.values.getType());
  RankedTensorType scales = match.quant.getScalesType(input);
  if (!sameElementCount(values, match.quant.isFp4()
                                    ? normed
                                    : match.quant.getQuantizedType(input)) ||
      (match.scales &&
       !sameElementCount(cast<RankedTensorType>(match.scales.getType()),
                         scales))) {
    report(QuantVerdict::NearMiss,
           "the quantized values or scales have another shape than the "
           "norm's output");
    return failure();
  }
  return success();
}

LogicalResult raiseInto(RewriterBase &rewriter, DominanceInfo &dominance,
                        const QuantMatch &match, QuantReportFn report) {
  if (failed(canRaise(match, dominance, report)))
    return failure();
  Operation *norm = match.norm;
  RmsNormOpInterface old = match.norm;
  rewriter.setInsertionPoint(norm);
  Value scale = match.scale;
  // The norm reads a 0-D or 1-D tensor of one f32: [1, 1] and the like
  // collapse to 0-D.
  if (auto type =
          scale ? cast<RankedTensorType>(scale.getType()) : RankedTensorType();
      type && type.getRank() > 1)
    scale = tensor::CollapseShapeOp::create(
        rewriter, norm->getLoc(),
        RankedTensorType::get({}, type.getElementType()), scale,
        ArrayRef<ReassociationIndices>{});
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
  auto valuesType = cast<RankedTensorType>(match.values.getType());
  rewriter.replaceAllUsesWith(
      match.values,
      match.quant.isFp4()
          ? decodeE2m1(rewriter, loc, quantized.getQuantized(), valuesType)
          : reshapedTo(rewriter, loc, quantized.getQuantized(), valuesType));
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

/// The shape a value holds at each point of: a tensor's, or for a scalar
/// of the body of a generic whose loops are all parallel and whose results
/// are written at the identity, the loops'; null otherwise.
RankedTensorType pointShape(Value value) {
  if (auto type = dyn_cast<RankedTensorType>(value.getType()))
    return type;
  auto generic =
      dyn_cast<linalg::GenericOp>(value.getParentBlock()->getParentOp());
  if (!generic || generic.getNumReductionLoops() != 0 ||
      !isa<FloatType>(value.getType()))
    return nullptr;
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  if (!llvm::all_of(ArrayRef(maps).drop_front(generic.getNumDpsInputs()),
                    [](AffineMap map) { return map.isIdentity(); }))
    return nullptr;
  return RankedTensorType::get(generic.getStaticLoopRanges(), value.getType());
}

/// What an NVFP4 reference rounds to e2m1: values (a tensor, or a scalar of
/// a generic's body) that multiply a tp norm's output read in blocks
/// [..., hidden / 16, 16], or those collapsed back into the norm's shape.
Value nvfp4Blocks(Value values) {
  Value blocks = values;
  if (auto collapse = values.getDefiningOp<tensor::CollapseShapeOp>()) {
    // Only the blocks merged back: [[0], ..., [n - 1, n]].
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    for (auto [index, group] : llvm::enumerate(groups))
      if (group.size() != (index + 1 == groups.size() ? 2u : 1u))
        return nullptr;
    blocks = collapse.getSrc();
  }
  RankedTensorType type = pointShape(blocks);
  if (!type || type.getRank() < 2 || type.getShape().back() != 16 ||
      !isa<FloatType>(type.getElementType()) ||
      isa<Float8E4M3FNType>(type.getElementType()))
    return nullptr;
  RmsNormOpInterface norm = scaledNormOutput(blocks);
  if (!norm ||
      cast<RankedTensorType>(norm.getNormed().getType()).getRank() + 1 !=
          type.getRank())
    return nullptr;
  return blocks;
}

/// The NVFP4 quantization whose rounded values `function` computes, if it
/// is one #tp.quant states.
FailureOr<QuantMatch> matchNvfp4(const ElementwiseFunction &function,
                                 QuantReportFn report) {
  FailureOr<QuantMatch> match =
      matchNvfp4Values(nvfp4Blocks(function.input), report);
  if (failed(match))
    return failure();
  std::string why;
  if (failed(verifyE2m1Rounding(function, why))) {
    report(QuantVerdict::NearMiss,
           "the values are not rounded to e2m1 as #tp.quant rounds them: " +
               why);
    return failure();
  }
  match->values = function.result;
  return match;
}

struct TPRaiseNormQuantizationPass
    : public tpfuse::impl::TPRaiseNormQuantizationBase<
          TPRaiseNormQuantizationPass> {
  using Base::Base;

  void runOnOperation() override {
    // Each raise replaces a norm and erases the ops it replaced: the
    // candidates found up front are tried in turn, skipping those that an
    // earlier raise erased.
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
    auto isNvfp4Blocks = [](Value tensor) {
      return static_cast<bool>(nvfp4Blocks(tensor));
    };
    for (const ElementwiseFunction &function :
         findElementwiseFunctions(getOperation(), isNvfp4Blocks)) {
      Operation *input = function.input.getDefiningOp();
      if (!input)
        input = Value(function.input).getParentBlock()->getParentOp();
      if (listener.erased.contains(function.result.getDefiningOp()) ||
          listener.erased.contains(input))
        continue;
      FailureOr<QuantMatch> match = matchNvfp4(function, ignore);
      if (succeeded(match))
        (void)raiseInto(rewriter, dominance, *match, ignore);
    }
    if (!emitRemarks)
      return;
    // What is left was refused; say why where a norm's output is quantized.
    auto remarkAt = [](Operation *op) {
      return [op](QuantVerdict verdict, const Twine &why) {
        if (verdict == QuantVerdict::NearMiss)
          op->emitRemark() << "not raised into the norm's quantization: "
                           << why;
      };
    };
    auto refusedAfterMatching = [&](Operation *op, const QuantMatch &match) {
      (void)canRaise(match, dominance, remarkAt(op));
    };
    for (Value candidate : castsToFp8(getOperation())) {
      Operation *cast = candidate.getDefiningOp();
      FailureOr<QuantMatch> match =
          matchQuantization(candidate, remarkAt(cast));
      if (succeeded(match))
        refusedAfterMatching(cast, *match);
    }
    for (const ElementwiseFunction &function :
         findElementwiseFunctions(getOperation(), isNvfp4Blocks)) {
      Operation *rounding = function.result.getDefiningOp();
      FailureOr<QuantMatch> match = matchNvfp4(function, remarkAt(rounding));
      if (succeeded(match))
        refusedAfterMatching(rounding, *match);
    }
  }
};

} // namespace
