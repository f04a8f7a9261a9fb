//===- TPAttrsTypesTest.cpp - tp attributes and types through C++ ---------===//

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"
#include "tpfuse/Dialect/TP/IR/TPTypes.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace tpfuse::tp;

namespace {

class TPAttrsTypesTest : public ::testing::Test {
protected:
  TPAttrsTypesTest() : builder(&context) {
    context.loadDialect<TPDialect>();
    // Collect diagnostics instead of printing them.
    handler.emplace(&context, [this](Diagnostic &diag) {
      diagnostics.push_back(diag.str());
      return success();
    });
  }

  GroupAttr group(StringRef name, int64_t size) {
    return GroupAttr::get(&context, name, size);
  }

  RankedTensorType activations(Type elementType) {
    return RankedTensorType::get({ShapedType::kDynamic, 7168}, elementType);
  }

  std::string print(Attribute attr) {
    std::string text;
    llvm::raw_string_ostream os(text);
    attr.print(os);
    return text;
  }

  std::string print(Type type) {
    std::string text;
    llvm::raw_string_ostream os(text);
    type.print(os);
    return text;
  }

  MLIRContext context;
  OpBuilder builder;
  std::optional<ScopedDiagnosticHandler> handler;
  std::vector<std::string> diagnostics;
};

TEST_F(TPAttrsTypesTest, GroupKeepsNameAndSize) {
  auto tp2 = group("tp", 2);
  EXPECT_EQ(tp2.getName(), "tp");
  EXPECT_EQ(tp2.getSize(), 2);
  EXPECT_EQ(print(tp2), "#tp.group<\"tp\", size = 2>");
  // Same name and size: the same uniqued attribute; otherwise different.
  EXPECT_EQ(tp2, group("tp", 2));
  EXPECT_NE(tp2, group("tp", 4));
  EXPECT_NE(tp2, group("moe_tp", 2));
}

TEST_F(TPAttrsTypesTest, GroupRejectsSizeBelowOne) {
  auto loc = builder.getUnknownLoc();
  EXPECT_FALSE(
      GroupAttr::getChecked(loc, &context, StringRef("tp"), int64_t(0)));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0], "group size must be at least 1, got 0");
  EXPECT_TRUE(
      GroupAttr::getChecked(loc, &context, StringRef("tp"), int64_t(1)));
}

TEST_F(TPAttrsTypesTest, GroupRejectsEmptyName) {
  EXPECT_FALSE(GroupAttr::getChecked(builder.getUnknownLoc(), &context,
                                     StringRef(""), int64_t(2)));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0], "group name must not be empty");
}

TEST_F(TPAttrsTypesTest, PartialWrapsTensorAndGroup) {
  auto tp2 = group("tp", 2);
  auto tensor = activations(builder.getBF16Type());
  auto partial = PartialType::get(&context, tensor, tp2);
  EXPECT_EQ(partial.getTensorType(), tensor);
  EXPECT_EQ(partial.getGroup(), tp2);
  EXPECT_TRUE(partial.getElementType().isBF16());
  EXPECT_EQ(print(partial),
            "!tp.partial<tensor<?x7168xbf16>, #tp.group<\"tp\", size = 2>>");
}

TEST_F(TPAttrsTypesTest, PartialAcceptsEachSupportedElementType) {
  auto tp2 = group("tp", 2);
  for (Type element : {Type(builder.getBF16Type()), Type(builder.getF16Type()),
                       Type(builder.getF32Type())})
    EXPECT_TRUE(PartialType::getChecked(builder.getUnknownLoc(), &context,
                                        activations(element), tp2));
  EXPECT_TRUE(diagnostics.empty());
}

TEST_F(TPAttrsTypesTest, PartialRejectsUnsupportedElementTypes) {
  auto tp2 = group("tp", 2);
  for (Type element :
       {Type(builder.getI32Type()), Type(builder.getF64Type())}) {
    diagnostics.clear();
    EXPECT_FALSE(PartialType::getChecked(builder.getUnknownLoc(), &context,
                                         activations(element), tp2));
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics[0],
              "owed tensor must have bf16, f16 or f32 elements, got '" +
                  print(element) + "'");
  }
}

TEST_F(TPAttrsTypesTest, PartialNeedsTensorAndGroup) {
  auto loc = builder.getUnknownLoc();
  EXPECT_FALSE(PartialType::getChecked(
      loc, &context, activations(builder.getF32Type()), GroupAttr()));
  EXPECT_FALSE(PartialType::getChecked(loc, &context, RankedTensorType(),
                                       group("tp", 2)));
  ASSERT_EQ(diagnostics.size(), 2u);
  EXPECT_EQ(diagnostics[0],
            "a partial sum must name the group it is owed over");
  EXPECT_EQ(diagnostics[1], "a partial sum must wrap a ranked tensor");
}

TEST_F(TPAttrsTypesTest, PartialParsesWhatItPrints) {
  const char *text =
      "!tp.partial<tensor<?x4096xf16>, #tp.group<\"attn_tp\", size = 8>>";
  Type type = parseType(text, &context);
  auto partial = dyn_cast_or_null<PartialType>(type);
  ASSERT_TRUE(partial);
  EXPECT_EQ(partial.getGroup().getName(), "attn_tp");
  EXPECT_EQ(partial.getGroup().getSize(), 8);
  EXPECT_EQ(print(partial), text);
}

TEST_F(TPAttrsTypesTest, ModulePrintsGroupsAsAliases) {
  const char *source = R"mlir(
    func.func private @f(!tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>)
  )mlir";
  DialectRegistry registry;
  registry.insert<mlir::func::FuncDialect>();
  context.appendDialectRegistry(registry);
  context.loadAllAvailableDialects();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  ASSERT_TRUE(module);
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  EXPECT_NE(text.find("#tp_group = #tp.group<\"tp\", size = 2>"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("!tp.partial<tensor<?x7168xbf16>, #tp_group>"),
            std::string::npos)
      << text;
}

} // namespace
