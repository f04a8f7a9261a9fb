//===- TPAttrs.h - tp dialect attributes ------------------------*- C++ -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPATTRS_H
#define TPFUSE_DIALECT_TP_IR_TPATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "tpfuse/Dialect/TP/IR/TPEnums.h"

#define GET_ATTRDEF_CLASSES
#include "tpfuse/Dialect/TP/IR/TPAttrs.h.inc"

#endif // TPFUSE_DIALECT_TP_IR_TPATTRS_H
