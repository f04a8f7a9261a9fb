//===- TPEnums.cpp - tp dialect enumerations ------------------------------===//

#include "tpfuse/Dialect/TP/IR/TPEnums.h"

#include "mlir/IR/BuiltinTypes.h"

#include "tpfuse/Dialect/TP/IR/TPEnums.cpp.inc"
