//===- RmsNormMatcher.cpp - Matching the RMSNorm template -----------------===//

#include "RmsNormMatcher.h"

#include "tpfuse/Dialect/TP/IR/TPTypes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::raise;
using namespace tpfuse::tp;

namespace {

/// The longest run of single-use elementwise ops followed from the sum of
/// squares to the end of a norm.
constexpr unsigned kMaxChainLength = 16;

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

/// Whether `expr` is computed from weights and constants alone: a weight
/// factor (the weight, extended to f32, plus an offset).
bool readsWeightOnly(const Expr *expr, unsigned rank) {
  bool readsOne = false;
  SmallVector<const Expr *> worklist = {expr};
  while (!worklist.empty()) {
    const Expr *next = worklist.pop_back_val();
    if (next->kind == Expr::Kind::Constant)
      continue;
    if (next->kind == Expr::Kind::Leaf) {
      if (!isHiddenVectorLeaf(next, rank))
        return false;
      readsOne = true;
      continue;
    }
    if (!isNormArithmetic(next->kind))
      return false;
    llvm::append_range(worklist, next->operands);
  }
  return readsOne;
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

  const Expr *summand = builder.expand(sum->operands[0]);
  if (summand->kind == Expr::Kind::ExtF &&
      getSquaredValue(builder.expand(summand->operands[0])))
    return nearMiss(llvm::formatv("it squares in {0} before accumulating in "
                                  "{1}; tp norms square in the type they "
                                  "accumulate in",
                                  summand->operands[0]->type, summand->type));
  const Expr *square = getSquaredValue(summand);
  if (!square)
    return notACandidate("the summand is not a square");

  if (!isConstant(sum->operands[1], 0.0))
    return nearMiss(llvm::formatv("the sum of squares starts from {0}, not "
                                  "from zero",
                                  describe(sum->operands[1])));
  const Expr *unextended = builder.expand(square);
  while (unextended->kind == Expr::Kind::ExtF)
    unextended = builder.expand(unextended->operands[0]);
  if (unextended->kind == Expr::Kind::Sub)
    return nearMiss("it subtracts a value (the mean) before squaring: a "
                    "LayerNorm or a variance, not an RMSNorm");

  // The hidden index must be the last dimension of what is squared. A
  // tensor read where the norm reads it (identity access) is elementwise
  // however it was computed: the norm takes it as its input, and its
  // producers are no part of the norm. The builder follows them when
  // nothing stops it (an f32 model's residual stream, back to the
  // embedding's gather), but how they index their own operands says nothing
  // about this norm.
  SmallVector<const Expr *> worklist = {square};
  while (!worklist.empty()) {
    const Expr *expr = worklist.pop_back_val();
    if (expr->value && expr->access && expr->access.isIdentity())
      continue;
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
  if (!sum->type.isF32() && !sum->type.isBF16() && !sum->type.isF16())
    return nearMiss(llvm::formatv("it accumulates the sum of squares in {0}; "
                                  "tp norms accumulate in f32, or in bf16 or "
                                  "f16 throughout",
                                  sum->type));
  return square;
}

FailureOr<Value> RmsNormMatcher::findEnd(const Expr *squared) {
  unsigned rank = reduction.getNumLoops();
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
  auto appliesWeight = [&](Value value) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || type.getRank() != rank)
      return false;
    ExprBuilder builder(reduction.getContext(), rank);
    return readsWeight(builder.build(value), inputs, rank);
  };
  // Whether the single-user elementwise chain from `user` on `value` reaches
  // a weight multiply.
  auto branchAppliesWeight = [&](Operation *user, Value value) {
    for (unsigned length = 0; length < kMaxChainLength; ++length) {
      if (!computesElementwiseOn(user, value))
        return false;
      value = user->getResult(0);
      if (appliesWeight(value))
        return true;
      if (value.use_empty() ||
          llvm::any_of(value.getUsers(), [&](Operation *other) {
            return other != *value.user_begin();
          }))
        return false;
      user = *value.user_begin();
    }
    return false;
  };

  // Follow the single users that compute elementwise on the sum.
  SmallVector<Value> chain;
  Value current = reduction->getResult(0);
  Operation *sharedWith = nullptr;
  while (chain.size() < kMaxChainLength && !current.use_empty()) {
    Operation *user = *current.user_begin();
    if (llvm::any_of(current.getUsers(),
                     [&](Operation *other) { return other != user; })) {
      // Norms of one input with different weights, merged up to their
      // weight multiplies: this norm is the first branch (in block order);
      // the others are raised in turn, each computing the common part
      // itself, as it would have without the merge.
      llvm::SmallSetVector<Operation *, 4> users(current.user_begin(),
                                                 current.user_end());
      bool oneBlock = llvm::all_of(users, [&](Operation *other) {
        return other->getBlock() == reduction->getBlock();
      });
      if (!forkedAt && oneBlock && llvm::none_of(chain, appliesWeight) &&
          llvm::all_of(users, [&](Operation *other) {
            return branchAppliesWeight(other, current);
          })) {
        forkedAt = current;
        user = *llvm::min_element(users, [](Operation *a, Operation *b) {
          return a->isBeforeInBlock(b);
        });
      } else {
        sharedWith = user;
        break;
      }
    }
    if (!computesElementwiseOn(user, current))
      break;
    current = user->getResult(0);
    chain.push_back(current);
  }

  for (auto [index, value] : llvm::enumerate(chain)) {
    if (!appliesWeight(value))
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
  // A sum accumulated in bf16 or f16 is a norm computed in that type
  // throughout, whose tensors are all in that type.
  computeType = getElementTypeOrSelf(reduction->getResult(0).getType());
  ExprBuilder anchorBuilder(reduction.getContext(), reduction.getNumLoops(),
                            computesInStorage());
  FailureOr<const Expr *> square = matchSumOfSquares(anchorBuilder);
  if (failed(square))
    return failure();
  squared = *square;

  FailureOr<Value> end = findEnd(*square);
  if (failed(end))
    return failure();
  auto type = cast<RankedTensorType>(end->getType());
  if (ShapedType::isDynamic(type.getShape().back()))
    return nearMiss(llvm::formatv("the hidden dimension of {0} is dynamic; tp "
                                  "norms need it static",
                                  type));
  if (type.getShape().back() == 0)
    return nearMiss(llvm::formatv("the hidden dimension of {0} is empty; tp "
                                  "norms need at least one element",
                                  type));
  Type elementType = type.getElementType();
  if (!isSupportedElementType(elementType))
    return nearMiss(llvm::formatv("the result has {0} elements, not bf16, f16 "
                                  "or f32",
                                  elementType));
  if (computesInStorage() && elementType != computeType)
    return nearMiss(llvm::formatv("it accumulates the sum of squares in {0} "
                                  "but returns {1}: tp norms accumulate in "
                                  "f32, or in their element type throughout",
                                  computeType, elementType));

  ExprBuilder builder(reduction.getContext(), type.getRank(),
                      computesInStorage());
  RmsNormMatch match{end->getDefiningOp(), {}, {}, {}, {APFloat(0.0f)}, {}, {}};
  if (computesInStorage())
    match.numerics.compute = NormCompute::Storage;
  if (failed(matchNormalized(builder, builder.build(*end), type, match)) ||
      failed(collectOps(builder, match)))
    return failure();
  return match;
}

FailureOr<RmsNormMatcher::Product>
RmsNormMatcher::matchRounding(ExprBuilder &builder, const Expr *normed,
                              Type elementType, RmsNormMatch &match) {
  using Kind = Expr::Kind;
  // The product of two factors, in `type`: the weight factor and the other.
  auto splitProduct = [&](const Expr *product,
                          Type type) -> std::optional<Product> {
    product = builder.expand(product);
    if (product->kind != Kind::Mul || product->type != type)
      return std::nullopt;
    for (unsigned weightIndex : {1, 0}) {
      const Expr *weight = builder.expand(product->operands[weightIndex]);
      if (readsWeightOnly(weight, builder.getRank()))
        return Product{builder.expand(product->operands[1 - weightIndex]),
                       weight};
    }
    return std::nullopt;
  };
  auto isRounded = [&](const Expr *expr) {
    expr = builder.expand(expr);
    return expr->kind == Kind::TruncF && expr->type == elementType &&
           expr->operands[0]->type.isF32();
  };

  if (computesInStorage()) {
    // Every step in the element type: the weight multiplies the rounded
    // normalized value.
    std::optional<Product> product = splitProduct(normed, elementType);
    if (!product)
      return nearMiss(llvm::formatv("it ends in {0}, not in a multiplication "
                                    "by a weight along the hidden dimension",
                                    describe(normed)));
    match.numerics.weightMultiply = WeightMultiply::AfterRounding;
    return *product;
  }
  if (elementType.isF32()) {
    // Rounding to f32 is exact: where the weight multiplies does not matter.
    if (std::optional<Product> product = splitProduct(normed, elementType))
      return *product;
    return nearMiss(llvm::formatv("it ends in {0}, not in a multiplication "
                                  "by a weight along the hidden dimension",
                                  describe(normed)));
  }

  // rd(w' * rd(h * inv)), the multiply in the element type or in f32.
  const Expr *end = builder.expand(normed);
  if (end->kind == Kind::TruncF && end->operands[0]->type.isF32())
    end = end->operands[0];
  std::optional<Product> product = splitProduct(end, end->type);
  if (!product && end->kind == Kind::Mul && end->type.isF32() &&
      end != builder.expand(normed)) {
    unsigned rank = builder.getRank();
    for (const Expr *factor : end->operands) {
      factor = builder.expand(factor);
      if (factor->kind == Kind::Mul &&
          llvm::any_of(factor->operands, [&](const Expr *inner) {
            return readsWeightOnly(builder.expand(inner), rank);
          }))
        return nearMiss("it multiplies the weight into the product in "
                        "another order; tp norms compute (h * rsqrt(...)) * "
                        "weight");
      if (factor->kind == Kind::Add && !involvesSum(factor))
        for (const Expr *addend : factor->operands)
          if (!readsWeightOnly(builder.expand(addend), rank))
            return nearMiss(llvm::formatv("it adds {0} to the weight, not a "
                                          "constant",
                                          describe(addend)));
    }
  }
  if (!product)
    return nearMiss(llvm::formatv("the result is not rounded to {0} from an "
                                  "f32 computation: it ends in {1}",
                                  elementType, describe(normed)));
  const Expr *scaled = product->scaled;
  if (scaled->kind == Kind::ExtF)
    scaled = builder.expand(scaled->operands[0]);
  if (isRounded(scaled)) {
    match.numerics.weightMultiply = WeightMultiply::AfterRounding;
    return Product{builder.expand(builder.expand(scaled)->operands[0]),
                   product->weight};
  }
  if (end == builder.expand(normed))
    return nearMiss(llvm::formatv("the result is not rounded to {0} from an "
                                  "f32 computation: it ends in {1}",
                                  elementType, describe(normed)));
  // rd((h * inv) * w'): one rounding, after the weight.
  return *product;
}

LogicalResult RmsNormMatcher::matchWeight(const Expr *factor, Type elementType,
                                          RmsNormMatch &match) {
  using Kind = Expr::Kind;
  unsigned rank = reduction.getNumLoops();
  // w' = w, or w + offset added in f32.
  const Expr *weight = factor;
  // An offset added in the element type, then extended.
  if (factor->kind == Kind::ExtF && factor->operands[0]->kind == Kind::Add)
    factor = factor->operands[0];
  if (factor->kind == Kind::Add) {
    unsigned constantIndex =
        factor->operands[0]->kind == Kind::Constant ? 0 : 1;
    const Expr *offset = factor->operands[constantIndex];
    if (offset->kind != Kind::Constant)
      return nearMiss(llvm::formatv("it adds {0} to the weight, not a "
                                    "constant",
                                    describe(offset)));
    if (!factor->type.isF32() && !computesInStorage())
      return nearMiss(llvm::formatv("it adds {0} to the weight in {1}; tp "
                                    "norms add the weight offset in f32",
                                    formatNumber(*offset->constant),
                                    factor->type));
    if (computesInStorage())
      return nearMiss(llvm::formatv("it adds {0} to the weight in {1}; tp "
                                    "norms that compute in {1} take no weight "
                                    "offset",
                                    formatNumber(*offset->constant),
                                    factor->type));
    // The offset is an f32 attribute of the norm, which must be finite.
    APFloat offsetAsF32 = *offset->constant;
    bool inexact = false;
    offsetAsF32.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                        &inexact);
    if (!offsetAsF32.isFinite())
      return nearMiss(llvm::formatv("it adds {0} to the weight; tp norms take "
                                    "a finite f32 weight offset",
                                    formatNumber(*offset->constant)));
    match.numerics.weightOffset = *offset->constant;
    weight = factor->operands[1 - constantIndex];
  }
  // Read in the element type, extended to f32 for an f32 multiply.
  if (weight->kind == Kind::ExtF)
    weight = weight->operands[0];
  if (!isHiddenVectorLeaf(weight, rank))
    return nearMiss(llvm::formatv("the weight factor is {0}, not a weight "
                                  "along the hidden dimension plus a constant",
                                  describe(factor)));
  match.weight = weight->value;
  return success();
}

LogicalResult RmsNormMatcher::matchNormalized(ExprBuilder &builder,
                                              const Expr *normed,
                                              RankedTensorType type,
                                              RmsNormMatch &match) {
  Type elementType = type.getElementType();
  FailureOr<Product> product =
      matchRounding(builder, normed, elementType, match);
  if (failed(product))
    return failure();
  if (!computesInStorage() && !product->scaled->type.isF32())
    return nearMiss(llvm::formatv("it normalizes in {0}; tp norms scale in "
                                  "f32, or in their element type throughout",
                                  product->scaled->type));
  if (failed(matchWeight(product->weight, elementType, match)))
    return failure();
  FailureOr<const Expr *> normalized =
      matchScaled(builder, product->scaled, type.getShape().back(), match);
  if (failed(normalized) ||
      failed(matchInput(builder, *normalized, type, match)))
    return failure();

  // The weight, in the input type, along the hidden dimension.
  auto weightType =
      RankedTensorType::get({type.getShape().back()}, elementType);
  if (match.weight.getType() != weightType)
    return nearMiss(llvm::formatv("the weight is {0}; tp norms take a {1} "
                                  "weight",
                                  match.weight.getType(), weightType));
  return success();
}

FailureOr<const Expr *> RmsNormMatcher::matchScaled(ExprBuilder &builder,
                                                    const Expr *scaled,
                                                    int64_t hidden,
                                                    RmsNormMatch &match) {
  using Kind = Expr::Kind;
  if (scaled->kind == Kind::Div && involvesSum(scaled->operands[1])) {
    if (builder.expand(scaled->operands[1])->kind == Kind::Sqrt)
      return nearMiss("it divides by the square root of the mean square; tp "
                      "norms multiply by its rsqrt, which rounds differently");
    return nearMiss(llvm::formatv("it divides by {0} where the inverse square "
                                  "root of the mean square belongs (no rsqrt)",
                                  describe(scaled->operands[1])));
  }
  if (scaled->kind != Kind::Mul)
    return nearMiss(llvm::formatv("the normalized value is {0}, not the "
                                  "product of a value and the inverse square "
                                  "root of its mean square",
                                  describe(scaled)));
  for (unsigned inverseIndex : {1, 0}) {
    const Expr *inverse = builder.expand(scaled->operands[inverseIndex]);
    if (!involvesSum(inverse))
      continue;
    const Expr *normalized = scaled->operands[1 - inverseIndex];
    if (involvesSum(normalized))
      return nearMiss("it scales by two values computed from the sum of "
                      "squares");
    if (inverse->kind == Kind::Sqrt)
      return nearMiss("it multiplies by the square root of the mean square "
                      "instead of dividing by it");
    if (inverse->kind == Kind::Div && isConstant(inverse->operands[0], 1.0) &&
        builder.expand(inverse->operands[1])->kind == Kind::Sqrt)
      return nearMiss("it takes 1/sqrt of the mean square; tp norms take its "
                      "rsqrt, which rounds differently");
    if (inverse->kind != Kind::Rsqrt)
      return nearMiss(llvm::formatv("it multiplies by {0} where the inverse "
                                    "square root of the mean square belongs "
                                    "(no rsqrt)",
                                    describe(inverse)));
    if (failed(matchInverseRms(builder, builder.expand(inverse->operands[0]),
                               hidden, match)))
      return failure();
    if (!isSameExpr(builder.expand(normalized), squared) &&
        !isSameExpr(normalized, squared))
      return nearMiss("the value it scales is not the value whose squares it "
                      "sums");
    return builder.expand(normalized);
  }
  return nearMiss(llvm::formatv("it multiplies by {0}, which is not part of "
                                "an RMSNorm",
                                describe(scaled)));
}

LogicalResult RmsNormMatcher::matchInverseRms(ExprBuilder &builder,
                                              const Expr *inverseOf,
                                              int64_t hidden,
                                              RmsNormMatch &match) {
  using Kind = Expr::Kind;
  // The mean square: the sum of squares divided by the count.
  auto isMean = [&](const Expr *expr) {
    expr = builder.expand(expr);
    return (expr->kind == Kind::Div || expr->kind == Kind::Mul) &&
           llvm::any_of(expr->operands, [&](const Expr *operand) {
             return builder.expand(operand)->kind == Kind::Sum;
           });
  };
  auto isMeanOrSum = [&](const Expr *expr) {
    return builder.expand(expr)->kind == Kind::Sum || isMean(expr);
  };
  if (isMeanOrSum(inverseOf))
    return nearMiss("it adds no epsilon to the mean square");
  if (inverseOf->kind != Kind::Add ||
      !llvm::any_of(inverseOf->operands, isMeanOrSum))
    return nearMiss(llvm::formatv("it takes the inverse square root of {0}, "
                                  "not of the mean square plus epsilon",
                                  describe(inverseOf)));
  bool meanFirst = isMeanOrSum(inverseOf->operands[0]);
  const Expr *mean = builder.expand(inverseOf->operands[meanFirst ? 0 : 1]);
  const Expr *epsilon = builder.expand(inverseOf->operands[meanFirst ? 1 : 0]);
  if (mean->kind == Kind::Sum)
    return nearMiss("it does not divide the sum of squares by the hidden "
                    "size");
  if (epsilon->kind != Kind::Constant)
    return nearMiss("epsilon is not a constant");
  if (epsilon->type != computeType)
    return nearMiss(llvm::formatv("it adds epsilon in {0}, not in {1}",
                                  epsilon->type, computeType));
  APFloat epsilonValue = *epsilon->constant;
  if (!epsilonValue.isFiniteNonZero() || epsilonValue.isNegative())
    return nearMiss(llvm::formatv("epsilon {0} is not finite and positive",
                                  formatNumber(epsilonValue)));
  // Exactly representable in f32, where the tp op keeps it.
  bool losesInfo;
  epsilonValue.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                       &losesInfo);
  match.numerics.epsilon = epsilonValue;

  // The mean: the sum divided by the hidden size, or multiplied by its
  // inverse where that is exact (a power of two).
  bool sumFirst = builder.expand(mean->operands[0])->kind == Kind::Sum;
  const Expr *sum = builder.expand(mean->operands[sumFirst ? 0 : 1]);
  const Expr *count = builder.expand(mean->operands[sumFirst ? 1 : 0]);
  if (sum->op != reduction.getOperation())
    return nearMiss("the mean square is not this sum of squares");
  if (count->kind != Kind::Constant)
    return nearMiss("the sum of squares is scaled by a value that is not a "
                    "constant");
  APFloat countValue = *count->constant;
  countValue.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                     &losesInfo);
  double number = countValue.convertToDouble();
  if (mean->kind == Kind::Div && sumFirst) {
    if (number != static_cast<double>(hidden))
      return nearMiss(llvm::formatv("it divides the sum of squares by {0}, "
                                    "not by the hidden size {1}",
                                    formatNumber(*count->constant), hidden));
  } else if (mean->kind == Kind::Mul) {
    if (number * static_cast<double>(hidden) != 1.0 ||
        !llvm::isPowerOf2_64(hidden))
      return nearMiss(llvm::formatv("it multiplies the sum of squares by {0}, "
                                    "which is not exactly 1/{1}",
                                    formatNumber(*count->constant), hidden));
  } else {
    return nearMiss(llvm::formatv("the mean square is {0}, not the sum of "
                                  "squares over the hidden size",
                                  describe(mean)));
  }
  return success();
}

LogicalResult RmsNormMatcher::matchInput(ExprBuilder &builder,
                                         const Expr *normalized,
                                         RankedTensorType type,
                                         RmsNormMatch &match) {
  using Kind = Expr::Kind;
  Type elementType = type.getElementType();
  auto addends = [&](const Expr *sum, bool extended) -> bool {
    auto operand = [&](unsigned index) -> Value {
      const Expr *addend = sum->operands[index];
      if (extended) {
        if (addend->kind != Kind::ExtF)
          return nullptr;
        addend = addend->operands[0];
      }
      return asTensor(addend, type);
    };
    match.input = operand(0);
    match.residual = operand(1);
    return match.input && match.residual;
  };

  // h = f32(x + residual), normalized before rounding: residual_add = f32.
  if (!computesInStorage() && !elementType.isF32() &&
      normalized->kind == Kind::Add && normalized->type.isF32()) {
    if (!addends(normalized, /*extended=*/true))
      return nearMiss(llvm::formatv("it normalizes an f32 sum of {0} and {1}, "
                                    "not of two {2} tensors",
                                    describe(normalized->operands[0]),
                                    describe(normalized->operands[1]), type));
    match.numerics.residualAdd = ResidualAdd::F32;
    // residual_out: where the sum is rounded to the element type, if it is.
    Value sum = normalized->value;
    if (!sum)
      return success();
    for (Operation *user : sum.getUsers()) {
      if (user->getNumResults() != 1 || user->getResult(0).getType() != type)
        continue;
      ExprBuilder userBuilder(reduction.getContext(), type.getRank());
      const Expr *rounded = userBuilder.build(user->getResult(0));
      if (rounded->kind == Kind::TruncF &&
          isSameExpr(rounded->operands[0], normalized) &&
          rounded->operands[0]->value == sum) {
        if (residualRounding)
          return nearMiss("it rounds the residual sum twice");
        residualRounding = user;
        match.residualSum = user->getResult(0);
      }
    }
    return success();
  }

  // h in the element type: x, or x + residual rounded (a decoder layer's
  // residual add, in the element type or in f32 and rounded: the same value,
  // since f32 has more than twice the precision of bf16 and f16).
  const Expr *input = normalized;
  if (!computesInStorage() && !elementType.isF32()) {
    if (normalized->kind != Kind::ExtF ||
        normalized->operands[0]->type != elementType)
      return nearMiss(llvm::formatv("what it squares is not the {0} input "
                                    "extended to f32",
                                    elementType));
    input = normalized->operands[0];
  }
  const Expr *sum = builder.expand(input);
  if (sum->kind == Kind::TruncF && sum->operands[0]->kind == Kind::Add &&
      sum->operands[0]->type.isF32() && !elementType.isF32())
    sum = sum->operands[0];
  if (sum->kind == Kind::Add &&
      addends(sum, /*extended=*/sum->type != input->type)) {
    match.residualSum = asTensor(input, type);
    if (match.residualSum)
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
  if (residualRounding)
    worklist.push_back(residualRounding);
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

  // The common part of forked norms: the ops computing the fork value.
  llvm::SmallPtrSet<Operation *, 16> shared;
  if (forkedAt) {
    SmallVector<Operation *> pending = {forkedAt.getDefiningOp()};
    while (!pending.empty()) {
      Operation *op = pending.pop_back_val();
      if (!op || !ops.contains(op) || !shared.insert(op).second)
        continue;
      for (Value operand : op->getOperands())
        pending.push_back(operand.getDefiningOp());
    }
    match.shared.assign(shared.begin(), shared.end());
    // The tp norm replaces residualSum in the common part too, which the
    // other norms keep: it must come before the common part's first use,
    // after its own operands.
    Operation *first = match.root;
    for (Operation *op : shared)
      if (op->getBlock() == first->getBlock() && op->isBeforeInBlock(first))
        first = op;
    for (Value operand : {match.input, match.residual, match.weight}) {
      Operation *producer = operand ? operand.getDefiningOp() : nullptr;
      if (producer && producer->getBlock() == first->getBlock() &&
          !producer->isBeforeInBlock(first))
        return nearMiss(llvm::formatv("an operand of the norm is computed "
                                      "after the part it shares with another "
                                      "norm ('{0}')",
                                      producer->getName()));
    }
    match.insertionPoint = first;
  }

  // Raising must leave none of them alive: their values have no other uses
  // (but the common part of forked norms), and none of them computes an
  // operand of the tp norm.
  for (Operation *op : match.ops) {
    if (op == match.root)
      continue;
    for (OpResult result : op->getResults()) {
      if (result == match.input || result == match.residual ||
          result == match.weight)
        return nearMiss(llvm::formatv("'{0}' computes both an operand of the "
                                      "norm and part of the norm",
                                      op->getName()));
      if (shared.contains(op))
        continue;
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
        Operation *norm =
            match.insertionPoint ? match.insertionPoint : match.root;
        if (!ancestor || !norm->isBeforeInBlock(ancestor))
          return nearMiss(llvm::formatv("the residual sum is used by '{0}' "
                                        "before the norm ends",
                                        user->getName()));
      }
    }
  }
  return success();
}
