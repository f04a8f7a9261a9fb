//===- QuantMatcher.cpp - An FP8 quantization of a norm's output ----------===//
//
// From the cast back: the cast to f8E4M3FN of a clamp to [-448, 448] of
// y / s, or of y * (1 / s) (scaling = reciprocal), where y is a tp norm's
// normed output (extended to f32) and s is
//
//   a static f32 scale (a tensor of one element)        -> fp8_static
//   max(amax(|y|) / 448, floor), or max(amax(|y|), floor') / 448, the amax
//   over the hidden dimension                          -> fp8_per_token
//   the same over groups of the hidden dimension (the normed output
//   reshaped to [..., groups, group_size])              -> fp8_per_group
//
// NaN is where exporters and #tp.quant must agree too: torch-mlir lowers
// `clamp(min, max)` to `x < min (or unordered) ? min : x`, then the upper
// bound, so a NaN value becomes -448 and a NaN scale the floor, as
// #tp.quant states; a clamp or an amax that treats NaN otherwise is a near
// miss.
//
//===----------------------------------------------------------------------===//

#include "QuantMatcher.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::raise;
using namespace tpfuse::tp;

namespace {

using Kind = Expr::Kind;

/// e4m3fn's largest finite value.
constexpr double kFp8Max = 448.0;

/// Expressions are trees: a value read twice is built twice. NVFP4's factor
/// reads its product, and the global scale, twice each (`where(x == 0, 0,
/// 1 / x)`), and once its ops are fused into one body, more than a norm's
/// nodes.
constexpr size_t kMaxQuantExprNodes = 4096;

class QuantMatcher {
public:
  /// `values`: a tensor, or a scalar of the body of a generic whose loops
  /// are all parallel and whose results are written at the identity (what
  /// it holds at each point of the loops).
  QuantMatcher(Value values, QuantReportFn report)
      : values(values), report(report), valuesType(shapeOf(values)),
        builder(values.getContext(), valuesType.getRank(),
                /*computesInStorage=*/false, /*followsReshapes=*/true,
                kMaxQuantExprNodes) {}

  FailureOr<QuantMatch> match();
  /// `values` as NVFP4's clamped values, blocks of 16.
  FailureOr<QuantMatch> matchNvfp4();
  /// What `values` scales, past the ops that bound it, and the norm it
  /// reads (null when it scales no norm's output).
  std::pair<const Expr *, RmsNormOpInterface> scaledNormed();

private:
  LogicalResult notANorm(const Twine &why) {
    report(QuantVerdict::NotANorm, why);
    return failure();
  }
  LogicalResult nearMiss(const Twine &why) {
    report(QuantVerdict::NearMiss, why);
    return failure();
  }

  /// What `clamped` divides or multiplies past the ops that bound it, and
  /// the norm whose output that reads first (null if none).
  std::pair<const Expr *, RmsNormOpInterface> pastBounds(const Expr *clamped);
  /// `expr`, followed through the tensors building stopped at, up to a
  /// norm's output.
  const Expr *follow(const Expr *expr);
  /// `expr` without its exact conversions (extensions to a wider float).
  const Expr *exact(const Expr *expr);
  /// The tp norm whose normed output `expr` reads, if it does.
  RmsNormOpInterface normedRead(const Expr *expr);
  /// `x < bound (or unordered) ? bound : x`, the lower clamp as torch-mlir
  /// lowers `clamp(min=)`, or `maxnumf(x, bound)`: {x, bound}.
  std::optional<std::pair<const Expr *, const Expr *>>
  lowerBound(const Expr *expr);
  /// `x > bound ? bound : x`: {x, bound}.
  std::optional<std::pair<const Expr *, const Expr *>>
  upperBound(const Expr *expr);
  /// The clamp to [-bound, bound] of `what`, as `clamp` exports: what it
  /// clamps.
  struct ClampSpec {
    double bound;
    const char *rangeName;
    const char *what;
  };
  FailureOr<const Expr *> matchClamp(const Expr *expr, const ClampSpec &spec);
  /// The computed scale s: the group size and the floor.
  LogicalResult matchComputedScale(const Expr *scale, const Expr *normed,
                                   APFloat &minScale);
  /// amax(|normed|) over the token, group or block.
  LogicalResult matchAmax(const Expr *amax, const Expr *normed);
  /// `where(x == 0, 0, 1 / x)`: x.
  const Expr *reciprocalOf(const Expr *expr);
  /// A scale the same for every point (`name`: what it is, for remarks): an
  /// f32 constant, or a tensor of one f32; into `match`.
  LogicalResult matchScalarScale(const Expr *scale, StringRef name,
                                 QuantMatch &match);
  /// The tensor that holds `expr` as the quantization reads it, [tokens...,
  /// (groups,) 1] at (tokens..., (group,) 0), if one does.
  Value scalesTensor(const Expr *expr);
  /// NVFP4's factor o on the values (QuantMatch's scale and scales filled
  /// in).
  LogicalResult matchNvfp4Factor(const Expr *factor, const Expr *normed,
                                 QuantMatch &match);

  /// The tensor `values` is, or the loops' shape and its type.
  static RankedTensorType shapeOf(Value values) {
    if (auto type = dyn_cast<RankedTensorType>(values.getType()))
      return type;
    auto op = cast<linalg::LinalgOp>(values.getParentBlock()->getParentOp());
    return RankedTensorType::get(op.getStaticLoopRanges(), values.getType());
  }
  /// The expression `values` holds at the canonical point.
  const Expr *root() {
    if (isa<RankedTensorType>(values.getType()))
      return builder.build(values);
    return builder.buildInBody(
        values, cast<linalg::LinalgOp>(values.getParentBlock()->getParentOp()));
  }

  Value values;
  QuantReportFn report;
  RankedTensorType valuesType;
  ExprBuilder builder;
};

std::pair<const Expr *, RmsNormOpInterface>
QuantMatcher::pastBounds(const Expr *clamped) {
  // What is divided or multiplied: the normed output, read where it is
  // quantized. Look past whatever bounds it (selects against a constant,
  // max and min), to tell whether a norm's output is quantized at all before
  // any near miss is reported.
  const Expr *scaled = follow(clamped);
  for (int bound = 0; bound < 4; ++bound) {
    if (llvm::is_contained(
            {Kind::Maximum, Kind::Minimum, Kind::MaxNum, Kind::MinNum},
            scaled->kind)) {
      const Expr *lhs = follow(scaled->operands[0]);
      scaled = lhs->kind == Kind::Constant ? follow(scaled->operands[1]) : lhs;
    } else if (scaled->kind == Kind::Select) {
      scaled = follow(scaled->operands[2]);
    } else {
      break;
    }
  }
  if (scaled->kind != Kind::Div && scaled->kind != Kind::Mul)
    return {scaled, nullptr};
  RmsNormOpInterface norm = normedRead(exact(scaled->operands[0]));
  // A product in either order.
  if (!norm && scaled->kind == Kind::Mul)
    norm = normedRead(exact(scaled->operands[1]));
  return {scaled, norm};
}

std::pair<const Expr *, RmsNormOpInterface> QuantMatcher::scaledNormed() {
  return pastBounds(follow(root()));
}

const Expr *QuantMatcher::follow(const Expr *expr) {
  while (expr->kind == Kind::Leaf && expr->access && !normedRead(expr)) {
    const Expr *expanded = builder.expand(expr);
    if (expanded == expr ||
        (expanded->kind == Kind::Leaf && expanded->value == expr->value &&
         expanded->access == expr->access))
      break;
    expr = expanded;
  }
  return expr;
}

const Expr *QuantMatcher::exact(const Expr *expr) {
  expr = follow(expr);
  while (expr->kind == Kind::ExtF)
    expr = follow(expr->operands[0]);
  return expr;
}

/// Whether `expr` is the same at every point: it reads tensors at constant
/// indices (or scalars) only, and reduces nothing.
static bool readsNoPoint(const Expr *expr) {
  if (expr->kind == Kind::Leaf)
    return !expr->access ||
           llvm::all_of(expr->access.getResults(), [](AffineExpr index) {
             return isa<AffineConstantExpr>(index);
           });
  if (expr->kind == Kind::Constant)
    return true;
  if (expr->kind == Kind::Sum || expr->kind == Kind::MaximumReduce ||
      expr->kind == Kind::MaxNumReduce || expr->kind == Kind::Opaque)
    return false;
  return llvm::all_of(expr->operands, readsNoPoint);
}

RmsNormOpInterface QuantMatcher::normedRead(const Expr *expr) {
  if (expr->kind != Kind::Leaf || !expr->value)
    return nullptr;
  auto norm = expr->value.getDefiningOp<RmsNormOpInterface>();
  if (!norm || norm.getNormed() != expr->value)
    return nullptr;
  return norm;
}

std::optional<std::pair<const Expr *, const Expr *>>
QuantMatcher::lowerBound(const Expr *expr) {
  expr = follow(expr);
  if (expr->kind == Kind::MaxNum) {
    const Expr *lhs = follow(expr->operands[0]);
    const Expr *rhs = follow(expr->operands[1]);
    if (rhs->kind == Kind::Constant)
      return std::make_pair(lhs, rhs);
    if (lhs->kind == Kind::Constant)
      return std::make_pair(rhs, lhs);
    return std::nullopt;
  }
  if (expr->kind != Kind::Select)
    return std::nullopt;
  const Expr *condition = follow(expr->operands[0]);
  const Expr *bound = follow(expr->operands[1]);
  const Expr *value = follow(expr->operands[2]);
  if (condition->kind != Kind::Cmp || bound->kind != Kind::Constant ||
      (*condition->predicate != arith::CmpFPredicate::ULT &&
       *condition->predicate != arith::CmpFPredicate::ULE) ||
      !isSameExpr(follow(condition->operands[0]), value) ||
      !isSameExpr(follow(condition->operands[1]), bound))
    return std::nullopt;
  return std::make_pair(value, bound);
}

std::optional<std::pair<const Expr *, const Expr *>>
QuantMatcher::upperBound(const Expr *expr) {
  expr = follow(expr);
  if (expr->kind != Kind::Select)
    return std::nullopt;
  const Expr *condition = follow(expr->operands[0]);
  const Expr *bound = follow(expr->operands[1]);
  const Expr *value = follow(expr->operands[2]);
  using Predicate = arith::CmpFPredicate;
  if (condition->kind != Kind::Cmp || bound->kind != Kind::Constant ||
      !llvm::is_contained(
          {Predicate::UGT, Predicate::UGE, Predicate::OGT, Predicate::OGE},
          *condition->predicate) ||
      !isSameExpr(follow(condition->operands[0]), value) ||
      !isSameExpr(follow(condition->operands[1]), bound))
    return std::nullopt;
  return std::make_pair(value, bound);
}

FailureOr<const Expr *> QuantMatcher::matchClamp(const Expr *expr,
                                                 const ClampSpec &spec) {
  expr = follow(expr);
  std::string range = formatNumber(APFloat(spec.bound));
  if (expr->kind == Kind::Maximum || expr->kind == Kind::Minimum)
    return nearMiss(Twine(spec.what) + ": the clamp keeps NaN ('" +
                    expr->op->getName().getStringRef() + "'), where " +
                    "#tp.quant gives -" + range +
                    " as torch-mlir's clamp does");
  auto upper = upperBound(expr);
  if (!upper) {
    if (lowerBound(expr))
      return nearMiss(Twine(spec.what) +
                      ": the clamp takes the lower bound last, so NaN "
                      "becomes " +
                      range + ", where #tp.quant gives -" + range);
    return nearMiss(Twine(spec.what) + " is not clamped to [-" + range + ", " +
                    range + "] as `clamp(-" + range + ", " + range +
                    ")` exports, but " + describe(expr));
  }
  auto lower = lowerBound(upper->first);
  if (!lower)
    return nearMiss(Twine(spec.what) + " is not clamped from below as " +
                    "`clamp(min=-" + range + ")` exports (NaN to the " +
                    "bound), but " + describe(follow(upper->first)));
  if (!isConstant(lower->second, -spec.bound) ||
      !isConstant(upper->second, spec.bound))
    return nearMiss(llvm::formatv("{0}: clamps to [{1}, {2}], not {3} [-{4}, "
                                  "{4}]",
                                  spec.what,
                                  formatNumber(*lower->second->constant),
                                  formatNumber(*upper->second->constant),
                                  spec.rangeName, range)
                        .str());
  return lower->first;
}

LogicalResult QuantMatcher::matchComputedScale(const Expr *scale,
                                               const Expr *normed,
                                               APFloat &minScale) {
  std::function<bool(const Expr *)> usesLog2 = [&](const Expr *expr) {
    return expr->kind == Kind::Log2 ||
           llvm::any_of(expr->operands, [&](const Expr *operand) {
             return usesLog2(follow(operand));
           });
  };
  if (usesLog2(scale))
    return nearMiss("rounds the scale to a power of two through log2 and "
                    "ceil, which round to the power below for scales just "
                    "above one (log2 rounds to the integer); #tp.quant's "
                    "ue8m0 rounds up exactly");
  if (scale->type != Float32Type::get(scale->type.getContext()))
    return nearMiss("the scale is computed in " +
                    llvm::formatv("{0}", scale->type).str() + ", not f32");

  // The floor after the division by 448, or on the amax before it.
  const Expr *amax;
  const Expr *divisor;
  if (auto floor = lowerBound(scale)) {
    const Expr *divided = exact(floor->first);
    if (divided->kind == Kind::Mul)
      return nearMiss("multiplies the amax by a constant, where the scale "
                      "is the amax divided by 448");
    if (divided->kind != Kind::Div)
      return nearMiss("the floored scale is " + describe(divided) +
                      ", not the amax divided by 448");
    minScale = *floor->second->constant;
    amax = divided->operands[0];
    divisor = follow(divided->operands[1]);
  } else {
    const Expr *divided = follow(scale);
    if (divided->kind == Kind::Mul)
      return nearMiss("multiplies the amax by a constant, where the scale "
                      "is the amax divided by 448");
    if (divided->kind != Kind::Div)
      return nearMiss("the scale is " + describe(divided) +
                      ", not the amax divided by 448");
    auto floored = lowerBound(exact(divided->operands[0]));
    if (!floored)
      return nearMiss("the scale has no floor (`amax.clamp(min=eps)`): an "
                      "all-zero row would divide by zero");
    // max(a, f) / 448 == max(a / 448, f / 448): division is monotone.
    APFloat floorValue = *floored->second->constant;
    bool losesInfo;
    floorValue.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                       &losesInfo);
    std::optional<APFloat> by = follow(divided->operands[1])->constant;
    if (!by)
      return nearMiss("the amax is divided by a value, not by 448");
    minScale = floorValue;
    minScale.divide(APFloat(448.0f), APFloat::rmNearestTiesToEven);
    amax = floored->first;
    divisor = follow(divided->operands[1]);
  }
  if (!isConstant(divisor, kFp8Max))
    return nearMiss("divides the amax by " + describe(divisor) +
                    ", not by e4m3fn's largest value 448");
  if (!minScale.isFinite() || minScale.isNegative() || minScale.isZero())
    return nearMiss("the floor of the scale is " + formatNumber(minScale) +
                    ", not a positive number");

  return matchAmax(amax, normed);
}

LogicalResult QuantMatcher::matchAmax(const Expr *amax, const Expr *normed) {
  // amax(|y|) over the group: a max reduction of |y| that starts at or below
  // 0 and keeps NaN.
  amax = exact(amax);
  if (amax->kind == Kind::MaxNumReduce)
    return nearMiss("the amax ignores NaN (arith.maxnumf), where #tp.quant's "
                    "propagates it");
  if (amax->kind != Kind::MaximumReduce)
    return nearMiss("the scale is not computed from the amax of the normed "
                    "row (a max over its last dimension), but from " +
                    describe(amax));
  const Expr *init = exact(amax->operands[1]);
  if (init->kind != Kind::Constant || init->constant->isNaN() ||
      (!init->constant->isNegative() && !init->constant->isZero()))
    return nearMiss("the amax starts at " + describe(init) +
                    ", not at or below 0");
  const Expr *absolute = exact(amax->operands[0]);
  if (absolute->kind != Kind::Abs)
    return nearMiss("the amax is over " + describe(absolute) +
                    ", not over |normed|");
  const Expr *read = exact(absolute->operands[0]);
  if (!isSameExpr(read, normed))
    return nearMiss("the amax is over another value or another axis than "
                    "the one quantized");
  return success();
}

FailureOr<QuantMatch> QuantMatcher::match() {
  const Expr *rounding = builder.build(values);
  if (rounding->kind != Kind::TruncF || !isa<Float8E4M3FNType>(rounding->type))
    return notANorm("not a rounding to f8E4M3FN");
  const Expr *clamped = follow(rounding->operands[0]);
  auto [divided, norm] = pastBounds(clamped);
  if (!norm)
    return notANorm("does not quantize a tp norm's output");
  // The normed output's operand, and the other: the scale it is divided by,
  // or the factor it is multiplied by.
  const bool normedFirst = normedRead(exact(divided->operands[0])) != nullptr;
  const Expr *normed = exact(divided->operands[normedFirst ? 0 : 1]);
  const Expr *scaleOperand = follow(divided->operands[normedFirst ? 1 : 0]);
  if (norm.getQuant())
    return notANorm("the norm is quantized already");

  if (clamped->type != Float32Type::get(values.getContext()))
    return nearMiss(
        llvm::formatv("clamps and {0} in {1}, rounding to {1} "
                      "before the rounding to FP8",
                      divided->kind == Kind::Div ? "divides" : "multiplies",
                      clamped->type)
            .str());
  FailureOr<const Expr *> clampedValue =
      matchClamp(clamped, {kFp8Max, "e4m3fn's range", "the value cast to FP8"});
  if (failed(clampedValue))
    return failure();
  if (follow(*clampedValue) != divided)
    return nearMiss("clamps " + describe(follow(*clampedValue)) +
                    ", not the scaled normed output");
  // y * (1 / s): the reciprocal rounded to f32 once, as #tp.quant's
  // scaling = reciprocal states; any other factor is no scale #tp.quant
  // knows.
  Scaling scaling = Scaling::Divide;
  const Expr *scale = scaleOperand;
  if (divided->kind == Kind::Mul) {
    if (scaleOperand->kind == Kind::ExtF ||
        scaleOperand->kind == Kind::TruncF) {
      // 1 / s in another type, converted: rounded to that type, not to f32.
      const Expr *converted = follow(scaleOperand->operands[0]);
      if (converted->kind == Kind::Div &&
          isConstant(follow(converted->operands[0]), 1.0))
        return nearMiss(llvm::formatv("multiplies the normed output by the "
                                      "reciprocal `1 / scale` computed in "
                                      "{0}, not in f32",
                                      converted->type)
                            .str());
    }
    if (scaleOperand->kind != Kind::Div)
      return nearMiss("multiplies the normed output by " +
                      describe(scaleOperand) +
                      ", not by the reciprocal `1 / scale` of a scale");
    const Expr *numerator = follow(scaleOperand->operands[0]);
    if (!isConstant(numerator, 1.0))
      return nearMiss("multiplies the normed output by a quotient whose "
                      "numerator is " +
                      describe(numerator) +
                      ", not by the reciprocal `1 / scale` of a scale");
    scaling = Scaling::Reciprocal;
    scale = follow(scaleOperand->operands[1]);
  }

  // Where the normed output is read: the quantized point itself, or with
  // the hidden dimension split in [groups, group_size].
  auto normType = cast<RankedTensorType>(norm.getNormed().getType());
  unsigned normRank = normType.getRank();
  MLIRContext *context = values.getContext();
  unsigned rank = builder.getRank();
  int64_t groupSize = 0;
  auto valuesType = cast<RankedTensorType>(values.getType());
  int64_t hidden = normType.getShape().back();
  if (rank == normRank && normed->access.isIdentity()) {
    // Per token (or per tensor).
  } else if (rank == 2 && normRank == 2) {
    // The rows cut into groups: [tokens * groups, group_size], as
    // `y.reshape(y.numel() // group_size, group_size)` reads them.
    groupSize = valuesType.getShape().back();
    AffineExpr linear =
        getAffineDimExpr(0, context) * groupSize + getAffineDimExpr(1, context);
    if (ShapedType::isDynamic(groupSize) || groupSize <= 0 ||
        hidden % groupSize != 0 ||
        normed->access !=
            simplifyAffineMap(AffineMap::get(
                2, 0, {linear.floorDiv(hidden), linear % hidden}, context)))
      return nearMiss("reads the normed output at another point than the "
                      "one it quantizes");
  } else {
    groupSize = valuesType.getShape().back();
    SmallVector<AffineExpr> expected;
    for (unsigned dim = 0; dim + 1 < normRank; ++dim)
      expected.push_back(getAffineDimExpr(dim, context));
    expected.push_back(getAffineDimExpr(normRank - 1, context) * groupSize +
                       getAffineDimExpr(normRank, context));
    if (rank != normRank + 1 || ShapedType::isDynamic(groupSize) ||
        groupSize <= 0 || hidden % groupSize != 0 ||
        valuesType.getShape()[normRank - 1] != hidden / groupSize ||
        normed->access != AffineMap::get(rank, 0, expected, context))
      return nearMiss("reads the normed output grouped in another way than "
                      "[..., groups, group_size] along the hidden dimension");
  }

  QuantMatch match;
  match.norm = norm;
  match.values = values;
  Type f32 = Float32Type::get(context);
  if (readsNoPoint(scale)) {
    // One scale for every point: static, whatever computes it.
    if (groupSize != 0)
      return nearMiss("a static scale for groups of the hidden dimension is "
                      "one static scale: quantize the normed output as a "
                      "whole");
    if (failed(matchScalarScale(scale, "the static scale", match)))
      return failure();
    match.quant =
        QuantAttr::get(context, QuantScheme::Fp8Static, 0, {}, ScaleFormat::F32,
                       ScaleLayout::RowMajor, scaling);
    return match;
  }

  APFloat minScale(0.0f);
  if (failed(matchComputedScale(scale, normed, minScale)))
    return failure();
  FloatAttr floor = FloatAttr::get(f32, minScale);
  match.quant =
      groupSize == 0
          ? QuantAttr::get(context, QuantScheme::Fp8PerToken, 0, floor,
                           ScaleFormat::F32, ScaleLayout::RowMajor, scaling)
          : QuantAttr::get(context, QuantScheme::Fp8PerGroup, groupSize, floor,
                           ScaleFormat::F32, ScaleLayout::RowMajor, scaling);
  if (Value scales = scalesTensor(scale);
      scales && getElementTypeOrSelf(scales) == f32)
    match.scales = scales;
  return match;
}

LogicalResult QuantMatcher::matchScalarScale(const Expr *scale, StringRef name,
                                             QuantMatch &match) {
  Type f32 = Float32Type::get(values.getContext());
  if (scale->kind == Kind::Constant && scale->type == f32) {
    match.constantScale = *scale->constant;
    return success();
  }
  auto type = scale->value ? dyn_cast<RankedTensorType>(scale->value.getType())
                           : RankedTensorType();
  // Of any rank: vLLM keeps its static scales as [1, 1].
  if (!type || type.getElementType() != f32 || !type.hasStaticShape() ||
      type.getNumElements() != 1)
    return nearMiss(name + " is not held in a tensor of one f32");
  match.scale = scale->value;
  return success();
}

Value QuantMatcher::scalesTensor(const Expr *expr) {
  if (!expr->value || !expr->access)
    return nullptr;
  unsigned rank = builder.getRank();
  MLIRContext *context = values.getContext();
  auto type = cast<RankedTensorType>(expr->value.getType());
  SmallVector<AffineExpr> expected;
  for (unsigned dim = 0; dim + 1 < rank; ++dim)
    expected.push_back(getAffineDimExpr(dim, context));
  expected.push_back(getAffineConstantExpr(0, context));
  if (type.getRank() != static_cast<int64_t>(rank) ||
      type.getShape().back() != 1 ||
      expr->access != AffineMap::get(rank, 0, expected, context))
    return nullptr;
  return expr->value;
}

const Expr *QuantMatcher::reciprocalOf(const Expr *expr) {
  expr = follow(expr);
  if (expr->kind != Kind::Select)
    return nullptr;
  const Expr *condition = follow(expr->operands[0]);
  const Expr *zero = follow(expr->operands[1]);
  const Expr *inverse = follow(expr->operands[2]);
  if (condition->kind != Kind::Cmp ||
      *condition->predicate != arith::CmpFPredicate::OEQ ||
      !isConstant(follow(condition->operands[1]), 0.0) ||
      !isConstant(zero, 0.0) || zero->constant->isNegative() ||
      inverse->kind != Kind::Div ||
      !isConstant(follow(inverse->operands[0]), 1.0))
    return nullptr;
  const Expr *x = follow(condition->operands[0]);
  if (!isSameExpr(x, follow(inverse->operands[1])))
    return nullptr;
  return x;
}

LogicalResult QuantMatcher::matchNvfp4Factor(const Expr *factor,
                                             const Expr *normed,
                                             QuantMatch &match) {
  Type f32 = Float32Type::get(values.getContext());
  const Expr *product = reciprocalOf(factor);
  if (!product)
    return nearMiss("the factor on the values is " + describe(follow(factor)) +
                    ", not `get_reciprocal(block_scale * get_reciprocal(" +
                    "global_scale))` with `get_reciprocal(x) = where(x == 0, " +
                    "0, 1 / x)`");
  product = follow(product);
  if (product->kind != Kind::Mul || product->type != f32)
    return nearMiss("the factor on the values is the reciprocal of " +
                    describe(product) +
                    ", not of the f32 block scale times the global scale's "
                    "reciprocal");
  // block_scale * get_reciprocal(global_scale), in either order.
  const Expr *blockScale = follow(product->operands[0]);
  const Expr *globalScale = reciprocalOf(product->operands[1]);
  if (!globalScale) {
    blockScale = follow(product->operands[1]);
    globalScale = reciprocalOf(product->operands[0]);
  }
  if (!globalScale)
    return nearMiss("the block scale is not multiplied by "
                    "`get_reciprocal(global_scale)` (`where(x == 0, 0, "
                    "1 / x)`)");
  globalScale = follow(globalScale);
  if (!readsNoPoint(globalScale) || globalScale->type != f32)
    return nearMiss("the global scale is " + describe(globalScale) +
                    ", not one f32 for every block");
  if (failed(matchScalarScale(globalScale, "the global scale", match)))
    return failure();

  // The block scale: e4m3(global_scale * (amax * (1 / 6))), back in f32.
  const Expr *widened = follow(blockScale);
  const Expr *rounded =
      widened->kind == Kind::ExtF ? follow(widened->operands[0]) : nullptr;
  if (!rounded || rounded->kind != Kind::TruncF ||
      !isa<Float8E4M3FNType>(rounded->type))
    return nearMiss("the block scale is " + describe(widened) +
                    ", not rounded to f8E4M3FN and back to f32");
  const Expr *castToFp8 = follow(rounded->operands[0]);
  if (!upperBound(castToFp8) && !lowerBound(castToFp8) &&
      castToFp8->kind != Kind::Maximum && castToFp8->kind != Kind::Minimum)
    return nearMiss("the block scale cast to FP8 is not clamped to [-448, "
                    "448]; the cast gives NaN beyond 448, where #tp.quant "
                    "saturates");
  FailureOr<const Expr *> unrounded =
      matchClamp(rounded->operands[0],
                 {kFp8Max, "e4m3fn's range", "the block scale cast to FP8"});
  if (failed(unrounded))
    return failure();
  const Expr *scaled = exact(*unrounded);
  if (scaled->kind != Kind::Mul || scaled->type != f32)
    return nearMiss("the block scale is " + describe(scaled) +
                    ", not the global scale times the amax over 6");
  const Expr *perSix = follow(scaled->operands[1]);
  if (!isSameExpr(follow(scaled->operands[0]), globalScale)) {
    perSix = follow(scaled->operands[0]);
    if (!isSameExpr(follow(scaled->operands[1]), globalScale))
      return nearMiss("the block scale does not multiply the same global "
                      "scale as the factor on the values");
  }
  if (perSix->kind != Kind::Mul || perSix->type != f32)
    return nearMiss("the block scale is the global scale times " +
                    describe(perSix) + ", not times amax * (1 / 6)");
  const Expr *amax = perSix->operands[0];
  const Expr *sixth = follow(perSix->operands[1]);
  if (sixth->kind != Kind::Constant) {
    amax = perSix->operands[1];
    sixth = follow(perSix->operands[0]);
  }
  const APFloat expectedSixth(1.0f / 6.0f);
  if (sixth->kind != Kind::Constant || sixth->type != f32 ||
      sixth->constant->bitcastToAPInt() != expectedSixth.bitcastToAPInt())
    return nearMiss("the amax is multiplied by " + describe(sixth) +
                    ", not by 1 / 6 rounded to f32");
  if (failed(matchAmax(amax, normed)))
    return failure();

  // The e4m3 block scales, [tokens..., blocks, 1].
  match.scales = scalesTensor(rounded);
  return success();
}

FailureOr<QuantMatch> QuantMatcher::matchNvfp4() {
  const Expr *clamped = follow(root());
  auto [scaled, norm] = pastBounds(clamped);
  if (!norm || scaled->kind != Kind::Mul)
    return notANorm("does not scale a tp norm's output");
  if (norm.getQuant())
    return notANorm("the norm is quantized already");
  // The product in either order (pastBounds found the norm in one).
  const unsigned normedOperand = normedRead(exact(scaled->operands[0])) ? 0 : 1;
  const Expr *normed = exact(scaled->operands[normedOperand]);
  if (clamped->type != Float32Type::get(values.getContext()))
    return nearMiss(
        llvm::formatv("scales and clamps in {0}, not f32", clamped->type)
            .str());
  FailureOr<const Expr *> clampedValue =
      matchClamp(clamped, {6.0, "e2m1's range", "the value rounded to e2m1"});
  if (failed(clampedValue))
    return failure();
  if (follow(*clampedValue) != scaled)
    return nearMiss("clamps " + describe(follow(*clampedValue)) +
                    ", not the scaled normed output");

  // The normed output read in blocks of 16: [..., hidden / 16, 16].
  constexpr int64_t kBlock = 16;
  MLIRContext *context = values.getContext();
  auto normType = cast<RankedTensorType>(norm.getNormed().getType());
  unsigned normRank = normType.getRank();
  unsigned rank = builder.getRank();
  int64_t hidden = normType.getShape().back();
  RankedTensorType type = valuesType;
  SmallVector<AffineExpr> expected;
  for (unsigned dim = 0; dim + 1 < normRank; ++dim)
    expected.push_back(getAffineDimExpr(dim, context));
  expected.push_back(getAffineDimExpr(normRank - 1, context) * kBlock +
                     getAffineDimExpr(normRank, context));
  if (rank != normRank + 1 || ShapedType::isDynamic(hidden) ||
      hidden % kBlock != 0 || type.getShape().back() != kBlock ||
      type.getShape()[normRank - 1] != hidden / kBlock ||
      normed->access != AffineMap::get(rank, 0, expected, context))
    return nearMiss("reads the normed output in other blocks than NVFP4's "
                    "[..., hidden / 16, 16]");

  QuantMatch match;
  match.norm = norm;
  match.quant =
      QuantAttr::get(context, QuantScheme::Nvfp4, 0, {}, ScaleFormat::F32,
                     ScaleLayout::RowMajor, Scaling::Divide);
  if (failed(
          matchNvfp4Factor(scaled->operands[1 - normedOperand], normed, match)))
    return failure();
  return match;
}

} // namespace

FailureOr<QuantMatch> raise::matchNvfp4Values(Value clamped,
                                              QuantReportFn report) {
  return QuantMatcher(clamped, report).matchNvfp4();
}

RmsNormOpInterface raise::scaledNormOutput(Value values) {
  auto ignore = [](QuantVerdict, const Twine &) {};
  // The expressions live in the matcher's builder: keep it.
  QuantMatcher matcher(values, ignore);
  auto [scaled, norm] = matcher.scaledNormed();
  return scaled->kind == Kind::Mul ? norm : nullptr;
}

FailureOr<QuantMatch> raise::matchQuantization(Value values,
                                               QuantReportFn report) {
  return QuantMatcher(values, report).match();
}
