//===- StoredConstants.h - Constants an object can hold ---------*- C++ -*-===//
//
// What tp-check-constants checks of each elements constant, which
// tp-check-translation also asks before translating: upstream's translation
// crashes on a dense_resource of a dynamic shape rather than failing.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_PASSES_PIPELINES_STOREDCONSTANTS_H
#define TPFUSE_PASSES_PIPELINES_STOREDCONSTANTS_H

#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/Operation.h"

#include <cstdint>

namespace tpfuse {

/// Whether `constant`, an attribute of `op`, can be stored in an object: a
/// static shape, at most `maxConstantBytes` bytes, and a dense_resource blob
/// of exactly its type's size. Emits an error at `op` saying why not.
bool checkStoredConstant(mlir::Operation *op, mlir::ElementsAttr constant,
                         int64_t maxConstantBytes);

/// Whether the LLVM global `global` can be stored in an object: its type at
/// most `maxConstantBytes` bytes, and a constant initializer that is a
/// splat or has as many elements as the type (upstream's translation would
/// build a huge splat, or crash on a blob of another count). Emits an error
/// at `global` saying why not.
bool checkStoredGlobal(mlir::Operation *global, int64_t maxConstantBytes);

} // namespace tpfuse

#endif // TPFUSE_PASSES_PIPELINES_STOREDCONSTANTS_H
