//===- Passes.td - Transforms of tp IR ---------------------*- tablegen -*-===//

#ifndef TPFUSE_TRANSFORMS_PASSES_TD
#define TPFUSE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

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

def TPRaiseRmsNorm : Pass<"tp-raise-rms-norm"> {
  let summary = "Raise RMSNorm written in linalg/arith/math to tp.rms_norm";
  let description = [{
    Recognizes RMSNorm, with and without a preceding residual add, written the
    way frontends emit it, and replaces it with `tp.rms_norm` or
    `tp.add_rms_norm`: linalg.generic reductions and elementwise ops (one per
    frontend op, or fused), the named ops linalg.reduce, map, broadcast, add,
    mul and div, arith/math ops on scalars or tensors; bf16/f16 extended to
    f32 and rounded back; `x * x` or a power of 2; the mean as the sum divided
    by (or multiplied by 1/) the hidden size; a constant epsilon; `rsqrt`, or
    a division by `sqrt`; dynamic token counts.

    A candidate is a sum of squares over one dimension. It is raised only when
    the IR computes what the tp norm computes, up to f32 rounding (summation
    order, 1/hidden, rsqrt vs. 1/sqrt): the residual add rounded to the input
    type (`h`, also the returned residual), and `h * rsqrt(mean(h^2) + eps) *
    weight` in f32, rounded once. The ops it replaces must have no other
    uses. Everything else is left alone; with `remarks=true` each near miss
    (LayerNorm, another axis or count, no rsqrt, a non-constant epsilon, a
    weight of another shape or type, a shared intermediate, other rounding)
    gets a remark on its sum of squares. See docs/Interop.md.
  }];
  let options = [
    Option<"allowWeightAfterRounding", "weight-after-rounding", "bool",
           /*default=*/"false",
           "Also raise norms that round to the input type before multiplying "
           "by the weight (Hugging Face Llama); the tp norm rounds once, "
           "which can change results by one unit in the last place">,
    Option<"emitRemarks", "remarks", "bool", /*default=*/"false",
           "Emit a remark at every near miss, saying why it is not an RMSNorm">
  ];
  let dependentDialects = ["::tpfuse::tp::TPDialect"];
}

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

#endif // TPFUSE_TRANSFORMS_PASSES_TD
