//===- FuseAllReduceNorm.cpp - Hand owed sums to their norms --------------===//
//
// A boundary is a tp.all_reduce whose sum an RMSNorm consumes. Fusing it moves
// the payment of the sum from the all-reduce into the norm, which is only
// sound when the whole parallel configuration is pure tensor parallelism: the
// gate below is fail-closed, and every refusal can be explained as a remark.
//
//===----------------------------------------------------------------------===//

#include "RmsNormExpr.h"
#include "RmsNormMatcher.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "tpfuse/Analysis/ParallelConfig.h"
#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "tpfuse/Transforms/Passes.h"
#include "llvm/Support/FormatVariadic.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPFUSEALLREDUCENORM
#include "tpfuse/Transforms/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::tp;

namespace {

/// The norm that would own a boundary's sum, and what the fused norm adds to
/// that sum.
struct NormConsumer {
  RmsNormOpInterface norm;
  /// The other addend of the norm's residual add; null without one.
  Value residual;
};

/// Whether `op` is a norm that takes a whole tensor.
bool isPlainNorm(Operation *op) {
  auto norm = dyn_cast<RmsNormOpInterface>(op);
  return norm && !norm.paysSum();
}

std::string describe(Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

/// Why the configuration forbids fusing anything, if it does. The order is
/// the seed's gate: the first failed condition is the one reported.
std::optional<std::string>
refuseConfiguration(const ParallelConfigReading &reading,
                    FusionBackend backend) {
  using Kind = ParallelConfigReading::Kind;
  if (reading.kind == Kind::Missing)
    return std::string("no tp.parallel_config on the module");
  if (reading.kind == Kind::Malformed)
    return "malformed tp.parallel_config (" + reading.problem + ")";
  const ParallelConfig &config = reading.config;
  int64_t tpSize = config.group.getSize();
  if (tpSize <= 1)
    return llvm::formatv("TP size {0}", tpSize).str();
  if (config.expertParallelSize > 1) {
    if (config.expertParallelSize == tpSize)
      return llvm::formatv("expert parallel size {0} (pure EP)",
                           config.expertParallelSize)
          .str();
    return llvm::formatv("expert parallel size {0} with TP size {1} "
                         "(hybrid EP+TP)",
                         config.expertParallelSize, tpSize)
        .str();
  }
  if (config.dataParallelAttention)
    return std::string("DP attention");
  if (config.contextParallelSize > 1)
    return llvm::formatv("context parallel size {0}",
                         config.contextParallelSize)
        .str();
  if (config.moeAllToAllBackend != "none")
    return llvm::formatv("MoE all-to-all backend \"{0}\"",
                         config.moeAllToAllBackend)
        .str();
  if (config.moeContextParallelAllGather)
    return std::string("MoE-CP all-gather");
  if (config.attentionInput == ActivationLayout::Scattered)
    return std::string("scattered attention input");
  if (config.mlpInput == ActivationLayout::Scattered)
    return std::string("scattered MLP input");
  if (backend == FusionBackend::None)
    return std::string("no fused backend (backend=none)");
  return std::nullopt;
}

/// Beyond this many ops from the sum, a norm is not looked for.
constexpr unsigned kMaxUnraisedSearch = 32;

/// When the sum feeds an RMSNorm still written in linalg (not raised to a tp
/// norm), why it was not raised: tp-raise-rms-norm's remark, at the norm's
/// sum of squares.
std::optional<std::string> explainUnraisedNorm(Value sum) {
  SmallVector<Value> worklist = {sum};
  llvm::SmallPtrSet<Operation *, 16> seen;
  while (!worklist.empty() && seen.size() < kMaxUnraisedSearch) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (!seen.insert(user).second)
        continue;
      llvm::append_range(worklist, user->getResults());
      auto reduction = dyn_cast<linalg::LinalgOp>(user);
      if (!reduction || reduction.getNumReductionLoops() != 1)
        continue;
      std::optional<std::string> nearMiss;
      FailureOr<raise::RmsNormMatch> match =
          raise::RmsNormMatcher(reduction, [&](raise::Verdict verdict,
                                               const Twine &why) {
            if (verdict == raise::Verdict::NearMiss)
              nearMiss = why.str();
          }).match();
      std::string where = "an unknown location";
      if (auto file = user->getLoc()->findInstanceOf<FileLineColLoc>())
        where = llvm::formatv("{0}:{1}:{2}", file.getFilename(), file.getLine(),
                              file.getColumn())
                    .str();
      if (succeeded(match))
        return llvm::formatv("the RMSNorm at {0} is not raised to a tp norm "
                             "(run tp-raise-rms-norm first)",
                             where)
            .str();
      if (nearMiss)
        return llvm::formatv("the RMSNorm-like computation at {0} was not "
                             "raised to a tp norm: {1} (tp-raise-rms-norm's "
                             "remark there)",
                             where, *nearMiss)
            .str();
    }
  }
  return std::nullopt;
}

/// The bias `user` adds to `sum`, if it adds one: a vector along the hidden
/// dimension, as a row-parallel layer with a bias adds it once, after the
/// all-reduce. The sum and the bias may be extended and the result rounded.
Value findBiasAddedTo(Value sum, Operation *user) {
  auto sumType = cast<RankedTensorType>(sum.getType());
  if (user->getNumResults() != 1 ||
      (!isa<linalg::LinalgOp>(user) && !user->hasTrait<OpTrait::Elementwise>()))
    return nullptr;
  auto type = dyn_cast<RankedTensorType>(user->getResult(0).getType());
  if (!type || type.getRank() != sumType.getRank())
    return nullptr;
  using Kind = raise::Expr::Kind;
  unsigned rank = type.getRank();
  raise::ExprBuilder builder(user->getContext(), rank);
  const raise::Expr *added = builder.build(user->getResult(0));
  if (added->kind == Kind::TruncF)
    added = added->operands[0];
  if (added->kind != Kind::Add)
    return nullptr;
  auto unextended = [](const raise::Expr *expr) {
    return expr->kind == Kind::ExtF ? expr->operands[0] : expr;
  };
  for (unsigned sumIndex : {0, 1}) {
    const raise::Expr *addend = unextended(added->operands[sumIndex]);
    const raise::Expr *bias = unextended(added->operands[1 - sumIndex]);
    if (addend->kind == Kind::Leaf && addend->value == sum &&
        addend->access.isIdentity() && raise::isHiddenVectorLeaf(bias, rank))
      return bias->value;
  }
  return nullptr;
}

/// Whether `value` is an operand of a tp norm that takes a whole tensor.
bool feedsPlainNorm(Value value) {
  return llvm::any_of(value.getUsers(), isPlainNorm);
}

/// The RMSNorm that consumes the sum of `reduce`, or why there is none that
/// could own it.
FailureOr<NormConsumer> findNormConsumer(AllReduceOp reduce, std::string &why) {
  Value sum = reduce.getResult();
  if (sum.use_empty()) {
    why = "the reduced value is unused";
    return failure();
  }
  if (!sum.hasOneUse()) {
    why = llvm::formatv("the reduced value has {0} uses, and a fused norm "
                        "would leave the others without the sum",
                        std::distance(sum.use_begin(), sum.use_end()))
              .str();
    if (std::optional<std::string> unraised = explainUnraisedNorm(sum))
      why += "; " + *unraised;
    return failure();
  }
  OpOperand &use = *sum.use_begin();
  Operation *user = use.getOwner();
  auto norm = dyn_cast<RmsNormOpInterface>(user);
  if (!norm || norm.paysSum()) {
    why = llvm::formatv("the reduced value feeds '{0}', not an RMSNorm",
                        user->getName())
              .str();
    // A row-parallel layer's bias, added once after the sum.
    if (Value bias = findBiasAddedTo(sum, user)) {
      bool beforeNorm = feedsPlainNorm(user->getResult(0));
      why = llvm::formatv("the reduced value feeds '{0}', which adds a bias "
                          "({1} along the hidden dimension) to the sum{2}: a "
                          "fused norm adds the residual to the sum itself and "
                          "takes no bias, and adding the bias to the residual "
                          "instead would round differently",
                          user->getName(), bias.getType(),
                          beforeNorm ? " before the RMSNorm" : "")
                .str();
      if (beforeNorm)
        return failure();
    }
    if (std::optional<std::string> unraised = explainUnraisedNorm(sum))
      why += ": " + *unraised;
    return failure();
  }
  if (sum == norm.getWeight()) {
    why = "the reduced value is the norm's weight";
    return failure();
  }
  if (user->getBlock() != reduce->getBlock()) {
    why = "the RMSNorm is in another block than the all-reduce";
    return failure();
  }
  // Addition commutes exactly, so the sum may enter as either addend.
  return NormConsumer{norm, sum == norm.getInput() ? norm.getResidual()
                                                   : norm.getInput()};
}

/// A whole tensor with the shape of the sum `reduce` pays, computed before
/// it: the tensor a producer marked partial (through the ops that hand a
/// debt on, which keep the shape). Null if the partial comes from elsewhere.
Value findSameShapeTensor(AllReduceOp reduce) {
  Value owed = reduce.getInput();
  while (Operation *producer = owed.getDefiningOp()) {
    if (auto mark = dyn_cast<MarkPartialOp>(producer))
      return mark.getInput();
    if (auto add = dyn_cast<PartialAddOp>(producer))
      owed = add.getLhs();
    else if (auto scale = dyn_cast<PartialScaleOp>(producer))
      owed = scale.getInput();
    else if (auto cast = dyn_cast<PartialCastOp>(producer))
      owed = cast.getInput();
    else
      break;
  }
  return nullptr;
}

/// Moves the shape queries (tensor.dim) of the sum of `reduce` onto a tensor
/// of the same shape, so that they do not keep the sum alive: its shape is
/// known before it is paid. Exporters query the shape of a norm's input for
/// its temporaries and their broadcast checks.
void takeShapeQueriesOffSum(AllReduceOp reduce, RewriterBase &rewriter) {
  Value sameShape;
  for (OpOperand &use : llvm::make_early_inc_range(reduce->getUses())) {
    auto dim = dyn_cast<tensor::DimOp>(use.getOwner());
    if (!dim)
      continue;
    if (!sameShape && !(sameShape = findSameShapeTensor(reduce)))
      return;
    rewriter.modifyOpInPlace(dim, [&] { use.set(sameShape); });
  }
}

/// Whether `op` ends a layer boundary: an all-reduce feeding a norm, or a
/// boundary fused before.
bool isBoundary(Operation *op) {
  if (auto norm = dyn_cast<RmsNormOpInterface>(op))
    return norm.paysSum();
  auto reduce = dyn_cast<AllReduceOp>(op);
  return reduce && llvm::any_of(reduce->getUsers(), isPlainNorm);
}

struct TPFuseAllReduceNormPass
    : public tpfuse::impl::TPFuseAllReduceNormBase<TPFuseAllReduceNormPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    ParallelConfigReading reading = readParallelConfig(module);
    if (reading.kind == ParallelConfigReading::Kind::Malformed)
      module.emitWarning() << ParallelConfig::kAttrName
                           << " is malformed: " << reading.problem
                           << "; no boundary is fused";
    std::optional<std::string> configRefusal =
        refuseConfiguration(reading, backend);

    module.walk([&](FunctionOpInterface function) {
      fuseBoundariesIn(function, reading.config, configRefusal);
    });
  }

  void fuseBoundariesIn(FunctionOpInterface function,
                        const ParallelConfig &config,
                        const std::optional<std::string> &configRefusal) {
    SmallVector<AllReduceOp> reductions;
    Operation *finalBoundary = nullptr;
    // Only ops of this function: a nested function is visited on its own.
    function.getFunctionBody().walk([&](Operation *op) {
      if (op != function && isa<FunctionOpInterface>(op))
        return WalkResult::skip();
      if (auto reduce = dyn_cast<AllReduceOp>(op))
        reductions.push_back(reduce);
      if (isBoundary(op))
        finalBoundary = op;
      return WalkResult::advance();
    });

    IRRewriter rewriter(function->getContext());
    for (AllReduceOp reduce : reductions) {
      std::string why;
      FailureOr<NormConsumer> consumer = failure();
      if (configRefusal) {
        why = *configRefusal;
      } else {
        takeShapeQueriesOffSum(reduce, rewriter);
        consumer = checkBoundary(reduce, config,
                                 reduce.getOperation() == finalBoundary, why);
      }
      if (failed(consumer)) {
        ++numRefused;
        if (emitRemarks)
          reduce.emitRemark() << "not fused: " << why;
        continue;
      }
      bool isFinal = reduce.getOperation() == finalBoundary;
      RmsNormOpInterface fused = fuse(rewriter, reduce, *consumer);
      ++numFused;
      if (emitRemarks)
        fused->emitRemark()
            << "fused: the sum over "
            << describe(
                   cast<PartialType>(fused.getInput().getType()).getGroup())
            << " is paid inside the norm ("
            << (isFinal ? "final boundary" : "layer boundary") << ")";
    }
  }

  /// The norm that may own the sum of `reduce` under `config`, or why not.
  FailureOr<NormConsumer> checkBoundary(AllReduceOp reduce,
                                        const ParallelConfig &config,
                                        bool isFinal, std::string &why) {
    FailureOr<NormConsumer> consumer = findNormConsumer(reduce, why);
    if (failed(consumer))
      return failure();
    if (scope == FusionScope::Final && !isFinal) {
      why = "not the final boundary (scope=final)";
      return failure();
    }
    PartialType owed = reduce.getInput().getType();
    GroupAttr group = owed.getGroup();
    // Groups are uniqued: equal exactly when name and size are.
    if (group != config.group) {
      why = llvm::formatv("the sum is over {0}, not the TP group \"{1}\" of "
                          "size {2}",
                          describe(group), config.group.getName(),
                          config.group.getSize())
                .str();
      return failure();
    }
    RankedTensorType tensor = owed.getTensorType();
    int64_t hidden = tensor.getShape().back();
    int64_t elementBytes = tensor.getElementTypeBitWidth() / 8;
    // The fused kernels move 16-byte vectors along the hidden dimension.
    // (hidden mod 16) keeps the product from overflowing for any hidden size.
    if ((hidden % 16) * elementBytes % 16 != 0) {
      why = llvm::formatv("hidden size {0} x {1} bytes is not a multiple of 16 "
                          "bytes",
                          hidden, elementBytes)
                .str();
      return failure();
    }
    return consumer;
  }

  /// Replaces `reduce` and its norm by the fused op, at the norm (where all
  /// of the norm's operands are available).
  RmsNormOpInterface fuse(IRRewriter &rewriter, AllReduceOp reduce,
                          const NormConsumer &consumer) {
    RmsNormOpInterface norm = consumer.norm;
    rewriter.setInsertionPoint(norm);
    Location loc = rewriter.getFusedLoc({reduce.getLoc(), norm->getLoc()});
    RmsNormOpInterface fused = createRmsNorm(
        rewriter, loc, reduce.getInput(), consumer.residual, norm.getWeight(),
        norm.getNumerics(), norm.getQuantization());
    rewriter.replaceOp(norm, fused->getResults());
    rewriter.eraseOp(reduce);
    return fused;
  }
};

} // namespace
