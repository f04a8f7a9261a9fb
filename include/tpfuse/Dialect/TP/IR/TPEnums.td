//===- TPEnums.td - tp dialect enumerations ----------------*- tablegen -*-===//
//
// How an RMSNorm rounds: the numerically distinct variants that frontends
// write, each one of the norm family's attributes; and how a layer's input is
// laid out across ranks, a parameter of #tp.parallel_config.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_DIALECT_TP_IR_TPENUMS_TD
#define TPFUSE_DIALECT_TP_IR_TPENUMS_TD

include "mlir/IR/EnumAttr.td"

def TP_WeightMultiply : I32EnumAttr<"WeightMultiply",
    "where the weight multiplies the normalized value", [
      // rd(h * inv * w'): one rounding, after the weight (SGLang, Gemma).
      I32EnumAttrCase<"BeforeRounding", 0, "before_rounding">,
      // rd(rd(h * inv) * w'): the normalized value is rounded to the storage
      // type first (Hugging Face Llama, Qwen2, DeepSeek-V3; vLLM).
      I32EnumAttrCase<"AfterRounding", 1, "after_rounding">
    ]> {
  let cppNamespace = "::tpfuse::tp";
}

def TP_ResidualAdd : I32EnumAttr<"ResidualAdd",
    "which sum of input and residual the norm reads", [
      // The sum rounded to the storage type: the residual stream itself
      // (a decoder layer's `residual + hidden_states`).
      I32EnumAttrCase<"Rounded", 0, "rounded">,
      // The f32 sum, before rounding (the serving stacks' forward_native).
      I32EnumAttrCase<"F32", 1, "f32">
    ]> {
  let cppNamespace = "::tpfuse::tp";
}

def TP_NormCompute : I32EnumAttr<"NormCompute",
    "the type the norm computes in", [
      I32EnumAttrCase<"F32", 0, "f32">,
      // Every step rounded to the storage type, the sum in index order (a
      // bf16 or f16 model computed without upcasting, `F.rms_norm` on bf16).
      I32EnumAttrCase<"Storage", 1, "storage">
    ]> {
  let cppNamespace = "::tpfuse::tp";
}

def TP_ActivationLayout : I32EnumAttr<"ActivationLayout",
    "how a layer's input is laid out across the ranks", [
      // Every rank holds every token.
      I32EnumAttrCase<"Full", 0, "full">,
      // The tokens are sliced across the ranks (e.g. after a reduce-scatter).
      I32EnumAttrCase<"Scattered", 1, "scattered">
    ]> {
  let cppNamespace = "::tpfuse::tp";
  // Only a parameter of #tp.parallel_config, never an attribute of its own.
  let genSpecializedAttr = 0;
}

#endif // TPFUSE_DIALECT_TP_IR_TPENUMS_TD
