//===- RmsNormMatcher.h - Matching the RMSNorm template ---------*- C++ -*-===//
//
// Private to tp-raise-rms-norm: recognizes the RMSNorm whose sum of squares
// is a given reduction, or says why it is none.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_PASSES_TRANSFORMS_RMSNORMMATCHER_H
#define TPFUSE_PASSES_TRANSFORMS_RMSNORMMATCHER_H

#include "RmsNormExpr.h"

namespace tpfuse::raise {

/// A recognized norm: what the tp op takes, and what it replaces.
struct RmsNormMatch {
  /// Produces the normalized value.
  mlir::Operation *root;
  mlir::Value input;
  /// Null for tp.rms_norm.
  mlir::Value residual;
  mlir::Value weight;
  llvm::APFloat epsilon;
  /// The materialized `input + residual`, whose uses become the residual_out
  /// of tp.add_rms_norm; may be null.
  mlir::Value residualSum;
  /// The ops that compute the norm, root included; all their uses are among
  /// them (except those of residualSum).
  llvm::SmallVector<mlir::Operation *> ops;
};

/// Whether a refused reduction is no RMSNorm at all (silent) or a near miss
/// (remarked).
enum class Verdict { NotACandidate, NearMiss };
using ReportFn = llvm::function_ref<void(Verdict, const llvm::Twine &)>;

/// Matches the RMSNorm whose sum of squares is `reduction`, reporting why not
/// through `report`.
class RmsNormMatcher {
public:
  RmsNormMatcher(mlir::linalg::LinalgOp reduction,
                 bool allowWeightAfterRounding, ReportFn report)
      : reduction(reduction),
        allowWeightAfterRounding(allowWeightAfterRounding), report(report) {}

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
  mlir::FailureOr<const Expr *> matchSumOfSquares(ExprBuilder &builder);
  /// Finds the op that ends the norm: the one that applies the weight (and
  /// the rounding to the input type right after it).
  mlir::FailureOr<mlir::Value> findEnd(const Expr *squared);
  mlir::LogicalResult matchNormalized(ExprBuilder &builder, const Expr *normed,
                                      mlir::RankedTensorType type,
                                      RmsNormMatch &match);
  mlir::FailureOr<Rounding> matchRounding(ExprBuilder &builder,
                                          const Expr *normed,
                                          mlir::Type elementType,
                                          unsigned rank);
  /// Matches the f32 product: the normalized value, the inverse RMS (with
  /// epsilon into `match`) and the weight, in any order.
  mlir::LogicalResult matchProduct(const Expr *product,
                                   mlir::RankedTensorType type,
                                   Factors &factors, RmsNormMatch &match);
  mlir::LogicalResult matchInverseRms(const Expr *inverseOf, int64_t hidden,
                                      const Expr *&squared,
                                      RmsNormMatch &match);
  mlir::LogicalResult matchInput(ExprBuilder &builder, const Expr *squared,
                                 mlir::RankedTensorType type,
                                 RmsNormMatch &match);
  mlir::LogicalResult collectOps(const ExprBuilder &builder,
                                 RmsNormMatch &match);

  mlir::linalg::LinalgOp reduction;
  bool allowWeightAfterRounding;
  ReportFn report;
};

} // namespace tpfuse::raise

#endif // TPFUSE_PASSES_TRANSFORMS_RMSNORMMATCHER_H
