//===- RuntimeBuilder.cpp - Building blocks of runtime calls --------------===//

#include "tpfuse/Conversion/RuntimeCommon/RuntimeBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tpfuse;

bool tpfuse::isRuntimeDtype(Type elementType) {
  return elementType.isBF16() || elementType.isF16() || elementType.isF32();
}

tpfuse_dtype tpfuse::dtypeOf(Type elementType) {
  if (elementType.isBF16())
    return TPFUSE_DTYPE_BF16;
  if (elementType.isF16())
    return TPFUSE_DTYPE_F16;
  assert(elementType.isF32() && "the runtime computes on bf16, f16 and f32");
  return TPFUSE_DTYPE_F32;
}

int64_t tpfuse::elementBytesOf(Type elementType) {
  if (elementType.isIndex())
    return 8;
  if (elementType.isIntOrFloat())
    return llvm::divideCeil(elementType.getIntOrFloatBitWidth(), 8);
  if (auto complex = dyn_cast<ComplexType>(elementType))
    return 2 * elementBytesOf(complex.getElementType());
  return 1;
}

std::optional<int64_t> tpfuse::staticByteSize(ShapedType type) {
  std::optional<int64_t> bytes = elementBytesOf(type.getElementType());
  for (int64_t size : type.getShape())
    if (bytes && !ShapedType::isDynamic(size))
      bytes = llvm::checkedMul(*bytes, size);
  return bytes;
}

std::string tpfuse::describeSite(Operation *op, StringRef detail) {
  std::string site = llvm::formatv(
      "@{0}: {1}", op->getParentOfType<func::FuncOp>().getSymName(),
      op->getName().getStringRef());
  if (auto fileLoc = op->getLoc()->findInstanceOf<FileLineColLoc>())
    site += llvm::formatv(" at {0}:{1}:{2}", fileLoc.getFilename().getValue(),
                          fileLoc.getLine(), fileLoc.getColumn());
  return site + ": " + detail.str();
}

Value RuntimeCallBuilder::i32Constant(Location loc, int64_t value) {
  return arith::ConstantIntOp::create(builder, loc, builder.getI32Type(),
                                      value);
}

Value RuntimeCallBuilder::i64Constant(Location loc, int64_t value) {
  return arith::ConstantIntOp::create(builder, loc, builder.getI64Type(),
                                      value);
}

Value RuntimeCallBuilder::f32Constant(Location loc, const APFloat &value) {
  return arith::ConstantFloatOp::create(builder, loc, builder.getF32Type(),
                                        value);
}

Value RuntimeCallBuilder::call(Location loc, const RuntimeEntry &entry,
                               ValueRange args) {
  return calls.call(builder, loc, entry, args);
}

Value RuntimeCallBuilder::messageAddress(Location loc, StringRef text) {
  return calls.messageAddress(builder, loc, text);
}

Value RuntimeCallBuilder::isSuccess(Location loc, Value status) {
  return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, status,
                               i32Constant(loc, TPFUSE_SUCCESS));
}

Value RuntimeCallBuilder::succeededSoFar(Location loc) {
  return isSuccess(loc, memref::LoadOp::create(builder, loc, runtime.status));
}

void RuntimeCallBuilder::guarded(Location loc, function_ref<Value()> body) {
  auto guard = scf::IfOp::create(builder, loc, succeededSoFar(loc),
                                 /*withElseRegion=*/false);
  OpBuilder::InsertionGuard insertion(builder);
  builder.setInsertionPointToStart(guard.thenBlock());
  memref::StoreOp::create(builder, loc, body(), runtime.status);
}

Value RuntimeCallBuilder::guardedFlag(
    Location loc, function_ref<std::pair<Value, Value>()> body) {
  auto guard = scf::IfOp::create(builder, loc, builder.getI1Type(),
                                 succeededSoFar(loc), /*withElseRegion=*/true);
  OpBuilder::InsertionGuard insertion(builder);
  builder.setInsertionPointToStart(guard.thenBlock());
  auto [status, flag] = body();
  memref::StoreOp::create(builder, loc, status, runtime.status);
  scf::YieldOp::create(builder, loc, flag);
  builder.setInsertionPointToStart(guard.elseBlock());
  scf::YieldOp::create(builder, loc,
                       ValueRange{arith::ConstantIntOp::create(
                           builder, loc, builder.getI1Type(), 0)});
  return guard.getResult(0);
}

Value RuntimeCallBuilder::argumentStruct(Location loc,
                                         const RuntimeStruct &layout,
                                         ArrayRef<Value> fields) {
  assert(fields.size() == layout.fields.size() && "a value for each field");
  LLVM::LLVMStructType type = structTypeOf(layout, builder);
  Value slot;
  {
    // At the function's entry: one slot per call site, not per iteration.
    OpBuilder::InsertionGuard insertion(builder);
    builder.setInsertionPointAfter(runtime.status.getDefiningOp());
    Value one = i64Constant(loc, 1);
    slot = LLVM::AllocaOp::create(
        builder, loc, LLVM::LLVMPointerType::get(builder.getContext()), type,
        one);
  }
  Value value = LLVM::PoisonOp::create(builder, loc, type);
  for (auto [position, field] : llvm::enumerate(fields)) {
    assert(field && field.getType() == type.getBody()[position] &&
           "each field of its ABI type");
    value = LLVM::InsertValueOp::create(builder, loc, value, field, position);
  }
  LLVM::StoreOp::create(builder, loc, value, slot);
  return slot;
}

Value RuntimeCallBuilder::addressOf(Location loc, Value buffer) {
  Value index =
      memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, buffer);
  Value address =
      arith::IndexCastOp::create(builder, loc, builder.getI64Type(), index);
  return LLVM::IntToPtrOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext()), address);
}

Value RuntimeCallBuilder::readAddress(Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  Value buffer = bufferization::ToBufferOp::create(
      builder, loc, MemRefType::get(type.getShape(), type.getElementType()),
      tensor, /*read_only=*/true);
  return addressOf(loc, buffer);
}

Value RuntimeCallBuilder::allocateLike(Location loc, Value like) {
  auto type = cast<RankedTensorType>(like.getType());
  return memref::AllocOp::create(
      builder, loc, MemRefType::get(type.getShape(), type.getElementType()),
      tensor::createDynamicDimValues(builder, loc, like));
}

Value RuntimeCallBuilder::resultTensor(Location loc, Value buffer, Type type) {
  return bufferization::ToTensorOp::create(builder, loc, type, buffer,
                                           /*restrict=*/true,
                                           /*writable=*/true);
}

void RuntimeCallBuilder::checkByteSize(Operation *op, Value tensor,
                                       StringRef role) {
  auto type = cast<RankedTensorType>(tensor.getType());
  if (type.hasStaticShape())
    return;
  Location loc = op->getLoc();
  std::optional<int64_t> staticBytes = staticByteSize(type);
  assert(staticBytes && "static sizes are checked by RuntimeAbi::analyze");
  // The sizes are unsigned products here: a negative dimension from a
  // malformed descriptor overflows too.
  Value bytes = i64Constant(loc, *staticBytes);
  Value overflows =
      arith::ConstantIntOp::create(builder, loc, builder.getI1Type(), 0);
  Value zero = i64Constant(loc, 0);
  for (int64_t dim = 0; dim < type.getRank(); ++dim) {
    if (!type.isDynamicDim(dim))
      continue;
    Value size = arith::IndexCastOp::create(
        builder, loc, builder.getI64Type(),
        tensor::DimOp::create(builder, loc, tensor, dim));
    auto product = arith::MulUIExtendedOp::create(builder, loc, bytes, size);
    Value carries = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::ne, product.getHigh(), zero);
    overflows = arith::OrIOp::create(builder, loc, overflows, carries);
    bytes = product.getLow();
  }
  // Above INT64_MAX.
  Value negative = arith::CmpIOp::create(
      builder, loc, arith::CmpIPredicate::slt, bytes, zero);
  overflows = arith::OrIOp::create(builder, loc, overflows, negative);
  auto report =
      scf::IfOp::create(builder, loc, overflows, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard insertion(builder);
  builder.setInsertionPointToStart(report.thenBlock());
  std::string what = describeSite(
      op, llvm::formatv("whether the size in bytes of the {0} overflows "
                        "int64",
                        role)
              .str());
  guarded(loc, [&] {
    return call(
        loc, kCheckSize,
        {messageAddress(loc, what), i64Constant(loc, 1), i64Constant(loc, 0)});
  });
}

Value RuntimeCallBuilder::productOfDimensions(Location loc, Value tensor,
                                              int64_t begin, int64_t end) {
  auto type = cast<RankedTensorType>(tensor.getType());
  int64_t staticProduct = 1;
  Value dynamicProduct;
  for (int64_t dim = begin; dim < end; ++dim) {
    if (!type.isDynamicDim(dim)) {
      std::optional<int64_t> product =
          llvm::checkedMul(staticProduct, type.getDimSize(dim));
      assert(product && "static sizes are checked by RuntimeAbi::analyze");
      staticProduct = *product;
      continue;
    }
    Value size = arith::IndexCastOp::create(
        builder, loc, builder.getI64Type(),
        tensor::DimOp::create(builder, loc, tensor, dim));
    dynamicProduct =
        dynamicProduct
            ? arith::MulIOp::create(builder, loc, dynamicProduct, size)
            : size;
  }
  if (!dynamicProduct)
    return i64Constant(loc, staticProduct);
  if (staticProduct == 1)
    return dynamicProduct;
  return arith::MulIOp::create(builder, loc, dynamicProduct,
                               i64Constant(loc, staticProduct));
}

void RuntimeCallBuilder::checkSize(Location loc, StringRef what, Value size,
                                   Value expected) {
  // Matching sizes cost a comparison (which folds away where they are one
  // value), not a call on every run.
  Value differs = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ne,
                                        size, expected);
  auto mismatch =
      scf::IfOp::create(builder, loc, differs, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard insertion(builder);
  builder.setInsertionPointToStart(mismatch.thenBlock());
  guarded(loc, [&] {
    auto asI64 = [&](Value index) {
      return arith::IndexCastOp::create(builder, loc, builder.getI64Type(),
                                        index);
    };
    return call(loc, kCheckSize,
                {messageAddress(loc, what), asI64(size), asI64(expected)});
  });
}

SmallVector<std::pair<Value, Value>>
RuntimeCallBuilder::checkDynamicSizes(Operation *op, Value actual,
                                      Value expected, StringRef role) {
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(expected.getType());
  SmallVector<std::pair<Value, Value>> compared;
  for (int64_t dim = 0; dim < type.getRank(); ++dim) {
    if (!type.isDynamicDim(dim))
      continue;
    Value actualSize = tensor::DimOp::create(builder, loc, actual, dim);
    Value expectedSize = tensor::DimOp::create(builder, loc, expected, dim);
    std::string what = describeSite(
        op, llvm::formatv("dimension {0} of the {1}", dim, role).str());
    checkSize(loc, what, actualSize, expectedSize);
    compared.emplace_back(actualSize, expectedSize);
  }
  return compared;
}

Value RuntimeCallBuilder::allEqual(Location loc,
                                   ArrayRef<std::pair<Value, Value>> sizes) {
  Value equal;
  for (auto [lhs, rhs] : sizes) {
    Value same =
        arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, lhs, rhs);
    equal = equal ? arith::AndIOp::create(builder, loc, equal, same) : same;
  }
  return equal;
}
