//===- CheckConstants.cpp - Constants the object can hold -----------------===//
//
// A constant is stored in the object whole, however it is written: a splat
// of 64 GiB is one attribute in the IR, but mlir-translate materializes every
// element and runs out of memory. And upstream verifies no dense_resource
// blob against its type: mlir-translate rejects a smaller one and silently
// truncates a larger one. Both are checked before anything lowers them.
//
//===----------------------------------------------------------------------===//

#include "StoredConstants.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "tpfuse/Pipelines/Passes.h"
#include "llvm/Support/CheckedArithmetic.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPCHECKCONSTANTS
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

/// The bytes an element of `type` takes in memory, if it has a fixed size.
std::optional<int64_t> elementBytes(Type type) {
  if (type.isIndex())
    return 8;
  if (type.isIntOrFloat())
    return llvm::divideCeil(type.getIntOrFloatBitWidth(), 8);
  if (auto complex = dyn_cast<ComplexType>(type))
    if (std::optional<int64_t> part = elementBytes(complex.getElementType()))
      return llvm::checkedMul(*part, int64_t{2});
  return std::nullopt;
}

/// The bytes all elements of `type` take, or nullopt where that does not fit
/// in int64 (or is not known).
std::optional<int64_t> totalBytes(ShapedType type) {
  if (!type.hasStaticShape())
    return std::nullopt;
  std::optional<int64_t> bytes = elementBytes(type.getElementType());
  for (int64_t size : type.getShape()) {
    if (!bytes)
      return std::nullopt;
    bytes = llvm::checkedMul(*bytes, size);
  }
  return bytes;
}

} // namespace

bool tpfuse::checkStoredConstant(Operation *op, ElementsAttr constant,
                                 int64_t maxConstantBytes) {
  auto type = cast<ShapedType>(constant.getType());
  // Upstream accepts a dense_resource of a dynamic shape, which
  // bufferization then makes an invalid memref.global of.
  if (!type.hasStaticShape()) {
    op->emitError() << "a constant of type " << type
                    << " has no static shape: the object cannot hold it";
    return false;
  }
  if (!elementBytes(type.getElementType()))
    return true;
  std::optional<int64_t> bytes = totalBytes(type);
  if (!bytes || *bytes > maxConstantBytes) {
    InFlightDiagnostic diag = op->emitError()
                              << "a constant of type " << type << " takes ";
    if (bytes)
      diag << *bytes << " bytes, more than tp-aot-pipeline's limit of "
           << maxConstantBytes << " (max-constant-bytes)";
    else
      diag << "more bytes than a 64-bit size can count";
    return false;
  }
  auto resource = dyn_cast<DenseResourceElementsAttr>(constant);
  if (!resource)
    return true;
  // Upstream's lowering of a rank-0 memref.global reads its value as a
  // splat, which a dense_resource cannot give: a fatal error.
  if (type.getRank() == 0) {
    op->emitError() << "the dense_resource '"
                    << resource.getRawHandle().getKey() << "' of type " << type
                    << " has rank 0, which upstream's lowering cannot read: "
                       "write the value as dense<...>";
    return false;
  }
  AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  if (!blob) {
    op->emitError() << "the dense_resource '"
                    << resource.getRawHandle().getKey() << "' of type " << type
                    << " has no data";
    return false;
  }
  auto size = static_cast<int64_t>(blob->getData().size());
  if (size != *bytes) {
    op->emitError() << "the dense_resource '"
                    << resource.getRawHandle().getKey() << "' holds " << size
                    << " bytes, but its type " << type << " takes " << *bytes;
    return false;
  }
  return true;
}

namespace {
/// The elements of an LLVM global's type (nested arrays of one scalar), its
/// bytes, and the bytes of its largest nested array (upstream's translation
/// builds an inner array's splat even where an outer extent is 0); nullopt
/// where any is unknown or does not fit in int64.
struct GlobalExtent {
  int64_t elements = 1;
  int64_t bytes = 0;
  int64_t largestArrayBytes = 0;
};

std::optional<GlobalExtent> globalExtent(Type type) {
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
    std::optional<GlobalExtent> element = globalExtent(array.getElementType());
    if (!element || array.getNumElements() > uint64_t(INT64_MAX))
      return std::nullopt;
    auto count = static_cast<int64_t>(array.getNumElements());
    std::optional<int64_t> elements =
        llvm::checkedMul(element->elements, count);
    std::optional<int64_t> bytes = llvm::checkedMul(element->bytes, count);
    if (!elements || !bytes)
      return std::nullopt;
    return GlobalExtent{*elements, *bytes,
                        std::max(*bytes, element->largestArrayBytes)};
  }
  if (!type.isIntOrFloat())
    return std::nullopt;
  return GlobalExtent{1, llvm::divideCeil(type.getIntOrFloatBitWidth(), 8), 0};
}
} // namespace

bool tpfuse::checkStoredGlobal(Operation *op, int64_t maxConstantBytes) {
  auto global = dyn_cast<LLVM::GlobalOp>(op);
  if (!global)
    return true;
  std::optional<GlobalExtent> extent = globalExtent(global.getGlobalType());
  if (!extent) {
    // Other types (structs, pointers) are small; only arrays multiply.
    if (isa<LLVM::LLVMArrayType>(global.getGlobalType())) {
      global.emitError() << "the global's type " << global.getGlobalType()
                         << " takes more bytes than a 64-bit size can count";
      return false;
    }
    return true;
  }
  if (extent->bytes > maxConstantBytes) {
    global.emitError() << "the global's type " << global.getGlobalType()
                       << " takes " << extent->bytes
                       << " bytes, more than tp-aot-pipeline's limit of "
                       << maxConstantBytes << " (max-constant-bytes)";
    return false;
  }
  if (extent->largestArrayBytes > maxConstantBytes) {
    global.emitError() << "the global's type " << global.getGlobalType()
                       << " nests an array of " << extent->largestArrayBytes
                       << " bytes, more than tp-aot-pipeline's limit of "
                       << maxConstantBytes
                       << " (max-constant-bytes), which translating it "
                          "builds even where an outer extent is 0";
    return false;
  }
  auto constant = dyn_cast_or_null<ElementsAttr>(global.getValueOrNull());
  // A dense splat fills any shape; a blob must be the shape's.
  if (!constant || (isa<DenseElementsAttr>(constant) && constant.isSplat()) ||
      constant.getNumElements() == extent->elements)
    return true;
  global.emitError() << "the global's initializer has "
                     << constant.getNumElements() << " elements, but its type "
                     << global.getGlobalType() << " has " << extent->elements;
  return false;
}

namespace {

struct TPCheckConstantsPass
    : public tpfuse::impl::TPCheckConstantsBase<TPCheckConstantsPass> {
  using TPCheckConstantsBase::TPCheckConstantsBase;

  void runOnOperation() override {
    bool passed = true;
    getOperation()->walk([&](Operation *op) {
      passed &= tpfuse::checkStoredGlobal(op, maxConstantBytes);
      op->getAttrDictionary().walk([&](ElementsAttr constant) {
        passed &= tpfuse::checkStoredConstant(op, constant, maxConstantBytes);
      });
    });
    if (!passed)
      signalPassFailure();
  }
};

} // namespace
