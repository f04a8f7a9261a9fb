#!/usr/bin/env python3
"""Exports the RMSNorms of PyTorch models with torch-mlir's FX importer.

Writes one `.mlir` file per module into Inputs/, exactly as the importer
prints it (linalg-on-tensors), for the lit tests of tp-raise-rms-norm: the
Hugging Face norms (Llama, Qwen2, DeepSeek-V3, Gemma), the residual add as a
decoder layer writes it, two norms of one sum (a model's final norm and its
NextN layer's), the serving stacks' `forward_native` (vLLM, SGLang),
`torch.nn.functional.rms_norm`, a norm without the f32 upcast, and look-alikes
that are no RMSNorm the tp ops implement.

For the end-to-end tests it writes, into Inputs/e2e/, the norms exported with
their weight as an argument (the module's own forward, called through
torch.func.functional_call), each followed by a boundary function that pays a
sum over 2 ranks and hands it to the norm: `tp.mark_partial` and
`tp.all_reduce` of its first argument, then a call of the exported function,
made private. The exported function is the importer's text, unchanged.

Made with torch 2.15.0, torch-mlir 20261001, transformers 5.24.0 and
ml_dtypes 0.7.0 (torch-mlir needs it for bf16 and does not declare it):

  python3 -m venv VENV
  VENV/bin/pip install torch==2.15.0 torch-mlir==20261001 \
      transformers==5.24.0 ml_dtypes==0.7.0
  VENV/bin/python test/Frontends/Torch/export_norms.py [--check]

With --check it writes nothing and fails when a committed file differs from
what this environment exports (the optional lit test `export-check.test`).
"""

import argparse
import difflib
import pathlib
import sys

import torch
import torch.nn.functional as F
from torch_mlir import fx
from transformers.models.deepseek_v3.modeling_deepseek_v3 import DeepseekV3RMSNorm
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm
from transformers.models.llama.modeling_llama import LlamaRMSNorm
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm

HIDDEN = 128
TOKENS = 4
INPUTS = pathlib.Path(__file__).resolve().parent / "Inputs"


def randomized(module, offset=1.0):
    """`module` with a seeded random weight around `offset` (never all ones
    or zeros, which could hide where the weight is applied)."""
    with torch.no_grad():
        generator = torch.Generator().manual_seed(HIDDEN)
        weight = torch.randn(module.weight.shape, generator=generator)
        module.weight.copy_(offset + 0.25 * weight)
    return module


class DecoderResidual(torch.nn.Module):
    """The boundary between two Hugging Face decoder layers: the residual add
    in the model's dtype, then the next layer's input norm."""

    def __init__(self, norm):
        super().__init__()
        self.norm = norm

    def forward(self, hidden_states, residual):
        hidden_states = residual + hidden_states
        return self.norm(hidden_states), hidden_states


class VllmForwardNative(torch.nn.Module):
    """vLLM's RMSNorm.forward_native with a residual: the add in f32, the
    norm of the f32 sum, rounding before the weight."""

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
        x = x.to(orig_dtype)
        x = x * self.weight
        return x, residual


class SglangForwardNative(torch.nn.Module):
    """SGLang's RMSNorm.forward_native with a residual: the add in f32, the
    norm of the f32 sum, the weight applied in f32 before rounding."""

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


class FunctionalRmsNorm(torch.nn.Module):
    def __init__(self, eps):
        super().__init__()
        self.eps = eps
        self.weight = torch.nn.Parameter(torch.ones(HIDDEN))

    def forward(self, x):
        return F.rms_norm(x, (HIDDEN,), self.weight, self.eps)


class NoUpcastRmsNorm(torch.nn.Module):
    """An RMSNorm written without the f32 upcast: computed in the input's
    dtype."""

    def __init__(self, eps):
        super().__init__()
        self.eps = eps
        self.weight = torch.nn.Parameter(torch.ones(HIDDEN))

    def forward(self, x):
        variance = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(variance + self.eps) * self.weight


# Look-alikes: each is no RMSNorm over the hidden dimension.
class LayerNorm(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = torch.nn.LayerNorm(HIDDEN, eps=1e-5)

    def forward(self, x):
        return self.norm(x)


class TokenAxisNorm(torch.nn.Module):
    """The mean square over the tokens instead of the hidden dimension."""

    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.ones(HIDDEN))

    def forward(self, x):
        x32 = x.to(torch.float32)
        variance = x32.pow(2).mean(0, keepdim=True)
        return self.weight * (x32 * torch.rsqrt(variance + 1e-6)).to(x.dtype)


class RuntimeEpsilonNorm(torch.nn.Module):
    """Epsilon passed in as a tensor: not a constant of the model."""

    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.ones(HIDDEN))

    def forward(self, x, eps):
        x32 = x.to(torch.float32)
        variance = x32.pow(2).mean(-1, keepdim=True)
        return self.weight * (x32 * torch.rsqrt(variance + eps)).to(x.dtype)


class WeightAsInput(torch.nn.Module):
    """`module`'s forward with its one parameter passed as the last input."""

    def __init__(self, module):
        super().__init__()
        self.module = module
        (self.parameter,) = [name for name, _ in module.named_parameters()]

    def forward(self, *inputs):
        *activations, weight = inputs
        return torch.func.functional_call(
            self.module, {self.parameter: weight}, tuple(activations))


class NormsOfOneSum(torch.nn.Module):
    """The end of a DeepSeek-V3 model run with its NextN layer: the last
    residual add feeds the final norm and the NextN layer's `hnorm`, the same
    RMSNorm of the same value with two weights (torch-mlir's CSE merges the
    two up to their weight multiplies)."""

    def __init__(self, final_norm, hnorm):
        super().__init__()
        self.final_norm = final_norm
        self.hnorm = hnorm

    def forward(self, hidden_states, residual):
        hidden_states = residual + hidden_states
        return self.final_norm(hidden_states), self.hnorm(hidden_states), hidden_states


def tokens_dynamic(*names):
    tokens = torch.export.Dim("tokens")
    return {name: {0: tokens} for name in names}


def cases():
    bf16 = torch.bfloat16
    x = torch.randn(TOKENS, HIDDEN, dtype=bf16)
    residual = torch.randn(TOKENS, HIDDEN, dtype=bf16)
    x_dyn = tokens_dynamic("hidden_states")
    xr_dyn = tokens_dynamic("x", "residual")
    return [
        ("hf_llama_rms_norm", randomized(LlamaRMSNorm(HIDDEN, eps=1e-5)),
         (x,), x_dyn),
        ("hf_llama_rms_norm_static", randomized(LlamaRMSNorm(HIDDEN, eps=1e-5)),
         (x,), None),
        ("hf_llama_rms_norm_f32", randomized(LlamaRMSNorm(HIDDEN, eps=1e-5)),
         (x.float(),), x_dyn),
        ("hf_qwen2_rms_norm_f16", randomized(Qwen2RMSNorm(HIDDEN, eps=1e-6)),
         (x.half(),), x_dyn),
        ("hf_qwen2_rms_norm", randomized(Qwen2RMSNorm(HIDDEN, eps=1e-6)),
         (x,), x_dyn),
        ("hf_deepseek_v3_rms_norm",
         randomized(DeepseekV3RMSNorm(HIDDEN, eps=1e-6)), (x,), x_dyn),
        ("hf_gemma_rms_norm", randomized(GemmaRMSNorm(HIDDEN, eps=1e-6), 0.0),
         (x,), tokens_dynamic("x")),
        ("hf_llama_decoder_residual",
         DecoderResidual(randomized(LlamaRMSNorm(HIDDEN, eps=1e-5))),
         (x, residual), tokens_dynamic("hidden_states", "residual")),
        ("hf_deepseek_v3_norms_of_one_sum",
         NormsOfOneSum(randomized(DeepseekV3RMSNorm(HIDDEN, eps=1e-6)),
                       randomized(DeepseekV3RMSNorm(HIDDEN, eps=1e-6), 0.5)),
         (x, residual), tokens_dynamic("hidden_states", "residual")),
        ("vllm_forward_native_residual",
         randomized(VllmForwardNative(1e-6)), (x, residual), xr_dyn),
        ("sglang_forward_native_residual",
         randomized(SglangForwardNative(1e-6)), (x, residual), xr_dyn),
        ("functional_rms_norm", randomized(FunctionalRmsNorm(1e-6)), (x,),
         tokens_dynamic("x")),
        ("functional_rms_norm_f32", randomized(FunctionalRmsNorm(1e-6)),
         (x.float(),), tokens_dynamic("x")),
        ("no_upcast_rms_norm", randomized(NoUpcastRmsNorm(1e-6)), (x,),
         tokens_dynamic("x")),
        ("layer_norm", LayerNorm().to(bf16), (x,), tokens_dynamic("x")),
        ("token_axis_norm", randomized(TokenAxisNorm()), (x,), None),
        ("runtime_epsilon_norm", randomized(RuntimeEpsilonNorm()),
         (x, torch.tensor(1e-6)), None),
    ]


# The norms run end to end: (name in cases(), whether it takes a residual).
E2E_CASES = [
    ("hf_llama_rms_norm", False),
    ("hf_llama_rms_norm_f32", False),
    ("hf_qwen2_rms_norm_f16", False),
    ("hf_gemma_rms_norm", False),
    ("hf_llama_decoder_residual", True),
    ("vllm_forward_native_residual", True),
    ("sglang_forward_native_residual", True),
    ("functional_rms_norm", False),
]

MLIR_TYPES = {torch.bfloat16: "bf16", torch.float16: "f16",
              torch.float32: "f32"}


def with_boundary(text, name, dtype, residual):
    """`text`, the exported module of norm `name`, with the boundary function
    `@{name}_boundary` that pays a sum over 2 ranks into it."""
    element = MLIR_TYPES[dtype]
    tensor = f"tensor<?x{HIDDEN}x{element}>"
    weight = f"tensor<{HIDDEN}x{element}>"
    owed = f'!tp.partial<{tensor}, #tp.group<"tp", size = 2>>'
    inputs = [f"%partial: {tensor}"] + (
        [f"%residual: {tensor}"] if residual else []) + [f"%weight: {weight}"]
    operands = ["%sum"] + (["%residual"] if residual else []) + ["%weight"]
    results = [tensor] * (2 if residual else 1)
    names = ["%normed", "%residual_out"][:len(results)]
    signature = ", ".join(t for t in [tensor] + (
        [tensor] if residual else []) + [weight])
    boundary = f"""
  func.func @{name}_boundary({", ".join(inputs)}) -> ({", ".join(results)}) {{
    %owed = tp.mark_partial %partial : {tensor} -> {owed}
    %sum = tp.all_reduce %owed : {owed} -> {tensor}
    {", ".join(names)} = func.call @{name}({", ".join(operands)}) : ({signature}) -> ({", ".join(results)})
    return {", ".join(names)} : {", ".join(results)}
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
    dtype = args[0].dtype
    module = module.to(dtype)
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
    parser.add_argument("--output", type=pathlib.Path, default=INPUTS)
    options = parser.parse_args()
    torch.manual_seed(0)
    outputs = []
    e2e = dict(E2E_CASES)
    for name, module, args, dynamic_shapes in cases():
        outputs.append((options.output / f"{name}.mlir",
                        export(name, module, args, dynamic_shapes)))
        if name not in e2e:
            continue
        weight = next(module.parameters()).detach().to(args[0].dtype)
        shapes = None
        if dynamic_shapes:
            tokens = torch.export.Dim("tokens")
            shapes = {"inputs": tuple(
                [{0: tokens}] * len(args) + [None])}
        text = export(name, WeightAsInput(module), args + (weight,), shapes)
        outputs.append((options.output / "e2e" / f"{name}.mlir",
                        with_boundary(text, name, args[0].dtype, e2e[name])))
    return write_or_check(outputs, options.output, options.check)


def write_or_check(outputs, root, check):
    """Writes each (path, text) of `outputs`, or with `check` compares it
    with the committed file, printing the differences; 1 if any differs."""
    stale = []
    for path, text in outputs:
        if check:
            committed = path.read_text() if path.exists() else ""
            if committed != text:
                stale.append(str(path.relative_to(root)))
                sys.stdout.writelines(difflib.unified_diff(
                    committed.splitlines(True), text.splitlines(True),
                    str(path), "exported"))
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
            print(f"wrote {path}")
    if stale:
        print("stale: " + " ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
