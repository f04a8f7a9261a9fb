//===- RuntimeCalls.h - Calls of the runtime's C entries from IR -*- C++
//-*-===//
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
#include "llvm/ADT/StringMap.h"

namespace mlir::func {
class FuncOp;
} // namespace mlir::func

namespace mlir::LLVM {
class GlobalOp;
} // namespace mlir::LLVM

namespace tpfuse {

/// A runtime entry and its C signature in MLIR types. It returns a
/// tpfuse_status (an enum: i32); each letter of `parameters` is one parameter:
/// p(ointer, !llvm.ptr), i(nt or enum, i32), l(int64_t, i64), f(loat, f32).
struct RuntimeEntry {
  llvm::StringLiteral name;
  llvm::StringLiteral parameters;
};

// The letters follow tpfuse/runtime.h.
inline constexpr RuntimeEntry kCommRank{"tpfuse_comm_rank", "pp"};
inline constexpr RuntimeEntry kCommWorldSize{"tpfuse_comm_world_size", "pp"};
inline constexpr RuntimeEntry kCheckSize{"tpfuse_check_size", "pll"};
inline constexpr RuntimeEntry kAllReduce{"tpfuse_all_reduce", "ppplip"};
inline constexpr RuntimeEntry kRmsNorm{"tpfuse_rms_norm", "ppppppllififp"};
inline constexpr RuntimeEntry kFusedAllReduceRmsNorm{
    "tpfuse_fused_all_reduce_rms_norm", "ppppppllififip"};
inline constexpr RuntimeEntry kMatmul{"tpfuse_matmul", "ppppllliiip"};
inline constexpr RuntimeEntry kTakeDeviceCodeError{
    "tpfuse_take_device_code_error", ""};
inline constexpr const RuntimeEntry *kRuntimeEntries[] = {
    &kCommRank, &kCommWorldSize,         &kCheckSize, &kAllReduce,
    &kRmsNorm,  &kFusedAllReduceRmsNorm, &kMatmul,    &kTakeDeviceCodeError};

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
