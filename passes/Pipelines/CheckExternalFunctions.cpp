//===- CheckExternalFunctions.cpp - What the object needs to link ---------===//
//
// docs/AOT.md promises that an object tp-aot-pipeline compiles links against
// the runtime and the C library, plus whatever the input itself declares.
// Upstream's lowerings to the LLVM dialect declare the functions they call
// on their own (e.g. memrefCopy, which only MLIR's runner-utils library
// defines), so the pipeline checks what is left to link.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "tpfuse/Pipelines/Passes.h"
#include "llvm/ADT/StringSet.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPCHECKEXTERNALFUNCTIONS
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

/// What the lowerings may call: the C library's allocator and what
/// cf.assert reports with.
const llvm::StringSet<> cLibraryFunctions = {"malloc", "aligned_alloc", "free",
                                             "abort", "puts"};

/// MLIR's GPU runtime ABI (gpu-to-llvm) as libtpfuse_runtime defines it.
const llvm::StringSet<> gpuRuntimeFunctions = {
    "mgpuEventCreate",       "mgpuEventDestroy",
    "mgpuEventRecord",       "mgpuEventSynchronize",
    "mgpuLaunchKernel",      "mgpuMemAlloc",
    "mgpuMemFree",           "mgpuMemcpy",
    "mgpuMemset16",          "mgpuMemset32",
    "mgpuModuleGetFunction", "mgpuModuleLoad",
    "mgpuModuleLoadJIT",     "mgpuModuleUnload",
    "mgpuSetDefaultDevice",  "mgpuStreamCreate",
    "mgpuStreamDestroy",     "mgpuStreamSynchronize",
    "mgpuStreamWaitEvent"};

struct TPCheckExternalFunctionsPass
    : public tpfuse::impl::TPCheckExternalFunctionsBase<
          TPCheckExternalFunctionsPass> {
  using TPCheckExternalFunctionsBase::TPCheckExternalFunctionsBase;

  bool linksAgainst(LLVM::LLVMFuncOp function) const {
    // A declaration of the input's (or of tp-lower-to-runtime, the runtime's
    // entries) was a private func.func.
    if (SymbolTable::getSymbolVisibility(function) ==
        SymbolTable::Visibility::Private)
      return true;
    StringRef name = function.getSymName();
    return name.starts_with("tpfuse_") || cLibraryFunctions.contains(name) ||
           (cuda && gpuRuntimeFunctions.contains(name));
  }

  void runOnOperation() override {
    bool failed = false;
    for (auto function : getOperation().getOps<LLVM::LLVMFuncOp>()) {
      if (!function.isExternal() || linksAgainst(function))
        continue;
      function.emitError()
          << "the lowering calls '" << function.getSymName()
          << "', which neither the tpfuse runtime nor the C library defines: "
             "tp-aot-pipeline cannot compile this input into an object "
             "that links against them alone";
      failed = true;
    }
    if (failed)
      signalPassFailure();
  }
};

} // namespace
