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

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "tpfuse/Transforms/Passes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/SaveAndRestore.h"

#include <deque>

namespace tpfuse {
#define GEN_PASS_DEF_TPRAISERMSNORM
#include "tpfuse/Transforms/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::tp;

namespace {

//===----------------------------------------------------------------------===//
// The scalar expression computed at one point of the result
//===----------------------------------------------------------------------===//

/// The scalar a value holds at one point (tokens..., hidden) of the norm's
/// iteration space (the "canonical space"), seen through elementwise ops,
/// broadcasts and linalg bodies.
struct Expr {
  enum class Kind {
    Leaf,     // read from a value the matcher does not look through
    Constant, // a scalar or splat constant
    ExtF,
    TruncF,
    Add,
    Sub,
    Mul,
    Div,
    Rsqrt,
    Sqrt,
    Pow,
    Sum, // operands: the summand (over the hidden index) and the initial value
    Opaque // anything else
  };
  Kind kind;
  /// The scalar (element) type.
  Type type;
  SmallVector<const Expr *, 2> operands;
  /// Leaf: the value read. Otherwise the tensor that holds this expression, if
  /// one does (the result of the op that computes it).
  Value value;
  /// How `value` is indexed from the canonical space; null for scalars.
  AffineMap access;
  /// Constant: its value.
  std::optional<APFloat> constant;
  /// The op that computes the expression (a reduction for Sum); null for
  /// leaves and constants.
  Operation *op = nullptr;
};

/// Beyond this many nodes, or ops deep, an expression is no norm: stop, and
/// stay linear.
constexpr size_t kMaxExprNodes = 256;
constexpr unsigned kMaxDepth = 16;

/// Whether two expressions compute the same scalar from the same values.
bool isSameExpr(const Expr *lhs, const Expr *rhs) {
  if (lhs == rhs)
    return true;
  // The same tensor at the same point, however far either was followed.
  if (lhs->value && lhs->value == rhs->value && lhs->access == rhs->access)
    return true;
  if (lhs->kind != rhs->kind || lhs->type != rhs->type ||
      lhs->operands.size() != rhs->operands.size())
    return false;
  switch (lhs->kind) {
  case Expr::Kind::Leaf:
    return false;
  case Expr::Kind::Constant:
    return lhs->constant->bitwiseIsEqual(*rhs->constant);
  case Expr::Kind::Sum:
  case Expr::Kind::Opaque:
    if (lhs->op != rhs->op)
      return false;
    break;
  default:
    break;
  }
  return llvm::all_of_zip(lhs->operands, rhs->operands, isSameExpr);
}

/// The scalar constant `value` holds, if it is one (a splat for tensors).
std::optional<APFloat> getConstantNumber(Value value) {
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  if (auto splat = dyn_cast<SplatElementsAttr>(attr))
    attr = splat.getSplatValue<Attribute>();
  if (auto floatAttr = dyn_cast<FloatAttr>(attr))
    return floatAttr.getValue();
  if (auto intAttr = dyn_cast<IntegerAttr>(attr))
    return APFloat(static_cast<double>(intAttr.getInt()));
  return std::nullopt;
}

std::string formatNumber(const APFloat &number) {
  SmallString<16> text;
  number.toString(text);
  return std::string(text);
}

/// Builds the expression a tensor holds at the canonical point, looking
/// through elementwise linalg ops (generic and named), single-dimension sum
/// reductions, and arith/math ops on scalars and tensors.
///
/// It stops at tensors of the norm's shape and a storage type (not f32): the
/// norm computes in f32, so those are its input (or a value computed from
/// it), and what computed them is no part of the norm (the residual stream
/// of the layers before). `expand` looks one step past such a leaf on demand.
class ExprBuilder {
public:
  ExprBuilder(MLIRContext *context, unsigned rank)
      : context(context), rank(rank) {}

  /// The expression of `tensor` (of rank `rank`) read without broadcasting.
  const Expr *build(Value tensor) {
    return descend(tensor, AffineMap::getMultiDimIdentityMap(rank, context));
  }

  /// What `leaf` is computed from, if building stopped at it; else `leaf`.
  const Expr *expand(const Expr *leaf) {
    if (leaf->kind != Expr::Kind::Leaf || !leaf->access)
      return leaf;
    return descend(leaf->value, leaf->access);
  }

  /// The expression of `tensor` read through `access` (canonical space ->
  /// dimensions of `tensor`).
  Expr *tensorAt(Value tensor, AffineMap access);

  /// Whether building went through `op` (computes part of an expression).
  bool wentThrough(Operation *op) const { return visited.contains(op); }

  unsigned getRank() const { return rank; }

private:
  Expr *make(Expr::Kind kind, Type type, Operation *op) {
    nodes.push_back(Expr{kind, type, {}, {}, {}, std::nullopt, op});
    return &nodes.back();
  }
  Expr *leaf(Value value, AffineMap access) {
    Expr *expr =
        make(Expr::Kind::Leaf, getElementTypeOrSelf(value.getType()), nullptr);
    expr->value = value;
    expr->access = access;
    return expr;
  }
  Expr *opaque(Operation *op, Type type) {
    return make(Expr::Kind::Opaque, type, op);
  }
  bool exhausted() const { return nodes.size() >= kMaxExprNodes; }

  /// `tensor` computed by its producer, read through `access`.
  Expr *descend(Value tensor, AffineMap access);
  /// A value that is not indexed: a constant or a leaf.
  Expr *scalar(Value value);
  /// Null when `op` computes what the builder does not follow.
  Expr *throughLinalg(linalg::LinalgOp op, OpResult result, AffineMap access);
  /// `value` inside the body of `op`, at the iteration point `iterAccess`
  /// (canonical space -> loops of `op`).
  Expr *inBody(Value value, linalg::LinalgOp op, AffineMap iterAccess,
               BlockArgument accumulator);
  /// The elementwise op `op` applied to its operands as given by `operandAt`.
  Expr *fromOp(Operation *op, function_ref<Expr *(Value)> operandAt);

  MLIRContext *context;
  unsigned rank;
  /// How many ops deep the current descent is.
  unsigned depth = 0;
  std::deque<Expr> nodes;
  llvm::SmallPtrSet<Operation *, 16> visited;
};

Expr *ExprBuilder::scalar(Value value) {
  if (std::optional<APFloat> number = getConstantNumber(value)) {
    Expr *constant = make(Expr::Kind::Constant,
                          getElementTypeOrSelf(value.getType()), nullptr);
    constant->constant = *number;
    return constant;
  }
  return leaf(value, /*access=*/AffineMap());
}

Expr *ExprBuilder::tensorAt(Value tensor, AffineMap access) {
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  if (type && type.getRank() == rank && !type.getElementType().isF32() &&
      !getConstantNumber(tensor))
    return leaf(tensor, access);
  return descend(tensor, access);
}

Expr *ExprBuilder::descend(Value tensor, AffineMap access) {
  if (!isa<RankedTensorType>(tensor.getType()) || getConstantNumber(tensor))
    return scalar(tensor);
  if (exhausted() || depth == kMaxDepth)
    return leaf(tensor, access);
  llvm::SaveAndRestore<unsigned> deeper(depth, depth + 1);

  Operation *producer = tensor.getDefiningOp();
  Expr *expr = nullptr;
  if (auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(producer);
      linalgOp && linalgOp.hasPureTensorSemantics())
    expr = throughLinalg(linalgOp, cast<OpResult>(tensor), access);
  else if (producer && producer->hasTrait<OpTrait::Elementwise>() &&
           producer->getNumResults() == 1)
    expr = fromOp(producer,
                  [&](Value operand) { return tensorAt(operand, access); });
  if (!expr)
    return leaf(tensor, access);
  // Constants (linalg.fill of a constant) are shared, not part of a match.
  if (expr->kind == Expr::Kind::Constant)
    return expr;
  visited.insert(producer);
  if (!expr->value) {
    expr->value = tensor;
    expr->access = access;
  }
  return expr;
}

Expr *ExprBuilder::throughLinalg(linalg::LinalgOp op, OpResult result,
                                 AffineMap access) {
  // The iteration point of `op`, in canonical terms, from the result indices.
  SmallVector<AffineExpr> iterExprs(op.getNumLoops());
  AffineMap resultMap = op.getIndexingMapMatchingResult(result);
  for (auto [index, resultExpr] : llvm::enumerate(resultMap.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(resultExpr))
      iterExprs[dim.getPosition()] = access.getResult(index);
    else if (!isa<AffineConstantExpr>(resultExpr))
      return nullptr;
  }
  SmallVector<unsigned> reductionDims;
  op.getReductionDims(reductionDims);
  if (reductionDims.size() > 1)
    return nullptr;
  if (reductionDims.size() == 1) {
    // The sum binds the hidden index: the point it is read at must not.
    if (llvm::any_of(iterExprs, [&](AffineExpr expr) {
          return expr && expr.isFunctionOfDim(rank - 1);
        }))
      return nullptr;
    iterExprs[reductionDims.front()] = getAffineDimExpr(rank - 1, context);
  }
  if (llvm::any_of(iterExprs, [](AffineExpr expr) { return !expr; }))
    return nullptr;
  AffineMap iterAccess = AffineMap::get(rank, 0, iterExprs, context);

  Value yielded =
      op.getBlock()->getTerminator()->getOperand(result.getResultNumber());
  if (reductionDims.empty())
    return inBody(yielded, op, iterAccess, /*accumulator=*/nullptr);

  // A sum: the body adds one summand to the accumulator.
  OpOperand *init = op.getDpsInitOperand(result.getResultNumber());
  BlockArgument accumulator = op.getMatchingBlockArgument(init);
  auto add = yielded.getDefiningOp<arith::AddFOp>();
  if (!add || add->getBlock() != op.getBlock())
    return nullptr;
  Value summand = add.getLhs() == accumulator ? add.getRhs() : add.getLhs();
  if (summand == accumulator ||
      (add.getLhs() != accumulator && add.getRhs() != accumulator))
    return nullptr;
  Expr *sum = make(Expr::Kind::Sum, getElementTypeOrSelf(result.getType()), op);
  sum->operands = {inBody(summand, op, iterAccess, accumulator),
                   tensorAt(init->get(), access)};
  return sum;
}

Expr *ExprBuilder::inBody(Value value, linalg::LinalgOp op,
                          AffineMap iterAccess, BlockArgument accumulator) {
  if (exhausted())
    return opaque(nullptr, value.getType());
  if (auto arg = dyn_cast<BlockArgument>(value);
      arg && arg.getOwner() == op.getBlock()) {
    if (arg == accumulator)
      return opaque(op, value.getType());
    OpOperand *operand = op.getMatchingOpOperand(arg);
    AffineMap map = op.getMatchingIndexingMap(operand);
    return tensorAt(operand->get(), map.compose(iterAccess));
  }
  Operation *producer = value.getDefiningOp();
  if (!producer || !op->isProperAncestor(producer))
    return scalar(value);
  if (producer->getBlock() != op.getBlock())
    return opaque(producer, value.getType());
  return fromOp(producer, [&](Value operand) {
    return inBody(operand, op, iterAccess, accumulator);
  });
}

Expr *ExprBuilder::fromOp(Operation *op,
                          function_ref<Expr *(Value)> operandAt) {
  using Kind = Expr::Kind;
  Type type = getElementTypeOrSelf(op->getResult(0).getType());
  auto apply = [&](Kind kind) {
    Expr *expr = make(kind, type, op);
    for (Value operand : op->getOperands())
      expr->operands.push_back(operandAt(operand));
    return expr;
  };
  return llvm::TypeSwitch<Operation *, Expr *>(op)
      .Case([&](arith::ExtFOp) { return apply(Kind::ExtF); })
      .Case([&](arith::TruncFOp truncOp) {
        // tp rounds to nearest even, the default.
        std::optional<arith::RoundingMode> mode = truncOp.getRoundingmode();
        if (mode && *mode != arith::RoundingMode::to_nearest_even)
          return apply(Kind::Opaque);
        return apply(Kind::TruncF);
      })
      .Case([&](arith::AddFOp) { return apply(Kind::Add); })
      .Case([&](arith::SubFOp) { return apply(Kind::Sub); })
      .Case([&](arith::MulFOp) { return apply(Kind::Mul); })
      .Case([&](arith::DivFOp) { return apply(Kind::Div); })
      .Case([&](math::RsqrtOp) { return apply(Kind::Rsqrt); })
      .Case([&](math::SqrtOp) { return apply(Kind::Sqrt); })
      .Case<math::PowFOp, math::FPowIOp>([&](auto) { return apply(Kind::Pow); })
      .Default([&](Operation *) { return apply(Kind::Opaque); });
}

//===----------------------------------------------------------------------===//
// Matching the RMSNorm template
//===----------------------------------------------------------------------===//

/// A recognized norm: what the tp op takes, and what it replaces.
struct RmsNormMatch {
  /// Produces the normalized value.
  Operation *root;
  Value input;
  /// Null for tp.rms_norm.
  Value residual;
  Value weight;
  APFloat epsilon;
  /// The materialized `input + residual`, whose uses become the residual_out
  /// of tp.add_rms_norm; may be null.
  Value residualSum;
  /// The ops that compute the norm, root included; all their uses are among
  /// them (except those of residualSum).
  SmallVector<Operation *> ops;
};

/// Whether a refused reduction is no RMSNorm at all (silent) or a near miss
/// (remarked).
enum class Verdict { NotACandidate, NearMiss };
using ReportFn = function_ref<void(Verdict, const Twine &)>;

/// The longest run of single-use elementwise ops followed from the sum of
/// squares to the end of a norm.
constexpr unsigned kMaxChainLength = 16;

/// `expr` as a tensor of type `type` read without broadcasting, if one holds
/// it.
Value asTensor(const Expr *expr, Type type) {
  if (!expr->value || !expr->access || !expr->access.isIdentity() ||
      expr->value.getType() != type)
    return nullptr;
  return expr->value;
}

bool isConstant(const Expr *expr, double number) {
  if (expr->kind != Expr::Kind::Constant)
    return false;
  APFloat value = *expr->constant;
  bool losesInfo;
  value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                &losesInfo);
  return value.convertToDouble() == number;
}

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

bool involvesSum(const Expr *expr) {
  return expr->kind == Expr::Kind::Sum ||
         llvm::any_of(expr->operands, involvesSum);
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

std::string describe(const Expr *expr) {
  switch (expr->kind) {
  case Expr::Kind::Leaf:
    return "a value it does not compute";
  case Expr::Kind::Constant:
    return "the constant " + formatNumber(*expr->constant);
  default:
    if (!expr->op)
      return "an expression too large to be a norm";
    return llvm::formatv("'{0}'", expr->op->getName()).str();
  }
}

/// Matches the RMSNorm whose sum of squares is `reduction`, reporting why not
/// through `report`.
class RmsNormMatcher {
public:
  RmsNormMatcher(linalg::LinalgOp reduction, bool allowWeightAfterRounding,
                 ReportFn report)
      : reduction(reduction),
        allowWeightAfterRounding(allowWeightAfterRounding), report(report) {}

  FailureOr<RmsNormMatch> match();

private:
  LogicalResult notACandidate(const Twine &why) {
    report(Verdict::NotACandidate, why);
    return failure();
  }
  LogicalResult nearMiss(const Twine &why) {
    report(Verdict::NearMiss, why);
    return failure();
  }

  /// Where the f32 product is rounded to the input type, and whether the
  /// weight multiplies before (inside the product) or after.
  struct Rounding {
    const Expr *product;
    /// The weight read in the input type, after rounding; null when the
    /// weight is one of the product's factors.
    const Expr *weightAfterRounding;
  };
  /// What the f32 product is made of.
  struct Factors {
    /// The value whose squares are summed, and which is normalized.
    const Expr *squared = nullptr;
    /// The weight leaf, in the input type or f32.
    const Expr *weight = nullptr;
  };

  /// Checks the sum of squares itself; returns the squared value.
  FailureOr<const Expr *> matchSumOfSquares(ExprBuilder &builder);
  /// Finds the op that ends the norm: the one that applies the weight (and
  /// the rounding to the input type right after it).
  FailureOr<Value> findEnd(const Expr *squared);
  LogicalResult matchNormalized(ExprBuilder &builder, const Expr *normed,
                                RankedTensorType type, RmsNormMatch &match);
  FailureOr<Rounding> matchRounding(ExprBuilder &builder, const Expr *normed,
                                    Type elementType, unsigned rank);
  /// Matches the f32 product: the normalized value, the inverse RMS (with
  /// epsilon into `match`) and the weight, in any order.
  LogicalResult matchProduct(const Expr *product, RankedTensorType type,
                             Factors &factors, RmsNormMatch &match);
  LogicalResult matchInverseRms(const Expr *inverseOf, int64_t hidden,
                                const Expr *&squared, RmsNormMatch &match);
  LogicalResult matchInput(ExprBuilder &builder, const Expr *squared,
                           RankedTensorType type, RmsNormMatch &match);
  LogicalResult collectOps(const ExprBuilder &builder, RmsNormMatch &match);

  linalg::LinalgOp reduction;
  bool allowWeightAfterRounding;
  ReportFn report;
};

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

//===----------------------------------------------------------------------===//
// The rewrite
//===----------------------------------------------------------------------===//

/// Replaces the RMSNorm whose sum of squares is the matched reduction by
/// tp.rms_norm or tp.add_rms_norm.
struct RaiseRmsNorm : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  RaiseRmsNorm(MLIRContext *context, bool allowWeightAfterRounding)
      : OpInterfaceRewritePattern(context),
        allowWeightAfterRounding(allowWeightAfterRounding) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp reduction,
                                PatternRewriter &rewriter) const override {
    FailureOr<RmsNormMatch> match =
        RmsNormMatcher(reduction, allowWeightAfterRounding,
                       [&](Verdict, const Twine &why) {
                         (void)rewriter.notifyMatchFailure(
                             reduction.getOperation(), why);
                       })
            .match();
    if (failed(match))
      return failure();

    Operation *root = match->root;
    auto type = cast<RankedTensorType>(root->getResult(0).getType());
    rewriter.setInsertionPoint(root);
    Location loc = rewriter.getFusedLoc({reduction.getLoc(), root->getLoc()});
    FloatAttr epsilon =
        rewriter.getFloatAttr(rewriter.getF32Type(), match->epsilon);
    if (match->residual) {
      auto norm = AddRmsNormOp::create(rewriter, loc, type, type, match->input,
                                       match->residual, match->weight, epsilon);
      rewriter.replaceOp(root, norm.getNormed());
      if (match->residualSum)
        rewriter.replaceAllUsesWith(match->residualSum, norm.getResidualOut());
    } else {
      auto norm = RmsNormOp::create(rewriter, loc, type, match->input,
                                    match->weight, epsilon);
      rewriter.replaceOp(root, norm.getResult());
    }

    // Every use of the other ops is among them: erase users first.
    SmallVector<Operation *> dead(llvm::make_filter_range(
        match->ops, [&](Operation *op) { return op != root; }));
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

  bool allowWeightAfterRounding;
};

struct TPRaiseRmsNormPass
    : public tpfuse::impl::TPRaiseRmsNormBase<TPRaiseRmsNormPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<RaiseRmsNorm>(&getContext(), allowWeightAfterRounding);
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
      (void)RmsNormMatcher(op, allowWeightAfterRounding,
                           [&](Verdict verdict, const Twine &why) {
                             if (verdict == Verdict::NearMiss)
                               op->emitRemark()
                                   << "not raised to a tp norm: " << why;
                           })
          .match();
    });
  }
};

} // namespace
