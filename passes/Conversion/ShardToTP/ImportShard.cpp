//===- ImportShard.cpp - shard.all_reduce sums into tp ownership form -----===//
//
// Upstream `shard` marks where a sum is paid (shard.all_reduce) but has no
// state for a value that still owes one. Over the tensor-parallel axes a sum
// all-reduce is exactly "this rank's contribution, then the sum": the import
// says so with tp.mark_partial + tp.all_reduce, which the fusion pass can then
// hand to the norm that consumes the sum. Everything else is left as it is.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "tpfuse/Conversion/Passes.h"
#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FormatVariadic.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPIMPORTSHARD
#include "tpfuse/Conversion/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::tp;

namespace {

/// Which grid axes carry tensor parallelism and what the group is called, as
/// given by the pass options.
struct TPAxesSpec {
  /// The grid whose axes are the TP axes; empty: any grid.
  StringRef grid;
  /// The TP axes; empty: the single axis of a 1-D grid.
  ArrayRef<int64_t> axes;
  /// The tp group name; empty: derived from the grid.
  StringRef group;
};

/// Reports why an all-reduce is not imported; always returns failure.
using RefuseFn = function_ref<LogicalResult(const Twine &)>;

/// Starts the error on an all-reduce whose sum cannot be imported because
/// the group it would be owed over is invalid (e.g. a grid of size 0).
using InvalidFn = function_ref<InFlightDiagnostic()>;

std::string formatAxes(ArrayRef<int64_t> axes) {
  return "[" +
         llvm::join(
             llvm::map_range(axes,
                             [](int64_t axis) { return std::to_string(axis); }),
             ", ") +
         "]";
}

/// The group that `op` sums over, if it is a sum over exactly the TP axes of
/// a statically sized grid, on tensors of an element type tp reduces. A group
/// that the tp dialect would reject (a size below 1, or one that overflows
/// int64) is an error, reported through `invalid`, not a refusal.
FailureOr<GroupAttr> matchTPSum(shard::AllReduceOp op, const TPAxesSpec &spec,
                                SymbolTableCollection &symbolTables,
                                RefuseFn refuse, InvalidFn invalid) {
  auto tensorType = dyn_cast<RankedTensorType>(op.getInput().getType());
  if (!tensorType)
    return refuse("it reduces a memref; tp tracks owed sums on tensors");
  if (op.getResult().getType() != tensorType)
    return refuse(llvm::formatv("it converts {0} to {1} while reducing; "
                                "tp.all_reduce keeps the type it reduces",
                                tensorType, op.getResult().getType()));
  if (!isSupportedElementType(tensorType.getElementType()))
    return refuse(llvm::formatv("element type {0} is not bf16, f16 or f32",
                                tensorType.getElementType()));
  if (op.getReduction() != shard::ReductionKind::Sum)
    return refuse(
        llvm::formatv("it reduces with {0}, not a sum",
                      shard::stringifyReductionKind(op.getReduction())));

  shard::GridOp grid = shard::getGridOrNull(op, op.getGridAttr(), symbolTables);
  if (!grid)
    return refuse(llvm::formatv("grid @{0} cannot be resolved", op.getGrid()));
  StringRef gridName = grid.getSymName();
  if (!spec.grid.empty() && gridName != spec.grid)
    return refuse(llvm::formatv("it reduces over grid @{0}, not over the "
                                "tensor-parallel grid @{1}",
                                gridName, spec.grid));

  int64_t gridRank = grid.getRank();
  SmallVector<int64_t> tpAxes(spec.axes);
  if (tpAxes.empty()) {
    if (gridRank != 1)
      return refuse(llvm::formatv("grid @{0} has {1} axes; name the "
                                  "tensor-parallel ones with the 'axes' "
                                  "option",
                                  gridName, gridRank));
    tpAxes.push_back(0);
  }
  for (int64_t axis : tpAxes)
    if (axis < 0 || axis >= gridRank)
      return refuse(llvm::formatv("the 'axes' option names axis {0}, but grid "
                                  "@{1} has rank {2}",
                                  axis, gridName, gridRank));
  llvm::sort(tpAxes);
  // Which ranks form a group depends on the set of axes, not on their order.
  SmallVector<int64_t> reducedAxes(op.getGridAxes());
  llvm::sort(reducedAxes);
  if (reducedAxes != tpAxes)
    return refuse(llvm::formatv("it reduces over grid axes {0} of @{1}, not "
                                "over the tensor-parallel axes {2}",
                                formatAxes(reducedAxes), gridName,
                                formatAxes(tpAxes)));

  int64_t groupSize = 1;
  for (int64_t axis : tpAxes) {
    int64_t axisSize = grid.getShape()[axis];
    if (ShapedType::isDynamic(axisSize))
      return refuse(llvm::formatv("grid @{0} has a dynamic size along axis "
                                  "{1}; a tp group has a static size",
                                  gridName, axis));
    std::optional<int64_t> product = llvm::checkedMul(groupSize, axisSize);
    if (!product) {
      invalid() << "the product of the sizes of its axes " << formatAxes(tpAxes)
                << " overflows a 64-bit integer";
      return failure();
    }
    groupSize = *product;
  }

  std::string groupName = spec.group.str();
  if (groupName.empty()) {
    groupName = gridName.str();
    // One axis of a larger grid is a different group from the whole grid.
    if (gridRank > 1)
      for (int64_t axis : tpAxes)
        groupName += "_" + std::to_string(axis);
  }
  GroupAttr group = GroupAttr::getChecked(invalid, op.getContext(),
                                          StringRef(groupName), groupSize);
  if (!group)
    return failure();
  return group;
}

/// shard.all_reduce sum over the TP axes -> tp.mark_partial + tp.all_reduce.
struct ImportTPAllReduce : public OpRewritePattern<shard::AllReduceOp> {
  ImportTPAllReduce(MLIRContext *context, const TPAxesSpec &spec,
                    SymbolTableCollection &symbolTables, bool &invalidFound)
      : OpRewritePattern(context), spec(spec), symbolTables(symbolTables),
        invalidFound(invalidFound) {}

  LogicalResult matchAndRewrite(shard::AllReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto invalid = [&]() {
      invalidFound = true;
      return op.emitError()
             << "tp-import-shard: the sum over grid @" << op.getGrid()
             << " cannot be owed over a tp "
                "group: ";
    };
    FailureOr<GroupAttr> group = matchTPSum(
        op, spec, symbolTables,
        [&](const Twine &why) { return rewriter.notifyMatchFailure(op, why); },
        invalid);
    if (failed(group))
      return failure();
    auto tensorType = cast<RankedTensorType>(op.getInput().getType());
    auto owed =
        PartialType::getChecked(invalid, op.getContext(), tensorType, *group);
    if (!owed)
      return failure();
    Value partial =
        MarkPartialOp::create(rewriter, op.getLoc(), owed, op.getInput());
    rewriter.replaceOpWithNewOp<AllReduceOp>(op, tensorType, partial);
    return success();
  }

  const TPAxesSpec &spec;
  SymbolTableCollection &symbolTables;
  bool &invalidFound;
};

struct TPImportShardPass
    : public tpfuse::impl::TPImportShardBase<TPImportShardPass> {
  using Base::Base;

  void runOnOperation() override {
    TPAxesSpec spec{gridName, tpAxes, groupName};
    SymbolTableCollection symbolTables;
    bool invalidFound = false;
    RewritePatternSet patterns(&getContext());
    patterns.add<ImportTPAllReduce>(&getContext(), spec, symbolTables,
                                    invalidFound);
    // Each rewrite replaces only the visited op: one walk suffices.
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    if (invalidFound)
      return signalPassFailure();

    if (!emitRemarks)
      return;
    // What is left was refused; say why, once per op.
    getOperation().walk([&](shard::AllReduceOp op) {
      (void)matchTPSum(
          op, spec, symbolTables,
          [&](const Twine &why) {
            op.emitRemark() << "not imported: " << why;
            return failure();
          },
          // Not reached: the import stopped at the first invalid group.
          [&] { return op.emitError(); });
    });
  }
};

} // namespace
