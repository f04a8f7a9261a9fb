//===- RmsNormExpr.cpp - The scalar expression of a norm ------------------===//

#include "RmsNormExpr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/SaveAndRestore.h"

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::raise;

bool raise::isSameExpr(const Expr *lhs, const Expr *rhs) {
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
  case Expr::Kind::MaximumReduce:
  case Expr::Kind::MaxNumReduce:
  case Expr::Kind::Opaque:
    if (lhs->op != rhs->op)
      return false;
    break;
  case Expr::Kind::Cmp:
    if (lhs->predicate != rhs->predicate)
      return false;
    break;
  default:
    break;
  }
  return llvm::all_of_zip(lhs->operands, rhs->operands, isSameExpr);
}

bool raise::isNormArithmetic(Expr::Kind kind) {
  using Kind = Expr::Kind;
  switch (kind) {
  case Kind::Leaf:
  case Kind::Constant:
  case Kind::ExtF:
  case Kind::TruncF:
  case Kind::Add:
  case Kind::Sub:
  case Kind::Mul:
  case Kind::Div:
  case Kind::Rsqrt:
  case Kind::Sqrt:
  case Kind::Pow:
    return true;
  default:
    return false;
  }
}

std::optional<APFloat> raise::getConstantNumber(Value value) {
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

std::string raise::formatNumber(const APFloat &number) {
  SmallString<16> text;
  number.toString(text);
  return std::string(text);
}

Value raise::asTensor(const Expr *expr, Type type) {
  if (!expr->value || !expr->access || !expr->access.isIdentity() ||
      expr->value.getType() != type)
    return nullptr;
  return expr->value;
}

bool raise::isHiddenVectorLeaf(const Expr *expr, unsigned rank) {
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

bool raise::isConstant(const Expr *expr, double number) {
  if (expr->kind != Expr::Kind::Constant)
    return false;
  APFloat value = *expr->constant;
  bool losesInfo;
  value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                &losesInfo);
  return value.convertToDouble() == number;
}

bool raise::involvesSum(const Expr *expr) {
  return expr->kind == Expr::Kind::Sum ||
         llvm::any_of(expr->operands, involvesSum);
}

std::string raise::describe(const Expr *expr) {
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
  if (!computesInStorage && type && type.getRank() == rank &&
      !type.getElementType().isF32() && !getConstantNumber(tensor))
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
  if (auto expand = dyn_cast_or_null<tensor::ExpandShapeOp>(producer);
      expand && followsReshapes) {
    // The same element of the source: each group of expanded indices
    // linearized, row-major, over the static sizes within the group.
    if (AffineMap source = sourceAccess(expand, access))
      return tensorAt(expand.getSrc(), source);
    return leaf(tensor, access);
  }
  if (auto collapse = dyn_cast_or_null<tensor::CollapseShapeOp>(producer);
      collapse && followsReshapes) {
    if (AffineMap source = sourceAccess(collapse, access))
      return tensorAt(collapse.getSrc(), source);
    return leaf(tensor, access);
  }
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

AffineMap ExprBuilder::sourceAccess(tensor::ExpandShapeOp expand,
                                    AffineMap access) {
  ArrayRef<int64_t> sizes = expand.getResultType().getShape();
  SmallVector<AffineExpr> sourceExprs;
  for (ReassociationIndices group : expand.getReassociationIndices()) {
    AffineExpr linear = getAffineConstantExpr(0, context);
    for (auto [position, dim] : llvm::enumerate(group)) {
      // The first index of a group may range over a dynamic size; the
      // others scale it and must be static.
      if (position > 0 && ShapedType::isDynamic(sizes[dim]))
        return AffineMap();
      linear = position == 0 ? access.getResult(dim)
                             : linear * sizes[dim] + access.getResult(dim);
    }
    sourceExprs.push_back(linear);
  }
  return simplifyAffineMap(
      AffineMap::get(access.getNumDims(), 0, sourceExprs, context));
}

AffineMap ExprBuilder::sourceAccess(tensor::CollapseShapeOp collapse,
                                    AffineMap access) {
  ArrayRef<int64_t> sizes = collapse.getSrcType().getShape();
  // A collapse into rank 0 has no groups: every source dimension is a unit
  // one, read at 0.
  SmallVector<AffineExpr> sourceExprs(sizes.size(),
                                      getAffineConstantExpr(0, context));
  for (auto [index, group] :
       llvm::enumerate(collapse.getReassociationIndices())) {
    // Delinearized, row-major: the last index of a group varies fastest.
    AffineExpr linear = access.getResult(index);
    for (int64_t position = group.size() - 1; position > 0; --position) {
      int64_t size = sizes[group[position]];
      if (ShapedType::isDynamic(size))
        return AffineMap();
      sourceExprs[group[position]] = linear % size;
      linear = linear.floorDiv(size);
    }
    sourceExprs[group.front()] = linear;
  }
  return simplifyAffineMap(
      AffineMap::get(access.getNumDims(), 0, sourceExprs, context));
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

  // A sum (or a maximum): the body combines one element with the
  // accumulator.
  OpOperand *init = op.getDpsInitOperand(result.getResultNumber());
  BlockArgument accumulator = op.getMatchingBlockArgument(init);
  Operation *combiner = yielded.getDefiningOp();
  if (!combiner || combiner->getBlock() != op.getBlock() ||
      combiner->getNumOperands() != 2)
    return nullptr;
  Expr::Kind kind;
  if (isa<arith::AddFOp>(combiner))
    kind = Expr::Kind::Sum;
  else if (isa<arith::MaximumFOp>(combiner))
    kind = Expr::Kind::MaximumReduce;
  else if (isa<arith::MaxNumFOp>(combiner))
    kind = Expr::Kind::MaxNumReduce;
  else
    return nullptr;
  Value lhs = combiner->getOperand(0), rhs = combiner->getOperand(1);
  Value element = lhs == accumulator ? rhs : lhs;
  if (element == accumulator || (lhs != accumulator && rhs != accumulator))
    return nullptr;
  Expr *reduction = make(kind, getElementTypeOrSelf(result.getType()), op);
  reduction->operands = {inBody(element, op, iterAccess, accumulator),
                         tensorAt(init->get(), access)};
  return reduction;
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
  // A constant, wherever it is defined (in the body too), is its number.
  if (!producer || !op->isProperAncestor(producer) || getConstantNumber(value))
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
  // A conversion between float types; a constant converted is the constant
  // it computes, rounded to nearest even as arith does.
  auto convert = [&](Kind kind,
                     std::optional<arith::RoundingMode> mode) -> Expr * {
    if (mode && *mode != arith::RoundingMode::to_nearest_even)
      return apply(Kind::Opaque);
    Expr *operand = operandAt(op->getOperand(0));
    if (operand->kind == Kind::Constant && isa<FloatType>(type)) {
      APFloat number = *operand->constant;
      bool losesInfo;
      number.convert(cast<FloatType>(type).getFloatSemantics(),
                     APFloat::rmNearestTiesToEven, &losesInfo);
      Expr *constant = make(Kind::Constant, type, nullptr);
      constant->constant = number;
      return constant;
    }
    Expr *expr = make(kind, type, op);
    expr->operands.push_back(operand);
    return expr;
  };
  return llvm::TypeSwitch<Operation *, Expr *>(op)
      .Case([&](arith::ExtFOp) { return convert(Kind::ExtF, std::nullopt); })
      .Case([&](arith::TruncFOp truncOp) {
        return convert(Kind::TruncF, truncOp.getRoundingmode());
      })
      .Case([&](arith::AddFOp) { return apply(Kind::Add); })
      .Case([&](arith::SubFOp) { return apply(Kind::Sub); })
      .Case([&](arith::MulFOp) { return apply(Kind::Mul); })
      .Case([&](arith::DivFOp) { return apply(Kind::Div); })
      .Case([&](math::RsqrtOp) { return apply(Kind::Rsqrt); })
      .Case([&](math::SqrtOp) { return apply(Kind::Sqrt); })
      .Case<math::PowFOp, math::FPowIOp>([&](auto) { return apply(Kind::Pow); })
      .Case([&](math::AbsFOp) { return apply(Kind::Abs); })
      .Case([&](arith::MaximumFOp) { return apply(Kind::Maximum); })
      .Case([&](arith::MaxNumFOp) { return apply(Kind::MaxNum); })
      .Case([&](arith::MinimumFOp) { return apply(Kind::Minimum); })
      .Case([&](arith::MinNumFOp) { return apply(Kind::MinNum); })
      .Case([&](arith::CmpFOp cmp) {
        Expr *expr = apply(Kind::Cmp);
        expr->type = cmp.getResult().getType();
        expr->predicate = cmp.getPredicate();
        return expr;
      })
      .Case([&](arith::SelectOp) { return apply(Kind::Select); })
      .Case([&](math::CeilOp) { return apply(Kind::Ceil); })
      .Case([&](math::FloorOp) { return apply(Kind::Floor); })
      .Case([&](math::Log2Op) { return apply(Kind::Log2); })
      .Case([&](math::Exp2Op) { return apply(Kind::Exp2); })
      .Default([&](Operation *) { return apply(Kind::Opaque); });
}
