//===- TPAttrs.cpp - tp dialect attributes --------------------------------===//

#include "tpfuse/Dialect/TP/IR/TPAttrs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tpfuse::tp;

#define GET_ATTRDEF_CLASSES
#include "tpfuse/Dialect/TP/IR/TPAttrs.cpp.inc"

LogicalResult GroupAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                StringRef name, int64_t size) {
  if (name.empty())
    return emitError() << "group name must not be empty";
  if (size < 1)
    return emitError() << "group size must be at least 1, got " << size;
  return success();
}

void TPDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tpfuse/Dialect/TP/IR/TPAttrs.cpp.inc"
      >();
}
