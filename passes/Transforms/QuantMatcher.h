//===- QuantMatcher.h - An FP8 quantization of a norm's output --*- C++ -*-===//
//
// Private to tp-raise-norm-quantization: recognizes, from the cast to FP8
// back, the FP8 quantizations PyTorch code writes after a norm (static per
// tensor, dynamic per token, per group of the hidden dimension), as
// torch-mlir exports them, and the #tp.quant that computes exactly the same;
// or says why there is none.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_PASSES_TRANSFORMS_QUANTMATCHER_H
#define TPFUSE_PASSES_TRANSFORMS_QUANTMATCHER_H

#include "RmsNormExpr.h"

#include "tpfuse/Dialect/TP/IR/TPOps.h"

namespace tpfuse::raise {

/// A recognized quantization of a tp norm's normed output.
struct QuantMatch {
  /// The norm whose normed output is quantized.
  tp::RmsNormOpInterface norm;
  tp::QuantAttr quant;
  /// fp8_static's scale (a tensor of one f32); null otherwise, or when the
  /// scale is the constant `constantScale`.
  mlir::Value scale;
  std::optional<llvm::APFloat> constantScale;
  /// The quantized values the IR computes: the result of the cast, of the
  /// norm's shape or (per group) with the hidden dimension split in
  /// [groups, group_size].
  mlir::Value values;
  /// The tensor that holds the computed scales, if one does: [tokens..., 1]
  /// per token, [tokens..., groups, 1] per group.
  mlir::Value scales;
};

/// Whether a refused cast quantizes no tp norm's output (silent) or does, in
/// a way #tp.quant cannot state (remarked).
enum class QuantVerdict { NotANorm, NearMiss };
using QuantReportFn =
    llvm::function_ref<void(QuantVerdict, const llvm::Twine &)>;

/// Matches the quantization that `values` (a tensor of f8E4M3FN computed by
/// an arith.truncf, in a linalg body or on tensors) ends, reporting why not
/// through `report`.
mlir::FailureOr<QuantMatch> matchQuantization(mlir::Value values,
                                              QuantReportFn report);

} // namespace tpfuse::raise

#endif // TPFUSE_PASSES_TRANSFORMS_QUANTMATCHER_H
