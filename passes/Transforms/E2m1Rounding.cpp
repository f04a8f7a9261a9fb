//===- E2m1Rounding.cpp - A rounding to e2m1 written as tensor ops --------===//
//
// The proof is an abstract evaluation: the input c is split into pieces at
// every constant the function's ops read (and its negation), at e2m1's
// rounding midpoints and at 0. On a piece strictly between two such points
// c is known only by its range; |c|, -c and exact extensions keep a range,
// a comparison of a range with a constant outside it is decided, and every
// other op needs operands that are known numbers. A function that computes
// a number on every piece is constant on it, and equal to e2m1 there if it
// is at one point of it; the points themselves are evaluated exactly.
//
//===----------------------------------------------------------------------===//

#include "E2m1Rounding.h"

#include "RmsNormExpr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <set>

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::raise;

namespace {

/// The one value an elementwise chain reads besides constants (a tensor, or
/// a scalar of a body): none (a constant), that value, or no single one.
struct Leaf {
  enum Kind { Constant, Input, Invalid } kind = Invalid;
  Value input;
};

/// Whether every loop of `generic` is parallel and every result is written
/// at the identity: it computes point by point.
bool isPointwise(linalg::GenericOp generic) {
  return generic.hasPureTensorSemantics() &&
         generic.getNumReductionLoops() == 0 &&
         llvm::all_of(generic.getDpsInitsMutable(), [&](OpOperand &init) {
           return generic.getMatchingIndexingMap(&init).isIdentity();
         });
}

/// The pointwise generic that computes `result`, if one does.
linalg::GenericOp pointwiseProducer(Value result) {
  auto generic = result.getDefiningOp<linalg::GenericOp>();
  return generic && isPointwise(generic) ? generic : nullptr;
}

/// Whether `operand` is read point by point (an identity map) or is a
/// constant read as a scalar (a map to no dimension).
bool readsPointwise(linalg::GenericOp generic, OpOperand &operand) {
  AffineMap map = generic.getMatchingIndexingMap(&operand);
  return map.isIdentity() ||
         (map.getNumResults() == 0 && getConstantNumber(operand.get()));
}

/// The operand a block argument of a pointwise generic reads, if it reads
/// it point by point.
OpOperand *pointwiseOperand(BlockArgument argument) {
  auto generic =
      dyn_cast<linalg::GenericOp>(argument.getOwner()->getParentOp());
  if (!generic || !isPointwise(generic))
    return nullptr;
  OpOperand *operand = generic.getMatchingOpOperand(argument);
  return readsPointwise(generic, *operand) ? operand : nullptr;
}

/// Whether `value` is a constant (a float, an integer, or a splat).
bool isConstant(Value value) {
  return getConstantNumber(value) || matchPattern(value, m_Constant());
}

/// What the searches below look through to compute `value` at the point:
/// the scalar a pointwise generic yields for a tensor it computes, the
/// tensor a block argument of one reads, the operands of a scalar op of its
/// body. Empty for anything else (constants included).
SmallVector<Value> pointwiseSources(Value value) {
  if (isConstant(value))
    return {};
  if (isa<RankedTensorType>(value.getType())) {
    linalg::GenericOp generic = pointwiseProducer(value);
    if (!generic)
      return {};
    return {generic.getBlock()->getTerminator()->getOperand(
        cast<OpResult>(value).getResultNumber())};
  }
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    OpOperand *operand = pointwiseOperand(argument);
    return operand ? SmallVector<Value>{operand->get()} : SmallVector<Value>{};
  }
  Operation *op = value.getDefiningOp();
  if (!op || op->getNumRegions() != 0 || op->getNumResults() != 1 ||
      !isa<linalg::GenericOp>(op->getParentOp()))
    return {};
  return llvm::to_vector(op->getOperands());
}

/// Visits what `root` is computed from before `root` itself, without
/// recursion (a chain of elementwise ops may be as long as a model):
/// `known(v)` says whether v is settled; `sources(v)` what it reads, those
/// not known visited first; `settle(v)` then settles it.
void settleInOrder(Value root, function_ref<bool(Value)> known,
                   function_ref<SmallVector<Value>(Value)> sources,
                   function_ref<void(Value)> settle) {
  SmallVector<Value> stack = {root};
  while (!stack.empty()) {
    Value value = stack.back();
    if (known(value)) {
      stack.pop_back();
      continue;
    }
    bool ready = true;
    for (Value source : sources(value))
      if (!known(source)) {
        stack.push_back(source);
        ready = false;
      }
    if (!ready)
      continue;
    stack.pop_back();
    settle(value);
  }
}

/// The leaf of every value: tensors at the point, and the scalars of the
/// bodies that compute them.
class LeafFinder {
public:
  explicit LeafFinder(function_ref<bool(Value)> isInput) : isInput(isInput) {}

  Leaf leafOf(Value root) {
    auto known = [&](Value value) {
      if (memo.contains(value))
        return true;
      // Inputs and constants are leaves: settled on sight.
      if (isInput(value))
        memo[value] = Leaf{Leaf::Input, value};
      else if (isConstant(value))
        memo[value] = Leaf{Leaf::Constant, nullptr};
      else if (pointwiseSources(value).empty())
        memo[value] = Leaf{};
      else
        return false;
      return true;
    };
    settleInOrder(root, known, pointwiseSources,
                  [&](Value value) { memo[value] = combine(value); });
    return memo.lookup(root);
  }

private:
  /// The leaf of a value from those of its sources.
  Leaf combine(Value value) {
    Leaf found{Leaf::Constant, nullptr};
    for (Value source : pointwiseSources(value)) {
      Leaf leaf = memo.lookup(source);
      if (leaf.kind == Leaf::Invalid)
        return {};
      if (leaf.kind == Leaf::Constant)
        continue;
      if (found.kind == Leaf::Input && found.input != leaf.input)
        return {};
      found = leaf;
    }
    return found;
  }

  function_ref<bool(Value)> isInput;
  DenseMap<Value, Leaf> memo;
};

/// What is known of a value on one piece of the input's range.
struct Abstract {
  enum Kind { Float, Integer, Range } kind = Float;
  APFloat number = APFloat(0.0f);
  APInt integer;
  /// Range: a finite float strictly between lo and hi.
  double lo = 0, hi = 0;

  static Abstract ofFloat(APFloat value) {
    Abstract result;
    result.number = value;
    return result;
  }
  static Abstract ofInteger(APInt value) {
    Abstract result;
    result.kind = Integer;
    result.integer = value;
    return result;
  }
  static Abstract ofRange(double lo, double hi) {
    Abstract result;
    result.kind = Range;
    result.lo = lo;
    result.hi = hi;
    return result;
  }
};

/// Whether `predicate` holds for lhs `order` rhs (the comparison result).
bool holds(arith::CmpFPredicate predicate, APFloat::cmpResult order) {
  using P = arith::CmpFPredicate;
  bool unordered = order == APFloat::cmpUnordered;
  bool less = order == APFloat::cmpLessThan;
  bool equal = order == APFloat::cmpEqual;
  bool greater = order == APFloat::cmpGreaterThan;
  switch (predicate) {
  case P::AlwaysFalse:
    return false;
  case P::OEQ:
    return equal;
  case P::OGT:
    return greater;
  case P::OGE:
    return greater || equal;
  case P::OLT:
    return less;
  case P::OLE:
    return less || equal;
  case P::ONE:
    return less || greater;
  case P::ORD:
    return !unordered;
  case P::UEQ:
    return unordered || equal;
  case P::UGT:
    return unordered || greater;
  case P::UGE:
    return unordered || greater || equal;
  case P::ULT:
    return unordered || less;
  case P::ULE:
    return unordered || less || equal;
  case P::UNE:
    return !equal;
  case P::UNO:
    return unordered;
  case P::AlwaysTrue:
    return true;
  }
  llvm_unreachable("every predicate is handled");
}

/// The comparison of a value strictly within (lo, hi) (never NaN) with `k`:
/// decided when every value of the range gives the same answer.
std::optional<bool> compareRange(arith::CmpFPredicate predicate, double lo,
                                 double hi, const APFloat &k) {
  if (k.isNaN())
    return holds(predicate, APFloat::cmpUnordered);
  double bound = k.convertToDouble();
  if (bound <= lo)
    return holds(predicate, APFloat::cmpGreaterThan);
  if (bound >= hi)
    return holds(predicate, APFloat::cmpLessThan);
  return std::nullopt;
}

/// Swaps the sides of a comparison: `a p b` is `b swapped(p) a`.
arith::CmpFPredicate swapped(arith::CmpFPredicate predicate) {
  using P = arith::CmpFPredicate;
  switch (predicate) {
  case P::OGT:
    return P::OLT;
  case P::OGE:
    return P::OLE;
  case P::OLT:
    return P::OGT;
  case P::OLE:
    return P::OGE;
  case P::UGT:
    return P::ULT;
  case P::UGE:
    return P::ULE;
  case P::ULT:
    return P::UGT;
  case P::ULE:
    return P::UGE;
  default:
    return predicate;
  }
}

/// Evaluates the function at one piece of its input: the input a number, or
/// a range.
class PieceEvaluator {
public:
  /// With `constants`, the magnitude of every finite float constant the
  /// evaluation reads is added to it.
  PieceEvaluator(Value input, Abstract piece, std::string &why,
                 std::set<double> *constants = nullptr)
      : input(input), piece(piece), why(why), constants(constants) {}

  /// What `root` (a tensor at the point, or a scalar of a body) holds.
  std::optional<Abstract> value(Value root) {
    auto known = [&](Value value) {
      return value == input || memo.contains(value) || failed.contains(value);
    };
    auto sources = [&](Value value) {
      SmallVector<Value> read = pointwiseSources(value);
      // A scalar op outside a body is evaluated too (a value read there).
      if (read.empty() && !isConstant(value) && value.getDefiningOp() &&
          !isa<RankedTensorType>(value.getType()) &&
          value.getDefiningOp()->getNumRegions() == 0)
        read = llvm::to_vector(value.getDefiningOp()->getOperands());
      return read;
    };
    settleInOrder(root, known, sources, [&](Value value) {
      if (std::optional<Abstract> result = compute(value))
        memo[value] = *result;
      else
        failed.insert(value);
    });
    return lookup(root);
  }

private:
  /// What a settled value holds; nullopt when it failed.
  std::optional<Abstract> lookup(Value value) {
    if (value == input)
      return piece;
    if (auto it = memo.find(value); it != memo.end())
      return it->second;
    return std::nullopt;
  }

  /// `value` from its settled sources.
  std::optional<Abstract> compute(Value value) {
    if (std::optional<APFloat> number = getConstantNumber(value)) {
      if (constants && number->isFinite())
        constants->insert(std::fabs(number->convertToDouble()));
      return Abstract::ofFloat(*number);
    }
    if (IntegerAttr attr; matchPattern(value, m_Constant(&attr)))
      return Abstract::ofInteger(attr.getValue());
    if (isa<RankedTensorType>(value.getType())) {
      linalg::GenericOp generic = pointwiseProducer(value);
      if (!generic)
        return fail(value.getDefiningOp(), "is not elementwise");
      return lookup(generic.getBlock()->getTerminator()->getOperand(
          cast<OpResult>(value).getResultNumber()));
    }
    if (auto argument = dyn_cast<BlockArgument>(value)) {
      OpOperand *operand = pointwiseOperand(argument);
      if (!operand)
        return fail(argument.getOwner()->getParentOp(),
                    "reads a tensor at another point");
      return lookup(operand->get());
    }
    return apply(*value.getDefiningOp());
  }

  std::optional<Abstract> fail(Operation *op, const Twine &what) {
    if (why.empty())
      why = ((op ? "'" + op->getName().getStringRef() + "' "
                 : Twine("a value ")) +
             what)
                .str();
    return std::nullopt;
  }

  std::optional<Abstract> apply(Operation &op) {
    if (op.getNumResults() != 1 || op.getNumRegions() != 0)
      return fail(&op, "is not a scalar op");
    SmallVector<Abstract> operands;
    for (Value operand : op.getOperands()) {
      std::optional<Abstract> known = lookup(operand);
      if (!known)
        return std::nullopt;
      operands.push_back(*known);
    }
    auto allNumbers = [&](Abstract::Kind kind) {
      return llvm::all_of(operands,
                          [&](const Abstract &a) { return a.kind == kind; });
    };
    auto resultSemantics = [&]() -> const llvm::fltSemantics & {
      return cast<FloatType>(op.getResult(0).getType()).getFloatSemantics();
    };
    auto binary = [&](auto compute) -> std::optional<Abstract> {
      if (!allNumbers(Abstract::Float))
        return fail(&op, "computes with the rounded value, not only "
                         "compares it");
      APFloat lhs = operands[0].number;
      compute(lhs, operands[1].number);
      return Abstract::ofFloat(lhs);
    };
    constexpr auto rne = APFloat::rmNearestTiesToEven;

    return llvm::TypeSwitch<Operation *, std::optional<Abstract>>(&op)
        .Case([&](arith::ConstantOp constant) -> std::optional<Abstract> {
          if (auto attr = dyn_cast<FloatAttr>(constant.getValue()))
            return Abstract::ofFloat(attr.getValue());
          if (auto attr = dyn_cast<IntegerAttr>(constant.getValue()))
            return Abstract::ofInteger(attr.getValue());
          return fail(&op, "is not a scalar constant");
        })
        .Case([&](arith::ExtFOp) -> std::optional<Abstract> {
          if (operands[0].kind == Abstract::Range)
            return operands[0]; // exact and monotone
          APFloat number = operands[0].number;
          bool losesInfo;
          number.convert(resultSemantics(), rne, &losesInfo);
          return Abstract::ofFloat(number);
        })
        .Case([&](arith::TruncFOp truncOp) -> std::optional<Abstract> {
          if (operands[0].kind != Abstract::Float ||
              (truncOp.getRoundingmode() &&
               *truncOp.getRoundingmode() !=
                   arith::RoundingMode::to_nearest_even))
            return fail(&op, "rounds the value before the comparisons");
          APFloat number = operands[0].number;
          bool losesInfo;
          number.convert(resultSemantics(), rne, &losesInfo);
          return Abstract::ofFloat(number);
        })
        .Case([&](math::AbsFOp) -> std::optional<Abstract> {
          const Abstract &value = operands[0];
          if (value.kind == Abstract::Float)
            return Abstract::ofFloat(abs(value.number));
          if (value.lo >= 0)
            return value;
          if (value.hi <= 0)
            return Abstract::ofRange(-value.hi, -value.lo);
          return fail(&op, "takes |x| of a range that holds 0");
        })
        .Case([&](arith::NegFOp) -> std::optional<Abstract> {
          const Abstract &value = operands[0];
          if (value.kind == Abstract::Float)
            return Abstract::ofFloat(neg(value.number));
          return Abstract::ofRange(-value.hi, -value.lo);
        })
        .Case([&](arith::CmpFOp cmp) -> std::optional<Abstract> {
          auto truth = [](bool value) {
            return Abstract::ofInteger(APInt(1, value ? 1 : 0));
          };
          const Abstract &lhs = operands[0], &rhs = operands[1];
          if (lhs.kind == Abstract::Float && rhs.kind == Abstract::Float)
            return truth(
                holds(cmp.getPredicate(), lhs.number.compare(rhs.number)));
          std::optional<bool> decided;
          if (lhs.kind == Abstract::Range && rhs.kind == Abstract::Float)
            decided =
                compareRange(cmp.getPredicate(), lhs.lo, lhs.hi, rhs.number);
          else if (rhs.kind == Abstract::Range && lhs.kind == Abstract::Float)
            decided = compareRange(swapped(cmp.getPredicate()), rhs.lo, rhs.hi,
                                   lhs.number);
          if (!decided)
            return fail(&op, "compares the value with what is not a "
                             "constant");
          return truth(*decided);
        })
        .Case([&](arith::SelectOp) -> std::optional<Abstract> {
          if (operands[0].kind != Abstract::Integer)
            return fail(&op, "selects on an undecided condition");
          return operands[0].integer.isOne() ? operands[1] : operands[2];
        })
        .Case<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(
            [&](auto) -> std::optional<Abstract> {
              if (!allNumbers(Abstract::Integer))
                return fail(&op, "combines undecided conditions");
              const APInt &a = operands[0].integer, &b = operands[1].integer;
              if (isa<arith::AndIOp>(op))
                return Abstract::ofInteger(a & b);
              if (isa<arith::OrIOp>(op))
                return Abstract::ofInteger(a | b);
              return Abstract::ofInteger(a ^ b);
            })
        .Case<arith::UIToFPOp, arith::SIToFPOp>(
            [&](auto) -> std::optional<Abstract> {
              if (operands[0].kind != Abstract::Integer)
                return fail(&op, "converts an undecided integer");
              APFloat number(resultSemantics());
              number.convertFromAPInt(operands[0].integer,
                                      isa<arith::SIToFPOp>(op), rne);
              return Abstract::ofFloat(number);
            })
        .Case([&](arith::MulFOp) {
          return binary(
              [&](APFloat &a, const APFloat &b) { a.multiply(b, rne); });
        })
        .Case([&](arith::AddFOp) {
          return binary([&](APFloat &a, const APFloat &b) { a.add(b, rne); });
        })
        .Case([&](arith::SubFOp) {
          return binary(
              [&](APFloat &a, const APFloat &b) { a.subtract(b, rne); });
        })
        .Case([&](arith::DivFOp) {
          return binary(
              [&](APFloat &a, const APFloat &b) { a.divide(b, rne); });
        })
        .Case([&](math::CopySignOp) {
          return binary([&](APFloat &a, const APFloat &b) { a.copySign(b); });
        })
        .Case([&](arith::MaximumFOp) {
          return binary(
              [&](APFloat &a, const APFloat &b) { a = llvm::maximum(a, b); });
        })
        .Case([&](arith::MinimumFOp) {
          return binary(
              [&](APFloat &a, const APFloat &b) { a = llvm::minimum(a, b); });
        })
        .Case([&](arith::MaxNumFOp) {
          return binary(
              [&](APFloat &a, const APFloat &b) { a = llvm::maxnum(a, b); });
        })
        .Case([&](arith::MinNumFOp) {
          return binary(
              [&](APFloat &a, const APFloat &b) { a = llvm::minnum(a, b); });
        })
        .Default([&](Operation *) {
          return fail(&op, "is not a comparison, selection or arithmetic on "
                           "known values");
        });
  }

  Value input;
  Abstract piece;
  std::string &why;
  std::set<double> *constants;
  DenseMap<Value, Abstract> memo;
  DenseSet<Value> failed;
};

std::string formatFloat(float value) { return formatNumber(APFloat(value)); }

} // namespace

SmallVector<ElementwiseFunction>
raise::findElementwiseFunctions(Operation *root,
                                function_ref<bool(Value)> isInput) {
  LeafFinder finder(isInput);
  SmallVector<ElementwiseFunction> found;
  auto isFunction = [&](Value value) {
    Leaf leaf = finder.leafOf(value);
    return leaf.kind == Leaf::Input && leaf.input != value;
  };
  root->walk([&](linalg::GenericOp generic) {
    for (Value result : generic->getResults()) {
      if (!isa<FloatType>(getElementTypeOrSelf(result.getType())) ||
          !isFunction(result))
        continue;
      Value input = finder.leafOf(result).input;
      // The largest: no elementwise op of the same input reads it.
      bool readOn = llvm::any_of(result.getUsers(), [&](Operation *user) {
        auto consumer = dyn_cast<linalg::GenericOp>(user);
        return consumer &&
               llvm::any_of(consumer->getResults(), [&](Value next) {
                 return isFunction(next) && finder.leafOf(next).input == input;
               });
      });
      if (!readOn)
        found.push_back({result, input});
    }
  });
  return found;
}

APFloat raise::decodedE2m1(float value, const llvm::fltSemantics &semantics) {
  bool losesInfo;
  APFloat number(value);
  if (std::isnan(value))
    number = APFloat(-6.0f);
  else if (value == 0.0f)
    number = APFloat(0.0f);
  else if (std::fabs(value) > 6.0f)
    number = APFloat(std::copysign(6.0f, value));
  number.convert(APFloat::Float4E2M1FN(), APFloat::rmNearestTiesToEven,
                 &losesInfo);
  number.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
  return number;
}

LogicalResult raise::verifyE2m1Rounding(const ElementwiseFunction &function,
                                        std::string &why) {
  auto type = dyn_cast<FloatType>(getElementTypeOrSelf(function.result));
  if (!type || !getElementTypeOrSelf(function.input).isF32()) {
    why = "does not compute a float from an f32";
    return failure();
  }
  std::set<double> magnitudes = {0.0, 0.25, 0.75, 1.25, 1.75,
                                 2.5, 3.5,  5.0,  6.0};
  // The constants of the ops between the input and the result: those an
  // evaluation at any one point reads (a select reads both its values).
  std::string ignored;
  (void)PieceEvaluator(function.input, Abstract::ofFloat(APFloat(1.0f)),
                       ignored, &magnitudes)
      .value(function.result);
  std::set<double> points;
  for (double magnitude : magnitudes)
    if (magnitude <= 6.0) {
      points.insert(magnitude);
      points.insert(-magnitude);
    }

  auto check = [&](Abstract piece, float representative,
                   const Twine &where) -> LogicalResult {
    std::string failure;
    PieceEvaluator evaluator(function.input, piece, failure);
    std::optional<Abstract> value = evaluator.value(function.result);
    if (value && value->kind == Abstract::Range) {
      why = (where + " it passes the value on, where e2m1 rounds it").str();
      return LogicalResult::failure();
    }
    if (!value || value->kind != Abstract::Float) {
      why = (where + ": " +
             (failure.empty() ? "the value is not a number" : failure))
                .str();
      return LogicalResult::failure();
    }
    APFloat expected = decodedE2m1(representative, type.getFloatSemantics());
    if (value->number.bitcastToAPInt() != expected.bitcastToAPInt()) {
      why = (where + " it gives " + formatNumber(value->number) +
             ", where e2m1 (to nearest, ties to even) gives " +
             formatNumber(expected))
                .str();
      return LogicalResult::failure();
    }
    return success();
  };

  for (double point : points) {
    auto single = static_cast<float>(point);
    if (static_cast<double>(single) != point)
      continue;
    SmallVector<float, 2> zeros = {single};
    if (point == 0.0)
      zeros = {0.0f, -0.0f};
    for (float value : zeros)
      if (failed(check(Abstract::ofFloat(APFloat(value)), value,
                       "at " + formatFloat(value))))
        return failure();
  }
  for (auto it = points.begin(); std::next(it) != points.end(); ++it) {
    double lo = *it, hi = *std::next(it);
    // The least f32 above lo: one value of the piece, if it has any.
    float inside = static_cast<float>(lo);
    if (static_cast<double>(inside) <= lo)
      inside = std::nextafter(inside, INFINITY);
    if (static_cast<double>(inside) >= hi)
      continue;
    if (failed(check(Abstract::ofRange(lo, hi), inside,
                     llvm::formatv("between {0} and {1}",
                                   formatNumber(APFloat(lo)),
                                   formatNumber(APFloat(hi)))
                         .str())))
      return failure();
  }
  return success();
}
