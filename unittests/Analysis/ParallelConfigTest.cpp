//===- ParallelConfigTest.cpp - Writing and reading tp.parallel_config ----===//

#include "tpfuse/Analysis/ParallelConfig.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace tpfuse;

namespace {

class ParallelConfigTest : public ::testing::Test {
protected:
  ParallelConfigTest() : module(ModuleOp::create(UnknownLoc::get(&context))) {}

  ParallelConfigReading readWith(Attribute attr) {
    (*module)->setAttr(ParallelConfig::kAttrName, attr);
    return readParallelConfig(*module);
  }

  ParallelConfigReading readWithout(StringRef key) {
    NamedAttrList entries(pureTensorParallel().toAttr(&context));
    entries.erase(key);
    return readWith(entries.getDictionary(&context));
  }

  static ParallelConfig pureTensorParallel() {
    ParallelConfig config;
    config.tpGroup = "tp";
    config.tpSize = 8;
    return config;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(ParallelConfigTest, WhatIsWrittenIsRead) {
  ParallelConfig written;
  written.tpGroup = "attn_tp";
  written.tpSize = 8;
  written.expertParallelSize = 4;
  written.contextParallelSize = 2;
  written.dataParallelAttention = true;
  written.moeAllToAllBackend = "deepep";
  written.moeContextParallelAllGather = true;
  written.attentionInput = ActivationLayout::Scattered;
  written.mlpInput = ActivationLayout::Scattered;

  ParallelConfigReading reading = readWith(written.toAttr(&context));
  ASSERT_EQ(reading.kind, ParallelConfigReading::Kind::Valid)
      << reading.problem;
  const ParallelConfig &read = reading.config;
  EXPECT_EQ(read.tpGroup, "attn_tp");
  EXPECT_EQ(read.tpSize, 8);
  EXPECT_EQ(read.expertParallelSize, 4);
  EXPECT_EQ(read.contextParallelSize, 2);
  EXPECT_TRUE(read.dataParallelAttention);
  EXPECT_EQ(read.moeAllToAllBackend, "deepep");
  EXPECT_TRUE(read.moeContextParallelAllGather);
  EXPECT_EQ(read.attentionInput, ActivationLayout::Scattered);
  EXPECT_EQ(read.mlpInput, ActivationLayout::Scattered);
}

TEST_F(ParallelConfigTest, AbsentIsMissing) {
  EXPECT_EQ(readParallelConfig(*module).kind,
            ParallelConfigReading::Kind::Missing);
}

TEST_F(ParallelConfigTest, EveryKeyIsRequired) {
  for (StringRef key : {"tp_group", "tp", "ep", "cp", "dp_attention", "moe_a2a",
                        "moe_cp_all_gather", "attention_input", "mlp_input"}) {
    ParallelConfigReading reading = readWithout(key);
    EXPECT_EQ(reading.kind, ParallelConfigReading::Kind::Malformed)
        << key.str();
    EXPECT_EQ(reading.problem, ("missing key '" + key + "'").str());
  }
}

TEST_F(ParallelConfigTest, UnknownKeysAreMalformed) {
  NamedAttrList entries(pureTensorParallel().toAttr(&context));
  entries.set("tp_size", Builder(&context).getI64IntegerAttr(2));
  ParallelConfigReading reading = readWith(entries.getDictionary(&context));
  EXPECT_EQ(reading.kind, ParallelConfigReading::Kind::Malformed);
  EXPECT_EQ(reading.problem, "unknown key 'tp_size'");
}

TEST_F(ParallelConfigTest, ExpertParallelSizeMustDivideTensorParallelSize) {
  ParallelConfig config = pureTensorParallel();
  config.expertParallelSize = 3;
  ParallelConfigReading reading = readWith(config.toAttr(&context));
  EXPECT_EQ(reading.kind, ParallelConfigReading::Kind::Malformed);
  EXPECT_EQ(reading.problem, "'ep' (3) must divide 'tp' (8)");
}

} // namespace
