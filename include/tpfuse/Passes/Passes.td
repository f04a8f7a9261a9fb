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

#endif // TPFUSE_PASSES_PASSES_TD
