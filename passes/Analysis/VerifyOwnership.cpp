//===- VerifyOwnership.cpp - Every owed sum is paid exactly once ----------===//
//
// Each value of type !tp.partial carries a debt. Its uses either pay it
// (tp.all_reduce, the fused norms) or hand it on to a value that owes it next:
// the result of a linear op (tp.partial_add, tp.partial_scale,
// tp.partial_cast), a region or block argument
// (through a yield or a branch), a callee's argument (a call) or the caller
// (a return; the signature declares the result owed). Every such receiver is
// itself checked, so a value is correct when, on every path from its
// definition, exactly one of its uses pays or hands on its debt.
//
// The count follows structured control flow: the regions of an scf.if or
// scf.index_switch are alternatives and must agree; a use inside a loop body
// of a value defined outside would pay once per iteration.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "tpfuse/Analysis/Passes.h"
#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "llvm/ADT/MapVector.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPVERIFYOWNERSHIP
#include "tpfuse/Analysis/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::tp;

namespace {

/// How one path through some code settles a debt: the uses that paid or
/// handed it on.
using Settlements = SmallVector<OpOperand *, 2>;

class OwnershipChecker {
public:
  /// Checks the debt of `owed`; reports errors and returns failure if it is
  /// not settled exactly once on every path.
  LogicalResult check(Value owed) {
    this->owed = owed;
    group = cast<PartialType>(owed.getType()).getGroup();
    Block *home = owed.getParentBlock();
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : owed.getUses()) {
      if (!home->findAncestorOpInBlock(*use.getOwner())) {
        InFlightDiagnostic diag = use.getOwner()->emitError()
                                  << "a value owing a sum over " << groupText()
                                  << " is used outside the block that "
                                     "defines it: pass it on as a block "
                                     "argument instead";
        diag.attachNote(owed.getLoc()) << "the value is defined here";
        return failure();
      }
      uses.push_back(&use);
    }
    // Use lists run backwards; program order makes for readable notes.
    std::reverse(uses.begin(), uses.end());

    FailureOr<Settlements> settled = settleInBlock(*home, uses);
    if (failed(settled))
      return failure();
    if (settled->empty()) {
      emitError(owed.getLoc())
          << "the sum owed over " << groupText()
          << " is never paid: reduce it (tp.all_reduce or a fused norm), or "
             "return it from a function that declares it owed";
      return failure();
    }
    if (settled->size() > 1) {
      InFlightDiagnostic diag = emitError(owed.getLoc())
                                << "the sum owed over " << groupText()
                                << " is paid " << settled->size()
                                << " times on one path";
      llvm::MapVector<Operation *, int> timesByOp;
      for (OpOperand *use : *settled)
        ++timesByOp[use->getOwner()];
      for (auto [op, times] : timesByOp) {
        Diagnostic &note = diag.attachNote(op->getLoc())
                           << "paid or handed on here by '" << op->getName()
                           << "'";
        if (times > 1)
          note << " (" << times << " times)";
      }
      return failure();
    }
    return success();
  }

private:
  std::string groupText() const {
    std::string text;
    llvm::raw_string_ostream os(text);
    Attribute(group).print(os);
    return text;
  }

  /// The settlements on one path through `block`, of `uses`, which all lie
  /// in `block` or in regions of its ops.
  FailureOr<Settlements> settleInBlock(Block &block,
                                       ArrayRef<OpOperand *> uses) {
    // Group by the op of `block` that holds each use; MapVector keeps the
    // program order of first appearance, for deterministic notes.
    llvm::MapVector<Operation *, SmallVector<OpOperand *>> byAncestor;
    for (OpOperand *use : uses)
      byAncestor[block.findAncestorOpInBlock(*use->getOwner())].push_back(use);

    Settlements settled;
    for (auto &[op, opUses] : byAncestor) {
      SmallVector<OpOperand *> direct, nested;
      for (OpOperand *use : opUses)
        (use->getOwner() == op ? direct : nested).push_back(use);
      FailureOr<Settlements> byOperands = settleAsOperands(op, direct);
      if (failed(byOperands))
        return failure();
      settled.append(byOperands->begin(), byOperands->end());
      if (nested.empty())
        continue;
      FailureOr<Settlements> byRegions = settleInRegions(op, nested);
      if (failed(byRegions))
        return failure();
      settled.append(byRegions->begin(), byRegions->end());
    }
    return settled;
  }

  /// The settlements made by `op` taking `owed` as the operands `uses`.
  FailureOr<Settlements> settleAsOperands(Operation *op,
                                          ArrayRef<OpOperand *> uses) {
    if (uses.empty())
      return Settlements();
    // A branch with several successors forwards the value on only one path
    // each: every successor must receive it equally often.
    if (auto branch = dyn_cast<BranchOpInterface>(op);
        branch && op->getNumSuccessors() > 1) {
      std::optional<Settlements> common;
      for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i) {
        OperandRange forwarded =
            branch.getSuccessorOperands(i).getForwardedOperands();
        Settlements path;
        // An empty range has no begin index to ask for.
        if (!forwarded.empty()) {
          unsigned begin = forwarded.getBeginOperandIndex();
          for (OpOperand *use : uses)
            if (begin <= use->getOperandNumber() &&
                use->getOperandNumber() < begin + forwarded.size())
              path.push_back(use);
        }
        if (common && common->size() != path.size())
          return reportUnevenBranches(op, common->size(), path.size());
        common = std::move(path);
      }
      return *common;
    }

    for (OpOperand *use : uses)
      if (!settlesDebt(*use)) {
        InFlightDiagnostic diag =
            op->emitError()
            << "'" << op->getName() << "' is not linear in the sum owed over "
            << groupText()
            << ": only tp ops, calls, returns and control "
               "flow may take a value that owes a sum";
        diag.attachNote(owed.getLoc()) << "the value is defined here";
        return failure();
      }
    return Settlements(uses.begin(), uses.end());
  }

  /// Whether `use` pays the debt or hands it to another value that is
  /// checked on its own.
  static bool settlesDebt(OpOperand &use) {
    Operation *op = use.getOwner();
    // Payments.
    if (isa<AllReduceOp>(op))
      return true;
    if (auto norm = dyn_cast<RmsNormOpInterface>(op); norm && norm.paysSum())
      return true;
    // Linear: the result owes the sum of its operands' debts.
    if (op->hasTrait<mlir::OpTrait::tp::LinearInSum>())
      return true;
    // Handed to a callee's argument, or back to the caller.
    if (isa<CallOpInterface>(op) || op->hasTrait<mlir::OpTrait::ReturnLike>() ||
        isa<RegionBranchTerminatorOpInterface>(op))
      return true;
    // Handed to a block argument, or to the region arguments and results of
    // structured control flow (loop inits, for instance).
    if (isa<BranchOpInterface>(op))
      return true;
    if (auto loop = dyn_cast<LoopLikeOpInterface>(op))
      return llvm::is_contained(
          llvm::make_pointer_range(loop.getInitsMutable()), &use);
    return false;
  }

  /// The settlements of `uses`, which lie in the regions of `op`.
  FailureOr<Settlements> settleInRegions(Operation *op,
                                         ArrayRef<OpOperand *> uses) {
    if (isa<LoopLikeOpInterface>(op)) {
      InFlightDiagnostic diag = op->emitError()
                                << "a value owing a sum over " << groupText()
                                << " defined outside '" << op->getName()
                                << "' is used in its body, once per iteration: "
                                   "pass it in as a loop-carried value instead";
      diag.attachNote(owed.getLoc()) << "the value is defined here";
      return failure();
    }
    if (!isa<RegionBranchOpInterface>(op)) {
      InFlightDiagnostic diag = op->emitError()
                                << "a value owing a sum over " << groupText()
                                << " is used inside '" << op->getName()
                                << "', whose control flow is not known";
      diag.attachNote(owed.getLoc()) << "the value is defined here";
      return failure();
    }
    // The regions of a non-loop region branch op (scf.if, scf.index_switch,
    // scf.execute_region) are alternative paths: each must settle the debt
    // equally often.
    std::optional<Settlements> common;
    for (Region &region : op->getRegions()) {
      SmallVector<OpOperand *> inRegion;
      for (OpOperand *use : uses)
        if (region.isAncestor(use->getOwner()->getParentRegion()))
          inRegion.push_back(use);
      Settlements path;
      if (!inRegion.empty()) {
        if (!region.hasOneBlock()) {
          op->emitError() << "a value owing a sum over " << groupText()
                          << " is used in a region of several blocks, "
                             "which ownership checking does not follow";
          return failure();
        }
        FailureOr<Settlements> settled =
            settleInBlock(region.front(), inRegion);
        if (failed(settled))
          return failure();
        path = std::move(*settled);
      }
      if (common && common->size() != path.size())
        return reportUnevenBranches(op, common->size(), path.size());
      common = std::move(path);
    }
    return common ? *common : Settlements();
  }

  FailureOr<Settlements> reportUnevenBranches(Operation *op, size_t one,
                                              size_t other) {
    InFlightDiagnostic diag = op->emitError()
                              << "the sum owed over " << groupText()
                              << " is paid on only some paths through '"
                              << op->getName() << "' (" << one << " time"
                              << (one == 1 ? "" : "s") << " on one, " << other
                              << " on another)";
    diag.attachNote(owed.getLoc()) << "the value is defined here";
    return failure();
  }

  Value owed;
  GroupAttr group;
};

/// A debt is tracked on values of type !tp.partial only: one inside another
/// type (a tuple, a tensor of partials, a function type) could be paid any
/// number of times unseen, so it is rejected.
LogicalResult checkNotNested(Type type, Location loc) {
  if (isa<PartialType>(type))
    return success();
  PartialType nested;
  type.walk([&](PartialType partial) {
    nested = partial;
    return WalkResult::interrupt();
  });
  if (!nested)
    return success();
  return emitError(loc) << "type " << type << " holds " << nested
                        << " inside another type, where the sum it owes "
                           "cannot be tracked: pass partial sums as values "
                           "of type !tp.partial";
}

struct TPVerifyOwnershipPass
    : public tpfuse::impl::TPVerifyOwnershipBase<TPVerifyOwnershipPass> {
  void runOnOperation() override {
    bool ok = true;
    OwnershipChecker checker;
    auto checkAll = [&](ValueRange values) {
      for (Value value : values) {
        if (isa<PartialType>(value.getType()))
          ok &= succeeded(checker.check(value));
        else
          ok &= succeeded(checkNotNested(value.getType(), value.getLoc()));
      }
    };
    getOperation()->walk([&](Operation *op) {
      checkAll(op->getResults());
      for (Region &region : op->getRegions())
        for (Block &block : region)
          checkAll(block.getArguments());
      // A declaration has no block arguments to carry its types.
      if (auto function = dyn_cast<FunctionOpInterface>(op);
          function && function.isExternal())
        for (Type type : llvm::concat<const Type>(function.getArgumentTypes(),
                                                  function.getResultTypes()))
          ok &= succeeded(checkNotNested(type, op->getLoc()));
    });
    if (!ok)
      signalPassFailure();
  }
};

} // namespace
