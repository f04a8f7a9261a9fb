//===- TPFusePlugin.cpp - tpfuse as an mlir-opt plugin --------------------===//
//
// `mlir-opt --load-dialect-plugin=TPFusePlugin.so
//           --load-pass-plugin=TPFusePlugin.so`
// Never load it into a tool that already links tpfuse (tpfuse-opt): the tp
// dialect would then be registered twice.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "tpfuse/InitTPFuse.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

/// mlir-opt looks these up by name: they must stay visible.
extern "C" LLVM_ATTRIBUTE_WEAK LLVM_ALWAYS_EXPORT mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "TPFuse", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            tpfuse::registerAllDialects(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK LLVM_ALWAYS_EXPORT mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "TPFuse", LLVM_VERSION_STRING,
          []() { tpfuse::registerAllPasses(); }};
}
