//===- RmsNormMatcher.cpp - Matching the RMSNorm template -----------------===//

#include "RmsNormMatcher.h"

#include "tpfuse/Dialect/TP/IR/TPTypes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::raise;
using namespace tpfuse::tp;

namespace {

/// The longest run of single-use elementwise ops followed from the sum of
/// squares to the end of a norm.
constexpr unsigned kMaxChainLength = 16;

/// Whether `expr` reads a 1-D vector along the hidden dimension (broadcast
/// over the tokens), as a weight is read.
bool isHiddenVectorLeaf(const Expr *expr, unsigned rank) {
  if (expr->kind != Expr::Kind::Leaf || !expr->access)
    return false;
  unsigned hiddenReads = 0;
  for (AffineExpr result : expr->access.getResults()) {
    if (isa<AffineConstantExpr>(result))
      continue;
    auto dim = dyn_cast<AffineDimExpr>(result);
    if (!dim || dim.getPosition() != rank - 1)
      return false;
    ++hiddenReads;
  }
  return hiddenReads == 1;
}

/// Whether `expr` reads a vector along the hidden dimension other than the
/// values in `inputs` (in a rank-1 norm the input reads like a weight).
bool readsWeight(const Expr *expr, const llvm::SmallDenseSet<Value> &inputs,
                 unsigned rank) {
  if (isHiddenVectorLeaf(expr, rank) && !inputs.contains(expr->value))
    return true;
  return llvm::any_of(expr->operands, [&](const Expr *operand) {
    return readsWeight(operand, inputs, rank);
  });
}

/// Whether `expr` reads a weight: the vector itself or extended to f32.
bool isWeightFactor(const Expr *expr, unsigned rank) {
  return isHiddenVectorLeaf(expr, rank) ||
         (expr->kind == Expr::Kind::ExtF &&
          isHiddenVectorLeaf(expr->operands[0], rank));
}

/// Whether `user` computes one tensor elementwise from `value` (and others).
bool computesElementwiseOn(Operation *user, Value value) {
  if (user->getNumResults() != 1 ||
      !isa<RankedTensorType>(user->getResult(0).getType()))
    return false;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
  if (!linalgOp)
    return user->hasTrait<OpTrait::Elementwise>();
  return linalgOp.hasPureTensorSemantics() && linalgOp.isAllParallelLoops() &&
         llvm::all_of(value.getUses(), [&](OpOperand &use) {
           return use.getOwner() != user || linalgOp.isDpsInput(&use);
         });
}

/// The value whose square `summand` is: `a * a`, `powf(a, 2)`, `fpowi(a, 2)`.
const Expr *getSquaredValue(const Expr *summand) {
  if (summand->kind == Expr::Kind::Mul &&
      isSameExpr(summand->operands[0], summand->operands[1]))
    return summand->operands[0];
  if (summand->kind == Expr::Kind::Pow && isConstant(summand->operands[1], 2.0))
    return summand->operands[0];
  return nullptr;
}

} // namespace

FailureOr<const Expr *>
RmsNormMatcher::matchSumOfSquares(ExprBuilder &builder) {
  // Read the sum with the reduced loop as the hidden index and the parallel
  // loops, in order, as the token indices.
  AffineMap resultMap =
      reduction.getIndexingMapMatchingResult(reduction->getResult(0));
  SmallVector<unsigned> parallelDims;
  reduction.getParallelDims(parallelDims);
  SmallVector<AffineExpr> access;
  for (AffineExpr resultExpr : resultMap.getResults()) {
    auto dim = dyn_cast<AffineDimExpr>(resultExpr);
    if (!dim) {
      access.push_back(resultExpr);
      continue;
    }
    unsigned tokenIndex =
        llvm::find(parallelDims, dim.getPosition()) - parallelDims.begin();
    access.push_back(getAffineDimExpr(tokenIndex, reduction.getContext()));
  }
  const Expr *sum = builder.tensorAt(
      reduction->getResult(0),
      AffineMap::get(builder.getRank(), 0, access, reduction.getContext()));
  if (sum->kind != Expr::Kind::Sum)
    return notACandidate("not a sum along one dimension");

  const Expr *summand = sum->operands[0];
  if (summand->kind == Expr::Kind::ExtF &&
      getSquaredValue(builder.expand(summand->operands[0])))
    return nearMiss(llvm::formatv("it squares in {0} before accumulating in "
                                  "{1}; tp norms square in f32",
                                  summand->operands[0]->type, summand->type));
  const Expr *squared = getSquaredValue(summand);
  if (!squared)
    return notACandidate("the summand is not a square");

  if (!sum->type.isF32())
    return nearMiss(llvm::formatv("it accumulates the sum of squares in {0}; "
                                  "tp norms accumulate in f32",
                                  sum->type));
  if (!isConstant(sum->operands[1], 0.0))
    return nearMiss(llvm::formatv("the sum of squares starts from {0}, not "
                                  "from zero",
                                  describe(sum->operands[1])));
  const Expr *unextended = builder.expand(
      squared->kind == Expr::Kind::ExtF ? squared->operands[0] : squared);
  if (unextended->kind == Expr::Kind::Sub)
    return nearMiss("it subtracts a value (the mean) before squaring: a "
                    "LayerNorm or a variance, not an RMSNorm");

  // The hidden index must be the last dimension of what is squared.
  SmallVector<const Expr *> worklist = {squared};
  while (!worklist.empty()) {
    const Expr *expr = worklist.pop_back_val();
    llvm::append_range(worklist, expr->operands);
    if (expr->kind != Expr::Kind::Leaf || !expr->access ||
        expr->access.isIdentity())
      continue;
    if (expr->access.isPermutation()) {
      unsigned reducedDim = *expr->access.getResultPosition(
          getAffineDimExpr(builder.getRank() - 1, reduction.getContext()));
      return nearMiss(llvm::formatv("it reduces over dimension {0} of {1}, "
                                    "not over the last (hidden) dimension",
                                    reducedDim, expr->value.getType()));
    }
    return nearMiss("what it squares is not read elementwise");
  }
  return squared;
}

FailureOr<Value> RmsNormMatcher::findEnd(const Expr *squared) {
  // Follow the single users that compute elementwise on the sum.
  unsigned rank = reduction.getNumLoops();
  SmallVector<Value> chain;
  Value current = reduction->getResult(0);
  Operation *sharedWith = nullptr;
  while (chain.size() < kMaxChainLength && !current.use_empty()) {
    Operation *user = *current.user_begin();
    if (llvm::any_of(current.getUsers(),
                     [&](Operation *other) { return other != user; })) {
      sharedWith = user;
      break;
    }
    if (!computesElementwiseOn(user, current))
      break;
    current = user->getResult(0);
    chain.push_back(current);
  }

  // The norm ends where the weight is applied, or at the rounding right
  // after it.
  llvm::SmallDenseSet<Value> inputs;
  SmallVector<const Expr *> worklist = {squared};
  while (!worklist.empty()) {
    const Expr *expr = worklist.pop_back_val();
    if (expr->kind == Expr::Kind::Leaf)
      inputs.insert(expr->value);
    llvm::append_range(worklist, expr->operands);
  }
  for (auto [index, value] : llvm::enumerate(chain)) {
    auto type = cast<RankedTensorType>(value.getType());
    if (type.getRank() != rank)
      continue;
    ExprBuilder builder(reduction.getContext(), rank);
    if (!readsWeight(builder.build(value), inputs, rank))
      continue;
    if (index + 1 < chain.size()) {
      ExprBuilder nextBuilder(reduction.getContext(), rank);
      const Expr *next = nextBuilder.build(chain[index + 1]);
      if (next->kind == Expr::Kind::TruncF && next->operands[0]->value == value)
        return chain[index + 1];
    }
    return value;
  }
  if (sharedWith) {
    if (current == reduction->getResult(0))
      return nearMiss(llvm::formatv("the sum of squares is also used by "
                                    "'{0}'; raising would compute it twice",
                                    sharedWith->getName()));
    return nearMiss(llvm::formatv("an intermediate result ('{0}') is also "
                                  "used by '{1}'; raising would compute it "
                                  "twice",
                                  current.getDefiningOp()->getName(),
                                  sharedWith->getName()));
  }
  return nearMiss("no multiplication by a weight along the hidden dimension "
                  "follows the sum of squares");
}

FailureOr<RmsNormMatch> RmsNormMatcher::match() {
  if (!reduction.hasPureTensorSemantics() || reduction->getNumResults() != 1 ||
      reduction.getNumReductionLoops() != 1)
    return notACandidate("not a tensor reduction along one dimension");
  ExprBuilder anchorBuilder(reduction.getContext(), reduction.getNumLoops());
  FailureOr<const Expr *> squared = matchSumOfSquares(anchorBuilder);
  if (failed(squared))
    return failure();

  FailureOr<Value> end = findEnd(*squared);
  if (failed(end))
    return failure();
  auto type = cast<RankedTensorType>(end->getType());
  if (ShapedType::isDynamic(type.getShape().back()))
    return nearMiss(llvm::formatv("the hidden dimension of {0} is dynamic; tp "
                                  "norms need it static",
                                  type));
  Type elementType = type.getElementType();
  if (!isSupportedElementType(elementType))
    return nearMiss(llvm::formatv("the result has {0} elements, not bf16, f16 "
                                  "or f32",
                                  elementType));

  ExprBuilder builder(reduction.getContext(), type.getRank());
  RmsNormMatch match{end->getDefiningOp(), {}, {}, {}, APFloat(0.0f), {}, {}};
  if (failed(matchNormalized(builder, builder.build(*end), type, match)) ||
      failed(collectOps(builder, match)))
    return failure();
  return match;
}

FailureOr<RmsNormMatcher::Rounding>
RmsNormMatcher::matchRounding(ExprBuilder &builder, const Expr *normed,
                              Type elementType, unsigned rank) {
  using Kind = Expr::Kind;
  if (elementType.isF32())
    return Rounding{normed, nullptr};
  if (normed->kind == Kind::TruncF && normed->operands[0]->type.isF32())
    return Rounding{normed->operands[0], nullptr};
  // weight * round(product): the weight applied in the input type.
  if (normed->kind == Kind::Mul) {
    for (unsigned roundedIndex : {0, 1}) {
      const Expr *rounded = builder.expand(normed->operands[roundedIndex]);
      const Expr *weight = normed->operands[1 - roundedIndex];
      if (isHiddenVectorLeaf(weight, rank) && rounded->kind == Kind::TruncF &&
          rounded->operands[0]->type.isF32())
        return Rounding{rounded->operands[0], weight};
    }
  }
  return nearMiss(llvm::formatv("the result is not rounded to {0} from an "
                                "f32 computation: it ends in {1}",
                                elementType, describe(normed)));
}

LogicalResult RmsNormMatcher::matchProduct(const Expr *product,
                                           RankedTensorType type,
                                           Factors &factors,
                                           RmsNormMatch &match) {
  using Kind = Expr::Kind;
  unsigned rank = type.getRank();
  // Flatten the f32 product; `inverted` marks divisors.
  struct Factor {
    const Expr *expr;
    bool inverted;
  };
  SmallVector<Factor> flat;
  SmallVector<Factor> worklist = {{product, false}};
  while (!worklist.empty()) {
    auto [expr, inverted] = worklist.pop_back_val();
    if (expr->type.isF32() && expr->kind == Kind::Mul) {
      worklist.push_back({expr->operands[0], inverted});
      worklist.push_back({expr->operands[1], inverted});
    } else if (expr->type.isF32() && expr->kind == Kind::Div) {
      worklist.push_back({expr->operands[0], inverted});
      worklist.push_back({expr->operands[1], !inverted});
    } else if (inverted || !isConstant(expr, 1.0)) {
      flat.push_back({expr, inverted});
    }
  }

  // The inverse RMS first: it says which value is normalized.
  SmallVector<Factor> others;
  const Expr *inverseRmsOf = nullptr;
  for (auto [expr, inverted] : flat) {
    bool isInverseRms = (!inverted && expr->kind == Kind::Rsqrt) ||
                        (inverted && expr->kind == Kind::Sqrt);
    if (isInverseRms && inverseRmsOf)
      return nearMiss("it scales by two inverse square roots");
    if (isInverseRms) {
      inverseRmsOf = expr->operands[0];
      continue;
    }
    if (!involvesSum(expr)) {
      others.push_back({expr, inverted});
      continue;
    }
    if (!inverted && expr->kind == Kind::Sqrt)
      return nearMiss("it multiplies by the square root of the mean square "
                      "instead of dividing by it");
    return nearMiss(llvm::formatv("it {0} {1} where the inverse square root "
                                  "of the mean square belongs (no rsqrt)",
                                  inverted ? "divides by" : "multiplies by",
                                  describe(expr)));
  }
  if (!inverseRmsOf)
    return nearMiss("no inverse square root (rsqrt, or a division by sqrt) "
                    "of the mean square scales the input");
  if (failed(matchInverseRms(inverseRmsOf, type.getShape().back(),
                             factors.squared, match)))
    return failure();

  // Then the value whose squares are summed, and the weight.
  bool normalized = false;
  for (auto [expr, inverted] : others) {
    if (!inverted && !normalized && isSameExpr(expr, factors.squared)) {
      normalized = true;
    } else if (!inverted && !factors.weight && isWeightFactor(expr, rank)) {
      factors.weight = expr->kind == Kind::ExtF ? expr->operands[0] : expr;
    } else {
      return nearMiss(llvm::formatv("it {0} {1}, which is not part of an "
                                    "RMSNorm",
                                    inverted ? "divides by" : "multiplies by",
                                    describe(expr)));
    }
  }
  if (!normalized)
    return nearMiss("the value it scales is not the value whose squares it "
                    "sums");
  if (!factors.weight)
    return nearMiss("no weight along the hidden dimension multiplies the "
                    "normalized value");
  return success();
}

LogicalResult RmsNormMatcher::matchNormalized(ExprBuilder &builder,
                                              const Expr *normed,
                                              RankedTensorType type,
                                              RmsNormMatch &match) {
  Type elementType = type.getElementType();
  FailureOr<Rounding> rounding =
      matchRounding(builder, normed, elementType, type.getRank());
  if (failed(rounding))
    return failure();
  if (!rounding->product->type.isF32())
    return nearMiss(llvm::formatv("it normalizes in {0}; tp norms scale and "
                                  "multiply in f32",
                                  rounding->product->type));
  Factors factors;
  factors.weight = rounding->weightAfterRounding;
  if (failed(matchProduct(rounding->product, type, factors, match)) ||
      failed(matchInput(builder, factors.squared, type, match)))
    return failure();

  // The weight, in the input type, along the hidden dimension.
  auto weightType =
      RankedTensorType::get({type.getShape().back()}, elementType);
  if (factors.weight->value.getType() != weightType)
    return nearMiss(llvm::formatv("the weight is {0}; tp norms take a {1} "
                                  "weight",
                                  factors.weight->value.getType(), weightType));
  match.weight = factors.weight->value;

  if (rounding->weightAfterRounding && !allowWeightAfterRounding)
    return nearMiss(llvm::formatv("it multiplies by the weight after "
                                  "rounding to {0}, and tp norms round once, "
                                  "after the weight (weight-after-rounding="
                                  "true raises it anyway)",
                                  elementType));
  return success();
}

LogicalResult RmsNormMatcher::matchInverseRms(const Expr *inverseOf,
                                              int64_t hidden,
                                              const Expr *&squared,
                                              RmsNormMatch &match) {
  using Kind = Expr::Kind;
  // The mean square: the sum of squares divided by the count.
  auto isMean = [](const Expr *expr) {
    return (expr->kind == Kind::Div || expr->kind == Kind::Mul) &&
           llvm::any_of(expr->operands, [](const Expr *operand) {
             return operand->kind == Kind::Sum;
           });
  };
  auto isMeanOrSum = [&](const Expr *expr) {
    return expr->kind == Kind::Sum || isMean(expr);
  };
  if (isMeanOrSum(inverseOf))
    return nearMiss("it adds no epsilon to the mean square");
  if (inverseOf->kind != Kind::Add ||
      !llvm::any_of(inverseOf->operands, isMeanOrSum))
    return nearMiss(llvm::formatv("it takes the inverse square root of {0}, "
                                  "not of the mean square plus epsilon",
                                  describe(inverseOf)));
  bool meanFirst = isMeanOrSum(inverseOf->operands[0]);
  const Expr *mean = inverseOf->operands[meanFirst ? 0 : 1];
  const Expr *epsilon = inverseOf->operands[meanFirst ? 1 : 0];
  if (mean->kind == Kind::Sum)
    return nearMiss("it does not divide the sum of squares by the hidden "
                    "size");
  if (epsilon->kind != Kind::Constant)
    return nearMiss("epsilon is not a constant");
  APFloat epsilonValue = *epsilon->constant;
  if (!epsilonValue.isFiniteNonZero() || epsilonValue.isNegative())
    return nearMiss(llvm::formatv("epsilon {0} is not finite and positive",
                                  formatNumber(epsilonValue)));
  match.epsilon = epsilonValue;

  // The mean: the sum divided by, or multiplied by the inverse of, the hidden
  // size (1/hidden rounded to f32 is within one f32 rounding of exact).
  bool sumFirst = mean->operands[0]->kind == Kind::Sum;
  const Expr *sum = mean->operands[sumFirst ? 0 : 1];
  const Expr *count = mean->operands[sumFirst ? 1 : 0];
  if (sum->op != reduction.getOperation())
    return nearMiss("the mean square is not this sum of squares");
  if (count->kind != Kind::Constant)
    return nearMiss("the sum of squares is scaled by a value that is not a "
                    "constant");
  APFloat countValue = *count->constant;
  bool losesInfo;
  countValue.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                     &losesInfo);
  double number = countValue.convertToDouble();
  if (mean->kind == Kind::Div && sumFirst) {
    if (number != static_cast<double>(hidden))
      return nearMiss(llvm::formatv("it divides the sum of squares by {0}, "
                                    "not by the hidden size {1}",
                                    formatNumber(*count->constant), hidden));
  } else if (mean->kind == Kind::Mul) {
    if (std::abs(number * static_cast<double>(hidden) - 1.0) > 0x1p-23)
      return nearMiss(llvm::formatv("it multiplies the sum of squares by {0}, "
                                    "not by 1/{1}",
                                    formatNumber(*count->constant), hidden));
  } else {
    return nearMiss(llvm::formatv("the mean square is {0}, not the sum of "
                                  "squares over the hidden size",
                                  describe(mean)));
  }
  squared = getSquaredValue(sum->operands[0]);
  return success();
}

LogicalResult RmsNormMatcher::matchInput(ExprBuilder &builder,
                                         const Expr *squared,
                                         RankedTensorType type,
                                         RmsNormMatch &match) {
  using Kind = Expr::Kind;
  Type elementType = type.getElementType();
  // h, in the input type: tp norms square the rounded value.
  const Expr *input = squared;
  if (!elementType.isF32()) {
    if (squared->kind == Kind::Add && squared->operands[0]->kind == Kind::ExtF)
      return nearMiss(llvm::formatv("it normalizes the f32 sum of the "
                                    "residual add; tp.add_rms_norm "
                                    "normalizes that sum rounded to {0}, the "
                                    "residual it returns",
                                    elementType));
    if (squared->kind != Kind::ExtF ||
        squared->operands[0]->type != elementType)
      return nearMiss(llvm::formatv("what it squares is not the {0} input "
                                    "extended to f32",
                                    elementType));
    input = squared->operands[0];
  }

  // The residual add: in the input type, or in f32 and rounded (the same
  // value: f32 has more than twice the precision of bf16 and f16).
  const Expr *sum = builder.expand(input);
  if (sum->kind == Kind::TruncF && sum->operands[0]->kind == Kind::Add &&
      sum->operands[0]->type.isF32())
    sum = sum->operands[0];
  if (sum->kind == Kind::Add && sum->type == input->type) {
    match.input = asTensor(sum->operands[0], type);
    match.residual = asTensor(sum->operands[1], type);
  } else if (sum->kind == Kind::Add) {
    auto unextend = [&](const Expr *operand) -> Value {
      if (operand->kind != Kind::ExtF)
        return nullptr;
      return asTensor(operand->operands[0], type);
    };
    match.input = unextend(sum->operands[0]);
    match.residual = unextend(sum->operands[1]);
  }
  if (match.input && match.residual) {
    match.residualSum = asTensor(input, type);
    return success();
  }
  // Otherwise the norm of a tensor, however that tensor was computed.
  match.residual = nullptr;
  match.input = asTensor(input, type);
  if (!match.input)
    return nearMiss(llvm::formatv("its input is {0}, not a {1} tensor",
                                  describe(input), type));
  return success();
}

LogicalResult RmsNormMatcher::collectOps(const ExprBuilder &builder,
                                         RmsNormMatch &match) {
  // The ops between the operands of the tp norm and its result.
  llvm::SmallPtrSet<Operation *, 16> ops;
  SmallVector<Operation *> worklist = {match.root};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!ops.insert(op).second)
      continue;
    match.ops.push_back(op);
    for (Value operand : op->getOperands()) {
      if (operand == match.input || operand == match.residual ||
          operand == match.weight)
        continue;
      Operation *producer = operand.getDefiningOp();
      if (producer && builder.wentThrough(producer))
        worklist.push_back(producer);
    }
  }

  // Raising must leave none of them alive: their values have no other uses,
  // and none of them computes an operand of the tp norm.
  for (Operation *op : match.ops) {
    if (op == match.root)
      continue;
    for (OpResult result : op->getResults()) {
      if (result == match.input || result == match.residual ||
          result == match.weight)
        return nearMiss(llvm::formatv("'{0}' computes both an operand of the "
                                      "norm and part of the norm",
                                      op->getName()));
      for (Operation *user : result.getUsers()) {
        if (ops.contains(user))
          continue;
        if (result != match.residualSum) {
          if (op == reduction.getOperation())
            return nearMiss(llvm::formatv("the sum of squares is also used "
                                          "by '{0}'; raising would compute "
                                          "it twice",
                                          user->getName()));
          return nearMiss(llvm::formatv("an intermediate result ('{0}') is "
                                        "also used by '{1}'; raising would "
                                        "compute it twice",
                                        op->getName(), user->getName()));
        }
        // residual_out is defined by the tp norm, at the end of the norm.
        Operation *ancestor =
            match.root->getBlock()->findAncestorOpInBlock(*user);
        if (!ancestor || !match.root->isBeforeInBlock(ancestor))
          return nearMiss(llvm::formatv("the residual sum is used by '{0}' "
                                        "before the norm ends",
                                        user->getName()));
      }
    }
  }
  return success();
}
