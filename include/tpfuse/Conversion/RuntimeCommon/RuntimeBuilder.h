//===- RuntimeBuilder.h - Building blocks of runtime calls ------*- C++ -*-===//
//
// What the patterns of the conversions to the runtime build around each
// call: buffers and addresses of tensors, the status guard, size checks that
// report through tpfuse_check_size.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMEBUILDER_H
#define TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMEBUILDER_H

#include "mlir/IR/Builders.h"
#include "tpfuse/Conversion/RuntimeCommon/RuntimeAbi.h"
#include "tpfuse/runtime.h"

#include <optional>

namespace tpfuse {

/// Whether the runtime computes on `elementType`: bf16, f16 or f32.
bool isRuntimeDtype(mlir::Type elementType);

/// The runtime's name for `elementType`, one of bf16, f16 and f32.
tpfuse_dtype dtypeOf(mlir::Type elementType);

/// The bytes an element of `elementType` takes in a buffer; 1 for a type
/// whose size is not known here (the count of elements is checked then).
int64_t elementBytesOf(mlir::Type elementType);

/// The size in bytes of a buffer of `type` counting its static dimensions
/// only, or none if it does not fit in int64: a buffer the lowered code could
/// not address.
std::optional<int64_t> staticByteSize(mlir::ShapedType type);

/// "@f: op.name at file:line:col: <detail>", what a size check reports.
std::string describeSite(mlir::Operation *op, llvm::StringRef detail);

/// Builds runtime calls and what they need at the builder's insertion point,
/// in one function with the runtime ABI.
class RuntimeCallBuilder {
public:
  RuntimeCallBuilder(mlir::OpBuilder &builder, RuntimeCalls &calls,
                     const FunctionRuntime &runtime)
      : builder(builder), calls(calls), runtime(runtime) {}

  const FunctionRuntime &getRuntime() const { return runtime; }

  mlir::Value i32Constant(mlir::Location loc, int64_t value);
  mlir::Value i64Constant(mlir::Location loc, int64_t value);
  /// `value`, an f32.
  mlir::Value f32Constant(mlir::Location loc, const llvm::APFloat &value);

  /// A call of `entry`; its status.
  mlir::Value call(mlir::Location loc, const RuntimeEntry &entry,
                   mlir::ValueRange args);
  mlir::Value messageAddress(mlir::Location loc, llvm::StringRef text);

  /// Whether `status` (an i32) is TPFUSE_SUCCESS.
  mlir::Value isSuccess(mlir::Location loc, mlir::Value status);
  /// Whether the function's status is TPFUSE_SUCCESS so far.
  mlir::Value succeededSoFar(mlir::Location loc);

  /// Runs `body` only while the function's status is TPFUSE_SUCCESS, and
  /// stores the status `body` returns.
  void guarded(mlir::Location loc, llvm::function_ref<mlir::Value()> body);
  /// As guarded, for a `body` that returns {status, flag}: the flag (an i1),
  /// false when `body` did not run.
  mlir::Value
  guardedFlag(mlir::Location loc,
              llvm::function_ref<std::pair<mlir::Value, mlir::Value>()> body);

  /// The address of a `layout` struct holding `fields` (one value of each
  /// field's ABI type, in order), for an entry to read: a stack slot made
  /// once, at the function's entry, and filled here.
  mlir::Value argumentStruct(mlir::Location loc, const RuntimeStruct &layout,
                             mlir::ArrayRef<mlir::Value> fields);

  /// The address of `buffer`'s first element: its aligned pointer (the
  /// buffers here have the identity layout, hence offset 0).
  mlir::Value addressOf(mlir::Location loc, mlir::Value buffer);
  /// The address of `tensor`'s data, which the runtime only reads: the
  /// tensor's own buffer, not a copy.
  mlir::Value readAddress(mlir::Location loc, mlir::Value tensor);
  /// A new buffer shaped like the tensor `like`, for the runtime to write.
  mlir::Value allocateLike(mlir::Location loc, mlir::Value like);
  /// The result the runtime wrote into `buffer`, as a tensor that owns it.
  mlir::Value resultTensor(mlir::Location loc, mlir::Value buffer,
                           mlir::Type type);

  /// Reports through tpfuse_check_size into the status when the size in
  /// bytes of `tensor`, a dynamically shaped operand of `op` (its `role`),
  /// does not fit in int64, so that no runtime call runs on sizes that
  /// wrapped. Statically shaped tensors are checked at compile time
  /// (RuntimeAbi::analyze).
  void checkByteSize(mlir::Operation *op, mlir::Value tensor,
                     llvm::StringRef role);

  /// The product of `tensor`'s dimensions in [begin, end), as an i64. The
  /// product of the static ones fits (RuntimeAbi::analyze); the dynamic ones
  /// fit when checkByteSize passed.
  mlir::Value productOfDimensions(mlir::Location loc, mlir::Value tensor,
                                  int64_t begin, int64_t end);

  /// Reports `size` != `expected` (index values) through tpfuse_check_size
  /// into the status; equal sizes cost a comparison, not a call.
  void checkSize(mlir::Location loc, llvm::StringRef what, mlir::Value size,
                 mlir::Value expected);
  /// Checks that the dynamic dimensions of `actual` equal those of
  /// `expected` (tensors of one type), naming `role` of `op` in the message.
  /// Returns the pairs of sizes compared.
  llvm::SmallVector<std::pair<mlir::Value, mlir::Value>>
  checkDynamicSizes(mlir::Operation *op, mlir::Value actual,
                    mlir::Value expected, llvm::StringRef role);
  /// Whether every pair of sizes is equal (null for no pair).
  mlir::Value
  allEqual(mlir::Location loc,
           llvm::ArrayRef<std::pair<mlir::Value, mlir::Value>> sizes);

private:
  mlir::OpBuilder &builder;
  RuntimeCalls &calls;
  const FunctionRuntime &runtime;
};

} // namespace tpfuse

#endif // TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMEBUILDER_H
