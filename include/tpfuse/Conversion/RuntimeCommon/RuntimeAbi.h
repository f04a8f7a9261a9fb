//===- RuntimeAbi.h - Functions that call the tpfuse runtime ----*- C++ -*-===//
//
// A function whose lowered code calls the runtime, directly or through a
// call, gets the runtime ABI: the communicator (a tpfuse_comm *) as a leading
// argument, then optionally the stream, and a trailing i32 result, the status:
// TPFUSE_SUCCESS or the first status that was not. Inside, the status lives
// in a memref<i32> slot; every runtime call runs only while it holds
// TPFUSE_SUCCESS, so a rank that failed never enters another collective.
//
// The conversions to the runtime (tp-lower-to-runtime,
// tp-lower-matmul-to-runtime) give functions this ABI through the patterns
// here, as part of their dialect conversion; the passes of tp-aot-pipeline
// that run on what they produce find it by the attributes below.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMEABI_H
#define TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMEABI_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"
#include "tpfuse/Conversion/RuntimeCommon/RuntimeCalls.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringRef.h"

namespace tpfuse {

/// The unit attribute on the stream argument of a function lowered with
/// stream-argument=true, where tp-place-on-device finds it.
inline constexpr llvm::StringLiteral kStreamAttrName = "tp.stream";

/// The unit attribute on each function with the runtime ABI (communicator in,
/// status as the last result), where later passes find them
/// (tp-check-out-params).
inline constexpr llvm::StringLiteral kRuntimeAbiAttrName = "tp.runtime_abi";

/// The unit attribute on the memref<i32> alloca that holds the status of a
/// function with the runtime ABI, where a later conversion finds it.
inline constexpr llvm::StringLiteral kStatusSlotAttrName = "tp.status_slot";

/// What the runtime calls in one function with the runtime ABI use.
struct FunctionRuntime {
  /// The tpfuse_comm * argument.
  mlir::Value comm;
  /// The stream argument, or a null pointer.
  mlir::Value stream;
  /// A null pointer, for optional runtime arguments.
  mlir::Value null;
  /// memref<i32>: TPFUSE_SUCCESS, or the first status that was not.
  mlir::Value status;
};

struct RuntimeAbiOptions {
  /// Pass the stream of the runtime calls as a second leading argument.
  bool streamArgument = false;
  /// Fold tpfuse_take_device_code_error() into the status a C entry point
  /// returns.
  bool deviceCodeStatus = false;
};

/// The runtime ABI within one dialect conversion of a module: which functions
/// get it, the patterns that give it to them, and their runtime values for
/// the patterns that lower their ops.
class RuntimeAbi {
public:
  RuntimeAbi(mlir::ModuleOp module, llvm::StringRef passName,
             RuntimeAbiOptions options);

  /// Finds the functions that need the runtime, those with an op for which
  /// `callsRuntime` holds and their callers, and checks that each can get
  /// the ABI (only func.call from a func.func may refer to it). Reads the
  /// world size the module is compiled for. Rejects a tensor or memref whose
  /// static dimensions alone take more bytes than int64 counts.
  mlir::LogicalResult
  analyze(llvm::function_ref<bool(mlir::Operation *)> callsRuntime);

  /// Whether `function` gets the ABI in this conversion.
  bool gains(mlir::func::FuncOp function) const {
    return gaining.contains(function);
  }

  /// The runtime values of `function`, which has the ABI or gets it in this
  /// conversion. For the latter, valid once the function itself has been
  /// converted: the driver converts an op before those it holds.
  FunctionRuntime runtimeOf(mlir::OpBuilder &builder,
                            mlir::func::FuncOp function);

  RuntimeCalls &getCalls() { return calls; }
  llvm::StringRef getPassName() const { return passName; }

  /// Adds the patterns that convert func.func, func.call and func.return
  /// (types by `typeConverter`, and the ABI), the structural type
  /// conversions of scf and branches, and their legality.
  void populateConversion(const mlir::TypeConverter &typeConverter,
                          mlir::RewritePatternSet &patterns,
                          mlir::ConversionTarget &target);

private:
  friend struct FuncAbiLowering;
  friend struct CallAbiLowering;
  friend struct ReturnAbiLowering;

  mlir::LogicalResult checkStaticSizes();
  mlir::LogicalResult readWorldSize();
  mlir::LogicalResult checkReferences();
  unsigned leadingArguments() const { return options.streamArgument ? 2 : 1; }
  /// Creates the status slot and the entry checks of `function` at the start
  /// of `entry`, its converted entry block.
  void buildEntry(mlir::OpBuilder &builder, mlir::func::FuncOp function,
                  mlir::Block &entry);

  mlir::ModuleOp module;
  std::string passName;
  RuntimeAbiOptions options;
  mlir::SymbolTable symbolTable;
  RuntimeCalls calls;
  /// The size of every group, which the communicator must have.
  std::optional<int64_t> worldSize;
  /// The functions that get the ABI in this conversion, with their number of
  /// inputs and results before it.
  llvm::SetVector<mlir::func::FuncOp> gaining;
  llvm::DenseMap<mlir::func::FuncOp, std::pair<unsigned, unsigned>>
      originalArity;
  llvm::DenseMap<mlir::func::FuncOp, FunctionRuntime> runtimes;
};

/// A pattern of a conversion to the runtime: it lowers `Op` in functions with
/// the runtime ABI of `abi`.
template <typename Op>
struct RuntimeConversionPattern : public mlir::OpConversionPattern<Op> {
  RuntimeConversionPattern(const mlir::TypeConverter &converter,
                           mlir::MLIRContext *context, RuntimeAbi &abi)
      : mlir::OpConversionPattern<Op>(converter, context), abi(abi) {}

  /// The runtime of the function that holds `op`.
  FunctionRuntime runtimeOf(mlir::Operation *op,
                            mlir::OpBuilder &builder) const {
    return abi.runtimeOf(builder, op->getParentOfType<mlir::func::FuncOp>());
  }

  RuntimeAbi &abi;
};

} // namespace tpfuse

#endif // TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMEABI_H
