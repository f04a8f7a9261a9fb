//===- CheckGpuBinaries.cpp - Kernels that call what they do not define ---===//
//
// A kernel compiled to PTX may call a function that nothing defined, e.g.
// libdevice's __nv_expf for math.exp when gpu-module-to-binary did not find
// the CUDA toolkit: the PTX then declares it `.extern .func`, compiles, and
// fails only when the driver loads it, in the running program. This pass
// turns that into a compile-time error.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "tpfuse/Pipelines/Passes.h"
#include "llvm/ADT/StringExtras.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPCHECKGPUBINARIES
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

/// Declared `.extern .func` in PTX, but resolved by the driver when it loads
/// the module: device-side printf, malloc/free and assert.
bool isProvidedByDriver(StringRef name) {
  return llvm::is_contained({"vprintf", "malloc", "free", "__assertfail"},
                            name);
}

/// The functions `ptx` declares `.extern .func` that the driver does not
/// provide: called, and defined nowhere.
SmallVector<StringRef> externalFunctions(StringRef ptx) {
  SmallVector<StringRef> names;
  constexpr StringLiteral kExtern = ".extern .func";
  for (size_t at = ptx.find(kExtern); at != StringRef::npos;
       at = ptx.find(kExtern, at + kExtern.size())) {
    StringRef rest = ptx.drop_front(at + kExtern.size()).ltrim();
    // An optional return parameter list: `(.param .b32 func_retval0)`.
    if (rest.consume_front("(")) {
      size_t close = rest.find(')');
      if (close == StringRef::npos)
        break;
      rest = rest.drop_front(close + 1).ltrim();
    }
    StringRef name = rest.take_while([](char c) {
      return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.';
    });
    if (!name.empty() && !isProvidedByDriver(name))
      names.push_back(name);
  }
  return names;
}

struct TPCheckGpuBinariesPass
    : public tpfuse::impl::TPCheckGpuBinariesBase<TPCheckGpuBinariesPass> {
  void runOnOperation() override {
    getOperation().walk([&](gpu::BinaryOp binary) {
      for (Attribute attr : binary.getObjects()) {
        auto object = dyn_cast<gpu::ObjectAttr>(attr);
        if (!object || object.getFormat() != gpu::CompilationTarget::Assembly)
          continue;
        SmallVector<StringRef> missing =
            externalFunctions(object.getObject().getValue());
        if (missing.empty())
          continue;
        binary.emitError()
            << "tp-check-gpu-binaries: the kernels of @" << binary.getSymName()
            << " call " << llvm::join(missing, ", ")
            << ", which nothing defines: the driver would fail to load them. "
               "Math functions come from the CUDA toolkit's libdevice: give "
               "tp-aot-pipeline its path (cuda-toolkit=...), or set "
               "CUDA_HOME";
        signalPassFailure();
      }
    });
  }
};

} // namespace
