//===- TPTypes.cpp - tp dialect types -------------------------------------===//

#include "tpfuse/Dialect/TP/IR/TPTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tpfuse::tp;

#define GET_TYPEDEF_CLASSES
#include "tpfuse/Dialect/TP/IR/TPTypes.cpp.inc"

bool tpfuse::tp::isSupportedElementType(Type type) {
  return type.isBF16() || type.isF16() || type.isF32();
}

LogicalResult PartialType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  RankedTensorType tensorType,
                                  GroupAttr group) {
  if (!tensorType)
    return emitError() << "a partial sum must wrap a ranked tensor";
  if (!group)
    return emitError() << "a partial sum must name the group it is owed over";
  if (!isSupportedElementType(tensorType.getElementType()))
    return emitError()
           << "owed tensor must have bf16, f16 or f32 elements, got "
           << tensorType.getElementType();
  return success();
}

void TPDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tpfuse/Dialect/TP/IR/TPTypes.cpp.inc"
      >();
}
