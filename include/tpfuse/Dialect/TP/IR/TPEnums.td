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

def TP_QuantScheme : I32EnumAttr<"QuantScheme",
    "how a norm's output is quantized for the next GEMM", [
      // FP8 e4m3 with one static f32 scale for the tensor (an operand).
      I32EnumAttrCase<"Fp8Static", 0, "fp8_static">,
      // FP8 e4m3 with one computed f32 scale per token (a result).
      I32EnumAttrCase<"Fp8PerToken", 1, "fp8_per_token">,
      // FP8 e4m3 with one computed scale per group of `group_size` hidden
      // elements of a token (DeepSeek-V3 block FP8: 128).
      I32EnumAttrCase<"Fp8PerGroup", 2, "fp8_per_group">,
      // e2m1 values, an e4m3 scale per block of 16 under an f32 global scale
      // (an operand).
      I32EnumAttrCase<"Nvfp4", 3, "nvfp4">,
      // e2m1 values, a UE8M0 scale per block of 32 (OCP MX).
      I32EnumAttrCase<"Mxfp4", 4, "mxfp4">
    ]> {
  let cppNamespace = "::tpfuse::tp";
  // Only a parameter of #tp.quant.
  let genSpecializedAttr = 0;
}

def TP_ScaleFormat : I32EnumAttr<"ScaleFormat",
    "how fp8_per_group rounds its scales", [
      I32EnumAttrCase<"F32", 0, "f32">,
      // Rounded up to a power of two (UE8M0).
      I32EnumAttrCase<"Ue8m0", 1, "ue8m0">
    ]> {
  let cppNamespace = "::tpfuse::tp";
  let genSpecializedAttr = 0;
}

def TP_Scaling : I32EnumAttr<"Scaling",
    "how the FP8 schemes apply their scale", [
      // y / s.
      I32EnumAttrCase<"Divide", 0, "divide">,
      // y * r, r = 1 / s rounded once (vLLM's QuantFP8).
      I32EnumAttrCase<"Reciprocal", 1, "reciprocal">
    ]> {
  let cppNamespace = "::tpfuse::tp";
  let genSpecializedAttr = 0;
}

def TP_ScaleLayout : I32EnumAttr<"ScaleLayout",
    "where the computed scales are stored", [
      // [tokens..., groups], as PyTorch code returns them.
      I32EnumAttrCase<"RowMajor", 0, "row_major">,
      // [groups, tokens rounded up to 4]: the block-FP8 GEMMs' TMA layout.
      I32EnumAttrCase<"ColumnMajor", 1, "column_major">,
      // [groups / 4 rounded up, tokens rounded up to 4] of i32, four UE8M0
      // exponents per word (DeepGEMM).
      I32EnumAttrCase<"PackedUe8m0", 2, "packed_ue8m0">,
      // [tokens rounded up to 128, blocks rounded up to 4], swizzled as the
      // FP4 GEMMs read it.
      I32EnumAttrCase<"Swizzled128x4", 3, "swizzled_128x4">
    ]> {
  let cppNamespace = "::tpfuse::tp";
  let genSpecializedAttr = 0;
}

#endif // TPFUSE_DIALECT_TP_IR_TPENUMS_TD
