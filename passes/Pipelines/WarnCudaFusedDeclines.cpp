//===- WarnCudaFusedDeclines.cpp - Fused norms the GPU kernels decline ----===//
//
// The CUDA backend's fused kernels are instantiated for 2, 4 and 8 ranks
// (runtime/src/cuda/Kernels.h and the kernel tables); a fused norm over
// another group compiles, and declines on every call. The group size is
// known at compile time, so the pipeline says so before it lowers the op.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/BuiltinOps.h"
#include "tpfuse/Dialect/TP/IR/TPInterfaces.h"
#include "tpfuse/Dialect/TP/IR/TPTypes.h"
#include "tpfuse/Pipelines/Passes.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPWARNCUDAFUSEDDECLINES
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;
using namespace tpfuse::tp;

namespace {

/// The world sizes the CUDA backend's fused kernels serve.
bool hasCudaFusedKernel(int64_t worldSize) {
  return worldSize == 2 || worldSize == 4 || worldSize == 8;
}

struct TPWarnCudaFusedDeclinesPass
    : public tpfuse::impl::TPWarnCudaFusedDeclinesBase<
          TPWarnCudaFusedDeclinesPass> {
  void runOnOperation() override {
    getOperation().walk([](RmsNormOpInterface norm) {
      if (!norm.paysSum())
        return;
      GroupAttr group = cast<PartialType>(norm.getInput().getType()).getGroup();
      if (hasCudaFusedKernel(group.getSize()))
        return;
      norm->emitWarning()
          << "the CUDA backend's fused kernels serve 2, 4 or 8 ranks: over "
          << group << " (world size " << group.getSize()
          << ") every call of this fused norm declines at run time, and the "
             "sum is paid by an all-reduce before the unfused norm";
    });
  }
};

} // namespace
