//===- RuntimeCalls.cpp - Calls of the runtime's C entries from IR --------===//

#include "tpfuse/Conversion/RuntimeCommon/RuntimeCalls.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace tpfuse;

Type tpfuse::abiTypeOf(char letter, Builder &builder) {
  switch (letter) {
  case 'p':
    return LLVM::LLVMPointerType::get(builder.getContext());
  case 'i':
    return builder.getI32Type();
  case 'l':
    return builder.getI64Type();
  case 'f':
    return builder.getF32Type();
  }
  llvm_unreachable("unknown ABI letter");
}

FunctionType tpfuse::signatureOf(const RuntimeEntry &entry, Builder &builder) {
  SmallVector<Type> parameters;
  for (char letter : entry.parameters)
    parameters.push_back(abiTypeOf(letter, builder));
  return builder.getFunctionType(parameters, builder.getI32Type());
}

LLVM::LLVMStructType tpfuse::structTypeOf(const RuntimeStruct &layout,
                                          Builder &builder) {
  SmallVector<Type> fields;
  for (char letter : layout.fields)
    fields.push_back(abiTypeOf(letter, builder));
  return LLVM::LLVMStructType::getLiteral(builder.getContext(), fields);
}

func::FuncOp RuntimeCalls::declare(OpBuilder &builder,
                                   const RuntimeEntry &entry) {
  if (auto existing = symbolTable.lookup<func::FuncOp>(entry.name))
    return existing;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(module.getBody());
  auto declaration = func::FuncOp::create(builder, module.getLoc(), entry.name,
                                          signatureOf(entry, builder));
  declaration.setPrivate();
  symbolTable.insert(declaration);
  return declaration;
}

Value RuntimeCalls::call(OpBuilder &builder, Location loc,
                         const RuntimeEntry &entry, ValueRange args) {
  return func::CallOp::create(builder, loc, declare(builder, entry), args)
      .getResult(0);
}

Value RuntimeCalls::messageAddress(OpBuilder &builder, Location loc,
                                   StringRef text) {
  LLVM::GlobalOp &global = messages[text];
  if (!global) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(module.getBody());
    std::string data = (text + Twine('\0')).str();
    auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), data.size());
    global = LLVM::GlobalOp::create(
        builder, loc, type, /*isConstant=*/true, LLVM::Linkage::Private,
        llvm::formatv("tpfuse_message_{0}", messages.size() - 1).str(),
        builder.getStringAttr(data));
    // Renamed if a symbol of that name exists already (e.g. one an earlier
    // pass made).
    symbolTable.insert(global);
  }
  return LLVM::AddressOfOp::create(builder, loc, global);
}

LogicalResult RuntimeCalls::checkEntryDeclarations(StringRef passName) {
  Builder builder(module.getContext());
  for (const RuntimeEntry *entry : kRuntimeEntries) {
    Operation *existing = symbolTable.lookup(entry->name);
    if (!existing)
      continue;
    auto function = dyn_cast<func::FuncOp>(existing);
    if (!function || !function.isExternal() ||
        function.getFunctionType() != signatureOf(*entry, builder))
      return existing->emitError()
             << passName << ": @" << entry->name
             << " must be the runtime's entry, a func.func declaration of "
                "type "
             << signatureOf(*entry, builder);
  }
  return success();
}
