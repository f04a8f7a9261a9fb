//===- tpfuse-opt.cpp - mlir-opt with tpfuse built in ---------------------===//
//
// Every upstream dialect, pass and extension, the sharding-interface models
// that upstream shard-partition needs, and the tp dialect with its passes.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/Transforms/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Func/Extensions/ShardingExtensions.h"
#include "mlir/Dialect/Linalg/Transforms/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Tosa/IR/ShardingInterfaceImpl.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "tpfuse/InitTPFuse.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  // Without the extensions, convert-to-llvm silently does nothing.
  mlir::registerAllExtensions(registry);
  // gpu-module-to-binary translates the kernels to LLVM IR (tp-aot-pipeline's
  // CUDA target).
  mlir::registerAllGPUToLLVMIRTranslations(registry);
  mlir::arith::registerShardingInterfaceExternalModels(registry);
  mlir::func::registerShardingInterfaceExternalModels(registry);
  mlir::linalg::registerShardingInterfaceExternalModels(registry);
  mlir::tensor::registerShardingInterfaceExternalModels(registry);
  mlir::tosa::registerShardingInterfaceExternalModels(registry);
  tpfuse::registerAllDialects(registry);

  mlir::registerAllPasses();
  tpfuse::registerAllPasses();

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "tpfuse modular optimizer driver\n", registry));
}
