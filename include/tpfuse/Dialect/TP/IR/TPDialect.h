//===- TPDialect.h - The tp dialect -----------------------------*- C++ -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPDIALECT_H
#define TPFUSE_DIALECT_TP_IR_TPDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dialect.h"

#include "tpfuse/Dialect/TP/IR/TPDialect.h.inc"

#endif // TPFUSE_DIALECT_TP_IR_TPDIALECT_H
