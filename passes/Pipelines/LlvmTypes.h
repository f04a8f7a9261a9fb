//===- LlvmTypes.h - Types LLVM IR has --------------------------*- C++ -*-===//
//
// The LLVM dialect's verifiers accept types that LLVM IR has no counterpart
// for in places (e.g. !llvm.array<4 x index>), and the translation to LLVM IR
// then crashes on them (Debian's mlir-translate too). tp-check-llvm-only
// reports them and tp-check-translation refuses to translate them; both ask
// this.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_PASSES_PIPELINES_LLVMTYPES_H
#define TPFUSE_PASSES_PIPELINES_LLVMTYPES_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"

#include <optional>

namespace tpfuse {

/// The first type of `op` (an op of the LLVM dialect) that LLVM IR has no
/// counterpart for: of its results, operands, block arguments or type
/// attributes (a global's type, a function's signature).
inline std::optional<mlir::Type> firstNonLlvmType(mlir::Operation *op) {
  if (!mlir::isa<mlir::LLVM::LLVMDialect>(op->getDialect()))
    return std::nullopt;
  auto check = [](mlir::Type type) -> std::optional<mlir::Type> {
    if (mlir::LLVM::isCompatibleType(type))
      return std::nullopt;
    return type;
  };
  for (mlir::Type type : op->getResultTypes())
    if (auto bad = check(type))
      return bad;
  for (mlir::Type type : op->getOperandTypes())
    if (auto bad = check(type))
      return bad;
  for (mlir::Region &region : op->getRegions())
    for (mlir::Block &block : region)
      for (mlir::Type type : block.getArgumentTypes())
        if (auto bad = check(type))
          return bad;
  for (mlir::NamedAttribute attribute : op->getAttrs())
    if (auto type = mlir::dyn_cast<mlir::TypeAttr>(attribute.getValue()))
      if (auto bad = check(type.getValue()))
        return bad;
  return std::nullopt;
}

} // namespace tpfuse

#endif // TPFUSE_PASSES_PIPELINES_LLVMTYPES_H
