#!/usr/bin/env python3
"""The quantized residual RMSNorm's peers, timed like tpfuse-norm-quant-bench.

The comparison points for bench/norm_quant_bench.cpp: the Hugging Face Llama
residual RMSNorm (bf16, the residual add with residual_out, the weight
multiplied after rounding: `weight * x.to(bf16)`) followed by each
quantization scheme of the runtime, as
- FlashInfer's fused norm + quantization kernels (its CUDA JIT norm module,
  not the CuTe DSL kernels it prefers for rmsnorm_quant and
  fused_add_rmsnorm_quant when nvidia-cutlass-dsl is installed), for the
  schemes it has one for on this GPU; the JSON's `not_in_flashinfer` says
  why the others have none;
- torch.compile (Inductor) of the plain PyTorch code: `LlamaRMSNorm` after
  a decoder layer's residual add and the quantizations of
  test/Frontends/Torch/export_quant_norms.py (imported from there, with its
  `Quantized` module), the values and scales stored as the runtime stores
  them (FP4 packed two to a byte, scales in the scheme's layout); returning
  the normed tensor too (as tpfuse-norm-quant-bench's rows write it) and
  not (as `Quantized` returns, and as its ", no normed" rows write).

Method (tpfuse-norm-quant-bench's): per (hidden, tokens, scheme,
implementation) a CUDA graph of 16 calls whose buffers rotate over enough
sets to exceed 3x the 60 MiB L2 (at most 16); 3 warm-up replays, then N
replays, each between its own two CUDA events; microseconds per call: the
median replay, the fastest and the slowest.

Before timing, each configuration is checked against a float64 reference of
`#tp.quant`'s formulas (docs/generated/TPDialect.md), its outputs poisoned
first (FlashInfer's directly; torch.compile's through the caching allocator,
reported as `poisoned`): the largest distance of each output from the
reference in bf16 ulps, FP8/FP4 steps (values decoded) and scale error, and
again from the formula applied to the implementation's own normed output
(which separates the norm's rounding from the quantization's formula). A
peer computing another formula is reported as such (`formula`), not hidden:
FlashInfer's kernels normalize the f32 sum rather than its bf16 rounding,
multiply by the weight before rounding, and quantize with a reciprocal.

FlashInfer is imported without running `flashinfer/__init__.py` (which
imports every kernel family and their optional dependencies): only
`flashinfer.norm` and what it imports. torch.compile marks the token
dimension dynamic (as serving stacks compile) and first runs at the most
tokens, so that Inductor tunes its kernels there; Dynamo specializes one
token on its own.

Usage: python3 bench/norm_quant_peers_bench.py [--hidden 4096,7168]
           [--tokens 1,16,128,512,2048,8192] [--replays 40]
           [--impl flashinfer,compile] [--schemes NAME;NAME...]
           [--compile-modes default,max-autotune-no-cudagraphs]
           [--compile-normed yes,no]
           [--time-budget SECONDS] [--json out.json] [--markdown out.md]
           [--tpfuse-table tpfuse-norm-quant-bench.md]
           [--flashinfer-so norm.so] [--self-test | --self-test-compile]
--flashinfer-so (or FI_BENCH_PREBUILT_SO): FlashInfer's norm module built
ahead (same FlashInfer and tvm-ffi, this GPU's architecture), loaded instead
of JIT-building it (which it falls back to). --tpfuse-table: the output of
tpfuse-norm-quant-bench, whose rows join the markdown table. --time-budget:
no configuration starts past it (results are written as they come).
--self-test checks, on the CPU, the reference against independent encoders
(ml_dtypes), the layouts against runtime.h's index formulas, poisoned
outputs caught, and the reference against export_quant_norms.py's functions
run eagerly; --self-test-compile also torch.compiles them for the CPU.
"""

import argparse
import importlib.util
import json
import os
import pathlib
import sys
import time
import traceback
import types

import torch
import torch.nn.functional as F

CALLS_PER_GRAPH = 16
WARMUP_REPLAYS = 3
ROTATION_BYTES = 3 * 60 * 1024 * 1024  # 3x the H200's L2
EPS = 1e-6
# tpfuse-norm-quant-bench's scale_in: the FP8 static scale and NVFP4's
# global scale.
SCALE_IN = 0.0625
FP8_MAX = 448.0
FP8 = torch.float8_e4m3fn
BF16 = torch.bfloat16
U8 = torch.uint8
EXPORT_DIR = (pathlib.Path(__file__).resolve().parent.parent / "test" /
              "Frontends" / "Torch")


def f32(value):
    """`value` rounded to the nearest float32, as a Python float."""
    return torch.tensor(value, dtype=torch.float32).item()


class Scheme:
    def __init__(self, name, kind, layout="row_major", group=0, min_scale=0.0,
                 ue8m0=False):
        self.name, self.kind, self.layout = name, kind, layout
        self.group, self.min_scale, self.ue8m0 = group, min_scale, ue8m0

    @property
    def fp4(self):
        return self.kind in ("nvfp4", "mxfp4")


# The rows of tpfuse-norm-quant-bench, with its min_scale values.
SCHEMES = [
    Scheme("none", "none"),
    Scheme("fp8 static", "fp8_static"),
    Scheme("fp8 per token", "fp8_per_token",
           min_scale=f32(1.0 / f32(448.0 * 512.0))),
    Scheme("fp8 group 128, f32 column-major", "fp8_per_group", "column_major",
           128, f32(f32(1e-10) / 448.0)),
    Scheme("fp8 group 128, ue8m0 packed", "fp8_per_group", "packed_ue8m0",
           128, f32(f32(1e-10) / 448.0), ue8m0=True),
    Scheme("nvfp4 swizzled", "nvfp4", "swizzled_128x4", 16),
    Scheme("nvfp4 row-major", "nvfp4", "row_major", 16),
    Scheme("mxfp4", "mxfp4", "row_major", 32),
    Scheme("mxfp4 swizzled", "mxfp4", "swizzled_128x4", 32),
]

NOT_IN_FLASHINFER_FP4 = (
    "add_rmsnorm_fp4quant / rmsnorm_fp4quant (CuTe DSL, block_size 16 or 32) "
    "need SM100+ (cvt.rn.satfinite.e2m1x2) and nvidia-cutlass-dsl: none for "
    "SM90")
NOT_IN_FLASHINFER = {
    "fp8 per token": "no fused norm + per-token FP8 entry point (the norm "
                     "module has a static per-tensor scale and 1x128 blocks)",
    "fp8 group 128, ue8m0 packed": "fused_add_rmsnorm_fp8_block_quant writes "
                                   "f32 scales only",
    "nvfp4 swizzled": NOT_IN_FLASHINFER_FP4,
    "nvfp4 row-major": NOT_IN_FLASHINFER_FP4,
    "mxfp4": NOT_IN_FLASHINFER_FP4,
    "mxfp4 swizzled": NOT_IN_FLASHINFER_FP4,
}

# What FlashInfer's kernels compute (csrc/norm.cu, include/flashinfer/norm.cuh,
# built with -use_fast_math); s = x + residual in f32.
FLASHINFER_FORMULAS = {
    "fused_add_rmsnorm": "residual = bf16(s) in place; normed = bf16(s * "
                         "rsqrt(mean(s^2) + eps) * w) over the input: the f32 "
                         "sum normalized, the weight before rounding",
    "fused_add_rmsnorm_quant": "residual = bf16(s) in place; q = e4m3(clamp("
                               "s * rsqrt(mean(s^2) + eps) * w * (1 / scale))"
                               "): the f32 sum, no bf16 rounding before the "
                               "quantization, times a reciprocal; no normed "
                               "output",
    "rmsnorm_quant": "no residual add; q = e4m3(clamp(x * rsqrt(mean(x^2) + "
                     "eps) * w * (1 / scale))); no normed output",
    "fused_add_rmsnorm_fp8_block_quant": "residual = bf16(s) in place; "
                                         "normed = bf16(s * rsqrt(mean(s^2) + "
                                         "eps) * w); per 128: amax floored "
                                         "at 1e-4, scale = amax / 448, q = "
                                         "e4m3(normed * (448 / amax)); scale "
                                         "padding columns not written",
}


# --- Encoders and layouts (shared by the reference and the compiled code) ---

def e2m1_codes(v):
    """v rounded to nearest-even FP4 e2m1, saturating to +-6, NaN giving -6
    and -0.0 giving +0 (runtime.h): the 4-bit codes (sign in bit 3) as
    uint8."""
    a = v.abs()
    magnitude = ((a > 0.25).to(U8) + (a >= 0.75).to(U8) + (a > 1.25).to(U8) +
                 (a >= 1.75).to(U8) + (a > 2.5).to(U8) + (a >= 3.5).to(U8) +
                 (a > 5.0).to(U8))
    codes = magnitude | ((v < 0).to(U8) << 3)
    return torch.where(torch.isnan(v), torch.full_like(codes, 15), codes)


def pack_fp4(codes):
    """[T, H] codes -> [T, H / 2] bytes, element 2i in the low nibble."""
    return codes[:, 0::2] | (codes[:, 1::2] << 4)


def column_major(scales):
    """[T, G] -> [G, T4] (T4: T rounded up to 4), padding 0."""
    tokens = scales.shape[0]
    return F.pad(scales.t(), (0, (tokens + 3) // 4 * 4 - tokens)).contiguous()


def ue8m0_bytes(scales):
    """f32 powers of two -> their biased exponents."""
    return ((scales.contiguous().view(torch.int32) >> 23) & 0xFF).to(U8)


def packed_ue8m0(exponents):
    """[T, G] UE8M0 bytes -> int32 words [G4 / 4, T4], byte g % 4 of word
    (g / 4, t) holding (t, g), padding 0 (DeepGEMM's packed layout)."""
    tokens, groups = exponents.shape
    t4, g4 = (tokens + 3) // 4 * 4, (groups + 3) // 4 * 4
    e = F.pad(exponents, (0, g4 - groups, 0, t4 - tokens)).to(torch.int32)
    e = e.reshape(t4, g4 // 4, 4)
    words = e[..., 0] | (e[..., 1] << 8) | (e[..., 2] << 16) | (e[..., 3] << 24)
    return words.t().contiguous()


def swizzled_128x4(scales):
    """[T, G] bytes -> the FP4 GEMMs' 128x4 swizzled layout, flat, rows
    padded to 128 and columns to 4 with 0."""
    tokens, groups = scales.shape
    t128, g4 = (tokens + 127) // 128 * 128, (groups + 3) // 4 * 4
    s = F.pad(scales, (0, g4 - groups, 0, t128 - tokens))
    s = s.reshape(t128 // 128, 4, 32, g4 // 4, 4).permute(0, 3, 2, 1, 4)
    return s.contiguous().reshape(-1)


def fp4_layout(scheme, scales):
    return swizzled_128x4(scales) if scheme.layout == "swizzled_128x4" else (
        scales)


# --- The float64 reference ---------------------------------------------------

def to_f32(t):
    """One f32 rounding of a float64 step (exact operands: the correctly
    rounded f32 operation)."""
    return t.to(torch.float32).to(torch.float64)


def e4m3_bytes(v):
    return v.to(torch.float32).clamp(-FP8_MAX, FP8_MAX).to(FP8).view(U8)


def reference_norm(x, residual, weight):
    """(normed, residual_out) of the after_rounding norm, in float64 but for
    the bf16 roundings the formula makes."""
    s = x.double() if residual is None else x.double() + residual.double()
    h = s.to(BF16)
    hd = h.double()
    inv = torch.rsqrt(hd.square().mean(-1, keepdim=True) + EPS)
    normed = ((hd * inv).to(BF16).double() * weight.double()).to(BF16)
    return normed, (None if residual is None else h)


def reference_quant(y, scheme, scale_in=SCALE_IN):
    """#tp.quant's formula on y (the normed bf16 [T, H]): {"q": bytes,
    "scales": as stored in scheme.layout}; each step one f32 rounding."""
    if scheme.kind == "none":
        return {}
    tokens, hidden = y.shape
    y = y.double()
    if scheme.kind == "fp8_static":
        return {"q": e4m3_bytes(to_f32(y / f32(scale_in)))}
    group = {"fp8_per_token": hidden, "nvfp4": 16,
             "mxfp4": 32}.get(scheme.kind, scheme.group)
    blocks = y.reshape(tokens, hidden // group, group)
    amax = blocks.abs().amax(dim=-1, keepdim=True)
    if scheme.kind in ("fp8_per_token", "fp8_per_group"):
        s = to_f32(amax / FP8_MAX).clamp(min=scheme.min_scale)
        if scheme.ue8m0:  # the least power of two >= s
            m, e = torch.frexp(s)
            s = torch.where(m == 0.5, s, torch.ldexp(torch.ones_like(s), e))
        q = e4m3_bytes(to_f32(blocks / s)).reshape(tokens, hidden)
        s = s.squeeze(-1).to(torch.float32)
        if scheme.kind == "fp8_per_token":
            scales = s
        elif scheme.layout == "column_major":
            scales = column_major(s)
        else:
            scales = packed_ue8m0(ue8m0_bytes(s))
        return {"q": q, "scales": scales}
    if scheme.kind == "nvfp4":
        gs = f32(scale_in)
        sf = e4m3_bytes(to_f32(gs * to_f32(amax * f32(1.0 / 6.0))))
        sfv = sf.view(FP8).double()
        inverse = 0.0 if gs == 0 else f32(1.0 / gs)
        product = to_f32(sfv * inverse)
        o = torch.where(product == 0, torch.zeros_like(product),
                        to_f32(1.0 / product))
        codes = e2m1_codes(to_f32(blocks * o))
        stored = sf.squeeze(-1)
    else:  # mxfp4: e = floor(log2(amax)) - 2, exactly (frexp)
        _, exponent = torch.frexp(amax)
        e = torch.where(amax == 0, torch.full_like(exponent, -127),
                        (exponent - 3).clamp(-127, 127))
        codes = e2m1_codes(to_f32(blocks * torch.exp2(-e.double())))
        # A NaN block: +6 everywhere (runtime.h).
        codes = torch.where(torch.isnan(amax), torch.full_like(codes, 7),
                            codes)
        stored = (e + 127).to(U8).squeeze(-1)
    return {"q": pack_fp4(codes.reshape(tokens, hidden)),
            "scales": fp4_layout(scheme, stored)}


# --- Comparison --------------------------------------------------------------

INF = float("inf")


def _max(t):
    return t.max().item() if t.numel() else 0


def bf16_ordinals(t):
    i = t.contiguous().view(torch.int16).to(torch.int32)
    return torch.where(i < 0, -(i & 0x7FFF), i)


def bf16_ulps(a, b):
    if torch.isnan(a).any():
        return INF
    return _max((bf16_ordinals(a) - bf16_ordinals(b)).abs())


def minifloat_ordinals(codes, sign_bit):
    codes = codes.to(torch.int32)
    magnitude = codes & (sign_bit - 1)
    return torch.where(codes & sign_bit != 0, -magnitude, magnitude)


def value_steps(a, b, fp4):
    """(largest distance in representable steps, fraction of values off,
    fraction more than two steps off) between two stored value tensors; FP8
    NaN (never written by a correct quantizer) is an infinite distance."""
    if fp4:
        a = torch.stack([a & 0xF, a >> 4], -1)
        b = torch.stack([b & 0xF, b >> 4], -1)
        d = (minifloat_ordinals(a, 8) - minifloat_ordinals(b, 8)).abs()
    else:
        if ((a & 0x7F) == 0x7F).any():
            return INF, 1.0, 1.0
        d = (minifloat_ordinals(a, 0x80) - minifloat_ordinals(b, 0x80)).abs()
    return (_max(d), (d != 0).double().mean().item(),
            (d > 2).double().mean().item())


def scale_view(key, t, scheme, tokens):
    """Output `key`, without the padding columns of the column-major scale
    layouts (which FlashInfer does not write)."""
    if key == "scales" and scheme.layout in ("column_major", "packed_ue8m0"):
        return t[:, :tokens]
    return t


def scale_error(a, b, scheme, tokens):
    """The largest relative error (f32 scales), FP8 steps (NVFP4) or
    exponent difference (UE8M0) of stored scales; column-major layouts
    compared on their tokens only."""
    a = scale_view("scales", a, scheme, tokens)
    b = scale_view("scales", b, scheme, tokens)
    if scheme.layout == "packed_ue8m0":
        a = a.contiguous().view(U8)
        b = b.contiguous().view(U8)
    if a.dtype == torch.float32:
        if torch.isnan(a).any():
            return INF
        return _max(((a.double() - b.double()).abs() / b.double().abs()))
    if scheme.kind == "nvfp4":
        return value_steps(a, b, fp4=False)[0]
    return _max((a.to(torch.int32) - b.to(torch.int32)).abs())


def check(out, ref_normed, ref_residual, scheme, scale_in=SCALE_IN):
    """The distances of `out` (an implementation's stored outputs) from the
    reference, and of its values and scales from the formula applied to its
    own normed output."""
    tokens = ref_normed.shape[0]
    r = {}
    if "normed" in out:
        r["normed_ulps"] = bf16_ulps(out["normed"], ref_normed)
    if "residual_out" in out and ref_residual is not None:
        r["residual_ulps"] = bf16_ulps(out["residual_out"], ref_residual)
    if scheme.kind == "none":
        return r
    ref = reference_quant(ref_normed, scheme, scale_in)
    r["q_steps"], r["q_off"], r["q_far"] = value_steps(out["q"], ref["q"],
                                                       scheme.fp4)
    if "scales" in ref:
        r["scale_err"] = scale_error(out["scales"], ref["scales"], scheme,
                                     tokens)
    if "normed" in out and not torch.isnan(out["normed"]).any():
        own = reference_quant(out["normed"], scheme, scale_in)
        r["q_steps_own"], r["q_off_own"], _ = value_steps(
            out["q"], own["q"], scheme.fp4)
        if "scales" in own:
            r["scale_err_own"] = scale_error(out["scales"], own["scales"],
                                             scheme, tokens)
    return r


def summary(r):
    """One short line of check results."""
    def num(v):
        return "inf" if v == INF else (f"{v:.1e}" if isinstance(v, float)
                                       else str(v))
    parts = []
    for key, label in (("normed_ulps", "normed"),
                       ("residual_ulps", "residual")):
        if key in r:
            parts.append(f"{label} {num(r[key])} ulp")
    if "q_steps" in r:
        parts.append(f"q {num(r['q_steps'])} step ({r['q_off']:.2%})")
    if "scale_err" in r:
        parts.append(f"scales {num(r['scale_err'])}")
    if "q_steps_own" in r:
        own = f"q {num(r['q_steps_own'])} step ({r['q_off_own']:.2%})"
        if "scale_err_own" in r:
            own += f", scales {num(r['scale_err_own'])}"
        parts.append(f"[own normed: {own}]")
    return "; ".join(parts)


def gross_error(r):
    """NaN or unwritten outputs, the norm more than two ulps off, values
    more than two steps off the formula on the implementation's own normed
    output or, where it writes none, more than 5% of them more than two steps
    off the reference's (on which one ulp of the norm can move a scale by a
    power of two, and its values by 8 steps): a bug rather than another
    formula."""
    far = (r.get("q_steps_own", 0) > 2 if "q_steps_own" in r else
           r.get("q_far", 0) > 0.05)
    return any(r.get(k, 0) == INF for k in r) or far or any(
        r.get(k, 0) > 2 for k in ("normed_ulps", "residual_ulps"))


# --- PyTorch code compiled by torch.compile ---------------------------------

def import_export_quant_norms():
    """test/Frontends/Torch/export_quant_norms.py (torch-mlir, which it
    imports only to export, need not be installed)."""
    sys.path.insert(0, str(EXPORT_DIR))
    try:
        import torch_mlir  # noqa: F401
    except ImportError:
        stub = types.ModuleType("torch_mlir")
        stub.fx = None
        sys.modules["torch_mlir"] = stub
    import export_quant_norms
    return export_quant_norms


def mxfp4(y):
    """OCP MX FP4, blocks of 32: the shared exponent floor(log2(amax)) - 2
    (e2m1's largest exponent) clamped to [-127, 127], the values y / 2^e
    rounded to e2m1; returns (codes, biased exponents)."""
    m, n = y.shape
    x = y.reshape(m, n // 32, 32).to(torch.float32)
    amax = x.abs().amax(dim=-1, keepdim=True)
    e = (torch.floor(torch.log2(amax)) - 2).clamp(-127, 127)
    codes = e2m1_codes(x / torch.exp2(e))
    return codes.reshape(m, n), (e + 127).to(U8).squeeze(-1)


def quantizer(eq, scheme):
    """The quantization of `scheme` as PyTorch code writes it
    (export_quant_norms.py's functions), its outputs stored as the runtime
    stores them."""
    if scheme.kind == "none":
        return lambda y: ()
    if scheme.kind == "fp8_static":
        return eq.static_fp8
    if scheme.kind == "fp8_per_token":
        return eq.per_token_fp8
    if scheme.kind == "fp8_per_group" and not scheme.ue8m0:
        def per_group(y):
            q, s = eq.per_group_fp8(y)
            return q, column_major(s)
        return per_group
    if scheme.kind == "fp8_per_group":
        def per_group_ue8m0(y):
            # Reads the module's HIDDEN, set to the hidden size compiled.
            q, s = eq.per_group_fp8_ue8m0(y)
            return q, packed_ue8m0(ue8m0_bytes(s))
        return per_group_ue8m0
    if scheme.kind == "nvfp4":
        def nvfp4(y, global_scale):
            values, sf = eq.nvfp4(y, global_scale)
            stored = sf.to(FP8).view(U8)
            return pack_fp4(e2m1_codes(values)), fp4_layout(scheme, stored)
        return nvfp4

    def mx(y):
        codes, e = mxfp4(y)
        return pack_fp4(codes), fp4_layout(scheme, e)
    return mx


def compiled_model(eq, scheme, weight, mode, normed):
    """torch.compile of LlamaRMSNorm after `residual + x` then the scheme's
    quantization: ([normed,] values..., scales..., residual_out)."""
    hidden = weight.shape[0]
    eq.HIDDEN = hidden
    norm = eq.LlamaRMSNorm(hidden, eps=EPS).to(weight.device, BF16)
    with torch.no_grad():
        norm.weight.copy_(weight)
    norm.requires_grad_(False)
    values_and_scales = quantizer(eq, scheme)

    def with_normed(y, *rest):
        return (y,) + values_and_scales(y, *rest)
    model = eq.Quantized(norm, with_normed if normed else values_and_scales,
                         residual=True)
    torch._dynamo.reset()
    return torch.compile(model, fullgraph=True,
                         mode=None if mode == "default" else mode)


def compiled_outputs(result, with_normed=True):
    """The compiled model's results by name."""
    if with_normed:
        normed, *quantized, residual_out = result
        out = {"normed": normed, "residual_out": residual_out}
    else:
        *quantized, residual_out = result
        out = {"residual_out": residual_out}
    if quantized:
        out["q"] = quantized[0].view(U8)
    if len(quantized) > 1:
        out["scales"] = quantized[1]
    return out


# --- FlashInfer --------------------------------------------------------------

def import_flashinfer_norm(prebuilt_so):
    """flashinfer.norm without the package __init__ files; with
    `prebuilt_so`, its CUDA norm module loaded from there instead of
    JIT-built."""
    # The CUDA JIT kernels (the CuTe DSL ones need nvidia-cutlass-dsl).
    os.environ.setdefault("FLASHINFER_USE_CUDA_NORM", "1")
    spec = importlib.util.find_spec("flashinfer")
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("flashinfer not found on sys.path")
    root = list(spec.submodule_search_locations)[0]
    if "flashinfer" not in sys.modules:
        pkg = types.ModuleType("flashinfer")
        pkg.__path__ = [root]
        pkg.__file__ = os.path.join(root, "__init__.py")
        sys.modules["flashinfer"] = pkg
    import flashinfer.norm as norm  # noqa: E402

    if prebuilt_so:
        import tvm_ffi

        module = tvm_ffi.load_module(prebuilt_so)
        norm.get_norm_module = lambda: module
    return norm


def flashinfer_version():
    try:
        from flashinfer.version import __version__
        return __version__
    except Exception:  # noqa: BLE001
        return "unknown"


FLASHINFER_ENTRY_POINTS = ("rmsnorm_quant", "fused_add_rmsnorm_quant",
                           "fused_add_rmsnorm_fp8_block_quant",
                           "rmsnorm_fp4quant", "add_rmsnorm_fp4quant")


class FlashInferImpl:
    """One FlashInfer entry point on one scheme: its buffers per set (inputs
    cloned, as it writes the residual, or the input, in place) and its call."""

    def __init__(self, fi, entry, scheme, weight, scale):
        self.fi, self.entry, self.scheme = fi, entry, scheme
        self.weight, self.scale = weight, scale.reshape(1)
        self.name = "flashinfer " + entry + (
            " (no residual add)" if entry == "rmsnorm_quant" else "")
        self.formula = FLASHINFER_FORMULAS[entry]
        self.residual = entry != "rmsnorm_quant"

    def prepare(self, inputs):
        x, residual = inputs
        tokens, hidden = x.shape
        b = {"x": x.clone(), "residual": residual.clone()}
        if self.entry != "fused_add_rmsnorm":
            b["q"] = torch.empty(tokens, hidden, dtype=FP8, device=x.device)
        if self.entry == "fused_add_rmsnorm_fp8_block_quant":
            b["normed"] = torch.empty_like(x)
            b["scales"] = torch.empty(hidden // 128, (tokens + 3) // 4 * 4,
                                      dtype=torch.float32, device=x.device)
        self.poison(b)
        return b

    @staticmethod
    def poison(b):
        for key in ("q", "normed", "scales"):
            if key in b:
                b[key].view(U8).fill_(0xFF)

    def call(self, b):
        fi, w = self.fi, self.weight
        if self.entry == "fused_add_rmsnorm":
            fi.fused_add_rmsnorm(b["x"], b["residual"], w, EPS)
            return {"normed": b["x"], "residual_out": b["residual"]}
        if self.entry == "rmsnorm_quant":
            fi.rmsnorm_quant(b["q"], b["x"], w, self.scale, EPS)
            return {"q": b["q"].view(U8)}
        if self.entry == "fused_add_rmsnorm_quant":
            fi.fused_add_rmsnorm_quant(b["q"], b["x"], b["residual"], w,
                                       self.scale, EPS)
            return {"q": b["q"].view(U8), "residual_out": b["residual"]}
        fi.fused_add_rmsnorm_fp8_block_quant(b["q"], b["scales"], b["normed"],
                                             b["x"], b["residual"], w, EPS)
        return {"q": b["q"].view(U8), "normed": b["normed"],
                "residual_out": b["residual"], "scales": b["scales"]}


def flashinfer_impls(fi, scheme, weight, scale):
    entries = {"none": ["fused_add_rmsnorm"],
               "fp8 static": ["fused_add_rmsnorm_quant", "rmsnorm_quant"],
               "fp8 group 128, f32 column-major":
                   ["fused_add_rmsnorm_fp8_block_quant"]}.get(scheme.name, [])
    return [FlashInferImpl(fi, e, scheme, weight, scale) for e in entries]


class CompiledImpl:
    def __init__(self, model, scheme, scale, mode, normed):
        self.model, self.scheme, self.scale = model, scheme, scale
        self.normed = normed
        self.name = "torch.compile" + ("" if mode == "default" else
                                       f" {mode}") + (
            "" if normed else " (no normed)")
        self.formula = ("export_quant_norms.py's code after LlamaRMSNorm "
                        "(Inductor's Triton arithmetic)")
        self.residual = True

    def prepare(self, inputs):
        return inputs

    def call(self, inputs):
        x, residual = inputs
        rest = (self.scale,) if self.scheme.kind in ("fp8_static",
                                                     "nvfp4") else ()
        return compiled_outputs(self.model(x, residual, *rest), self.normed)


def poisoned_call(impl, state, like):
    """impl.call(state) with its outputs allocated, when the caching allocator
    hands back the blocks of `like`'s sizes freed just before, over bytes
    0xFF (NaN in bf16, FP8 and f32): (outputs, whether every output was)."""
    blocks = [torch.full((t.numel() * t.element_size(),), 0xFF, dtype=U8,
                         device=t.device) for t in like.values()]
    starts = [(b.data_ptr(), b.data_ptr() + b.numel()) for b in blocks]
    del blocks
    out = impl.call(state)
    poisoned = all(any(lo <= t.data_ptr() < hi for lo, hi in starts)
                   for t in out.values())
    return out, poisoned


# --- Measurement -------------------------------------------------------------

def rotating_sets(tokens, hidden):
    """Enough buffer sets that what the calls read alone (input and
    residual) exceeds ROTATION_BYTES, whatever each implementation writes."""
    return max(1, min(CALLS_PER_GRAPH,
                      -(-ROTATION_BYTES // (2 * tokens * hidden * 2))))


def time_graph(impl, states, stream, replays):
    """Per call: (median, fastest, slowest) microseconds over `replays`
    replays of a graph of CALLS_PER_GRAPH calls on the rotating `states`;
    the graph and the outputs of its calls. Runs on `stream`, the current
    one."""
    for state in states:  # once directly, then captured
        impl.call(state)
    for state in states:
        if hasattr(impl, "poison"):
            impl.poison(state)
    stream.synchronize()
    graph = torch.cuda.CUDAGraph()
    outputs = []
    with torch.cuda.graph(graph, stream=stream):
        for c in range(CALLS_PER_GRAPH):
            outputs.append(impl.call(states[c % len(states)]))
    start = torch.cuda.Event(enable_timing=True)
    stop = torch.cuda.Event(enable_timing=True)
    per_call = []
    for _ in range(WARMUP_REPLAYS):
        graph.replay()
    for _ in range(replays):
        start.record(stream)
        graph.replay()
        stop.record(stream)
        stop.synchronize()
        per_call.append(start.elapsed_time(stop) * 1e3 / CALLS_PER_GRAPH)
    stream.synchronize()
    per_call.sort()
    return ((per_call[len(per_call) // 2], per_call[0], per_call[-1]), graph,
            outputs)


class Bench:
    def __init__(self, args, device=None):
        self.args = args
        self.device = device or torch.device("cuda", 0)
        torch.cuda.set_device(self.device)
        self.stream = torch.cuda.Stream(self.device)
        self.results = []
        self.failures = 0
        self.t_start = time.time()
        self.inputs = {}
        self.weights = {}
        self.scale = torch.tensor(SCALE_IN, dtype=torch.float32,
                                  device=self.device)
        self.meta = {}
        self.tpfuse = []
        for path in filter(None, args.tpfuse_table.split(",")):
            try:
                self.tpfuse += read_tpfuse_table(path)
            except OSError as e:
                print(f"tpfuse table: {e}", flush=True)
        if args.tpfuse_table:
            self.meta["tpfuse_table"] = args.tpfuse_table

    def weight(self, hidden):
        if hidden not in self.weights:
            g = torch.Generator(device="cpu").manual_seed(7)
            w = (torch.rand(hidden, generator=g) + 0.5).to(BF16)
            self.weights[hidden] = w.to(self.device)
        return self.weights[hidden]

    def sets(self, hidden, tokens, count):
        """`count` input sets (x, residual) and set 0's reference norm."""
        key = (hidden, tokens)
        have = self.inputs.get(key, ([], None))[0]
        g = torch.Generator(device=self.device)
        while len(have) < count:
            g.manual_seed(hidden * 100003 + tokens * 101 + len(have))
            x = torch.randn(tokens, hidden, generator=g, device=self.device)
            r = torch.randn(tokens, hidden, generator=g, device=self.device)
            have.append((x.to(BF16), r.to(BF16)))
        ref = self.inputs.get(key, (None, None))[1]
        if ref is None:
            x, r = have[0]
            w = self.weight(hidden)
            ref = {True: reference_norm(x, r, w),
                   False: reference_norm(x, None, w)}
        self.inputs[key] = (have, ref)
        if self.device.type == "cuda":
            torch.cuda.synchronize()  # made on the default stream
        return have[:count], ref

    def over_budget(self, reserve=0.0):
        """Whether `reserve` more seconds would pass the time budget."""
        return bool(self.args.time_budget) and (
            time.time() - self.t_start + reserve > self.args.time_budget)

    def record(self, entry):
        self.results.append(entry)
        self.write()

    def skip(self, impl, scheme, hidden, tokens, **why):
        entry = {"hidden": hidden, "tokens": tokens, "scheme": scheme.name,
                 "implementation": impl.name, **why}
        self.record(entry)
        self.print_entry(entry)

    def measure(self, impl, scheme, hidden, tokens):
        if self.over_budget():
            self.skip(impl, scheme, hidden, tokens, skipped="time budget")
            return
        entry = {"hidden": hidden, "tokens": tokens, "scheme": scheme.name,
                 "implementation": impl.name, "formula": impl.formula}
        n = rotating_sets(tokens, hidden)
        inputs, ref = self.sets(hidden, tokens, n)
        ref_normed, ref_residual = ref[impl.residual]
        try:
            # Everything on one stream: buffers, poison, calls and checks.
            with torch.cuda.stream(self.stream):
                (median, fastest, slowest), errors, written, after = (
                    self.check_and_time(impl, scheme, tokens, inputs,
                                        ref_normed, ref_residual, entry))
            self.stream.synchronize()
            entry.update({"median_us": median, "min_us": fastest,
                          "max_us": slowest, "replays": self.args.replays,
                          "sets": n, "check": errors, "all_written": written,
                          "check_summary": summary(errors)})
            if after is not None:
                entry["after_graph"] = after
            bad = gross_error(errors) or not written or gross_error(
                after or {})
            entry["gross_error"] = bad
            self.failures += bad
        except Exception as e:  # noqa: BLE001
            entry["error"] = f"{type(e).__name__}: {e}"
            self.failures += 1
            traceback.print_exc()
        self.record(entry)
        self.print_entry(entry)

    def check_and_time(self, impl, scheme, tokens, inputs, ref_normed,
                       ref_residual, entry):
        state = impl.prepare(inputs[0])
        if isinstance(impl, CompiledImpl):
            like = impl.call(state)  # its sizes, for the poison
            out, entry["poisoned"] = poisoned_call(impl, state, like)
            del like
        else:
            out = impl.call(state)
            entry["poisoned"] = True
        errors = check(out, ref_normed, ref_residual, scheme)
        del out, state
        states = [impl.prepare(i) for i in inputs]
        timing, graph, outputs = time_graph(impl, states, self.stream,
                                            self.args.replays)
        # Every output of the timed graph written (FlashInfer's poisoned
        # again before the capture); compiled ones, whose inputs the replays
        # left as they were, still equal to the eager check's.
        written = all(not torch.isnan(scale_view(k, t, scheme,
                                                 tokens)).any().item()
                      for o in outputs for k, t in o.items()
                      if t.dtype in (BF16, torch.float32))
        written = written and all(
            not ((o["q"] & 0x7F) == 0x7F).any().item()
            for o in outputs if "q" in o and not scheme.fp4)
        after = None
        if isinstance(impl, CompiledImpl):
            after = check(outputs[0], ref_normed, ref_residual, scheme)
        del outputs, graph, states
        return timing, errors, written, after

    def print_entry(self, e):
        head = (f"{e['hidden']:5d} {e['tokens']:5d} {e['scheme']:32s} "
                f"{e['implementation']:48s}")
        if "median_us" in e:
            print(f"{head} {e['median_us']:8.2f} us ({e['min_us']:.2f}-"
                  f"{e['max_us']:.2f}) {e['check_summary']}"
                  f"{'' if e['all_written'] else ' UNWRITTEN'}"
                  f"{' WRONG' if e['gross_error'] else ''}", flush=True)
        else:
            print(f"{head} {e.get('skipped') or e.get('error')}", flush=True)

    def write(self):
        props = torch.cuda.get_device_properties(self.device)
        out = {
            "tool": "bench/norm_quant_peers_bench.py",
            "torch": torch.__version__,
            "triton": _version("triton"),
            "gpu": props.name,
            "method": {"calls_per_graph": CALLS_PER_GRAPH,
                       "warmup_replays": WARMUP_REPLAYS,
                       "replays": self.args.replays,
                       "rotation_bytes": ROTATION_BYTES,
                       "stat": "per call: median (fastest-slowest replay)",
                       "dtype": "bf16", "epsilon": EPS, "scale_in": SCALE_IN,
                       "norm": "residual add, residual_out, weight after "
                               "rounding (Hugging Face Llama)"},
            "argv": sys.argv[1:],
            **self.meta,
            "wall_s": time.time() - self.t_start,
            "results": self.results,
            "tpfuse": self.tpfuse,
        }
        if self.args.json:
            with open(self.args.json, "w") as f:
                json.dump(out, f, indent=1)
        if self.args.markdown:
            with open(self.args.markdown, "w") as f:
                f.write(markdown(self.results + self.tpfuse))


def _version(name):
    try:
        from importlib.metadata import version
        return version(name)
    except Exception:  # noqa: BLE001
        return "unknown"


def read_tpfuse_table(path):
    """The rows of tpfuse-norm-quant-bench's table in `path`, as results;
    a table of outputs written in place (--in-place) names its rows so."""
    rows = []
    in_place = ""
    with open(path) as f:
        for line in f:
            if line.startswith("outputs: in place"):
                in_place = ", in place"
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) < 6 or not (cells[0].isdigit() and
                                      cells[1].isdigit()):
                if rows:
                    break  # the first table only
                continue
            scheme, no_normed = cells[2], cells[2].endswith(", no normed")
            rows.append({"hidden": int(cells[0]), "tokens": int(cells[1]),
                         "scheme": scheme.removesuffix(", no normed"),
                         "implementation": "tpfuse" + (
                             " (no normed" + in_place + ")" if no_normed
                             else f" ({in_place[2:]})" if in_place else ""),
                         "median_us": float(cells[3]),
                         "min_us": float(cells[4]), "max_us": float(cells[5]),
                         "check_summary": "(tpfuse's own tests)",
                         "all_written": True})
    return rows


def markdown(results):
    """The results as a markdown table, by hidden, tokens and scheme."""
    order = {s.name: i for i, s in enumerate(SCHEMES)}
    results = sorted(results, key=lambda e: (
        e["hidden"], e["tokens"], order.get(e["scheme"], len(order)),
        not e["implementation"].startswith("tpfuse"),
        e["implementation"]))
    lines = ["| hidden | tokens | scheme | implementation | us/call (median) "
             "| fastest | slowest | check against the formula |",
             "|---:|---:|---|---|---:|---:|---:|---|"]
    for e in results:
        head = (f"| {e['hidden']} | {e['tokens']} | {e['scheme']} | "
                f"{e['implementation']} |")
        if "median_us" in e:
            note = e["check_summary"] + ("" if e["all_written"] else
                                         "; UNWRITTEN")
            lines.append(f"{head} {e['median_us']:.2f} | {e['min_us']:.2f} | "
                         f"{e['max_us']:.2f} | {note} |")
        else:
            lines.append(f"{head} | | | {e.get('skipped') or e.get('error')} |")
    return "\n".join(lines) + "\n"


def run(args, device=None):
    bench = Bench(args, device)
    schemes = [s for s in SCHEMES if not args.schemes or s.name in
               args.schemes]
    bench.meta["not_in_flashinfer"] = NOT_IN_FLASHINFER
    if "flashinfer" in args.impl:
        t0 = time.time()
        try:
            so = args.flashinfer_so
            try:
                fi = import_flashinfer_norm(so)
            except Exception as e:  # noqa: BLE001
                if not so:
                    raise
                print(f"prebuilt norm module {so}: {type(e).__name__}: {e}; "
                      f"JIT-building it", flush=True)
                bench.meta["prebuilt_error"] = f"{type(e).__name__}: {e}"
                so = ""
                fi = import_flashinfer_norm(so)
            fi.get_norm_module()  # the JIT build, when not prebuilt
            bench.meta["flashinfer"] = {
                "version": flashinfer_version(),
                "norm_module": so or "JIT-built",
                "load_s": time.time() - t0,
                "entry_points": {n: hasattr(fi, n)
                                 for n in FLASHINFER_ENTRY_POINTS},
                "enable_pdl": "default (on for SM90+)",
                "kernels": "the CUDA JIT norm module (FLASHINFER_USE_CUDA_NORM"
                           "=1); with nvidia-cutlass-dsl installed, "
                           "rmsnorm_quant and fused_add_rmsnorm_quant run "
                           "CuTe DSL kernels instead, not measured here",
                "formulas": FLASHINFER_FORMULAS}
            print(f"flashinfer {flashinfer_version()}: norm module "
                  f"{so or 'JIT-built'} in {time.time() - t0:.1f} s",
                  flush=True)
        except Exception as e:  # noqa: BLE001
            traceback.print_exc()
            bench.meta["flashinfer"] = {"error": f"{type(e).__name__}: {e}"}
            bench.failures += 1
            fi = None
        if fi is not None:
            for hidden in args.hidden:
                for tokens in args.tokens:
                    for scheme in schemes:
                        for impl in flashinfer_impls(fi, scheme,
                                                     bench.weight(hidden),
                                                     bench.scale):
                            bench.measure(impl, scheme, hidden, tokens)
    if "compile" in args.impl:
        eq = None
        try:
            eq = import_export_quant_norms()
        except Exception as e:  # noqa: BLE001
            traceback.print_exc()
            bench.meta["compile_error"] = f"{type(e).__name__}: {e}"
            bench.failures += 1
        limit = 64  # one code object (Quantized.forward) for every scheme
        for name in ("recompile_limit", "cache_size_limit"):
            if hasattr(torch._dynamo.config, name):
                setattr(torch._dynamo.config, name, limit)
        for mode in args.compile_modes if eq else []:
            for normed in args.compile_normed:
                for hidden in args.hidden:
                    for scheme in schemes:
                        if normed or scheme.kind != "none":
                            compile_scheme(bench, eq, scheme, hidden, mode,
                                           normed)
    bench.write()
    print(markdown(bench.results + bench.tpfuse))
    print(f"{len(bench.results)} configurations, {bench.failures} failures, "
          f"{time.time() - bench.t_start:.1f} s", flush=True)
    return 1 if bench.failures else 0


def compile_scheme(bench, eq, scheme, hidden, mode, normed):
    """Compiles `scheme` at `hidden` (the token dimension dynamic, first run
    at the most tokens), then measures every token count."""
    impl = CompiledImpl(None, scheme, bench.scale, mode, normed)
    # What a compilation and its measurements take, roughly.
    if bench.over_budget(30 if mode == "default" else 90):
        for tokens in bench.args.tokens:
            bench.skip(impl, scheme, hidden, tokens, skipped="time budget")
        return
    t0 = time.time()
    most = max(bench.args.tokens)
    inputs, _ = bench.sets(hidden, most, 1)
    try:
        impl.model = compiled_model(eq, scheme, bench.weight(hidden), mode,
                                    normed)
        for t in inputs[0]:
            torch._dynamo.mark_dynamic(t, 0)
        with torch.cuda.stream(bench.stream):
            impl.call(inputs[0])
        bench.stream.synchronize()
    except Exception as e:  # noqa: BLE001
        traceback.print_exc()
        for tokens in bench.args.tokens:
            bench.skip(impl, scheme, hidden, tokens,
                       error=f"compile: {type(e).__name__}: {e}")
        bench.failures += 1
        return
    print(f"{impl.name} {scheme.name} hidden {hidden}: compiled in "
          f"{time.time() - t0:.1f} s", flush=True)
    for tokens in bench.args.tokens:
        bench.measure(impl, scheme, hidden, tokens)


# --- Self-test on the CPU ----------------------------------------------------

def self_test(compile_too):
    """The reference and the layouts checked on the CPU; returns failures."""
    import ml_dtypes
    import numpy as np

    failures = []

    def expect(ok, what):
        print(f"{'ok  ' if ok else 'FAIL'} {what}", flush=True)
        if not ok:
            failures.append(what)

    g = torch.Generator().manual_seed(0)
    # e2m1: every float32 of a dense grid over [-8, 8] with the ties, and
    # random ones, against ml_dtypes' round-to-nearest-even.
    grid = torch.cat([torch.arange(-8, 8, 1 / 1024, dtype=torch.float64),
                      torch.tensor([0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0,
                                    -0.25, -5.0, 6.0, 7.0, 1e30, -1e30]),
                      torch.randn(100000, generator=g) * 3]).to(torch.float32)
    want = np.asarray(grid.numpy().astype(ml_dtypes.float4_e2m1fn)).view(
        np.uint8) & 0xF
    got = e2m1_codes(grid).numpy()
    expect(bool((got == want).all()), "e2m1 codes == ml_dtypes float4_e2m1fn")
    nan = e2m1_codes(torch.tensor([float("nan")])).item()
    expect(nan == 15, "e2m1 of NaN is -6 (runtime.h)")
    # e4m3: the same against ml_dtypes, clamped first.
    v = torch.cat([torch.randn(200000, generator=g) * 100,
                   torch.randn(1000, generator=g) * 1e-3,
                   torch.tensor([448.0, 464.0, 479.9, 1e6, -1e6])]).float()
    want = np.clip(v.numpy(), -448, 448).astype(
        ml_dtypes.float8_e4m3fn).view(np.uint8)
    expect(bool((e4m3_bytes(v).numpy() == want).all()),
           "e4m3 bytes == ml_dtypes float8_e4m3fn (clamped)")

    # Layouts against runtime.h's index formulas.
    for tokens, groups in ((1, 7), (5, 8), (130, 9), (257, 4)):
        s = torch.randint(1, 255, (tokens, groups), generator=g,
                          dtype=torch.int32).to(U8)
        flat = swizzled_128x4(s)
        g4 = (groups + 3) // 4 * 4
        want = torch.zeros((tokens + 127) // 128 * 128 * g4, dtype=U8)
        for t in range(tokens):
            for k in range(groups):
                want[(t // 128) * (g4 // 4) * 512 + (k // 4) * 512 +
                     (t % 32) * 16 + ((t % 128) // 32) * 4 + k % 4] = s[t, k]
        expect(torch.equal(flat, want), f"swizzled_128x4 {tokens}x{groups}")
        t4 = (tokens + 3) // 4 * 4
        words = packed_ue8m0(s).view(U8).reshape(-1)
        want = torch.zeros((g4 // 4) * t4 * 4, dtype=U8)
        for t in range(tokens):
            for k in range(groups):
                want[((k // 4) * t4 + t) * 4 + k % 4] = s[t, k]
        expect(torch.equal(words, want), f"packed_ue8m0 {tokens}x{groups}")
        f = s.float()
        cm = column_major(f).reshape(-1)
        want = torch.zeros(groups * t4)
        for t in range(tokens):
            for k in range(groups):
                want[k * t4 + t] = f[t, k]
        expect(torch.equal(cm, want), f"column_major {tokens}x{groups}")

    # Unwritten (poisoned) outputs are caught.
    x = torch.randn(4, 256, generator=g).to(BF16)
    normed, residual_out = reference_norm(x, x, torch.ones(256, dtype=BF16))
    for scheme in SCHEMES[1:]:
        ref = reference_quant(normed, scheme)
        poisoned = {"normed": torch.full_like(normed, float("nan")),
                    "residual_out": residual_out,
                    "q": torch.full_like(ref["q"], 0xFF)}
        if "scales" in ref:
            poisoned["scales"] = ref["scales"]
        expect(gross_error(check(poisoned, normed, residual_out, scheme)),
               f"poisoned outputs caught ({scheme.name})")

    # The reference against export_quant_norms.py's PyTorch, run eagerly on
    # the CPU (IEEE f32 division there): the norm within one bf16 ulp, the
    # quantizations of the same normed tensor bit-exact.
    eq = import_export_quant_norms()
    hidden, tokens = 512, 37
    x = torch.randn(tokens, hidden, generator=g).to(BF16)
    r = torch.randn(tokens, hidden, generator=g).to(BF16)
    w = (torch.rand(hidden, generator=g) + 0.5).to(BF16)
    scale = torch.tensor(SCALE_IN, dtype=torch.float32)
    normed, residual_out = reference_norm(x, r, w)
    for scheme in SCHEMES:
        eq.HIDDEN = hidden
        norm = eq.LlamaRMSNorm(hidden, eps=EPS).to(BF16)
        with torch.no_grad():
            norm.weight.copy_(w)
        quantize = quantizer(eq, scheme)
        model = eq.Quantized(norm, lambda y, *rest, q=quantize: (y,) +
                             q(y, *rest), residual=True)
        bare = eq.Quantized(norm, quantize, residual=True)
        rest = (scale,) if scheme.kind in ("fp8_static", "nvfp4") else ()
        with torch.no_grad():
            out = compiled_outputs(model(x, r, *rest))
            if scheme.kind != "none":  # without normed: the same values
                same = compiled_outputs(bare(x, r, *rest), with_normed=False)
                expect(all(torch.equal(same[k], out[k]) for k in same),
                       f"eager CPU {scheme.name} without normed")
        errors = check(out, normed, residual_out, scheme)
        own_exact = all(errors.get(k, 0) == 0 for k in (
            "q_steps_own", "scale_err_own"))
        close = errors["normed_ulps"] <= 1 and errors["residual_ulps"] == 0
        expect(own_exact and close,
               f"eager CPU {scheme.name}: {summary(errors)}")
        if compile_too:
            torch._dynamo.reset()
            compiled = torch.compile(model, fullgraph=True)
            with torch.no_grad():
                for t in (x, r):
                    torch._dynamo.mark_dynamic(t, 0)
                compiled(x, r, *rest)
                out = compiled_outputs(compiled(x[:5], r[:5], *rest))
            errors = check(out, normed[:5], residual_out[:5], scheme)
            expect(not gross_error(errors),
                   f"torch.compile CPU {scheme.name}: {summary(errors)}")
    print(f"self-test: {len(failures)} failures", flush=True)
    return 1 if failures else 0


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hidden", default="4096,7168")
    p.add_argument("--tokens", default="1,16,128,512,2048,8192")
    p.add_argument("--replays", type=int, default=40)
    p.add_argument("--impl", default="flashinfer,compile",
                   help="comma-separated: flashinfer, compile")
    p.add_argument("--schemes", default="",
                   help="';'-separated scheme names (default: all)")
    p.add_argument("--compile-modes", default="default",
                   help="comma-separated torch.compile modes, e.g. "
                        "default,max-autotune-no-cudagraphs")
    p.add_argument("--compile-normed", default="yes,no",
                   help="torch.compile variants: yes (normed returned, as "
                        "tpfuse writes it), no (only values, scales and "
                        "residual_out, as export_quant_norms.Quantized "
                        "returns them)")
    p.add_argument("--time-budget", type=float, default=0,
                   help="seconds after which no new configuration starts")
    p.add_argument("--json", default="norm-quant-peers.json")
    p.add_argument("--markdown", default="")
    p.add_argument("--tpfuse-table", default="",
                   help="tpfuse-norm-quant-bench's outputs (comma-"
                        "separated), whose rows join the markdown table")
    p.add_argument("--flashinfer-so",
                   default=os.environ.get("FI_BENCH_PREBUILT_SO", ""))
    p.add_argument("--self-test", action="store_true")
    p.add_argument("--self-test-compile", action="store_true")
    args = p.parse_args()
    args.hidden = [int(h) for h in args.hidden.split(",")]
    args.tokens = [int(t) for t in args.tokens.split(",")]
    args.impl = args.impl.split(",")
    args.schemes = [s.strip() for s in args.schemes.split(";") if s.strip()]
    args.compile_modes = args.compile_modes.split(",")
    args.compile_normed = [v == "yes" for v in args.compile_normed.split(",")]
    unknown = set(args.schemes) - {s.name for s in SCHEMES}
    if unknown:
        p.error(f"unknown schemes {sorted(unknown)}")
    if args.self_test or args.self_test_compile:
        return self_test(args.self_test_compile)
    if not torch.cuda.is_available():
        sys.exit("needs a CUDA GPU (--self-test runs on the CPU)")
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
