//===- CheckLlvmOnly.cpp - Lowered modules hold LLVM dialect ops only -----===//
//
// tp-aot-pipeline's output goes to mlir-translate, which rejects any op it
// cannot translate. Conversions leave an op they have no pattern for in
// place and still succeed, so the pipeline checks the result itself.
//
//===----------------------------------------------------------------------===//

#include "LlvmTypes.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinDialect.h"
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

/// Whether mlir-translate loads the dialect of `attribute` or `type` (the
/// dialects it registers for --mlir-to-llvmir that tp-aot-pipeline's output
/// may use), so that it parses.
bool translates(Dialect &dialect) {
  return isa<BuiltinDialect, LLVM::LLVMDialect, NVVM::NVVMDialect,
             gpu::GPUDialect, DLTIDialect>(dialect);
}

/// The first attribute or type in `op`'s attributes and result types of a
/// dialect mlir-translate does not load, if any.
std::optional<std::string> foreignAttribute(Operation *op) {
  std::optional<std::string> found;
  auto note = [&](auto attributeOrType) {
    if (found || translates(attributeOrType.getDialect()))
      return WalkResult::advance();
    std::string printed;
    llvm::raw_string_ostream(printed) << attributeOrType;
    found = std::move(printed);
    return WalkResult::interrupt();
  };
  AttrTypeWalker walker;
  walker.addWalk([&](Attribute attribute) { return note(attribute); });
  walker.addWalk([&](Type type) { return note(type); });
  for (NamedAttribute attribute : op->getAttrs())
    if (walker.walk(attribute.getValue()).wasInterrupted())
      return found;
  for (Type type : op->getResultTypes())
    if (walker.walk(type).wasInterrupted())
      return found;
  return found;
}

struct TPCheckLlvmOnlyPass
    : public tpfuse::impl::TPCheckLlvmOnlyBase<TPCheckLlvmOnlyPass> {
  void runOnOperation() override {
    // The first op of each name, and how many there are.
    llvm::MapVector<OperationName, std::pair<Operation *, unsigned>> left;
    bool foreign = false;
    getOperation()->walk([&](Operation *op) {
      if (translates(op)) {
        if (std::optional<std::string> attribute = foreignAttribute(op)) {
          op->emitError() << "'" << *attribute
                          << "' is left after lowering to the LLVM dialect: "
                             "mlir-translate does not know its dialect";
          foreign = true;
        } else if (std::optional<Type> type = tpfuse::firstNonLlvmType(op)) {
          op->emitError() << "type " << *type
                          << " has no counterpart in LLVM IR: mlir-translate "
                             "cannot translate it";
          foreign = true;
        }
        return;
      }
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
    if (!left.empty() || foreign)
      signalPassFailure();
  }
};

} // namespace
