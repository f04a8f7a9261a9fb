//===- TPTypes.h - tp dialect types -----------------------------*- C++ -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPTYPES_H
#define TPFUSE_DIALECT_TP_IR_TPTYPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Types.h"
#include "tpfuse/Dialect/TP/IR/TPAttrs.h"

#define GET_TYPEDEF_CLASSES
#include "tpfuse/Dialect/TP/IR/TPTypes.h.inc"

namespace tpfuse::tp {

/// Whether `type` is an element type the tp dialect reduces and normalizes
/// (bf16, f16 or f32).
bool isSupportedElementType(mlir::Type type);

} // namespace tpfuse::tp

#endif // TPFUSE_DIALECT_TP_IR_TPTYPES_H
