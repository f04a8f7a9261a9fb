//===- InitTPFuse.cpp - Register everything tpfuse provides ---------------===//

#include "tpfuse/InitTPFuse.h"

#include "mlir/IR/DialectRegistry.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"
#include "tpfuse/Passes/AotPipeline.h"
#include "tpfuse/Passes/Passes.h"

void tpfuse::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<tp::TPDialect>();
}

void tpfuse::registerAllPasses() {
  registerTPFusePasses();
  registerAotPipeline();
}
