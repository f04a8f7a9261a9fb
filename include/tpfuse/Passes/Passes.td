//===- Passes.td - tpfuse passes ---------------------------*- tablegen -*-===//

#ifndef TPFUSE_PASSES_PASSES_TD
#define TPFUSE_PASSES_PASSES_TD

include "mlir/Pass/PassBase.td"

def TPDecomposeFusedNorms : Pass<"tp-decompose-fused-norms"> {
  let summary = "Expand consumer-owned fused norms into an explicit all-reduce "
                "followed by the plain norm";
  let description = [{
    Rewrites `tp.all_reduce_add_rms_norm` into `tp.all_reduce` followed by
    `tp.add_rms_norm`, and `tp.all_reduce_rms_norm` into `tp.all_reduce`
    followed by `tp.rms_norm`. This is the reference meaning of the fused ops
    and the form a program takes when the fused path is unavailable; the sum
    is still paid exactly once.

    Example:

    ```mlir
    %n, %r = tp.all_reduce_add_rms_norm %p, %res, %w epsilon = 1.0e-06 : ...
    // becomes
    %sum = tp.all_reduce %p : ...
    %n, %r = tp.add_rms_norm %sum, %res, %w epsilon = 1.0e-06 : ...
    ```
  }];
  let dependentDialects = ["::tpfuse::tp::TPDialect"];
}

def TPFuseAllReduceNorm : Pass<"tp-fuse-allreduce-norm", "::mlir::ModuleOp"> {
  let summary = "Hand an owed sum to the RMSNorm that consumes it";
  let description = [{
    Rewrites `tp.all_reduce` whose only use is the input of a (residual)
    RMSNorm into the consumer-owned fused op: `tp.all_reduce` +
    `tp.add_rms_norm` becomes `tp.all_reduce_add_rms_norm`, and `tp.all_reduce`
    + `tp.rms_norm` becomes `tp.all_reduce_rms_norm`.

    Fusion is gated, fail-closed, by the parallel configuration that the
    module carries in its `tp.parallel_config` attribute (see
    docs/ParallelConfig.md): only pure tensor parallelism with TP > 1 is
    fused. With `remarks=true` every boundary gets a remark saying whether it
    was fused, and if not, which condition failed.
  }];
  let options = [
    Option<"scope", "scope", "::tpfuse::FusionScope",
           "::tpfuse::FusionScope::All",
           "Which layer boundaries to fuse",
           [{::llvm::cl::values(
             clEnumValN(::tpfuse::FusionScope::All, "all",
                        "every layer boundary (default: in a compiled model "
                        "no one else fuses the inner boundaries)"),
             clEnumValN(::tpfuse::FusionScope::Final, "final",
                        "only the final boundary (model.norm, NextN "
                        "shared_head.norm), for a serving stack that fuses "
                        "the inner boundaries itself"))}]>,
    Option<"backend", "backend", "::tpfuse::FusionBackend",
           "::tpfuse::FusionBackend::Auto",
           "Which fused all-reduce + norm implementation the target has",
           [{::llvm::cl::values(
             clEnumValN(::tpfuse::FusionBackend::Auto, "auto",
                        "the tpfuse runtime's fused entry (it declines at "
                        "run time when it cannot run, and the owed "
                        "all-reduce is paid before the ordinary norm)"),
             clEnumValN(::tpfuse::FusionBackend::None, "none",
                        "no fused implementation: fuse nothing"))}]>,
    Option<"emitRemarks", "remarks", "bool", /*default=*/"false",
           "Emit a remark at every boundary: fused, or the condition that "
           "refused it">
  ];
  let statistics = [
    Statistic<"numFused", "num-fused", "Boundaries fused">,
    Statistic<"numRefused", "num-refused", "All-reduces left unfused">
  ];
  let dependentDialects = ["::tpfuse::tp::TPDialect"];
}

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

#endif // TPFUSE_PASSES_PASSES_TD
