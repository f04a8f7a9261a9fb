//===- StridedCopiesToLinalg.cpp - Copies of strided buffers as loops -----===//
//
// On the CUDA target every memref.copy becomes a gpu.memcpy, which copies
// one contiguous range; on the CPU, upstream lowers a copy of a strided
// buffer to a call of memrefCopy, which only MLIR's runner-utils library
// defines. Bufferization also copies into and out of strided views
// (tensor.concat, tensor.insert_slice, casts): those become linalg.copy, and
// with it loops (a kernel on the GPU).
//
//===----------------------------------------------------------------------===//

#include "GpuMemcpy.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "tpfuse/Pipelines/Passes.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPSTRIDEDCOPIESTOLINALG
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

struct TPStridedCopiesToLinalgPass
    : public tpfuse::impl::TPStridedCopiesToLinalgBase<
          TPStridedCopiesToLinalgPass> {
  void runOnOperation() override {
    SmallVector<memref::CopyOp> copies;
    getOperation().walk([&](memref::CopyOp copy) {
      // linalg.copy needs ranks; an unranked copy is left for
      // tp-place-on-device to refuse.
      Type source = copy.getSource().getType(),
           target = copy.getTarget().getType();
      if (isa<MemRefType>(source) && isa<MemRefType>(target) &&
          !(tpfuse::isOneContiguousRange(source) &&
            tpfuse::isOneContiguousRange(target)))
        copies.push_back(copy);
    });
    for (memref::CopyOp copy : copies) {
      OpBuilder builder(copy);
      linalg::CopyOp::create(builder, copy.getLoc(), copy.getSource(),
                             copy.getTarget());
      copy.erase();
    }
  }
};

} // namespace
