//===- RuntimeCalls.cpp - Calls of the runtime's C entries from IR --------===//

#include "tpfuse/Conversion/RuntimeCommon/RuntimeCalls.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace tpfuse;

FunctionType tpfuse::signatureOf(const RuntimeEntry &entry, Builder &builder) {
  SmallVector<Type> parameters;
  for (char letter : entry.parameters) {
    switch (letter) {
    case 'p':
      parameters.push_back(LLVM::LLVMPointerType::get(builder.getContext()));
      break;
    case 'i':
      parameters.push_back(builder.getI32Type());
      break;
    case 'l':
      parameters.push_back(builder.getI64Type());
      break;
    case 'f':
      parameters.push_back(builder.getF32Type());
      break;
    default:
      llvm_unreachable("unknown parameter letter");
    }
  }
  return builder.getFunctionType(parameters, builder.getI32Type());
}

func::FuncOp RuntimeCalls::declare(const RuntimeEntry &entry) {
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

Value RuntimeCalls::call(Location loc, const RuntimeEntry &entry,
                         ValueRange args) {
  return func::CallOp::create(builder, loc, declare(entry), args).getResult(0);
}

Value RuntimeCalls::messageAddress(Location loc, StringRef text) {
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
