//===- TPOpsTest.cpp - Building, verifying and rewriting tp ops in C++ ----===//

#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "tpfuse/Transforms/Passes.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace tpfuse::tp;

namespace {

/// Builds `func.func @f(%x, %residual, %weight)` holding the ops a test adds.
class TPOpsTest : public ::testing::Test {
protected:
  TPOpsTest() : builder(&context) {
    context.loadDialect<TPDialect, func::FuncDialect>();
    handler.emplace(&context, [this](Diagnostic &diag) {
      diagnostics.push_back(diag.str());
      return success();
    });
    loc = builder.getUnknownLoc();
    module = ModuleOp::create(loc);
    activations = RankedTensorType::get({ShapedType::kDynamic, 7168},
                                        builder.getBF16Type());
    weightType = RankedTensorType::get({7168}, builder.getBF16Type());
    builder.setInsertionPointToEnd(module->getBody());
    auto func = func::FuncOp::create(
        builder, loc, "f",
        builder.getFunctionType({activations, activations, weightType}, {}));
    Block *body = func.addEntryBlock();
    x = body->getArgument(0);
    residual = body->getArgument(1);
    weight = body->getArgument(2);
    builder.setInsertionPointToStart(body);
    func::ReturnOp::create(builder, loc);
    builder.setInsertionPointToStart(body);
  }

  PartialType owedOver(int64_t groupSize) {
    return PartialType::get(
        &context, activations,
        GroupAttr::get(&context, StringRef("tp"), groupSize));
  }

  Value markPartial(int64_t groupSize) {
    return MarkPartialOp::create(builder, loc, owedOver(groupSize), x);
  }

  FloatAttr epsilon(float value = 1e-6f) {
    return builder.getF32FloatAttr(value);
  }

  MLIRContext context;
  OpBuilder builder;
  Location loc = UnknownLoc::get(&context);
  OwningOpRef<ModuleOp> module;
  RankedTensorType activations, weightType;
  Value x, residual, weight;
  std::optional<ScopedDiagnosticHandler> handler;
  std::vector<std::string> diagnostics;
};

TEST_F(TPOpsTest, FusedBoundaryVerifies) {
  Value owed = markPartial(2);
  AllReduceAddRmsNormOp::create(builder, loc, activations, activations,
                                TypeRange(), owed, residual, weight, Value(),
                                epsilon(), {}, {}, {}, {}, {});
  EXPECT_TRUE(succeeded(verify(*module)));
  EXPECT_TRUE(diagnostics.empty());
}

TEST_F(TPOpsTest, PlainNormRejectsValueThatOwesSum) {
  Value owed = markPartial(2);
  auto norm = RmsNormOp::create(builder, loc, activations, TypeRange(), owed,
                                weight, Value(), epsilon(), {}, {}, {}, {});
  EXPECT_TRUE(failed(verify(norm)));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0],
            "'tp.rms_norm' op input still owes a sum over group "
            "#tp.group<\"tp\", size = 2>: reduce it or use the fused op "
            "tp.all_reduce_rms_norm");
}

TEST_F(TPOpsTest, FusedNormRejectsValueThatOwesNothing) {
  auto norm = AllReduceAddRmsNormOp::create(
      builder, loc, activations, activations, TypeRange(), x, residual, weight,
      Value(), epsilon(), {}, {}, {}, {}, {});
  EXPECT_TRUE(failed(verify(norm)));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0], "'tp.all_reduce_add_rms_norm' op input owes no "
                            "sum: use tp.add_rms_norm for an input that is "
                            "already reduced");
}

TEST_F(TPOpsTest, NormsAnswerTheInterface) {
  Value owed = markPartial(2);
  auto plain =
      RmsNormOp::create(builder, loc, activations, TypeRange(), x, weight,
                        Value(), epsilon(1e-5f), {}, {}, {}, {});
  auto add = AddRmsNormOp::create(builder, loc, activations, activations,
                                  TypeRange(), x, residual, weight, Value(),
                                  epsilon(1e-5f), {}, {}, {}, {}, {});
  auto fused = AllReduceRmsNormOp::create(builder, loc, activations,
                                          TypeRange(), owed, weight, Value(),
                                          epsilon(1e-5f), {}, {}, {}, {});
  auto fusedAdd = AllReduceAddRmsNormOp::create(
      builder, loc, activations, activations, TypeRange(), owed, residual,
      weight, Value(), epsilon(1e-5f), {}, {}, {}, {}, {});
  for (Operation *op : {plain.getOperation(), add.getOperation(),
                        fused.getOperation(), fusedAdd.getOperation()}) {
    SCOPED_TRACE(op->getName().getStringRef().str());
    auto norm = dyn_cast<RmsNormOpInterface>(op);
    ASSERT_TRUE(norm);
    bool paysSum = isa<AllReduceRmsNormOp, AllReduceAddRmsNormOp>(op);
    bool hasResidual = op->getNumResults() == 2;
    EXPECT_EQ(norm.paysSum(), paysSum);
    EXPECT_EQ(norm.getInput(), paysSum ? owed : x);
    EXPECT_EQ(norm.getResidual(), hasResidual ? residual : Value());
    EXPECT_EQ(norm.getWeight(), weight);
    EXPECT_EQ(norm.getNormed(), op->getResult(0));
    EXPECT_EQ(norm.getResidualOut(), hasResidual ? op->getResult(1) : Value());
    EXPECT_TRUE(norm.getEpsilon().bitwiseIsEqual(APFloat(1e-5f)));
  }
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(TPOpsTest, CreateRmsNormPicksTheForm) {
  Value owed = markPartial(2);
  RmsNormNumerics numerics{APFloat(1e-6f)};
  EXPECT_TRUE(isa<RmsNormOp>(
      createRmsNorm(builder, loc, x, nullptr, weight, numerics)));
  EXPECT_TRUE(isa<AddRmsNormOp>(
      createRmsNorm(builder, loc, x, residual, weight, numerics)));
  EXPECT_TRUE(isa<AllReduceRmsNormOp>(
      createRmsNorm(builder, loc, owed, nullptr, weight, numerics)));
  RmsNormOpInterface fusedAdd =
      createRmsNorm(builder, loc, owed, residual, weight, numerics);
  EXPECT_TRUE(isa<AllReduceAddRmsNormOp>(fusedAdd));
  // The fused form normalizes the whole tensor the partial stands for.
  EXPECT_EQ(fusedAdd.getNormed().getType(), activations);
  EXPECT_EQ(fusedAdd.getResidualOut().getType(), activations);
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(TPOpsTest, CreateRmsNormKeepsTheVariant) {
  Value owed = markPartial(2);
  RmsNormNumerics variant{APFloat(1e-5f), WeightMultiply::AfterRounding,
                          APFloat(1.0f), ResidualAdd::F32, NormCompute::F32};
  for (Value input : {x, owed}) {
    for (Value withResidual : {Value(), residual}) {
      RmsNormNumerics kept =
          createRmsNorm(builder, loc, input, withResidual, weight, variant)
              .getNumerics();
      EXPECT_TRUE(kept.epsilon.bitwiseIsEqual(variant.epsilon));
      EXPECT_EQ(kept.weightMultiply, WeightMultiply::AfterRounding);
      EXPECT_TRUE(kept.weightOffset.bitwiseIsEqual(APFloat(1.0f)));
      // Without a residual there is no residual add to place.
      EXPECT_EQ(kept.residualAdd,
                withResidual ? ResidualAdd::F32 : ResidualAdd::Rounded);
      EXPECT_EQ(kept.compute, NormCompute::F32);
    }
  }
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(TPOpsTest, EpsilonMustBeFiniteAndPositive) {
  for (float bad : {0.0f, -1e-6f, std::numeric_limits<float>::infinity(),
                    std::numeric_limits<float>::quiet_NaN()}) {
    diagnostics.clear();
    auto norm = AddRmsNormOp::create(builder, loc, activations, activations,
                                     TypeRange(), x, residual, weight, Value(),
                                     epsilon(bad), {}, {}, {}, {}, {});
    EXPECT_TRUE(failed(verify(norm))) << bad;
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_NE(diagnostics[0].find("epsilon must be finite and positive"),
              std::string::npos)
        << diagnostics[0];
    norm->erase();
  }
}

TEST_F(TPOpsTest, CollectivesHaveEffectsAndNormsDoNot) {
  Value owed = markPartial(2);
  auto reduce = AllReduceOp::create(builder, loc, activations, owed);
  auto norm = AddRmsNormOp::create(builder, loc, activations, activations,
                                   TypeRange(), reduce, residual, weight,
                                   Value(), epsilon(), {}, {}, {}, {}, {});
  auto fused =
      AllReduceRmsNormOp::create(builder, loc, activations, TypeRange(), owed,
                                 weight, Value(), epsilon(), {}, {}, {}, {});
  // A collective is a rendezvous of all ranks: never dead, never merged.
  EXPECT_FALSE(isMemoryEffectFree(reduce));
  EXPECT_FALSE(isMemoryEffectFree(fused));
  EXPECT_FALSE(wouldOpBeTriviallyDead(reduce));
  EXPECT_TRUE(isMemoryEffectFree(owed.getDefiningOp()));
  EXPECT_TRUE(isMemoryEffectFree(norm));
}

TEST_F(TPOpsTest, ReductionOverOneRankFolds) {
  Value owed = markPartial(1);
  auto reduce = AllReduceOp::create(builder, loc, activations, owed);
  SmallVector<OpFoldResult> folded;
  ASSERT_TRUE(succeeded(reduce->fold(folded)));
  ASSERT_EQ(folded.size(), 1u);
  EXPECT_EQ(dyn_cast<Value>(folded[0]), x);
}

TEST_F(TPOpsTest, ReductionOverTwoRanksDoesNotFold) {
  Value owed = markPartial(2);
  auto reduce = AllReduceOp::create(builder, loc, activations, owed);
  SmallVector<OpFoldResult> folded;
  EXPECT_TRUE(failed(reduce->fold(folded)));
}

TEST_F(TPOpsTest, DecomposePatternsExpandFusedNorms) {
  Value owed = markPartial(2);
  AllReduceAddRmsNormOp::create(builder, loc, activations, activations,
                                TypeRange(), owed, residual, weight, Value(),
                                epsilon(), {}, {}, {}, {}, {});
  AllReduceRmsNormOp::create(builder, loc, activations, TypeRange(), owed,
                             weight, Value(), epsilon(), {}, {}, {}, {});
  RewritePatternSet patterns(&context);
  tpfuse::populateDecomposeFusedNormsPatterns(patterns);
  // The walk driver, as the pass uses: the greedy driver would also delete
  // the (pure, here unused) norms.
  walkAndApplyPatterns(module->getOperation(), std::move(patterns));
  int reductions = 0, addNorms = 0, norms = 0, fused = 0;
  module->walk([&](Operation *op) {
    reductions += isa<AllReduceOp>(op);
    addNorms += isa<AddRmsNormOp>(op);
    norms += isa<RmsNormOp>(op);
    fused += isa<AllReduceAddRmsNormOp, AllReduceRmsNormOp>(op);
  });
  EXPECT_EQ(reductions, 2);
  EXPECT_EQ(addNorms, 1);
  EXPECT_EQ(norms, 1);
  EXPECT_EQ(fused, 0);
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(TPOpsTest, QuantizedNormsCarryTheirOutputsThroughDecomposition) {
  Value owed = markPartial(2);
  auto quant = QuantAttr::get(
      &context, QuantScheme::Fp8PerGroup,
      /*group_size=*/128, builder.getF32FloatAttr(1e-10f), ScaleFormat::Ue8m0,
      ScaleLayout::PackedUe8m0, Scaling::Divide);
  RmsNormNumerics numerics{APFloat(1e-6f)};
  RmsNormOpInterface fused = createRmsNorm(builder, loc, owed, residual, weight,
                                           numerics, {quant, {}});
  ASSERT_TRUE(isa<AllReduceAddRmsNormOp>(fused.getOperation()));
  EXPECT_EQ(fused.getQuant(), quant);
  EXPECT_EQ(fused.getQuantized().getType(),
            RankedTensorType::get({ShapedType::kDynamic, 7168},
                                  builder.getType<Float8E4M3FNType>()));
  // 56 groups of 128, packed four to a word: 14 words per token.
  EXPECT_EQ(
      fused.getScales().getType(),
      RankedTensorType::get({14, ShapedType::kDynamic}, builder.getI32Type()));
  EXPECT_TRUE(succeeded(verify(*module)));
  SmallVector<Type> quantTypes(fused->getResults().drop_front(2).getTypes());

  RewritePatternSet patterns(&context);
  tpfuse::populateDecomposeFusedNormsPatterns(patterns);
  walkAndApplyPatterns(module->getOperation(), std::move(patterns));
  AddRmsNormOp plain;
  module->walk([&](AddRmsNormOp op) { plain = op; });
  ASSERT_TRUE(plain);
  EXPECT_EQ(cast<RmsNormOpInterface>(plain.getOperation()).getQuant(), quant);
  EXPECT_EQ(SmallVector<Type>(plain.getQuantResults().getTypes()), quantTypes);
  EXPECT_TRUE(succeeded(verify(*module)));
}

} // namespace
