//===- Passes.td - Whole-module checks of tp IR ------------*- tablegen -*-===//

#ifndef TPFUSE_ANALYSIS_PASSES_TD
#define TPFUSE_ANALYSIS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TPVerifyOwnership : Pass<"tp-verify-ownership", "::mlir::ModuleOp"> {
  let summary = "Check that every owed sum is paid exactly once on every path";
  let description = [{
    Follows every value of type `!tp.partial` from its definition (an op
    result, a function or block argument) through linear pass-throughs
    (`tp.partial_add`, `tp.partial_scale`, `tp.partial_cast`), structured control flow (`scf.if`, `scf.for`,
    `scf.while`, `scf.index_switch`, `scf.execute_region`), branches to block
    arguments, calls and returns, and reports an error when some path pays the
    sum twice, never pays it, or pays it on only some branches, and when a
    value owing a sum reaches an op that is not linear in the sum.

    A sum is paid by `tp.all_reduce` or a fused norm; returning a partial
    (declared as owed in the signature) hands the debt to the caller, and
    passing one to a call hands it to the callee.
  }];
}

#endif // TPFUSE_ANALYSIS_PASSES_TD
