//===- ImportShard.cpp - Upstream shard IR into tp ownership form ---------===//
//
// Upstream `shard` marks where a sum is paid (shard.all_reduce) but has no
// state for a value that still owes one. Over the tensor-parallel axes a sum
// all-reduce is exactly "this rank's contribution, then the sum": the import
// says so with tp.mark_partial + tp.all_reduce, which the fusion pass can then
// hand to the norm that consumes the sum.
//
// Partitioned code also depends on where the rank stands in the grid (a bias
// added on one rank only, this rank's slice of a replicated tensor): those
// queries become tp.group_rank, and the grid's static shape constants. What
// is then left of upstream sharding is refused sums (kept, as another
// lowering may pay them) and ops the import cannot express (errors).
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "tpfuse/Conversion/Passes.h"
#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
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

/// Reports why an op is not imported; always returns failure.
using RefuseFn = function_ref<LogicalResult(const Twine &)>;

/// Starts the error on an op that cannot be imported because the group it
/// would use is invalid (e.g. a grid of size 0).
using InvalidFn = function_ref<InFlightDiagnostic()>;

std::string formatAxes(ArrayRef<int64_t> axes) {
  return "[" +
         llvm::join(
             llvm::map_range(axes,
                             [](int64_t axis) { return std::to_string(axis); }),
             ", ") +
         "]";
}

/// The tensor-parallel group that the ranks of a grid form.
struct TPGroup {
  shard::GridOp grid;
  /// The tensor-parallel axes of `grid`, in increasing order.
  SmallVector<int64_t> axes;
  /// The group they form: its size is the product of the grid's sizes along
  /// `axes`.
  GroupAttr group;
};

/// The tensor-parallel group of grid `gridRef`, which `op` uses (`verb` and
/// `preposition` say how, e.g. "reduces" "over", for a refusal), if that grid
/// is the TP grid of `spec` with static sizes along its TP axes. A group that
/// the tp dialect would reject (a size below 1, or one that overflows int64) is
/// an error, reported through `invalid`, not a refusal.
FailureOr<TPGroup> resolveTPGroup(Operation *op, FlatSymbolRefAttr gridRef,
                                  StringRef verb, StringRef preposition,
                                  const TPAxesSpec &spec,
                                  SymbolTableCollection &symbolTables,
                                  RefuseFn refuse, InvalidFn invalid) {
  shard::GridOp grid = shard::getGridOrNull(op, gridRef, symbolTables);
  if (!grid)
    return refuse(
        llvm::formatv("grid @{0} cannot be resolved", gridRef.getValue()));
  StringRef gridName = grid.getSymName();
  if (!spec.grid.empty() && gridName != spec.grid)
    return refuse(llvm::formatv("it {0} {1} grid @{2}, not {1} the "
                                "tensor-parallel grid @{3}",
                                verb, preposition, gridName, spec.grid));

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
  GroupAttr group = GroupAttr::getChecked(invalid, op->getContext(),
                                          StringRef(groupName), groupSize);
  if (!group)
    return failure();
  return TPGroup{grid, std::move(tpAxes), group};
}

//===----------------------------------------------------------------------===//
// Sums
//===----------------------------------------------------------------------===//

/// The group that `op` sums over, if it is a sum over exactly the TP axes of
/// a statically sized grid, on tensors of an element type tp reduces.
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

  FailureOr<TPGroup> tp =
      resolveTPGroup(op, op.getGridAttr(), "reduces", "over", spec,
                     symbolTables, refuse, invalid);
  if (failed(tp))
    return failure();
  // Which ranks form a group depends on the set of axes, not on their order.
  SmallVector<int64_t> reducedAxes(op.getGridAxes());
  llvm::sort(reducedAxes);
  if (reducedAxes != tp->axes)
    return refuse(llvm::formatv("it reduces over grid axes {0} of @{1}, not "
                                "over the tensor-parallel axes {2}",
                                formatAxes(reducedAxes), tp->grid.getSymName(),
                                formatAxes(tp->axes)));
  return tp->group;
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

//===----------------------------------------------------------------------===//
// Where the rank stands in the grid
//===----------------------------------------------------------------------===//

/// Imports the ops of partitioned code that ask where this rank stands in the
/// grid. Each import either rewrites its op or emits an error on it saying
/// why it cannot, and fails.
class RankQueryImporter {
public:
  RankQueryImporter(MLIRContext *context, const TPAxesSpec &spec,
                    SymbolTableCollection &symbolTables)
      : rewriter(context), spec(spec), symbolTables(symbolTables) {}

  /// Imports `op`, an op of the shard dialect other than shard.grid and
  /// shard.all_reduce.
  LogicalResult import(Operation *op) {
    rewriter.setInsertionPoint(op);
    return TypeSwitch<Operation *, LogicalResult>(op)
        .Case([&](shard::ProcessMultiIndexOp query) { return import(query); })
        .Case([&](shard::ProcessLinearIndexOp query) { return import(query); })
        .Case([&](shard::GridShapeOp query) { return import(query); })
        .Case([&](shard::AllSliceOp slice) { return import(slice); })
        .Default([&](Operation *op) { return refuse(op, whyNotImported(op)); });
  }

private:
  /// The error on `op` that says why it cannot be imported.
  LogicalResult refuse(Operation *op, const Twine &why) {
    return op->emitError() << "tp-import-shard: '" << op->getName()
                           << "' cannot be imported: " << why;
  }

  /// Why an op no import handles stays upstream's.
  static std::string whyNotImported(Operation *op) {
    if (isa<shard::ShardOp, shard::ShardingOp, shard::GetShardingOp,
            shard::ShardShapeOp>(op))
      return "it is a sharding annotation, which upstream shard-partition "
             "resolves: run sharding-propagation and shard-partition first";
    if (isa<shard::NeighborsLinearIndicesOp, shard::UpdateHaloOp>(op))
      return "halo exchanges are not tensor parallelism, and the runtime "
             "does not do them";
    return "the runtime's only collectives are the sums that tp.all_reduce "
           "and the fused norms pay";
  }

  FailureOr<TPGroup> groupOf(Operation *op, FlatSymbolRefAttr grid) {
    auto why = [&](const Twine &reason) { return refuse(op, reason); };
    auto invalid = [&]() {
      return op->emitError() << "tp-import-shard: '" << op->getName()
                             << "' cannot ask about a tp group: ";
    };
    FailureOr<TPGroup> tp = resolveTPGroup(op, grid, "asks", "about", spec,
                                           symbolTables, why, invalid);
    // tp.group_rank answers for groups the runtime can number (a C int).
    if (succeeded(tp) && tp->group.getSize() > GroupRankOp::kMaxGroupSize) {
      invalid() << "a group of " << tp->group.getSize()
                << " ranks, more than the runtime numbers (a 32-bit int)";
      return failure();
    }
    return tp;
  }

  /// This rank's index in `group`: one tp.group_rank per function and
  /// group, at the function's start (the value never changes, and each one
  /// becomes a runtime call), wherever the queries are.
  Value groupRank(Location loc, GroupAttr group) {
    // The value may only move as far as the nearest isolated region.
    Operation *scope = rewriter.getInsertionBlock()->getParentOp();
    while (scope && !scope->hasTrait<OpTrait::IsIsolatedFromAbove>())
      scope = scope->getParentOp();
    auto function = dyn_cast_or_null<FunctionOpInterface>(scope);
    if (!function || function.getFunctionBody().empty())
      return GroupRankOp::create(rewriter, loc, group);
    Value &rank = ranks[{function, group}];
    if (!rank) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&function.getFunctionBody().front());
      rank = GroupRankOp::create(rewriter, loc, group);
    }
    return rank;
  }

  Value index(Location loc, int64_t value) {
    return arith::ConstantIndexOp::create(rewriter, loc, value);
  }

  /// The index along each of `axes` (grid axes, all of them TP axes) of this
  /// rank: its group rank read as a row-major index over the TP axes in
  /// increasing order (tp.group_rank).
  SmallVector<Value> indicesAlong(Location loc, TPGroup &tp,
                                  ArrayRef<int64_t> axes) {
    Value rank = groupRank(loc, tp.group);
    SmallVector<Value> indices;
    for (int64_t axis : axes) {
      auto position = llvm::find(tp.axes, axis) - tp.axes.begin();
      int64_t stride = 1;
      for (int64_t inner : ArrayRef(tp.axes).drop_front(position + 1))
        stride *= tp.grid.getShape()[inner];
      Value index = rank;
      if (stride != 1)
        index = arith::DivUIOp::create(rewriter, loc, index,
                                       this->index(loc, stride));
      // The outermost axis needs no remainder: the rank is below the size.
      if (position != 0)
        index = arith::RemUIOp::create(
            rewriter, loc, index, this->index(loc, tp.grid.getShape()[axis]));
      indices.push_back(index);
    }
    return indices;
  }

  /// The axes `axes` names, or every axis of the grid when it names none.
  static SmallVector<int64_t> axesOrAll(ArrayRef<int16_t> axes,
                                        shard::GridOp grid) {
    if (!axes.empty())
      return SmallVector<int64_t>(axes);
    return llvm::to_vector(llvm::seq<int64_t>(grid.getRank()));
  }

  /// Each queried axis must be a TP axis: the communicator knows where this
  /// rank stands in the group, and nothing about other axes.
  LogicalResult import(shard::ProcessMultiIndexOp query) {
    FailureOr<TPGroup> tp = groupOf(query, query.getGridAttr());
    if (failed(tp))
      return failure();
    SmallVector<int64_t> axes = axesOrAll(query.getAxes(), tp->grid);
    for (int64_t axis : axes)
      if (!llvm::is_contained(tp->axes, axis))
        return refuse(query,
                      llvm::formatv("it asks for the index along axis {0} of "
                                    "@{1}, which is not a tensor-parallel axis "
                                    "({2}): the tp communicator knows only "
                                    "this rank's place in its group",
                                    axis, tp->grid.getSymName(),
                                    formatAxes(tp->axes)));
    rewriter.replaceOp(query, indicesAlong(query.getLoc(), *tp, axes));
    return success();
  }

  /// The linear index over the whole grid is the group rank when every axis
  /// of the grid is a TP axis.
  LogicalResult import(shard::ProcessLinearIndexOp query) {
    FailureOr<TPGroup> tp = groupOf(query, query.getGridAttr());
    if (failed(tp))
      return failure();
    if (static_cast<int64_t>(tp->axes.size()) != tp->grid.getRank())
      return refuse(query,
                    llvm::formatv("it counts over every axis of @{0}, but only "
                                  "{1} are tensor-parallel: the tp "
                                  "communicator knows only this rank's place "
                                  "in its group",
                                  tp->grid.getSymName(), formatAxes(tp->axes)));
    rewriter.replaceOpWithNewOp<GroupRankOp>(query, tp->group);
    return success();
  }

  /// A grid's static sizes are constants, whichever axes they are.
  LogicalResult import(shard::GridShapeOp query) {
    shard::GridOp grid =
        shard::getGridOrNull(query, query.getGridAttr(), symbolTables);
    if (!grid)
      return refuse(query, llvm::formatv("grid @{0} cannot be resolved",
                                         query.getGrid()));
    SmallVector<Value> sizes;
    for (int64_t axis : axesOrAll(query.getAxes(), grid)) {
      int64_t size = grid.getShape()[axis];
      if (ShapedType::isDynamic(size))
        return refuse(query,
                      llvm::formatv("grid @{0} has a dynamic size along axis "
                                    "{1}",
                                    grid.getSymName(), axis));
      sizes.push_back(index(query.getLoc(), size));
    }
    rewriter.replaceOp(query, sizes);
    return success();
  }

  /// This rank's equal part of a tensor along one dimension, split over the
  /// TP axes, is a slice at group rank times the part's size. The grid axes
  /// must be the TP axes in increasing order: the part's index is the
  /// row-major index over the grid axes as given.
  LogicalResult import(shard::AllSliceOp slice) {
    FailureOr<TPGroup> tp = groupOf(slice, slice.getGridAttr());
    if (failed(tp))
      return failure();
    SmallVector<int64_t> sliceAxes(slice.getGridAxes());
    if (sliceAxes != tp->axes)
      return refuse(slice,
                    llvm::formatv("it slices over grid axes {0} of @{1}, not "
                                  "over the tensor-parallel axes {2} in "
                                  "increasing order",
                                  formatAxes(sliceAxes), tp->grid.getSymName(),
                                  formatAxes(tp->axes)));
    auto inputType = cast<RankedTensorType>(slice.getInput().getType());
    auto resultType = cast<RankedTensorType>(slice.getResult().getType());
    // Upstream's verifier does not bound the axis by the rank.
    int64_t dim = slice.getSliceAxis().getSExtValue();
    if (dim < 0 || dim >= inputType.getRank())
      return refuse(slice, llvm::formatv("it slices along axis {0}, which {1} "
                                         "does not have",
                                         dim, inputType));
    int64_t size = inputType.getDimSize(dim);
    int64_t ranks = tp->group.getSize();
    if (ShapedType::isDynamic(size) || size % ranks != 0)
      return refuse(slice, llvm::formatv("dimension {0} of {1} is not a "
                                         "static multiple of the {2} ranks "
                                         "of the group",
                                         dim, inputType, ranks));
    int64_t part = size / ranks;
    SmallVector<int64_t> partShape(inputType.getShape());
    partShape[dim] = part;
    if (resultType.getShape() != ArrayRef(partShape))
      return refuse(slice, llvm::formatv("its result {0} is not this rank's "
                                         "equal part of {1}",
                                         resultType, inputType));

    Location loc = slice.getLoc();
    Value rank = groupRank(loc, tp->group);
    SmallVector<OpFoldResult> offsets(inputType.getRank(),
                                      rewriter.getIndexAttr(0));
    offsets[dim] = arith::MulIOp::create(rewriter, loc, rank, index(loc, part))
                       .getResult();
    SmallVector<OpFoldResult> sizes;
    for (int64_t extent : partShape)
      sizes.push_back(rewriter.getIndexAttr(extent));
    SmallVector<OpFoldResult> strides(inputType.getRank(),
                                      rewriter.getIndexAttr(1));
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        slice, resultType, slice.getInput(), offsets, sizes, strides);
    return success();
  }

  IRRewriter rewriter;
  /// groupRank's answers, by function and group.
  DenseMap<std::pair<Operation *, Attribute>, Value> ranks;
  const TPAxesSpec &spec;
  SymbolTableCollection &symbolTables;
};

struct TPImportShardPass
    : public tpfuse::impl::TPImportShardBase<TPImportShardPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    TPAxesSpec spec{gridName, tpAxes, groupName};
    SymbolTableCollection symbolTables;
    bool invalidFound = false;
    RewritePatternSet patterns(&getContext());
    patterns.add<ImportTPAllReduce>(&getContext(), spec, symbolTables,
                                    invalidFound);
    // Each rewrite replaces only the visited op: one walk suffices.
    walkAndApplyPatterns(module, std::move(patterns));
    if (invalidFound)
      return signalPassFailure();

    if (failed(importRankQueries(spec, symbolTables)))
      return signalPassFailure();
    eraseUnusedGrids();

    if (!emitRemarks)
      return;
    // What is left was refused; say why, once per op.
    module.walk([&](shard::AllReduceOp op) {
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

  /// Imports every shard op but the grids and the sums, or says why it
  /// cannot: a query nothing uses goes, since it asks about nothing.
  LogicalResult importRankQueries(const TPAxesSpec &spec,
                                  SymbolTableCollection &symbolTables) {
    SmallVector<Operation *> queries;
    getOperation().walk([&](Operation *op) {
      if (isa_and_nonnull<shard::ShardDialect>(op->getDialect()) &&
          !isa<shard::GridOp, shard::AllReduceOp>(op))
        queries.push_back(op);
    });
    // Users first, so that a query only an unused one read goes too.
    SmallVector<Operation *> remaining;
    for (Operation *op : llvm::reverse(queries)) {
      if (isOpTriviallyDead(op)) {
        op->erase();
        continue;
      }
      // A sharding is reported through the annotations that use it.
      if (isa<shard::ShardingOp>(op) &&
          llvm::all_of(op->getUsers(), [](Operation *user) {
            return isa_and_nonnull<shard::ShardDialect>(user->getDialect());
          }))
        continue;
      remaining.push_back(op);
    }
    RankQueryImporter importer(&getContext(), spec, symbolTables);
    bool failedAny = false;
    for (Operation *op : llvm::reverse(remaining))
      failedAny |= failed(importer.import(op));
    return failure(failedAny);
  }

  /// A grid that nothing refers to any more says nothing about the module.
  void eraseUnusedGrids() {
    ModuleOp module = getOperation();
    for (auto grid : llvm::make_early_inc_range(module.getOps<shard::GridOp>()))
      if (SymbolTable::symbolKnownUseEmpty(grid, module))
        grid.erase();
  }
};

} // namespace
