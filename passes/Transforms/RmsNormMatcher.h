//===- RmsNormMatcher.h - Matching the RMSNorm template ---------*- C++ -*-===//
//
// Recognizes the RMSNorm whose sum of squares is a given reduction, or says
// why it is none. Internal to the Transforms library: tp-raise-rms-norm
// raises what it matches; tp-fuse-allreduce-norm asks it why an all-reduce
// feeds a norm that was not raised, to say so in its remark.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_PASSES_TRANSFORMS_RMSNORMMATCHER_H
#define TPFUSE_PASSES_TRANSFORMS_RMSNORMMATCHER_H

#include "RmsNormExpr.h"

#include "tpfuse/Dialect/TP/IR/TPInterfaces.h"

namespace tpfuse::raise {

/// A recognized norm: what the tp op takes, and what it replaces.
struct RmsNormMatch {
  /// Produces the normalized value.
  mlir::Operation *root;
  mlir::Value input;
  /// Null for tp.rms_norm.
  mlir::Value residual;
  mlir::Value weight;
  /// Epsilon and where the frontend's ops round.
  tp::RmsNormNumerics numerics;
  /// The materialized `input + residual` rounded to the storage type, whose
  /// uses become the residual_out of tp.add_rms_norm; may be null.
  mlir::Value residualSum;
  /// The ops that compute the norm, root included; all their uses are among
  /// them (except those of residualSum, and of `shared`).
  llvm::SmallVector<mlir::Operation *> ops;
  /// Where several norms of one input with different weights share the
  /// computation up to the weight multiply (their common ops merged, e.g. by
  /// CSE), the ops of that common part: they stay for the other norms. Then
  /// the tp norm must be created at `insertionPoint` (before the common
  /// part's first use of residualSum), not at `root`.
  llvm::SmallVector<mlir::Operation *> shared;
  mlir::Operation *insertionPoint = nullptr;
};

/// Whether a refused reduction is no RMSNorm at all (silent) or a near miss
/// (remarked).
enum class Verdict { NotACandidate, NearMiss };
using ReportFn = llvm::function_ref<void(Verdict, const llvm::Twine &)>;

/// Matches the RMSNorm whose sum of squares is `reduction`, reporting why not
/// through `report`. A match computes exactly what the matched ops compute:
/// each rounding of theirs is one of the tp norm's variants
/// (RmsNormOpInterface), and anything else is a near miss.
class RmsNormMatcher {
public:
  RmsNormMatcher(mlir::linalg::LinalgOp reduction, ReportFn report)
      : reduction(reduction), report(report) {}

  mlir::FailureOr<RmsNormMatch> match();

private:
  mlir::LogicalResult notACandidate(const llvm::Twine &why) {
    report(Verdict::NotACandidate, why);
    return mlir::failure();
  }
  mlir::LogicalResult nearMiss(const llvm::Twine &why) {
    report(Verdict::NearMiss, why);
    return mlir::failure();
  }

  /// The normalized value `h * inv` and the weight factor `w'` the result is
  /// made of.
  struct Product {
    const Expr *scaled = nullptr;
    const Expr *weight = nullptr;
  };

  /// Checks the sum of squares itself; returns the squared value.
  mlir::FailureOr<const Expr *> matchSumOfSquares(ExprBuilder &builder);
  /// Finds the op that ends the norm: the one that applies the weight (and
  /// the rounding to the input type right after it).
  mlir::FailureOr<mlir::Value> findEnd(const Expr *squared);
  mlir::LogicalResult matchNormalized(ExprBuilder &builder, const Expr *normed,
                                      mlir::RankedTensorType type,
                                      RmsNormMatch &match);
  /// Where the result is rounded, relative to the weight multiply.
  mlir::FailureOr<Product> matchRounding(ExprBuilder &builder,
                                         const Expr *normed,
                                         mlir::Type elementType,
                                         RmsNormMatch &match);
  /// The weight factor: the weight in the compute type, plus an offset.
  mlir::LogicalResult matchWeight(const Expr *factor, mlir::Type elementType,
                                  RmsNormMatch &match);
  /// `h * inv`, with inv the inverse RMS (epsilon into `match`); returns h.
  mlir::FailureOr<const Expr *> matchScaled(ExprBuilder &builder,
                                            const Expr *scaled, int64_t hidden,
                                            RmsNormMatch &match);
  mlir::LogicalResult matchInverseRms(ExprBuilder &builder,
                                      const Expr *inverseOf, int64_t hidden,
                                      RmsNormMatch &match);
  mlir::LogicalResult matchInput(ExprBuilder &builder, const Expr *normalized,
                                 mlir::RankedTensorType type,
                                 RmsNormMatch &match);
  mlir::LogicalResult collectOps(const ExprBuilder &builder,
                                 RmsNormMatch &match);

  bool computesInStorage() const { return !computeType.isF32(); }

  mlir::linalg::LinalgOp reduction;
  ReportFn report;
  /// The type the sum of squares accumulates in.
  mlir::Type computeType;
  /// The squared value, once matched.
  const Expr *squared = nullptr;
  /// With `residual_add = f32`: the op that rounds the f32 residual sum to
  /// the storage type (replaced by residual_out); may be null.
  mlir::Operation *residualRounding = nullptr;
  /// Where the computation forks into several norms' weight multiplies
  /// (the branch followed is this norm's); null if it does not.
  mlir::Value forkedAt;
};

} // namespace tpfuse::raise

#endif // TPFUSE_PASSES_TRANSFORMS_RMSNORMMATCHER_H
