//===- TPDialect.cpp - The tp dialect -------------------------------------===//

#include "tpfuse/Dialect/TP/IR/TPDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/OpImplementation.h"
#include "tpfuse/Dialect/TP/IR/TPAttrs.h"
#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "tpfuse/Dialect/TP/IR/TPTypes.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace tpfuse::tp;

#include "tpfuse/Dialect/TP/IR/TPDialect.cpp.inc"

namespace {
/// Prints groups as aliases (`#tp_group = #tp.group<"tp", size = 2>`), so
/// that the partial types that repeat them stay short.
struct TPOpAsmDialectInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    auto group = dyn_cast<GroupAttr>(attr);
    if (!group)
      return AliasResult::NoAlias;
    StringRef name = group.getName();
    bool isIdentifier =
        !name.empty() && llvm::isAlpha(name.front()) &&
        llvm::all_of(name, [](char c) { return llvm::isAlnum(c) || c == '_'; });
    os << (isIdentifier ? name : StringRef("tp")) << "_group";
    return AliasResult::OverridableAlias;
  }
};
} // namespace

void TPDialect::initialize() {
  registerAttributes();
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "tpfuse/Dialect/TP/IR/TPOps.cpp.inc"
      >();
  addInterfaces<TPOpAsmDialectInterface>();
}

Operation *TPDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                          Type type, Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}
