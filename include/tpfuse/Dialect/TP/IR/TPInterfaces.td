//===- TPInterfaces.td - tp dialect interfaces -------------*- tablegen -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPINTERFACES_TD
#define TPFUSE_DIALECT_TP_IR_TPINTERFACES_TD

include "mlir/IR/OpBase.td"

def TP_RmsNormOpInterface : OpInterface<"RmsNormOpInterface"> {
  let cppNamespace = "::tpfuse::tp";
  let description = [{
    The RMSNorm family: `tp.rms_norm`, `tp.add_rms_norm` and the fused forms
    `tp.all_reduce_rms_norm`, `tp.all_reduce_add_rms_norm`, which pay the sum
    their input owes before normalizing it. Code that treats them alike
    (verification, canonicalization, fusion, raising, lowering) asks this
    interface instead of naming the four ops. The family shares one verifier.

    Every norm states where it rounds, so that a norm raised from a frontend's
    ops computes exactly what those ops computed. With `T` the element type,
    `rd` rounding to nearest-even in `T`, `N` the hidden size, `x` the input
    (for the fused forms: the sum over the group, rounded to `T`) and
    `w' = f32(weight) + weight_offset`, a norm with `compute = f32` (the
    default) computes in f32:

    ```
    s            = f32(x) + f32(residual)     (s = f32(x) without residual)
    residual_out = rd(s)
    h            = rd(s)                      residual_add = rounded (default)
                 = s                          residual_add = f32
    inv          = rsqrt(sum_j(h_j^2) / N + epsilon)
    normed       = rd((h * inv) * w')         weight_multiply = before_rounding
                 = rd(rd(h * inv) * w')       weight_multiply = after_rounding
    ```

    The sum of squares is accumulated in f32 in an order the implementation
    picks, and `rsqrt` is the target's f32 reciprocal square root. With
    `compute = storage` (bf16 and f16 only) every step is rounded to `T`, and
    the sum is accumulated in index order, as a model computed in `T` does:

    ```
    h = rd(x + residual), residual_out = h
    acc = 0; for j in 0 .. N-1: acc = rd(acc + rd(h_j * h_j))
    inv = rd(rsqrt(rd(rd(acc / N) + rd(epsilon))))
    normed = rd(rd(h * inv) * weight)
    ```

    which needs `weight_multiply = after_rounding`, `weight_offset = 0` and
    `residual_add = rounded`. For f32 elements `rd` is exact, so the weight
    and residual variants coincide.

    | frontend form | attributes |
    |---|---|
    | Hugging Face Llama, Qwen2, DeepSeek-V3, vLLM | `weight_multiply = after_rounding` |
    | Gemma: `(x * (1 + w.float())).to(T)` | `weight_offset = 1.0` |
    | serving stacks' `forward_native` residual add in f32 | `residual_add = f32` |
    | `F.rms_norm` on bf16/f16, a norm without upcast | `compute = storage` |

    A norm with a `quant` attribute (#tp.quant) also quantizes its normed
    output for the next GEMM, as FP8 and FP4 models do: after `normed` (and
    `residual_out`) it returns the quantized values and, for the schemes
    that compute scales, the scales; a scheme that reads a scale (static
    FP8, NVFP4's global scale) takes it as the operand after the weight.
    The values are quantized from `normed` as returned (already rounded to
    `T`), with the formulas #tp.quant states, so a fused norm, its decline
    fallback and the unfused IR agree bit for bit. The quantized outputs owe
    no sum: the fused forms pay it once, before normalizing.

    ```mlir
    %normed, %res, %q, %scales = tp.all_reduce_add_rms_norm %p, %r, %w
        epsilon = 9.99999997E-7 weight_multiply = after_rounding
        {quant = #tp.quant<scheme = fp8_per_group, group_size = 128,
                           min_scale = 2.23214283E-13 : f32>}
        : (!tp.partial<tensor<?x7168xbf16>, #tp_group>, tensor<?x7168xbf16>,
           tensor<7168xbf16>)
        -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>,
            tensor<?x7168xf8E4M3FN>, tensor<?x56xf32>)
    ```

    Implementers provide the static members `kPaysSum` and `kHasResidual`
    (`TP_NormOp` generates them) and the ODS accessors of their operands,
    results and attributes.
  }];

  let methods = [
    InterfaceMethod<[{
        The value normalized: for the fused forms the `!tp.partial`
        contribution of this rank, whose sum is normalized.
      }], "::mlir::Value", "getInput", (ins),
      [{ return $_op.getInput(); }]>,
    InterfaceMethod<[{
        The residual added to the input before normalizing, or a null value
        for the forms without residual.
      }], "::mlir::Value", "getResidual", (ins), [{
        if constexpr (ConcreteOp::kHasResidual)
          return $_op.getResidual();
        else
          return nullptr;
      }]>,
    InterfaceMethod<[{
        The 1-D weight along the hidden dimension.
      }], "::mlir::Value", "getWeight", (ins),
      [{ return $_op.getWeight(); }]>,
    InterfaceMethod<[{
        The normalized result (`result` of the forms without residual,
        `normed` of the forms with).
      }], "::mlir::Value", "getNormed", (ins), [{
        if constexpr (ConcreteOp::kHasResidual)
          return $_op.getNormed();
        else
          return $_op.getResult();
      }]>,
    InterfaceMethod<[{
        The residual stream carried on (`input + residual`), or a null value
        for the forms without residual.
      }], "::mlir::Value", "getResidualOut", (ins), [{
        if constexpr (ConcreteOp::kHasResidual)
          return $_op.getResidualOut();
        else
          return nullptr;
      }]>,
    InterfaceMethod<[{
        The value of the f32 `epsilon` attribute.
      }], "::llvm::APFloat", "getEpsilon", (ins),
      [{ return $_op.getEpsilon(); }]>,
    InterfaceMethod<[{
        Where the weight multiplies: before or after rounding to the element
        type.
      }], "::tpfuse::tp::WeightMultiply", "getWeightMultiply", (ins),
      [{ return $_op.getWeightMultiply(); }]>,
    InterfaceMethod<[{
        The value of the f32 `weight_offset` attribute, added to the weight
        in f32 (Gemma's `1 + weight`).
      }], "::llvm::APFloat", "getWeightOffset", (ins),
      [{ return $_op.getWeightOffset(); }]>,
    InterfaceMethod<[{
        Which sum of input and residual is normalized; `rounded` for the
        forms without residual.
      }], "::tpfuse::tp::ResidualAdd", "getResidualAdd", (ins), [{
        if constexpr (ConcreteOp::kHasResidual)
          return $_op.getResidualAdd();
        else
          return ::tpfuse::tp::ResidualAdd::Rounded;
      }]>,
    InterfaceMethod<[{
        The type the norm computes in: f32, or the element type throughout.
      }], "::tpfuse::tp::NormCompute", "getCompute", (ins),
      [{ return $_op.getCompute(); }]>,
    InterfaceMethod<[{
        Whether the op pays the sum its input owes (the fused forms).
      }], "bool", "paysSum", (ins),
      [{ return ConcreteOp::kPaysSum; }]>,
    InterfaceMethod<[{
        How the normed output is quantized (#tp.quant), or null: not at all.
      }], "::tpfuse::tp::QuantAttr", "getQuant", (ins),
      [{ return $_op.getQuantAttr(); }]>,
    InterfaceMethod<[{
        The scale the quantization reads (fp8_static's scale, nvfp4's global
        scale), or a null value.
      }], "::mlir::Value", "getQuantScale", (ins),
      [{ return $_op.getQuantScale(); }]>,
    InterfaceMethod<[{
        The quantized values, or a null value without `quant`.
      }], "::mlir::Value", "getQuantized", (ins), [{
        auto results = $_op.getQuantResults();
        return results.empty() ? ::mlir::Value() : results[0];
      }]>,
    InterfaceMethod<[{
        The computed scales, or a null value (no `quant`, or fp8_static).
      }], "::mlir::Value", "getScales", (ins), [{
        auto results = $_op.getQuantResults();
        return results.size() < 2 ? ::mlir::Value() : results[1];
      }]>,
  ];

  let extraClassDeclaration = [{
    /// Everything besides the operands that decides the result.
    ::tpfuse::tp::RmsNormNumerics getNumerics() {
      return {getEpsilon(), getWeightMultiply(), getWeightOffset(),
              getResidualAdd(), getCompute()};
    }
    /// The quantized output's scheme and scale operand, if any.
    ::tpfuse::tp::NormQuantization getQuantization() {
      return {getQuant(), getQuantScale()};
    }
  }];

  let verify = [{ return ::tpfuse::tp::detail::verifyRmsNormOp($_op); }];
}

#endif // TPFUSE_DIALECT_TP_IR_TPINTERFACES_TD
