//===- tpfuse-consumer-opt.cpp - An opt tool on an installed tpfuse -------===//
//
// What a compiler embedding tpfuse starts from: the upstream dialects its
// input uses, the tp dialect and the tp passes, registered through the
// installed headers and libraries (find_package(TPFuse)).
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"
#include "tpfuse/InitTPFuse.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                  mlir::linalg::LinalgDialect, mlir::tensor::TensorDialect>();
  tpfuse::registerAllDialects(registry);
  tpfuse::registerAllPasses();
  // The generated dialect class, from the installed .inc headers.
  if (!registry.getDialectAllocator(
          tpfuse::tp::TPDialect::getDialectNamespace()))
    return 1;
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "an opt tool on an installed tpfuse\n", registry));
}
