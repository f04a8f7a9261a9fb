//===- QuantMatcher.h - An FP8 quantization of a norm's output --*- C++ -*-===//
//
// Private to tp-raise-norm-quantization: recognizes, from the cast to FP8
// back, the FP8 quantizations PyTorch code writes after a norm (static per
// tensor, dynamic per token, per group of the hidden dimension), and from
// the clamp before the rounding to e2m1 back, NVFP4's, as torch-mlir exports
// them, and the #tp.quant that computes exactly the same; or says why there
// is none.
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
  /// fp8_static's scale or NVFP4's global scale (a tensor of one f32); null
  /// otherwise, or when the scale is the constant `constantScale`.
  mlir::Value scale;
  std::optional<llvm::APFloat> constantScale;
  /// The quantized values the IR computes: the result of the cast, of the
  /// norm's shape or (per group) with the hidden dimension split in
  /// [groups, group_size]; for NVFP4 the values rounded to e2m1 as floats,
  /// of the norm's shape or in blocks [..., hidden / 16, 16].
  mlir::Value values;
  /// The tensor that holds the computed scales, if one does: [tokens..., 1]
  /// per token, [tokens..., groups, 1] per group (f32), [tokens..., blocks,
  /// 1] for NVFP4 (f8E4M3FN).
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

/// Matches NVFP4's values before their rounding to e2m1, as vLLM's
/// `ref_nvfp4_quant` computes them: `clamped` (f32, the normed output read
/// in blocks [..., hidden / 16, 16]: a tensor, or a scalar of the body of a
/// generic over those loops) is clamp(y * o, -6, 6), o from the
/// block's amax and the global scale (a tensor of one f32, `scale`); the
/// tensor of the e4m3 block scales [..., blocks, 1] in `scales` if one
/// holds them. `values` is left for the caller (the rounded values).
mlir::FailureOr<QuantMatch> matchNvfp4Values(mlir::Value clamped,
                                             QuantReportFn report);

/// The tp norm whose normed output `values` (as matchNvfp4Values takes
/// them) multiplies, past the ops that bound it, if it does: what may be
/// NVFP4's values before their rounding.
tp::RmsNormOpInterface scaledNormOutput(mlir::Value values);

} // namespace tpfuse::raise

#endif // TPFUSE_PASSES_TRANSFORMS_QUANTMATCHER_H
