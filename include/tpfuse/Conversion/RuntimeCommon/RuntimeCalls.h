//===- RuntimeCalls.h - Calls of the runtime's C entries -*- C++ -*-===//
//
// The passes that emit calls of libtpfuse_runtime (tp-lower-to-runtime,
// tp-check-out-params) declare its entries and the messages they pass with
// these, so that a module gets one declaration per entry and one constant
// per message text, whichever pass made them.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMECALLS_H
#define TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMECALLS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "tpfuse/Conversion/RuntimeCommon/RuntimeEntries.h"
#include "llvm/ADT/StringMap.h"

namespace mlir::func {
class FuncOp;
} // namespace mlir::func

namespace mlir::LLVM {
class GlobalOp;
class LLVMStructType;
} // namespace mlir::LLVM

namespace tpfuse {

/// `letter` as the MLIR type compiled code passes.
mlir::Type abiTypeOf(char letter, mlir::Builder &builder);

/// `layout` as an LLVM literal struct type.
mlir::LLVM::LLVMStructType structTypeOf(const RuntimeStruct &layout,
                                        mlir::Builder &builder);

/// `entry`'s C signature as a function type.
mlir::FunctionType signatureOf(const RuntimeEntry &entry,
                               mlir::Builder &builder);

/// Emits calls of runtime entries into one module: declares each entry on
/// first use, and each distinct message text once, as a private constant.
/// Each call takes the builder to create with: a conversion pattern's rewriter,
/// so that the conversion driver sees every op it makes.
class RuntimeCalls {
public:
  RuntimeCalls(mlir::ModuleOp module, mlir::SymbolTable &symbolTable)
      : module(module), symbolTable(symbolTable) {}

  /// `entry`, declared in the module on first use.
  mlir::func::FuncOp declare(mlir::OpBuilder &builder,
                             const RuntimeEntry &entry);

  /// A call of `entry` at the builder's insertion point; its status (i32).
  mlir::Value call(mlir::OpBuilder &builder, mlir::Location loc,
                   const RuntimeEntry &entry, mlir::ValueRange args);

  /// The address of a NUL-terminated copy of `text`.
  mlir::Value messageAddress(mlir::OpBuilder &builder, mlir::Location loc,
                             llvm::StringRef text);

  /// Checks that each symbol named like a runtime entry is a declaration of
  /// that entry, so that the calls made here call it.
  mlir::LogicalResult checkEntryDeclarations(llvm::StringRef passName);

private:
  mlir::ModuleOp module;
  mlir::SymbolTable &symbolTable;
  llvm::StringMap<mlir::LLVM::GlobalOp> messages;
};

} // namespace tpfuse

#endif // TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMECALLS_H
