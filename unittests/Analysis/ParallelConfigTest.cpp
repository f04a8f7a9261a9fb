//===- ParallelConfigTest.cpp - Writing and reading tp.parallel_config ----===//

#include "tpfuse/Analysis/ParallelConfig.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace tpfuse;

namespace {

class ParallelConfigTest : public ::testing::Test {
protected:
  ParallelConfigTest() : builder(&context) {
    context.loadDialect<tp::TPDialect>();
    module = ModuleOp::create(UnknownLoc::get(&context));
    // Collect diagnostics instead of printing them.
    handler.emplace(&context, [this](Diagnostic &diag) {
      diagnostics.push_back(diag.str());
      return success();
    });
  }

  ParallelConfigReading readWith(Attribute attr) {
    (*module)->setAttr(ParallelConfig::kAttrName, attr);
    return readParallelConfig(*module);
  }

  ParallelConfig pureTensorParallel() {
    ParallelConfig config;
    config.group = tp::GroupAttr::get(&context, "tp", 8);
    return config;
  }

  /// The deprecated dictionary form of pure tensor parallelism over
  /// #tp.group<"tp", size = 8>.
  NamedAttrList legacyEntries() {
    NamedAttrList entries;
    entries.set("tp_group", builder.getStringAttr("tp"));
    entries.set("tp", builder.getI64IntegerAttr(8));
    entries.set("ep", builder.getI64IntegerAttr(1));
    entries.set("cp", builder.getI64IntegerAttr(1));
    entries.set("dp_attention", builder.getBoolAttr(false));
    entries.set("moe_a2a", builder.getStringAttr("none"));
    entries.set("moe_cp_all_gather", builder.getBoolAttr(false));
    entries.set("attention_input", builder.getStringAttr("full"));
    entries.set("mlp_input", builder.getStringAttr("scattered"));
    return entries;
  }

  static constexpr llvm::StringLiteral kDeprecated =
      "the dictionary form of tp.parallel_config is deprecated and will not "
      "be read after this release: write tp.parallel_config = ";

  MLIRContext context;
  Builder builder;
  OwningOpRef<ModuleOp> module;
  std::optional<ScopedDiagnosticHandler> handler;
  std::vector<std::string> diagnostics;
};

TEST_F(ParallelConfigTest, WhatIsWrittenIsRead) {
  ParallelConfig written;
  written.group = tp::GroupAttr::get(&context, "attn_tp", 8);
  written.expertParallelSize = 4;
  written.contextParallelSize = 2;
  written.dataParallelAttention = true;
  written.moeAllToAllBackend = "deepep";
  written.moeContextParallelAllGather = true;
  written.attentionInput = ActivationLayout::Scattered;
  written.mlpInput = ActivationLayout::Scattered;

  tp::ParallelConfigAttr attr = written.toAttr(&context);
  ASSERT_TRUE(attr);
  ParallelConfigReading reading = readWith(attr);
  ASSERT_EQ(reading.kind, ParallelConfigReading::Kind::Valid)
      << reading.problem;
  const ParallelConfig &read = reading.config;
  EXPECT_EQ(read.group, written.group);
  EXPECT_EQ(read.expertParallelSize, 4);
  EXPECT_EQ(read.contextParallelSize, 2);
  EXPECT_TRUE(read.dataParallelAttention);
  EXPECT_EQ(read.moeAllToAllBackend, "deepep");
  EXPECT_TRUE(read.moeContextParallelAllGather);
  EXPECT_EQ(read.attentionInput, ActivationLayout::Scattered);
  EXPECT_EQ(read.mlpInput, ActivationLayout::Scattered);
  // The attribute is the contract: reading it warns about nothing.
  EXPECT_TRUE(diagnostics.empty());
}

TEST_F(ParallelConfigTest, AbsentIsMissing) {
  EXPECT_EQ(readParallelConfig(*module).kind,
            ParallelConfigReading::Kind::Missing);
}

TEST_F(ParallelConfigTest, ToAttrRejectsAnInvalidConfiguration) {
  ParallelConfig config = pureTensorParallel();
  config.expertParallelSize = 3;
  EXPECT_FALSE(config.toAttr(&context));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0], "'ep' (3) must divide the size of the TP group "
                            "#tp.group<\"tp\", size = 8> (8)");

  diagnostics.clear();
  EXPECT_FALSE(ParallelConfig().toAttr(&context));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0], "#tp.parallel_config needs its 'group', the "
                            "tensor-parallel #tp.group");
}

TEST_F(ParallelConfigTest, AnythingElseIsMalformed) {
  ParallelConfigReading reading = readWith(builder.getI64IntegerAttr(2));
  EXPECT_EQ(reading.kind, ParallelConfigReading::Kind::Malformed);
  EXPECT_EQ(reading.problem,
            "it must be a #tp.parallel_config attribute, got 2 : i64");
  EXPECT_TRUE(diagnostics.empty());
}

TEST_F(ParallelConfigTest, DeprecatedDictionaryIsReadWithAWarning) {
  ParallelConfigReading reading =
      readWith(legacyEntries().getDictionary(&context));
  ASSERT_EQ(reading.kind, ParallelConfigReading::Kind::Valid)
      << reading.problem;
  EXPECT_EQ(reading.config.group, tp::GroupAttr::get(&context, "tp", 8));
  EXPECT_EQ(reading.config.mlpInput, ActivationLayout::Scattered);
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0],
            (kDeprecated +
             "#tp.parallel_config<group = #tp.group<\"tp\", size = 8>, ep = 1, "
             "cp = 1, dp_attention = false, moe_a2a = \"none\", "
             "moe_cp_all_gather = false, attention_input = full, mlp_input = "
             "scattered>")
                .str());
}

TEST_F(ParallelConfigTest, EveryDeprecatedKeyIsRequired) {
  for (StringRef key : {"tp_group", "tp", "ep", "cp", "dp_attention", "moe_a2a",
                        "moe_cp_all_gather", "attention_input", "mlp_input"}) {
    diagnostics.clear();
    NamedAttrList entries = legacyEntries();
    entries.erase(key);
    ParallelConfigReading reading = readWith(entries.getDictionary(&context));
    EXPECT_EQ(reading.kind, ParallelConfigReading::Kind::Malformed)
        << key.str();
    EXPECT_EQ(reading.problem, ("missing key '" + key + "'").str());
    // Deprecated all the same, with the form to write.
    ASSERT_EQ(diagnostics.size(), 1u) << key.str();
    EXPECT_TRUE(StringRef(diagnostics[0]).starts_with(kDeprecated))
        << diagnostics[0];
  }
}

TEST_F(ParallelConfigTest, UnknownDeprecatedKeysAreMalformed) {
  NamedAttrList entries = legacyEntries();
  entries.set("tp_size", builder.getI64IntegerAttr(2));
  ParallelConfigReading reading = readWith(entries.getDictionary(&context));
  EXPECT_EQ(reading.kind, ParallelConfigReading::Kind::Malformed);
  EXPECT_EQ(reading.problem, "unknown key 'tp_size'");
}

TEST_F(ParallelConfigTest, DeprecatedExpertParallelSizeMustDivideTpSize) {
  NamedAttrList entries = legacyEntries();
  entries.set("ep", builder.getI64IntegerAttr(3));
  ParallelConfigReading reading = readWith(entries.getDictionary(&context));
  EXPECT_EQ(reading.kind, ParallelConfigReading::Kind::Malformed);
  EXPECT_EQ(reading.problem, "'ep' (3) must divide 'tp' (8)");
}

} // namespace
