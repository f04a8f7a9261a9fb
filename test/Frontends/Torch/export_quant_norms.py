#!/usr/bin/env python3
"""Exports, with torch-mlir's FX importer, the FP8/FP4 quantizations that
PyTorch code writes after a norm.

Writes one `.mlir` file per case into Inputs/quant/, exactly as the importer
prints it (linalg-on-tensors), for the lit tests of
tp-raise-norm-quantization: a norm (Hugging Face Llama and Gemma,
`F.rms_norm` on bf16, SGLang's `forward_native` residual add in f32, a
decoder layer's residual add), then a quantization of its output as the
serving stacks' plain-PyTorch references write it (each function names the
one it follows), and look-alikes that are not the quantization #tp.quant
states. Hidden 256 (two groups of 128), bf16, a dynamic number of tokens.

For the end-to-end tests it writes into Inputs/quant/e2e/ the cases of
E2E_CASES with the norm's weight as an argument, each followed by a boundary
function `@{name}_boundary` that pays a sum over 2 ranks into it
(`tp.mark_partial` and `tp.all_reduce` of its first argument, then a call of
the exported function, made private; the exported text is unchanged).

Made with torch 2.15.0, torch-mlir 20261001, transformers 5.24.0 and
ml_dtypes 0.7.0, as export_norms.py:

  VENV/bin/python test/Frontends/Torch/export_quant_norms.py [--check]

With --check it writes nothing and fails when a committed file differs from
what this environment exports (the optional lit test `export-check.test`).
"""

import argparse
import pathlib
import sys

import torch
import torch.nn.functional as F
from torch_mlir import fx
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm
from transformers.models.llama.modeling_llama import LlamaRMSNorm

from export_norms import WeightAsInput, write_or_check

HIDDEN = 256
TOKENS = 4
FP8 = torch.float8_e4m3fn
FP8_MAX = 448.0
OUTPUT = pathlib.Path(__file__).resolve().parent / "Inputs" / "quant"


def randomized(module, offset=1.0):
    """`module` with a seeded random weight around `offset`."""
    with torch.no_grad():
        generator = torch.Generator().manual_seed(HIDDEN)
        weight = torch.randn(module.weight.shape, generator=generator)
        module.weight.copy_(offset + 0.25 * weight)
    return module


# --- Quantizations, as the serving stacks' PyTorch references write them ----

def static_fp8(y, scale):
    """vLLM's `ref_static_quant` / `scaled_fp8_quant` reference: the f32
    value divided by the static scale, clamped, cast."""
    return ((y.to(torch.float32) / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8),)


def static_fp8_bf16_divide(y, scale):
    """Look-alike: divides in the activation dtype (bf16), rounding before
    the FP8 cast."""
    return ((y / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8),)


def static_fp8_clamp_447(y, scale):
    """Look-alike: clamps to +-447."""
    return ((y.to(torch.float32) / scale).clamp(-447.0, 447.0).to(FP8),)


def static_fp8_reciprocal(y, scale):
    """The f32 value times the reciprocal of the static scale (`1.0 /
    scale`): #tp.quant's `scaling = reciprocal`."""
    inverse = 1.0 / scale
    return ((y.to(torch.float32) * inverse).clamp(-FP8_MAX, FP8_MAX)
            .to(FP8),)


def per_token_fp8(y):
    """vLLM's `ref_dynamic_per_token_quant`: amax over hidden, / 448,
    floored at 1 / (448 * 512)."""
    token_max, _ = y.abs().max(dim=-1)
    token_max = token_max.to(torch.float32)
    scales = (token_max / FP8_MAX)[:, None]
    scales = scales.clamp(min=1.0 / (FP8_MAX * 512.0))
    q = (y.to(torch.float32) / scales).clamp(-FP8_MAX, FP8_MAX).to(FP8)
    return q, scales


def per_token_fp8_wrong_axis(y):
    """Look-alike: the amax over the token axis."""
    token_max, _ = y.abs().max(dim=0, keepdim=True)
    scales = (token_max.to(torch.float32) / FP8_MAX).clamp(min=1e-12)
    q = (y.to(torch.float32) / scales).clamp(-FP8_MAX, FP8_MAX).to(FP8)
    return q, scales


def per_group_fp8(y, group_size=128, eps=1e-10):
    """SGLang's and vLLM's `native_per_token_group_quant_fp8`: the rows cut
    into groups of `group_size`, each group's amax floored at eps, / 448."""
    x = y.reshape(y.numel() // group_size, group_size)
    amax = x.abs().max(dim=-1, keepdim=True)[0].clamp(min=eps).to(
        torch.float32)
    x_s = amax / FP8_MAX
    x_q = (x / x_s).clamp(min=-FP8_MAX, max=FP8_MAX).to(FP8)
    x_q = x_q.reshape(y.shape)
    x_s = x_s.reshape(y.shape[:-1] + (y.shape[-1] // group_size,))
    return x_q, x_s


def per_group_fp8_split(y, group_size=128, eps=1e-10):
    """The same with the hidden dimension split in [groups, group_size]
    (DeepSeek-V3's block layout), the scales [tokens, groups]."""
    tokens = y.shape[0]
    x = y.reshape(tokens, HIDDEN // group_size, group_size)
    amax = x.abs().amax(dim=-1, keepdim=True).clamp(min=eps).to(torch.float32)
    x_s = amax / FP8_MAX
    x_q = (x.to(torch.float32) / x_s).clamp(-FP8_MAX, FP8_MAX).to(FP8)
    return x_q.reshape(tokens, HIDDEN), x_s.squeeze(-1)


def per_group_fp8_64(y):
    """Groups of 64 (where a model declares 128, a different quantization):
    raised as what it computes, group_size = 64."""
    return per_group_fp8_split(y, group_size=64)


def per_group_fp8_ue8m0(y, group_size=128, eps=1e-10):
    """SGLang's UE8M0 scales: the scale rounded up to a power of two with
    log2 and ceil."""
    tokens = y.shape[0]
    x = y.reshape(tokens, HIDDEN // group_size, group_size)
    amax = x.abs().amax(dim=-1, keepdim=True).clamp(min=eps).to(torch.float32)
    x_s = torch.exp2(torch.ceil(torch.log2(amax / FP8_MAX)))
    x_q = (x.to(torch.float32) / x_s).clamp(-FP8_MAX, FP8_MAX).to(FP8)
    return x_q.reshape(tokens, HIDDEN), x_s.squeeze(-1)


def get_reciprocal(x):
    """vLLM's NVFP4 tests' reciprocal: 0 for 0."""
    if isinstance(x, torch.Tensor):
        return torch.where(x == 0, torch.tensor(0.0, dtype=x.dtype), 1.0 / x)
    return 0.0 if x == 0 else 1.0 / x


def cast_to_fp4(x):
    """vLLM's `cast_to_fp4`: each value rounded to the nearest e2m1 value
    (ties to even), as masked assignments to |x|, times sign(x)."""
    sign = torch.sign(x)
    x = torch.abs(x)
    x[(x >= 0.0) & (x <= 0.25)] = 0.0
    x[(x > 0.25) & (x < 0.75)] = 0.5
    x[(x >= 0.75) & (x <= 1.25)] = 1.0
    x[(x > 1.25) & (x < 1.75)] = 1.5
    x[(x >= 1.75) & (x <= 2.5)] = 2.0
    x[(x > 2.5) & (x < 3.5)] = 3.0
    x[(x >= 3.5) & (x <= 5.0)] = 4.0
    x[x > 5.0] = 6.0
    return x * sign


def cast_to_fp4_ties_away(x):
    """Look-alike: rounds the ties 0.75, 1.75 and 3.5 down, 0.25, 1.25, 2.5
    and 5 up (ties away from even)."""
    sign = torch.sign(x)
    x = torch.abs(x)
    x[(x >= 0.0) & (x < 0.25)] = 0.0
    x[(x >= 0.25) & (x <= 0.75)] = 0.5
    x[(x > 0.75) & (x < 1.25)] = 1.0
    x[(x >= 1.25) & (x <= 1.75)] = 1.5
    x[(x > 1.75) & (x < 2.5)] = 2.0
    x[(x >= 2.5) & (x <= 3.5)] = 3.0
    x[(x > 3.5) & (x < 5.0)] = 4.0
    x[x >= 5.0] = 6.0
    return x * sign


def nvfp4(y, global_scale, clamp_scale=True, reciprocal=get_reciprocal,
          rounding=cast_to_fp4):
    """vLLM's `ref_nvfp4_quant`: blocks of 16, an e4m3 block scale under the
    global scale (clamped to 448 before the cast), the values clamped to
    +-6 and rounded to e2m1 as f32 values; returns them and the block scales
    as f32."""
    m, n = y.shape
    x = torch.reshape(y, (m, n // 16, 16))
    vec_max = torch.max(torch.abs(x), dim=-1, keepdim=True)[0].to(
        torch.float32)
    scale = global_scale * (vec_max * reciprocal(6.0))
    if clamp_scale:
        scale = torch.clamp(scale, max=448, min=-448)
    scale = scale.to(FP8).to(torch.float32)
    output_scale = reciprocal(scale * reciprocal(global_scale))
    scaled_x = x.to(torch.float32) * output_scale
    clipped_x = torch.clamp(scaled_x, -6.0, 6.0).reshape(m, n)
    return rounding(clipped_x), scale.squeeze(-1)


def nvfp4_unclamped_scale(y, global_scale):
    """Look-alike: the block scale cast to FP8 without the clamp to 448
    (FlashInfer's and older vLLM's tests): a block beyond the calibrated
    range gets a NaN scale."""
    return nvfp4(y, global_scale, clamp_scale=False)


def sglang_reciprocal(x):
    """SGLang's `_get_reciprocal`: 1e-8 for 0."""
    return 1.0 / (x + (x == 0) * 1e8)


def nvfp4_sglang_reciprocal(y, global_scale):
    """Look-alike: SGLang's reference, whose reciprocal of 0 is 1e-8."""
    return nvfp4(y, global_scale, reciprocal=sglang_reciprocal)


def nvfp4_ties_away(y, global_scale):
    return nvfp4(y, global_scale, rounding=cast_to_fp4_ties_away)


# --- Norms -----------------------------------------------------------------

class FunctionalRmsNorm(torch.nn.Module):
    """`F.rms_norm` on bf16: computed in bf16 throughout."""

    def __init__(self, eps):
        super().__init__()
        self.eps = eps
        self.weight = torch.nn.Parameter(torch.ones(HIDDEN))

    def forward(self, x):
        return F.rms_norm(x, (HIDDEN,), self.weight, self.eps)


class SglangForwardNative(torch.nn.Module):
    """SGLang's RMSNorm.forward_native with a residual: the add in f32."""

    def __init__(self, eps):
        super().__init__()
        self.variance_epsilon = eps
        self.weight = torch.nn.Parameter(torch.ones(HIDDEN))

    def forward(self, x, residual):
        orig_dtype = x.dtype
        x = x.to(torch.float32)
        x = x + residual.to(torch.float32)
        residual = x.to(orig_dtype)
        variance = x.pow(2).mean(dim=-1, keepdim=True)
        x = x * torch.rsqrt(variance + self.variance_epsilon)
        x = (x * self.weight).to(orig_dtype)
        return x, residual


# vLLM's QuantFP8.forward_native ("reciprocal performs slightly better than
# division"), static and dynamic per token; its group_broadcast is the
# identity for these scales ([1, 1] and [tokens, 1]).
VLLM_FP8_MIN_SCALING_FACTOR = 1.0 / (FP8_MAX * 512.0)


def vllm_quant_fp8_static(y, scale):
    """`QuantFP8(static=True, group_shape=PER_TENSOR).forward_native`."""
    out = y.to(torch.float32) * scale.to(torch.float32).reciprocal()
    return (out.clamp(-FP8_MAX, FP8_MAX).to(FP8),)


def vllm_quant_fp8_per_token(y):
    """`QuantFP8(static=False, group_shape=PER_TOKEN).forward_native`."""
    x_max, _ = y.abs().max(dim=-1)
    x_max = x_max.unsqueeze(-1).to(torch.float32)
    scale = (x_max / FP8_MAX).clamp(min=VLLM_FP8_MIN_SCALING_FACTOR)
    out = y.to(torch.float32) * scale.to(torch.float32).reciprocal()
    return out.clamp(-FP8_MAX, FP8_MAX).to(FP8), scale


def vllm_quant_fp8_times_scale(y, scale):
    """Look-alike: multiplies by the scale itself (an inverse scale passed
    where the scale is declared)."""
    out = y.to(torch.float32) * scale.to(torch.float32)
    return (out.clamp(-FP8_MAX, FP8_MAX).to(FP8),)


def vllm_quant_fp8_bf16_reciprocal(y, scale):
    """Look-alike: the reciprocal taken and applied in bf16."""
    out = y * scale.to(torch.bfloat16).reciprocal()
    return (out.clamp(-FP8_MAX, FP8_MAX).to(FP8),)


class Quantized(torch.nn.Module):
    """A norm (after a decoder layer's residual add, with `residual`), then
    `quantize` of its output; returns the quantization's outputs, then the
    residual stream."""

    def __init__(self, norm, quantize, residual=False, native=False):
        super().__init__()
        self.norm = norm
        self.quantize = quantize
        self.residual = residual
        self.native = native

    def forward(self, x, *rest):
        extra = ()
        if self.native:
            residual, *rest = rest
            y, stream = self.norm(x, residual)
            extra = (stream,)
        elif self.residual:
            residual, *rest = rest
            x = residual + x
            y = self.norm(x)
            extra = (x,)
        else:
            y = self.norm(x)
        return self.quantize(y, *rest) + extra


def tokens_dynamic(*names):
    """The dynamic shapes of the named inputs, in order: the tokens dynamic,
    the scales static."""
    tokens = torch.export.Dim("tokens")
    return tuple({0: tokens} if name != "scale" else None for name in names)


def llama():
    return randomized(LlamaRMSNorm(HIDDEN, eps=1e-5))


def cases():
    bf16 = torch.bfloat16
    x = torch.randn(TOKENS, HIDDEN, dtype=bf16)
    residual = torch.randn(TOKENS, HIDDEN, dtype=bf16)
    scale = torch.tensor(0.05, dtype=torch.float32)
    global_scale = torch.tensor(448.0 * 6.0 / 8.0, dtype=torch.float32)
    plain = tokens_dynamic("x")
    with_scale = tokens_dynamic("x", "scale")
    with_residual = tokens_dynamic("x", "residual")
    return [
        # The schemes after the Hugging Face Llama norm.
        ("llama_static_fp8", Quantized(llama(), static_fp8), (x, scale),
         with_scale),
        ("llama_per_token_fp8", Quantized(llama(), per_token_fp8), (x,),
         plain),
        ("llama_per_group_fp8", Quantized(llama(), per_group_fp8), (x,),
         plain),
        ("llama_per_group_fp8_split", Quantized(llama(), per_group_fp8_split),
         (x,), plain),
        ("llama_per_group_fp8_64", Quantized(llama(), per_group_fp8_64), (x,),
         plain),
        ("llama_per_group_fp8_ue8m0",
         Quantized(llama(), per_group_fp8_ue8m0), (x,), plain),
        ("llama_nvfp4", Quantized(llama(), nvfp4), (x, global_scale),
         tokens_dynamic("x", "scale")),
        ("llama_decoder_nvfp4",
         Quantized(llama(), nvfp4, residual=True), (x, residual, global_scale),
         tokens_dynamic("x", "residual", "scale")),
        # A decoder layer's residual add before the norm.
        ("llama_decoder_static_fp8",
         Quantized(llama(), static_fp8, residual=True), (x, residual, scale),
         tokens_dynamic("x", "residual", "scale")),
        ("llama_decoder_per_group_fp8",
         Quantized(llama(), per_group_fp8, residual=True), (x, residual),
         with_residual),
        # The other norm variants.
        ("gemma_static_fp8",
         Quantized(randomized(GemmaRMSNorm(HIDDEN, eps=1e-6), 0.0),
                   static_fp8), (x, scale), with_scale),
        ("gemma_per_group_fp8",
         Quantized(randomized(GemmaRMSNorm(HIDDEN, eps=1e-6), 0.0),
                   per_group_fp8), (x,), plain),
        ("functional_static_fp8",
         Quantized(randomized(FunctionalRmsNorm(1e-6)), static_fp8),
         (x, scale), with_scale),
        ("functional_per_group_fp8",
         Quantized(randomized(FunctionalRmsNorm(1e-6)), per_group_fp8), (x,),
         plain),
        ("sglang_native_static_fp8",
         Quantized(randomized(SglangForwardNative(1e-6)), static_fp8,
                   native=True), (x, residual, scale),
         tokens_dynamic("x", "residual", "scale")),
        ("functional_nvfp4",
         Quantized(randomized(FunctionalRmsNorm(1e-6)), nvfp4),
         (x, global_scale), tokens_dynamic("x", "scale")),
        ("sglang_native_per_group_fp8",
         Quantized(randomized(SglangForwardNative(1e-6)), per_group_fp8,
                   native=True), (x, residual), with_residual),
        # Look-alikes.
        ("llama_static_fp8_bf16_divide",
         Quantized(llama(), static_fp8_bf16_divide), (x, scale), with_scale),
        ("llama_static_fp8_clamp_447",
         Quantized(llama(), static_fp8_clamp_447), (x, scale), with_scale),
        ("llama_static_fp8_reciprocal",
         Quantized(llama(), static_fp8_reciprocal), (x, scale), with_scale),
        ("llama_per_token_fp8_wrong_axis",
         Quantized(llama(), per_token_fp8_wrong_axis), (x,), plain),
        ("llama_nvfp4_unclamped_scale",
         Quantized(llama(), nvfp4_unclamped_scale), (x, global_scale),
         tokens_dynamic("x", "scale")),
        ("llama_nvfp4_sglang_reciprocal",
         Quantized(llama(), nvfp4_sglang_reciprocal), (x, global_scale),
         tokens_dynamic("x", "scale")),
        ("llama_nvfp4_ties_away",
         Quantized(llama(), nvfp4_ties_away), (x, global_scale),
         tokens_dynamic("x", "scale")),
    ]


def vllm_cases():
    """vLLM's QuantFP8 after the Llama norm, alone and after a decoder
    layer's residual add, and its look-alikes. Made after the others, from
    their own seed, so that adding them changed no earlier file."""
    bf16 = torch.bfloat16
    x = torch.randn(TOKENS, HIDDEN, dtype=bf16)
    residual = torch.randn(TOKENS, HIDDEN, dtype=bf16)
    # vLLM keeps a static scale as [1, 1]; the end-to-end case (after a
    # decoder layer's residual add) takes it 0-D, as the e2e driver passes
    # scales.
    scale = torch.tensor([[0.05]], dtype=torch.float32)
    scale_0d = torch.tensor(0.05, dtype=torch.float32)
    with_scale = tokens_dynamic("x", "scale")
    return [
        ("llama_vllm_static_fp8", Quantized(llama(), vllm_quant_fp8_static),
         (x, scale), with_scale),
        ("llama_vllm_per_token_fp8",
         Quantized(llama(), vllm_quant_fp8_per_token), (x,),
         tokens_dynamic("x")),
        ("llama_decoder_vllm_static_fp8",
         Quantized(llama(), vllm_quant_fp8_static, residual=True),
         (x, residual, scale_0d), tokens_dynamic("x", "residual", "scale")),
        ("llama_vllm_fp8_times_scale",
         Quantized(llama(), vllm_quant_fp8_times_scale), (x, scale),
         with_scale),
        ("llama_vllm_fp8_bf16_reciprocal",
         Quantized(llama(), vllm_quant_fp8_bf16_reciprocal), (x, scale),
         with_scale),
    ]


# A Gemma norm whose weight stays f32 while the activations are bf16
# (`weight.float() + 1` of an f32 parameter: vLLM #48324), exported with the
# module left in f32 and bf16 inputs.
MIXED_CASES = [
    ("gemma_f32_weight_static_fp8",
     lambda: Quantized(randomized(GemmaRMSNorm(HIDDEN, eps=1e-6), 0.0),
                       static_fp8)),
]

# name: (takes a residual, takes a scale, results)
E2E_CASES = {
    "llama_decoder_static_fp8": (True, True, ["fp8", "rows"]),
    "llama_per_group_fp8": (False, False, ["fp8", "scales2"]),
    "llama_per_group_fp8_split": (False, False, ["fp8", "scales2"]),
    "llama_per_token_fp8": (False, False, ["fp8", "scales1"]),
    "llama_decoder_nvfp4": (True, True, ["fp4", "blockscales", "rows"]),
    "llama_vllm_per_token_fp8": (False, False, ["fp8", "scales1"]),
    "llama_decoder_vllm_static_fp8": (True, True, ["fp8", "rows"]),
}

RESULT_TYPES = {
    "fp8": f"tensor<?x{HIDDEN}xf8E4M3FN>",
    "rows": f"tensor<?x{HIDDEN}xbf16>",
    "scales1": "tensor<?x1xf32>",
    "scales2": "tensor<?x2xf32>",
    "fp4": f"tensor<?x{HIDDEN}xf32>",
    "blockscales": f"tensor<?x{HIDDEN // 16}xf32>",
}


def with_boundary(text, name):
    """`text`, the exported module of case `name` (its weight the last
    argument), with `@{name}_boundary`, which pays a sum over 2 ranks into
    it."""
    residual, scale, results = E2E_CASES[name]
    tensor = f"tensor<?x{HIDDEN}xbf16>"
    owed = f'!tp.partial<{tensor}, #tp.group<"tp", size = 2>>'
    arguments = [("%partial", tensor)]
    if residual:
        arguments.append(("%residual", tensor))
    if scale:
        arguments.append(("%scale", "tensor<f32>"))
    arguments.append(("%weight", f"tensor<{HIDDEN}xbf16>"))
    operands = ["%sum"] + [n for n, _ in arguments[1:]]
    types = [RESULT_TYPES[r] for r in results]
    names = [f"%r{i}" for i in range(len(types))]
    boundary = f"""
  func.func @{name}_boundary({", ".join(f"{n}: {t}" for n, t in arguments)}) -> ({", ".join(types)}) {{
    %owed = tp.mark_partial %partial : {tensor} -> {owed}
    %sum = tp.all_reduce %owed : {owed} -> {tensor}
    {", ".join(names)} = func.call @{name}({", ".join(operands)}) : ({", ".join([tensor] + [t for _, t in arguments[1:]])}) -> ({", ".join(types)})
    return {", ".join(names)} : {", ".join(types)}
  }}
"""
    config = ('module attributes {tp.parallel_config = #tp.parallel_config<'
              'group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, '
              'dp_attention = false, moe_a2a = "none", '
              'moe_cp_all_gather = false, attention_input = full, '
              'mlp_input = full>} {')
    assert text.startswith("module {") or "\nmodule {\n" in text, name
    text = text.replace("module {", config, 1)
    text = text.replace(f"func.func @{name}(", f"func.func private @{name}(",
                        1)
    end = text.rindex("\n}\n")
    return text[:end] + "\n" + boundary.rstrip("\n") + text[end:]


def export(name, module, args, dynamic_shapes):
    program = fx.export_and_import(
        module.eval(),
        *args,
        output_type="linalg-on-tensors",
        dynamic_shapes=dynamic_shapes,
        func_name=name,
    )
    return str(program)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files, write none")
    parser.add_argument("--output", type=pathlib.Path, default=OUTPUT)
    options = parser.parse_args()
    torch.manual_seed(0)
    outputs = []
    bf16 = torch.bfloat16

    def export_cases(made):
        for name, module, args, dynamic_shapes in made:
            module = module.to(bf16)
            # forward(x, *rest): the shapes of x, then those of rest.
            shapes = (dynamic_shapes[0],)
            if len(dynamic_shapes) > 1:
                shapes += (tuple(dynamic_shapes[1:]),)
            outputs.append((options.output / f"{name}.mlir",
                            export(name, module, args, shapes)))
            if name not in E2E_CASES:
                continue
            weight = next(module.parameters()).detach()
            shapes = {"inputs": dynamic_shapes + (None,)}
            text = export(name, WeightAsInput(module), args + (weight,),
                          shapes)
            outputs.append((options.output / "e2e" / f"{name}.mlir",
                            with_boundary(text, name)))

    export_cases(cases())
    x = torch.randn(TOKENS, HIDDEN, dtype=bf16)
    scale = torch.tensor(0.05, dtype=torch.float32)
    for name, make in MIXED_CASES:
        shapes = tokens_dynamic("x", "scale")
        outputs.append((options.output / f"{name}.mlir",
                        export(name, make(), (x, scale),
                               (shapes[0], tuple(shapes[1:])))))
    torch.manual_seed(1)
    export_cases(vllm_cases())
    if write_or_check(outputs, options.output, options.check):
        return 1
    print(f"{len(outputs)} files as committed" if options.check else "")
    return 0


if __name__ == "__main__":
    sys.exit(main())
