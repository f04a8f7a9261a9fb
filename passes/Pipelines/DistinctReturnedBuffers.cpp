//===- DistinctReturnedBuffers.cpp - One buffer per returned result -------===//
//
// Upstream's buffer-results-to-out-params{hoist-static-allocs} crashes when
// a function returns one allocation twice (a tensor returned twice, after
// bufferization). Each result but the first of one buffer gets a copy of
// its own, which the hoisting then writes straight into the caller's buffer.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "tpfuse/Pipelines/Passes.h"
#include "llvm/ADT/DenseSet.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPDISTINCTRETURNEDBUFFERS
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

struct TPDistinctReturnedBuffersPass
    : public tpfuse::impl::TPDistinctReturnedBuffersBase<
          TPDistinctReturnedBuffersPass> {
  void runOnOperation() override {
    getOperation().walk([](func::ReturnOp ret) {
      llvm::SmallDenseSet<Value> returned;
      OpBuilder builder(ret);
      for (OpOperand &operand : ret->getOpOperands()) {
        Value value = operand.get();
        auto type = dyn_cast<MemRefType>(value.getType());
        if (returned.insert(value).second || !type ||
            !type.getLayout().isIdentity())
          continue;
        SmallVector<Value> sizes;
        for (int64_t dim = 0; dim < type.getRank(); ++dim)
          if (type.isDynamicDim(dim))
            sizes.push_back(
                memref::DimOp::create(builder, ret.getLoc(), value, dim));
        Value copy =
            memref::AllocOp::create(builder, ret.getLoc(), type, sizes);
        memref::CopyOp::create(builder, ret.getLoc(), value, copy);
        operand.set(copy);
      }
    });
  }
};

} // namespace
