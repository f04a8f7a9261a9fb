//===- InitTPFuse.cpp - Register everything tpfuse provides ---------------===//

#include "tpfuse/InitTPFuse.h"

#include "mlir/IR/DialectRegistry.h"
#include "tpfuse/Analysis/Passes.h"
#include "tpfuse/Conversion/Passes.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"
#include "tpfuse/Pipelines/AotPipeline.h"
#include "tpfuse/Pipelines/Passes.h"
#include "tpfuse/Transforms/Passes.h"

void tpfuse::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<tp::TPDialect>();
}

void tpfuse::registerAllPasses() {
  registerTPFuseAnalysisPasses();
  registerTPFuseTransformsPasses();
  registerTPFuseConversionPasses();
  registerTPFusePipelinesPasses();
  registerAotPipeline();
}
