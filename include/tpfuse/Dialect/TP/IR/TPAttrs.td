//===- TPAttrs.td - tp dialect attributes ------------------*- tablegen -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPATTRS_TD
#define TPFUSE_DIALECT_TP_IR_TPATTRS_TD

include "mlir/IR/EnumAttr.td"
include "tpfuse/Dialect/TP/IR/TPBase.td"
include "tpfuse/Dialect/TP/IR/TPEnums.td"

def TP_GroupAttr : TP_Attr<"Group", "group"> {
  let summary = "The process group over which a sum is owed";
  let description = [{
    Names a process group and gives its size (the number of ranks whose
    contributions make up the sum). Two groups are the same group only if both
    name and size agree.

    Example:

    ```mlir
    #tp_group = #tp.group<"tp", size = 2>
    ```

    A size of 1 is valid (a single rank owns the whole value) and lets the
    canonicalizer drop reductions that are no-ops.
  }];
  let parameters = (ins
    StringRefParameter<"name of the process group">:$name,
    "int64_t":$size
  );
  let assemblyFormat = "`<` $name `,` `size` `=` $size `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// #tp.parallel_config
//===----------------------------------------------------------------------===//

def TP_ParallelConfigAttr : TP_Attr<"ParallelConfig", "parallel_config"> {
  let summary = "How the whole model is parallelized";
  let description = [{
    Whether an owed sum may move from an all-reduce into the norm that
    consumes it depends on how the whole model is parallelized, which no
    single op knows. An ahead-of-time compiler states it once, as the
    `tp.parallel_config` attribute of the module; `tp-fuse-allreduce-norm`
    fuses only under pure tensor parallelism (see docs/ParallelConfig.md for
    the gate).

    Example:

    ```mlir
    module attributes {tp.parallel_config = #tp.parallel_config<
        group = #tp.group<"tp", size = 2>, ep = 1, cp = 1,
        dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false,
        attention_input = full, mlp_input = full>} {
    }
    ```

    The keys may come in any order; each must appear exactly once and no
    other key is allowed, so that neither a typo nor an omission can fall
    back to a permissive default:

    - `group`: the tensor-parallel group, as a `#tp.group` attribute. Its
      name and size are the TP group's: only sums owed over exactly this
      group are fused.
    - `ep`: the expert-parallel size (1: none). It must divide the TP size
      (experts are split over `ep` ranks within the TP ranks).
    - `cp`: the context-parallel size (1: none).
    - `dp_attention`: whether attention is data-parallel.
    - `moe_a2a`: the MoE all-to-all backend, `"none"` or a backend's name
      (e.g. `"deepep"`).
    - `moe_cp_all_gather`: whether the MoE layers all-gather over the
      context-parallel ranks.
    - `attention_input`, `mlp_input`: whether each rank holds every token of
      the attention and MLP inputs (`full`) or a slice of them
      (`scattered`).

    Sizes are integers of at least 1 that fit in 64 bits, booleans are
    `true` or `false`, and `moe_a2a` is a non-empty string. The attribute is
    printed with the keys in the order above (and the group as its alias,
    e.g. `group = #tp_group`, where the printer gives it one).

    Every key is required, although `ep = 1`, `cp = 1`, ... are what almost
    every producer writes: each default would be the value that lets the
    gate fuse, so a producer that left a key out by oversight (or predates
    it) would be read as pure tensor parallelism. A configuration states
    every property the gate depends on.

    The dictionary this attribute replaces (`{tp_group = "tp", tp = 2, ...}`)
    is still read for one release, with a warning that gives the equivalent
    `#tp.parallel_config`.
  }];
  let parameters = (ins
    AttrParameter<"::tpfuse::tp::GroupAttr", "the tensor-parallel group">
        :$group,
    AttrParameter<"int64_t", "the expert-parallel size">:$ep,
    AttrParameter<"int64_t", "the context-parallel size">:$cp,
    AttrParameter<"bool", "whether attention is data-parallel">:$dp_attention,
    StringRefParameter<"the MoE all-to-all backend, or \"none\"">:$moe_a2a,
    AttrParameter<"bool", "whether MoE all-gathers over the CP ranks">
        :$moe_cp_all_gather,
    EnumParameter<TP_ActivationLayout>:$attention_input,
    EnumParameter<TP_ActivationLayout>:$mlp_input
  );
  // `<` key = value, ... `>` with the keys in any order, like struct(params),
  // but each problem named: a missing key, an unknown or repeated one, a
  // value of the wrong kind (an integer is not a boolean, nor `true` a size).
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// #tp.quant
//===----------------------------------------------------------------------===//

def TP_QuantAttr : TP_Attr<"Quant", "quant"> {
  let summary = "How a norm quantizes its output for the next GEMM";
  let description = [{
    The quantization an RMSNorm of the family applies to its normed output
    (the `quant` attribute of the norm ops): the FP8 and FP4 schemes that
    FP8/FP4 models read in their next GEMM. The norm still returns the
    normed tensor; it also returns the quantized values and, for the
    schemes that compute them, the scales.

    ```mlir
    #tp.quant<scheme = fp8_static>
    #tp.quant<scheme = fp8_static, scaling = reciprocal>
    #tp.quant<scheme = fp8_per_token, min_scale = 6.97544659E-6 : f32>
    #tp.quant<scheme = fp8_per_group, group_size = 128,
              min_scale = 2.2321428E-13 : f32, scale_format = ue8m0,
              scale_layout = column_major>
    #tp.quant<scheme = nvfp4, scale_layout = swizzled_128x4>
    #tp.quant<scheme = mxfp4>
    ```

    What is quantized is the normed value as the norm returns it: `y =
    f32(normed)`, already rounded to the element type the way the norm's
    variant attributes say (as the unfused IR would read the norm's result).
    Every step below is an f32 operation rounded to nearest-even:

    ```
    e4m3(v) = clamp(v, -448, 448) rounded to nearest-even f8E4M3FN; NaN gives -448
    e2m1(v) = clamp(v, -6, 6) rounded to nearest-even f4E2M1FN; NaN gives -6,
              the sign kept for v < 0 only (-0.0 gives +0)
    amax    = max |y_j| over the token, group or block (NaN if any y_j is)

    fp8_static:     q_j = e4m3(y_j / scale)             (scale: the operand)
    fp8_per_token,
    fp8_per_group:  s = max(amax / 448, min_scale)       (NaN gives min_scale)
                    s = the least power of two >= s      (scale_format = ue8m0)
                    q_j = e4m3(y_j / s)
    nvfp4 (16):     sf = e4m3(gs * (amax * (1 / 6)))     (gs: the operand)
                    p = f32(sf) * (gs == 0 ? 0 : 1 / gs)
                    o = p == 0 ? 0 : 1 / p
                    q_j = e2m1(y_j * o)
    mxfp4 (32):     e = floor(log2(amax)) - 2, exactly, in [-127, 127]
                    (-127 when amax is 0); q_j = e2m1(y_j / 2^e)

    scaling = reciprocal (the FP8 schemes):
                    r = 1 / s, then q_j = e4m3(y_j * r)
    ```

    `scaling = reciprocal` is vLLM's `QuantFP8` (`x.float() *
    scale.reciprocal()`, static and per token) and what the serving stacks'
    fused kernels compute: two roundings where `y / s` has one, so a value
    whose quotient lies at or beside an e4m3 midpoint can land one e4m3 step
    apart (1.3671875 under s = 0.875: 1.5 by division, 1.625 by the
    reciprocal). For power-of-two scales from 2^-127 up the two agree.

    `e4m3` is `clamp(-448, 448).to(torch.float8_e4m3fn)` as torch-mlir
    lowers it (`x < -448 or unordered ? -448 : x`, then the upper bound), and
    as the serving stacks' kernels clamp with `fmaxf`/`fminf`: NaN becomes
    -448, and a NaN amax the floor (`clamp(min=...)`);
    `x.abs().amax(...).clamp(min = eps) / 448` is `min_scale = eps / 448`
    (division is monotone, so the floor moves across it exactly).
    `nvfp4` is vLLM's `ref_nvfp4_quant` with its `cast_to_fp4`, as torch-mlir
    lowers them: the values clamped to [-6, 6] (NaN to -6), then
    `rounded(|v|) * sign(v)` with `sign(-0.0) = 0`, and both reciprocals
    `get_reciprocal(x) = where(x == 0, 0, 1 / x)`.

    Parameters:
    - `scheme`: `fp8_static`, `fp8_per_token`, `fp8_per_group`, `nvfp4`,
      `mxfp4`.
    - `group_size`: the elements of a token one scale covers: required for
      `fp8_per_group` (it must divide the hidden size); absent otherwise
      (`nvfp4` and `mxfp4` quantize blocks of 16 and 32, their formats').
    - `min_scale`: the f32 floor of a computed FP8 scale, finite and
      positive (at least 2^-127 with `packed_ue8m0`, whose bytes hold the
      exponents from -127); required for `fp8_per_token` and
      `fp8_per_group`, absent otherwise.
    - `scale_format`: `f32` or (`fp8_per_group` only) `ue8m0`.
    - `scale_layout`: where the computed scales go (RmsNormOpInterface gives
      their types): `row_major` (every scheme), `column_major` and
      `packed_ue8m0` (`fp8_per_group`; the latter with `ue8m0`),
      `swizzled_128x4` (`nvfp4`, `mxfp4`).
    - `scaling`: `divide` (y / s) or, for the FP8 schemes, `reciprocal`
      (y * (1 / s)).
  }];
  let parameters = (ins
    EnumParameter<TP_QuantScheme>:$scheme,
    DefaultValuedParameter<"int64_t", "0",
        "the elements one scale covers">:$group_size,
    OptionalParameter<"::mlir::FloatAttr",
        "the floor of a computed FP8 scale">:$min_scale,
    DefaultValuedParameter<"::tpfuse::tp::ScaleFormat",
        "::tpfuse::tp::ScaleFormat::F32", "how scales are rounded">
        :$scale_format,
    DefaultValuedParameter<"::tpfuse::tp::ScaleLayout",
        "::tpfuse::tp::ScaleLayout::RowMajor", "where scales are stored">
        :$scale_layout,
    DefaultValuedParameter<"::tpfuse::tp::Scaling",
        "::tpfuse::tp::Scaling::Divide", "how FP8 values take their scale">
        :$scaling
  );
  // `key = value` pairs in any order; the parameters left at their
  // defaults may be left out and are not printed.
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Whether the scheme reads a scale operand: the static FP8 scale or the
    /// NVFP4 global scale.
    bool takesScale() const;
    /// Whether the scheme computes scales, a result of the norm.
    bool computesScales() const;
    /// Whether the values are FP4 (two per byte).
    bool isFp4() const;
    /// The hidden elements one computed scale covers (0: the whole row).
    int64_t getBlockSize() const;
    /// The type of the quantized values for an input (and normed) type:
    /// f8E4M3FN of its shape, or i8 bytes of two e2m1 values each, the
    /// hidden dimension halved.
    ::mlir::RankedTensorType getQuantizedType(
        ::mlir::RankedTensorType input) const;
    /// The type of the computed scales in `scale_layout`, null for
    /// fp8_static.
    ::mlir::RankedTensorType getScalesType(
        ::mlir::RankedTensorType input) const;
  }];
}

#endif // TPFUSE_DIALECT_TP_IR_TPATTRS_TD
