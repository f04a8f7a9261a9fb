//===- Dialects.cpp - C API for the tp dialect ----------------------------===//

#include "tpfuse-c/Dialects.h"

#include "mlir/CAPI/Registration.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"
#include "tpfuse/InitTPFuse.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(TP, tp, tpfuse::tp::TPDialect)

void tpfuseRegisterAllPasses(void) { tpfuse::registerAllPasses(); }
