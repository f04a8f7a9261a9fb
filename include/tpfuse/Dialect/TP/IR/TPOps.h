//===- TPOps.h - tp dialect operations --------------------------*- C++ -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPOPS_H
#define TPFUSE_DIALECT_TP_IR_TPOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"
#include "tpfuse/Dialect/TP/IR/TPInterfaces.h"
#include "tpfuse/Dialect/TP/IR/TPTypes.h"

#include <cstdint>
#include <limits>

namespace tpfuse::tp {

/// The rendezvous of a collective: every rank of a group must execute the
/// same collectives in the same order.
struct CollectiveResource
    : public mlir::SideEffects::Resource::Base<CollectiveResource> {
  llvm::StringRef getName() final { return "tp.collective"; }
};

} // namespace tpfuse::tp

// Beside the upstream traits, as other dialects place theirs.
namespace mlir::OpTrait::tp {

/// The result of the op owes the sum of what its partial operands owe.
template <typename ConcreteType>
class LinearInSum : public TraitBase<ConcreteType, LinearInSum> {};

} // namespace mlir::OpTrait::tp

#define GET_OP_CLASSES
#include "tpfuse/Dialect/TP/IR/TPOps.h.inc"

namespace tpfuse::tp {

/// Builds the RMSNorm of `input`, adding `residual` unless it is null: the
/// fused form when `input` owes a sum (is a !tp.partial), the plain form
/// otherwise. Its results have the type of the whole input, then the
/// quantized values and scales `quantization` gives, if any. Without a
/// residual, `numerics.residualAdd` is not used.
RmsNormOpInterface createRmsNorm(mlir::OpBuilder &builder, mlir::Location loc,
                                 mlir::Value input, mlir::Value residual,
                                 mlir::Value weight,
                                 const RmsNormNumerics &numerics,
                                 const NormQuantization &quantization = {});

/// A fused norm's meaning, spelled out: the sum `owed` (a !tp.partial) paid
/// by tp.all_reduce into a tensor of its own, then the plain norm of that
/// sum. Every layer's decline fallback is built by this one function
/// (tp-decompose-fused-norms, tp-lower-to-runtime), so no layer sums into an
/// output buffer that may not hold the reduced input.
RmsNormOpInterface createPayThenNorm(mlir::OpBuilder &builder,
                                     mlir::Location loc, mlir::Value owed,
                                     mlir::Value residual, mlir::Value weight,
                                     const RmsNormNumerics &numerics,
                                     const NormQuantization &quantization = {});

} // namespace tpfuse::tp

#endif // TPFUSE_DIALECT_TP_IR_TPOPS_H
