//===- DropParallelConfig.cpp - A lowered module states no configuration --===//
//
// tp.parallel_config is an attribute of the tp dialect, which mlir-translate
// cannot parse; once tp-aot-pipeline has lowered the module, nothing reads it.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/BuiltinOps.h"
#include "tpfuse/Analysis/ParallelConfig.h"
#include "tpfuse/Pipelines/Passes.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPDROPPARALLELCONFIG
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

struct TPDropParallelConfigPass
    : public tpfuse::impl::TPDropParallelConfigBase<TPDropParallelConfigPass> {
  void runOnOperation() override {
    getOperation()->removeAttr(tpfuse::ParallelConfig::kAttrName);
  }
};

} // namespace
