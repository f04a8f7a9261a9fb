//===- RmsNormExpr.h - The scalar expression of a norm ----------*- C++ -*-===//
//
// Private to tp-raise-rms-norm: the scalar expression a tensor holds at one
// point of a norm's iteration space, rebuilt through linalg ops, their bodies
// and arith/math ops, for the matcher to compare with the RMSNorm template.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_PASSES_TRANSFORMS_RMSNORMEXPR_H
#define TPFUSE_PASSES_TRANSFORMS_RMSNORMEXPR_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <deque>
#include <optional>
#include <string>

namespace tpfuse::raise {

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
    // What a quantization that follows a norm computes besides.
    Abs,
    Maximum, // arith.maximumf: NaN if either operand is
    MaxNum,  // arith.maxnumf: the other operand if one is NaN
    Minimum,
    MinNum,
    Cmp,    // `predicate` of the two operands, an i1
    Select, // operands: the condition, the true and the false value
    Ceil,
    Floor,
    Log2,
    Exp2,
    // Reductions over the hidden index, as Sum: the element and the initial
    // value.
    MaximumReduce,
    MaxNumReduce,
    Opaque // anything else
  };
  Kind kind;
  /// The scalar (element) type.
  mlir::Type type;
  llvm::SmallVector<const Expr *, 2> operands;
  /// Leaf: the value read. Otherwise the tensor that holds this expression, if
  /// one does (the result of the op that computes it).
  mlir::Value value;
  /// How `value` is indexed from the canonical space; null for scalars.
  mlir::AffineMap access;
  /// Constant: its value.
  std::optional<llvm::APFloat> constant;
  /// Cmp: how it compares.
  std::optional<mlir::arith::CmpFPredicate> predicate;
  /// The op that computes the expression (a reduction for Sum); null for
  /// leaves and constants.
  mlir::Operation *op = nullptr;
};

/// Whether `kind` is arithmetic a norm computes (or reads): no reduction,
/// comparison or rounding to an integer.
bool isNormArithmetic(Expr::Kind kind);

/// Beyond this many nodes, or ops deep, an expression is no norm: stop, and
/// stay linear.
constexpr size_t kMaxExprNodes = 256;
constexpr unsigned kMaxDepth = 16;

/// Whether two expressions compute the same scalar from the same values.
bool isSameExpr(const Expr *lhs, const Expr *rhs);

/// The scalar constant `value` holds, if it is one (a splat for tensors).
std::optional<llvm::APFloat> getConstantNumber(mlir::Value value);

/// `number` as the remarks print it.
std::string formatNumber(const llvm::APFloat &number);

/// `expr` as a tensor of type `type` read without broadcasting, if one holds
/// it.
mlir::Value asTensor(const Expr *expr, mlir::Type type);

/// Whether `expr` is the constant `number`.
bool isConstant(const Expr *expr, double number);

/// Whether `expr` reads a 1-D vector along the hidden dimension of a
/// rank-`rank` iteration (broadcast over the tokens), as a weight or a bias
/// is read.
bool isHiddenVectorLeaf(const Expr *expr, unsigned rank);

/// Whether `expr` is, or is computed from, a sum.
bool involvesSum(const Expr *expr);

/// `expr` named for a remark: the op that computes it, or what it is.
std::string describe(const Expr *expr);

/// Builds the expression a tensor holds at the canonical point, looking
/// through elementwise linalg ops (generic and named), single-dimension sum
/// and max reductions, tensor.expand_shape and collapse_shape (with
/// `followsReshapes`), and
/// arith/math ops on scalars and tensors.
///
/// A norm that computes in f32 reads its input in a storage type (bf16,
/// f16): building stops at tensors of the norm's rank and a storage type,
/// since what computed them is no part of the norm (the residual stream of
/// the layers before). `expand` looks one step past such a leaf on demand. A
/// norm that computes in its storage type is followed through those tensors
/// too (`computesInStorage`), up to the depth limit.
///
/// Rounding a constant (`arith.truncf` or `arith.extf` of one, as exporters
/// write an f64 epsilon) folds to the constant it computes.
class ExprBuilder {
public:
  ExprBuilder(mlir::MLIRContext *context, unsigned rank,
              bool computesInStorage = false, bool followsReshapes = false,
              size_t maxNodes = kMaxExprNodes)
      : context(context), rank(rank), computesInStorage(computesInStorage),
        followsReshapes(followsReshapes), maxNodes(maxNodes) {}

  /// The expression of `tensor` (of rank `rank`) read without broadcasting.
  const Expr *build(mlir::Value tensor) {
    return descend(tensor,
                   mlir::AffineMap::getMultiDimIdentityMap(rank, context));
  }

  /// The expression of `value`, a scalar of the body of `op` (whose loops
  /// are the canonical space, all parallel), at the canonical point.
  const Expr *buildInBody(mlir::Value value, mlir::linalg::LinalgOp op) {
    return inBody(value, op,
                  mlir::AffineMap::getMultiDimIdentityMap(rank, context),
                  /*accumulator=*/nullptr);
  }

  /// What `leaf` is computed from, if building stopped at it; else `leaf`.
  const Expr *expand(const Expr *leaf) {
    if (leaf->kind != Expr::Kind::Leaf || !leaf->access)
      return leaf;
    return descend(leaf->value, leaf->access);
  }

  /// The expression of `tensor` read through `access` (canonical space ->
  /// dimensions of `tensor`).
  Expr *tensorAt(mlir::Value tensor, mlir::AffineMap access);

  /// Whether building went through `op` (computes part of an expression).
  bool wentThrough(mlir::Operation *op) const { return visited.contains(op); }

  unsigned getRank() const { return rank; }

private:
  Expr *make(Expr::Kind kind, mlir::Type type, mlir::Operation *op) {
    nodes.push_back(
        Expr{kind, type, {}, {}, {}, std::nullopt, std::nullopt, op});
    return &nodes.back();
  }
  Expr *leaf(mlir::Value value, mlir::AffineMap access) {
    Expr *expr = make(Expr::Kind::Leaf,
                      mlir::getElementTypeOrSelf(value.getType()), nullptr);
    expr->value = value;
    expr->access = access;
    return expr;
  }
  Expr *opaque(mlir::Operation *op, mlir::Type type) {
    return make(Expr::Kind::Opaque, type, op);
  }
  bool exhausted() const { return nodes.size() >= maxNodes; }

  /// `tensor` computed by its producer, read through `access`.
  Expr *descend(mlir::Value tensor, mlir::AffineMap access);
  /// A value that is not indexed: a constant or a leaf.
  Expr *scalar(mlir::Value value);
  /// How the source of `expand` is indexed where its result is read through
  /// `access`; null when an inner size of a group is dynamic.
  mlir::AffineMap sourceAccess(mlir::tensor::ExpandShapeOp expand,
                               mlir::AffineMap access);
  /// The same for the source of `collapse`, delinearizing each group.
  mlir::AffineMap sourceAccess(mlir::tensor::CollapseShapeOp collapse,
                               mlir::AffineMap access);
  /// Null when `op` computes what the builder does not follow.
  Expr *throughLinalg(mlir::linalg::LinalgOp op, mlir::OpResult result,
                      mlir::AffineMap access);
  /// `value` inside the body of `op`, at the iteration point `iterAccess`
  /// (canonical space -> loops of `op`).
  Expr *inBody(mlir::Value value, mlir::linalg::LinalgOp op,
               mlir::AffineMap iterAccess, mlir::BlockArgument accumulator);
  /// The elementwise op `op` applied to its operands as given by `operandAt`.
  Expr *fromOp(mlir::Operation *op,
               llvm::function_ref<Expr *(mlir::Value)> operandAt);

  mlir::MLIRContext *context;
  unsigned rank;
  bool computesInStorage;
  /// Whether tensor.expand_shape is followed to its source (a quantization
  /// reads a norm's output grouped); a norm's own inputs are leaves there.
  bool followsReshapes;
  /// The nodes an expression may have.
  size_t maxNodes;
  /// How many ops deep the current descent is.
  unsigned depth = 0;
  std::deque<Expr> nodes;
  llvm::SmallPtrSet<mlir::Operation *, 16> visited;
};

} // namespace tpfuse::raise

#endif // TPFUSE_PASSES_TRANSFORMS_RMSNORMEXPR_H
