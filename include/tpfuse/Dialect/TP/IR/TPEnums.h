//===- TPEnums.h - tp dialect enumerations ----------------------*- C++ -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPENUMS_H
#define TPFUSE_DIALECT_TP_IR_TPENUMS_H

#include "mlir/IR/BuiltinAttributes.h"

#include "tpfuse/Dialect/TP/IR/TPEnums.h.inc"

#endif // TPFUSE_DIALECT_TP_IR_TPENUMS_H
