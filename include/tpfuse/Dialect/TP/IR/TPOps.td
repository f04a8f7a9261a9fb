//===- TPOps.td - tp dialect operations --------------------*- tablegen -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPOPS_TD
#define TPFUSE_DIALECT_TP_IR_TPOPS_TD

include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tpfuse/Dialect/TP/IR/TPAttrs.td"
include "tpfuse/Dialect/TP/IR/TPEnums.td"
include "tpfuse/Dialect/TP/IR/TPInterfaces.td"
include "tpfuse/Dialect/TP/IR/TPTypes.td"

//===----------------------------------------------------------------------===//
// Constraints and effects
//===----------------------------------------------------------------------===//

/// The element types the runtime reduces and normalizes.
def TP_Float : AnyTypeOf<[BF16, F16, F32], "bf16, f16 or f32">;
def TP_Tensor : RankedTensorOf<[TP_Float]>;

/// Every rank of the group must run the same collectives in the same order.
/// Modelling that rendezvous as an effect keeps transformations from
/// deleting, merging, duplicating or speculating a collective.
def TP_CollectiveResource
    : Resource<"::tpfuse::tp::CollectiveResource">;
def TP_Collective : MemoryEffects<[MemRead<TP_CollectiveResource>,
                                   MemWrite<TP_CollectiveResource>]>;

/// Ops whose result owes the sum of what their partial operands owe: each
/// operand's debt is handed on to the result (tp-verify-ownership).
def TP_LinearInSum : NativeOpTrait<"LinearInSum"> {
  let cppNamespace = "::mlir::OpTrait::tp";
}

//===----------------------------------------------------------------------===//
// The RMSNorm family
//===----------------------------------------------------------------------===//

/// A norm operand that must be `tensor`. Its predicate also admits a
/// `!tp.partial`, which the norm verifier then refuses with a message that
/// names the group and says how to pay the sum; `summary` says what the norm
/// accepts.
class TP_NormOperand<Type tensor, string summary>
    : Type<Or<[tensor.predicate, TP_PartialType.predicate]>, summary>;

def TP_WholeNormOperand : TP_NormOperand<TP_Tensor,
    "ranked tensor of bf16, f16 or f32 values, not a !tp.partial">;
def TP_NormWeight : TP_NormOperand<1DTensorOf<[TP_Float]>,
    "1-D tensor of bf16, f16 or f32 values, not a !tp.partial">;
/// The scale a quantized norm reads: fp8_static's scale, nvfp4's global
/// scale.
def TP_QuantScaleOperand : Type<And<[RankedTensorOf<[F32]>.predicate,
    CPred<"::llvm::cast<::mlir::RankedTensorType>($_self).getRank() <= 1">,
    CPred<"::llvm::cast<::mlir::RankedTensorType>($_self).hasStaticShape()">,
    CPred<"::llvm::cast<::mlir::RankedTensorType>($_self)"
          ".getNumElements() == 1">]>,
    "0-D or 1-D tensor of one f32">;
/// What a quantized norm computes besides its normed output: the quantized
/// values (f8E4M3FN, or i8 bytes of two e2m1) and the scales (f32, i32
/// words of UE8M0 exponents, f8E4M3FN, f8E8M0FNU).
def TP_QuantResult : RankedTensorOf<[F8E4M3FN, F8E8M0FNU, I8, I32, F32]>;

/// The input of a fused norm, which pays the sum it owes. A whole tensor is
/// let through for the verifier to name the plain norm that takes it.
def TP_OwedNormInput : TP_NormOperand<TP_Tensor,
    "partial sum (!tp.partial) of a ranked tensor of bf16, f16 or f32 values">;

/// The RMSNorm family, described once: whether the op pays the sum its input
/// owes (`paysSum`) and whether it adds a residual (`hasResidual`) decide its
/// operands and results. The family shares one verifier
/// (TP_RmsNormOpInterface).
class TP_NormOp<string mnemonic, bit paysSum, bit hasResidual,
                list<Trait> traits = []>
    : TP_Op<mnemonic, !listconcat(traits, [TP_RmsNormOpInterface])> {
  let arguments = !con(
      (ins !if(paysSum, TP_OwedNormInput, TP_WholeNormOperand):$input),
      !if(hasResidual, (ins TP_WholeNormOperand:$residual), (ins)),
      // The scale a quantized norm reads, if its scheme takes one.
      (ins TP_NormWeight:$weight, Optional<TP_QuantScaleOperand>:$quant_scale,
           F32Attr:$epsilon,
           DefaultValuedAttr<TP_WeightMultiply,
               "::tpfuse::tp::WeightMultiply::BeforeRounding">:$weight_multiply,
           DefaultValuedAttr<F32Attr, "0.0f">:$weight_offset),
      !if(hasResidual,
          (ins DefaultValuedAttr<TP_ResidualAdd,
               "::tpfuse::tp::ResidualAdd::Rounded">:$residual_add),
          (ins)),
      (ins DefaultValuedAttr<TP_NormCompute,
               "::tpfuse::tp::NormCompute::F32">:$compute,
           // The quantized output's scheme, when the norm has one.
           OptionalAttr<TP_QuantAttr>:$quant));
  let results = !con(
      !if(hasResidual,
          (outs TP_Tensor:$normed, TP_Tensor:$residual_out),
          (outs TP_Tensor:$result)),
      // With `quant`: the quantized values, then the computed scales if the
      // scheme computes them.
      (outs Variadic<TP_QuantResult>:$quant_results));
  // The variant attributes are printed only when they differ from the
  // default (an f32 computation rounded once, at the end). `quant` is in the
  // attribute dictionary, where #tp.quant and its aliases parse alike.
  let assemblyFormat = "operands `epsilon` `=` $epsilon"
      # " (`weight_multiply` `=` $weight_multiply^)?"
      # " (`weight_offset` `=` $weight_offset^)?"
      # !if(hasResidual, " (`residual_add` `=` $residual_add^)?", "")
      # " (`compute` `=` $compute^)?"
      # " attr-dict `:` functional-type(operands, results)";
  // What TP_RmsNormOpInterface reads to implement its methods.
  let extraClassDeclaration = "static constexpr bool kPaysSum = "
      # !if(paysSum, "true", "false") # ";\n"
      # "static constexpr bool kHasResidual = "
      # !if(hasResidual, "true", "false") # ";";
}

//===----------------------------------------------------------------------===//
// Ownership: deferring and paying a sum
//===----------------------------------------------------------------------===//

def TP_MarkPartialOp : TP_Op<"mark_partial", [Pure]> {
  let summary = "Declare that a tensor still owes a sum over a group";
  let description = [{
    The producer of `input` defers its reduction: `input` is this rank's
    contribution, and the result owes the sum over the group named in its
    type. Nothing is computed; ownership of the debt passes to the users of the
    result, which must pay it exactly once.

    Example (the down projection of a row-parallel MLP):

    ```mlir
    %p = tp.mark_partial %down : tensor<?x7168xbf16>
           -> !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>
    ```
  }];
  let arguments = (ins TP_Tensor:$input);
  let results = (outs TP_PartialType:$result);
  let assemblyFormat = [{
    $input attr-dict `:` type($input) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TP_AllReduceOp : TP_Op<"all_reduce", [TP_Collective]> {
  let summary = "Pay an owed sum: all-reduce a partial over its group";
  let description = [{
    Sums `input` over the ranks of its group and returns the whole tensor on
    every rank. This is the explicit reduction a row-parallel layer ends with
    when no consumer takes ownership of the sum.

    ```mlir
    %h = tp.all_reduce %p : !tp.partial<tensor<?x7168xbf16>, #tp_group>
           -> tensor<?x7168xbf16>
    ```
  }];
  let arguments = (ins TP_PartialType:$input);
  let results = (outs TP_Tensor:$result);
  let assemblyFormat = [{
    $input attr-dict `:` qualified(type($input)) `->` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def TP_PartialAddOp : TP_Op<"partial_add", [Pure, Commutative, TP_LinearInSum,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "Add two partial sums owed over the same group";
  let description = [{
    Summation is linear, so adding two contributions owed over the same group
    gives the contribution to the sum of the two tensors: the result owes one
    sum, and the two operands' debts are paid through it.

    ```mlir
    %s = tp.partial_add %a, %b : !tp.partial<tensor<?x7168xbf16>, #tp_group>,
                                 !tp.partial<tensor<?x7168xbf16>, #tp_group>
    ```
  }];
  let arguments = (ins TP_PartialType:$lhs, TP_PartialType:$rhs);
  let results = (outs TP_PartialType:$result);
  let hasCanonicalizer = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` qualified(type($lhs)) `,` qualified(type($rhs))
  }];
  let hasVerifier = 1;
}

def TP_PartialScaleOp : TP_Op<"partial_scale", [Pure, TP_LinearInSum,
    AllTypesMatch<["input", "result"]>]> {
  let summary = "Scale a partial sum by a replicated scalar";
  let description = [{
    Every rank multiplies its contribution by the same `scale`, so the result
    owes `scale` times the sum that `input` owed: the debt is handed on, not
    paid. `scale` must be replicated (equal on every rank of the group), as a
    routing weight or a constant is; that is the contract of this op.

    ```mlir
    %s = tp.partial_scale %p, %factor : !tp.partial<tensor<?x7168xbf16>, #tp_group>, bf16
    ```
  }];
  let arguments = (ins TP_PartialType:$input, TP_Float:$scale);
  let results = (outs TP_PartialType:$result);
  let assemblyFormat = [{
    $input `,` $scale attr-dict `:` qualified(type($input)) `,` type($scale)
  }];
  let hasVerifier = 1;
}

def TP_PartialCastOp : TP_Op<"partial_cast", [Pure, TP_LinearInSum]> {
  let summary = "Change the static shape information of a partial sum";
  let description = [{
    Like `tensor.cast`: the same values with more or less static shape
    information (`tensor<8x7168xbf16>` <-> `tensor<?x7168xbf16>`). The element
    type and the group stay; the result owes the same sum.

    ```mlir
    %d = tp.partial_cast %p : !tp.partial<tensor<8x7168xbf16>, #tp_group>
                           to !tp.partial<tensor<?x7168xbf16>, #tp_group>
    ```
  }];
  let arguments = (ins TP_PartialType:$input);
  let results = (outs TP_PartialType:$result);
  let assemblyFormat = [{
    $input attr-dict `:` qualified(type($input)) `to` qualified(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Where this rank stands in its group
//===----------------------------------------------------------------------===//

def TP_GroupRankOp : TP_Op<"group_rank", [Pure]> {
  let summary = "This rank's index in a group";
  let description = [{
    The index of the rank that runs this code among the ranks of `group`:
    `0 <= rank < size`. Code that differs between the ranks of a group reads
    it, e.g. to add a bias on one rank only, or to take this rank's slice of
    a replicated tensor. The value is the same for the whole run of the
    program, so the op has no side effect, but only the runtime knows it:
    it folds to a constant only over a group of one rank, where it is 0.

    When a group spans several axes of a device grid, rank `r` is the device
    at row-major position `r` of those axes, in increasing axis order (as
    upstream `shard.process_linear_index` counts).

    ```mlir
    %r = tp.group_rank #tp.group<"tp", size = 2>
    ```
  }];
  let arguments = (ins TP_GroupAttr:$group);
  let results = (outs Index:$rank);
  let assemblyFormat = "qualified($group) attr-dict";
  let hasVerifier = 1;
  let hasFolder = 1;
  let extraClassDeclaration = [{
    /// The largest group whose ranks the runtime numbers (with a C int).
    static constexpr int64_t kMaxGroupSize =
        std::numeric_limits<int32_t>::max();
  }];
}

//===----------------------------------------------------------------------===//
// Norms on whole tensors
//===----------------------------------------------------------------------===//

def TP_RmsNormOp : TP_NormOp<"rms_norm", /*paysSum=*/0, /*hasResidual=*/0,
                             [Pure]> {
  let summary = "RMSNorm over the last (hidden) dimension";
  let description = [{
    `result = input * rsqrt(mean(input^2, hidden) + epsilon) * weight`, with
    the mean over the last dimension, which must be static, rounded where the
    variant attributes say (`weight_multiply`, `weight_offset`, `compute`;
    the formulas are in RmsNormOpInterface). `input` must owe no sum: a
    `!tp.partial` input is rejected, since normalizing a partial sum is a
    silent wrong result in every rank.

    ```mlir
    %y = tp.rms_norm %x, %w epsilon = 9.99999997E-7
           : (tensor<?x7168xbf16>, tensor<7168xbf16>) -> tensor<?x7168xbf16>
    ```
  }];
}

def TP_AddRmsNormOp : TP_NormOp<"add_rms_norm", /*paysSum=*/0,
                                /*hasResidual=*/1, [Pure]> {
  let summary = "Residual add followed by RMSNorm";
  let description = [{
    `residual_out = input + residual`, then
    `normed = rms_norm(residual_out, weight, epsilon)`, of the rounded sum or,
    with `residual_add = f32`, of the sum before rounding. This is the boundary
    between two decoder layers (or the final norm): `residual_out` carries the
    residual stream on, `normed` feeds the next layer.

    ```mlir
    %normed, %res = tp.add_rms_norm %h, %residual, %w epsilon = 9.99999997E-7
        : (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<7168xbf16>)
        -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
    ```
  }];
}

//===----------------------------------------------------------------------===//
// Consumer-owned fused reductions
//===----------------------------------------------------------------------===//

def TP_AllReduceAddRmsNormOp
    : TP_NormOp<"all_reduce_add_rms_norm", /*paysSum=*/1, /*hasResidual=*/1,
                [TP_Collective]> {
  let summary = "Pay an owed sum inside a residual RMSNorm";
  let description = [{
    The consumer takes ownership of the sum owed by `input`: it all-reduces
    `input` over its group, adds `residual` and applies RMSNorm, as one
    operation. Equivalent to `tp.all_reduce` followed by `tp.add_rms_norm`,
    and pays the debt of `input` exactly once.

    ```mlir
    %normed, %res = tp.all_reduce_add_rms_norm %p, %residual, %w
        epsilon = 9.99999997E-7
        : (!tp.partial<tensor<?x7168xbf16>, #tp_group>, tensor<?x7168xbf16>,
           tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
    ```
  }];
}

def TP_AllReduceRmsNormOp
    : TP_NormOp<"all_reduce_rms_norm", /*paysSum=*/1, /*hasResidual=*/0,
                [TP_Collective]> {
  let summary = "Pay an owed sum inside an RMSNorm without residual";
  let description = [{
    All-reduces `input` over its group and applies RMSNorm, as one operation.
    Equivalent to `tp.all_reduce` followed by `tp.rms_norm`.

    ```mlir
    %y = tp.all_reduce_rms_norm %p, %w epsilon = 9.99999997E-7
        : (!tp.partial<tensor<?x7168xbf16>, #tp_group>, tensor<7168xbf16>)
        -> tensor<?x7168xbf16>
    ```
  }];
}

#endif // TPFUSE_DIALECT_TP_IR_TPOPS_TD
