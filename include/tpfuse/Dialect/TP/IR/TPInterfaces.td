//===- TPInterfaces.td - tp dialect interfaces -------------*- tablegen -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPINTERFACES_TD
#define TPFUSE_DIALECT_TP_IR_TPINTERFACES_TD

include "mlir/IR/OpBase.td"

def TP_RmsNormOpInterface : OpInterface<"RmsNormOpInterface"> {
  let cppNamespace = "::tpfuse::tp";
  let description = [{
    The RMSNorm family: `tp.rms_norm`, `tp.add_rms_norm` and the fused forms
    `tp.all_reduce_rms_norm`, `tp.all_reduce_add_rms_norm`, which pay the sum
    their input owes before normalizing it. Each computes

    ```
    h            = input (the sum over its group, for the fused forms)
                   [+ residual]
    normed       = h * rsqrt(mean(h^2, hidden) + epsilon) * weight
    residual_out = h (the forms with residual)
    ```

    so code that treats them alike (verification, canonicalization, fusion,
    lowering) asks this interface instead of naming the four ops. The family
    shares one verifier.

    Implementers provide the static members `kPaysSum` and `kHasResidual`
    (`TP_NormOp` generates them) and the ODS accessors of their operands and
    results.
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
        Whether the op pays the sum its input owes (the fused forms).
      }], "bool", "paysSum", (ins),
      [{ return ConcreteOp::kPaysSum; }]>,
  ];

  let verify = [{ return ::tpfuse::tp::detail::verifyRmsNormOp($_op); }];
}

#endif // TPFUSE_DIALECT_TP_IR_TPINTERFACES_TD
