//===- TPInterfaces.h - tp dialect interfaces -------------------*- C++ -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPINTERFACES_H
#define TPFUSE_DIALECT_TP_IR_TPINTERFACES_H

#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/APFloat.h"

namespace tpfuse::tp::detail {

/// The verifier of every op of the RMSNorm family.
mlir::LogicalResult verifyRmsNormOp(mlir::Operation *op);

} // namespace tpfuse::tp::detail

#include "tpfuse/Dialect/TP/IR/TPInterfaces.h.inc"

#endif // TPFUSE_DIALECT_TP_IR_TPINTERFACES_H
