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

    A fused norm is fused for the runtime, which may still decline a call
    and pay the sum before the ordinary norm. This pass does not know the
    target: the CPU backend fuses over any number of ranks, the CUDA
    backend's kernels over 2, 4 or 8 (`tp-aot-pipeline{target=cuda}` warns
    at each fused norm over another group size).
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
    way frontends emit it (torch-mlir's exports of Hugging Face and serving
    stack norms among them), and replaces it with `tp.rms_norm` or
    `tp.add_rms_norm`: linalg.generic reductions and elementwise ops (one per
    frontend op, or fused), the named ops linalg.reduce, map, broadcast, add,
    mul and div, arith/math ops on scalars or tensors; `keepdim` shapes and
    broadcasts; dynamic token counts; `x * x` or a power of 2; the mean as
    the sum divided by the hidden size; epsilon a constant anywhere it is
    loop-invariant, of any float type (an f64 constant rounded in the body is
    the constant it rounds to).

    Raising never changes a result: each rounding the IR does is one of the
    tp norms' variants (see `RmsNormOpInterface`), which the raised op states.
    The norm may compute in f32 from bf16/f16 tensors, rounding where the
    weight multiplies (`weight_multiply`), adding an offset to the weight in
    f32 (`weight_offset`, Gemma's `1 + w`), normalizing the residual sum
    rounded or in f32 (`residual_add`); or compute in bf16/f16 throughout, the
    sum in index order (`compute = storage`). The sum of an f32 accumulation
    may be reassociated, and `math.rsqrt` is the target's.

    A candidate is a sum of squares over one dimension. The ops it replaces
    must have no other uses, but for norms of one input with different
    weights whose common part was merged (by CSE: a model's final norm and a
    NextN layer's `hnorm`): when every branch of the common part ends in a
    weight multiply, each is raised in turn, the first as it comes in the
    block, the later ones normalizing the first's `residual_out`. Everything else is left alone; with
    `remarks=true` each near miss (LayerNorm, another axis or count, no rsqrt
    or a division by `sqrt`, a non-constant epsilon, a weight of another shape
    or type, a shared intermediate, a rounding no variant has) gets a remark
    on its sum of squares. See docs/Interop.md.
  }];
  let options = [
    Option<"emitRemarks", "remarks", "bool", /*default=*/"false",
           "Emit a remark at every near miss, saying why it is not an RMSNorm">
  ];
  let dependentDialects = ["::tpfuse::tp::TPDialect"];
}

def TPRaiseNormQuantization : Pass<"tp-raise-norm-quantization"> {
  let summary = "Raise the FP8 or NVFP4 quantization of a tp norm's output "
                "into the norm (#tp.quant)";
  let description = [{
    FP8 models quantize a norm's output for the next GEMM, and frontends
    write that as elementwise ops after the norm. This pass recognizes, from
    the cast to `f8E4M3FN` back, the quantizations PyTorch code writes, as
    torch-mlir exports them, and states each as the norm's `quant`
    attribute, replacing the ops: the norm (raised by `tp-raise-rms-norm`,
    or already fused) then returns the quantized values and scales, and
    `tp-fuse-allreduce-norm` carries them into the fused all-reduce + norm.

    - `fp8_static`: `(y.float() / scale).clamp(-448, 448).to(float8_e4m3fn)`
      with `scale` a tensor of one f32 (of any shape) defined before the
      norm.
    - `fp8_per_token`: the scale `amax(|y|) / 448` over the hidden
      dimension, floored (`.clamp(min=...)`, before or after the division),
      then as above (vLLM's per-token reference).
    - `fp8_per_group`: the same over groups of the hidden dimension, the
      normed output reshaped to `[..., groups, group_size]` (DeepSeek-V3's
      block FP8 as SGLang's and vLLM's PyTorch references write it; f32
      scales).
    - `nvfp4`: vLLM's `ref_nvfp4_quant` (blocks of 16, the e4m3 block scale
      `clamp(global_scale * (amax * (1 / 6)), -448, 448)`, the factor
      `get_reciprocal(block_scale * get_reciprocal(global_scale))`, the
      values times it clamped to [-6, 6]), starting from that clamp, then
      any rounding of it to e2m1 written as comparisons with constants and
      selects (`cast_to_fp4`'s masked assignments), proved equal to
      #tp.quant's e2m1 on every f32 in [-6, 6]. The f32 values the
      reference returns are decoded from the norm's packed e2m1 bytes.
    - The FP8 forms with `y.float() * (1 / scale)` in place of the division,
      in either order, `1 / scale` computed in f32 (vLLM's `QuantFP8`):
      `scaling = reciprocal`.

    Raising never changes a result, NaN included (#tp.quant gives NaN values
    -448 and a NaN scale the floor, as torch-mlir's lowering of `clamp`
    does; NVFP4's NaN values -6). Everything else is left as it is; with
    `remarks=true` each cast (or NVFP4 rounding) that quantizes a tp norm's
    output but is not raised gets a remark saying why: a clamp to another
    range or one that keeps NaN, a division or product in bf16 (two
    roundings), a product with anything but the scale's reciprocal (`y *
    scale`, `y * (2 / scale)`) or with a reciprocal computed in another type
    than f32, an amax over another axis or one that ignores NaN, no floor,
    a divisor other than 448, UE8M0 scales rounded through `log2` (which
    rounds to the power of two below for scales just above one), a static
    scale computed after the norm, an NVFP4 block scale cast without its
    clamp, another reciprocal, a rounding that differs from e2m1's at some
    value (named). A cast of a value no tp norm computes is not a candidate
    (raise the norm first: `tp-raise-rms-norm` says why it did not, e.g. a
    Gemma norm whose weight is f32 while the activations are bf16).
  }];
  let options = [
    Option<"emitRemarks", "remarks", "bool", /*default=*/"false",
           "Emit a remark at every quantization of a tp norm's output that "
           "is not raised, saying why">
  ];
  let dependentDialects = ["::tpfuse::tp::TPDialect",
                           "::mlir::tensor::TensorDialect"];
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
