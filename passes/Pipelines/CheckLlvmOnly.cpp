//===- CheckLlvmOnly.cpp - Lowered modules hold LLVM dialect ops only -----===//
//
// tp-aot-pipeline's output goes to mlir-translate, which rejects any op it
// cannot translate. Conversions leave an op they have no pattern for in
// place and still succeed, so the pipeline checks the result itself.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "tpfuse/Pipelines/Passes.h"
#include "llvm/ADT/MapVector.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPCHECKLLVMONLY
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

/// Whether mlir-translate translates `op` to LLVM IR: the LLVM and NVVM
/// dialects, modules, and the GPU binaries and launches of the CUDA target.
bool translates(Operation *op) {
  return isa<ModuleOp, gpu::BinaryOp, gpu::LaunchFuncOp>(op) ||
         isa<LLVM::LLVMDialect, NVVM::NVVMDialect>(op->getDialect());
}

struct TPCheckLlvmOnlyPass
    : public tpfuse::impl::TPCheckLlvmOnlyBase<TPCheckLlvmOnlyPass> {
  void runOnOperation() override {
    // The first op of each name, and how many there are.
    llvm::MapVector<OperationName, std::pair<Operation *, unsigned>> left;
    getOperation()->walk([&](Operation *op) {
      if (translates(op))
        return;
      auto [it, inserted] = left.try_emplace(op->getName(), op, 0);
      ++it->second.second;
    });
    for (auto &[name, first] : left) {
      auto [op, count] = first;
      InFlightDiagnostic diag =
          op->emitError() << "'" << name
                          << "' is left after lowering to the LLVM dialect: "
                             "tp-aot-pipeline cannot compile it";
      if (count > 1)
        diag << " (" << count - 1 << " more like it)";
    }
    if (!left.empty())
      signalPassFailure();
  }
};

} // namespace
