//===- TPInterfaces.h - tp dialect interfaces -------------------*- C++ -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPINTERFACES_H
#define TPFUSE_DIALECT_TP_IR_TPINTERFACES_H

#include "mlir/IR/OpDefinition.h"
#include "tpfuse/Dialect/TP/IR/TPAttrs.h"
#include "tpfuse/Dialect/TP/IR/TPEnums.h"
#include "llvm/ADT/APFloat.h"

namespace tpfuse::tp {

/// What decides an RMSNorm's result besides its operands: epsilon and where
/// the norm rounds (RmsNormOpInterface states the formulas).
struct RmsNormNumerics {
  llvm::APFloat epsilon;
  WeightMultiply weightMultiply = WeightMultiply::BeforeRounding;
  llvm::APFloat weightOffset = llvm::APFloat(0.0f);
  ResidualAdd residualAdd = ResidualAdd::Rounded;
  NormCompute compute = NormCompute::F32;
};

/// A norm's quantized output: its scheme, and the scale operand the scheme
/// reads (null if it reads none). A null `attr`: the norm quantizes nothing.
struct NormQuantization {
  QuantAttr attr;
  mlir::Value scale;

  explicit operator bool() const { return static_cast<bool>(attr); }
};

} // namespace tpfuse::tp

namespace tpfuse::tp::detail {

/// The verifier of every op of the RMSNorm family.
mlir::LogicalResult verifyRmsNormOp(mlir::Operation *op);

} // namespace tpfuse::tp::detail

#include "tpfuse/Dialect/TP/IR/TPInterfaces.h.inc"

#endif // TPFUSE_DIALECT_TP_IR_TPINTERFACES_H
