"""FP8 decoders, as the serving stacks run FP8 checkpoints.

`quantize_decoder_fp8` turns a Hugging Face decoder (Llama's layer layout:
q/k/v/o and gate/up/down projections, an input norm before the attention
and a post-attention norm before the MLP) into the model vLLM and SGLang
serve from a static FP8 checkpoint:

- every projection is an `Fp8Linear`: its weight e4m3 with one f32 scale per
  tensor, its input quantized statically to e4m3 with one f32 input scale,
  the product `torch._scaled_mm` into bf16;
- projections that read one input (q/k/v; gate/up) share one quantization of
  it, as vLLM's merged QKV and gate/up layers do: the norm before them
  quantizes its output (`QuantizingNorm`) and they take the e4m3 values, so
  that each norm is followed by exactly one quantization, which fuses with
  it; o_proj and down_proj quantize their own input;
- scales are calibrated on the model as it is: the weight's amax / 448, and
  the amax / 448 of each projection's input over a calibration run.

Embeddings, norms and the final norm stay in the model's dtype (FP8
checkpoints keep the LM head unquantized). `shard_decoder` shards the
result like the model it came from: the weights' rows or columns, the scales
replicated (one per tensor), the all-reduce after each rank's FP8 product
(`RowParallelFp8Linear`).

One scale per tensor, not per output channel: PyTorch's CPU `_scaled_mm`
takes a per-channel weight scale only with a per-token input scale.
"""

import copy

import torch

from .collectives import all_reduce_sum
from .errors import ExportError

FP8 = torch.float8_e4m3fn
FP8_MAX = 448.0
# The floor of a scale, so that an all-zero tensor does not divide by 0.
MIN_SCALE = torch.finfo(torch.float32).tiny

# The projections that share a quantized input, and the norm that feeds them.
SHARED_INPUTS = {
    "input_layernorm": ("self_attn", ("q_proj", "k_proj", "v_proj")),
    "post_attention_layernorm": ("mlp", ("gate_proj", "up_proj")),
}
# The projections that quantize their own input.
OWN_INPUTS = (("self_attn", "o_proj"), ("mlp", "down_proj"))


def quantize_static(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    """Static per-tensor FP8 quantization, as vLLM's reference of
    `scaled_fp8_quant` writes it: the f32 value divided by the scale,
    clamped to e4m3's range, rounded (`#tp.quant<scheme = fp8_static>`)."""
    return (x.to(torch.float32) / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8)


def amax_scale(amax: torch.Tensor) -> torch.Tensor:
    """The scale that maps `amax` to e4m3's largest value: one f32, 0-d, as
    vLLM holds per-tensor scales."""
    scale = amax.detach().to(torch.float32).reshape(()) / FP8_MAX
    return scale.clamp(min=MIN_SCALE)


class Fp8Linear(torch.nn.Module):
    """`x @ weight.T` on e4m3 values: `weight` [out, in] e4m3 and its scale,
    `input_scale` the static scale of the input. An input in a wider dtype
    is quantized here; an e4m3 input is taken as quantized with
    `input_scale` already (by a `QuantizingNorm` sharing it), as vLLM's
    `Fp8LinearOp` takes it."""

    def __init__(self, weight, weight_scale, input_scale, out_dtype):
        super().__init__()
        if weight.dtype != FP8:
            raise ValueError(f"an Fp8Linear weight is {FP8}, not {weight.dtype}")
        self.weight = torch.nn.Parameter(weight, requires_grad=False)
        self.weight_scale = _parameter(weight_scale)
        self.input_scale = _parameter(input_scale)
        self.out_dtype = out_dtype

    @property
    def in_features(self) -> int:
        return self.weight.shape[1]

    @property
    def out_features(self) -> int:
        return self.weight.shape[0]

    def forward(self, x):
        if x.dtype != FP8:
            x = quantize_static(x, self.input_scale)
        rows = x.reshape(-1, self.in_features)
        y = torch._scaled_mm(
            rows, self.weight.t(), self.input_scale, self.weight_scale, out_dtype=self.out_dtype
        )
        return y.reshape(*x.shape[:-1], self.out_features)

    @classmethod
    def quantize(cls, linear: torch.nn.Linear, input_scale) -> "Fp8Linear":
        """`linear`'s weight quantized with its amax / 448, the input scale
        given (shared with other layers when the same Parameter)."""
        if linear.bias is not None:
            raise ExportError("a projection with a bias is not converted to FP8")
        weight = linear.weight.detach()
        weight_scale = amax_scale(weight.abs().max())
        return cls(quantize_static(weight, weight_scale), weight_scale, input_scale, weight.dtype)


class RowParallelFp8Linear(Fp8Linear):
    """An `Fp8Linear` whose input features are split over `group`: this
    rank's product with its columns of the weight, all-reduced. The scales
    are the unsharded layer's: each rank's product is its share of the
    scaled sum."""

    def __init__(self, weight, weight_scale, input_scale, out_dtype, group, spelling):
        super().__init__(weight, weight_scale, input_scale, out_dtype)
        self.group = group
        self.spelling = spelling

    def forward(self, x):
        return all_reduce_sum(super().forward(x), self.group, self.spelling)


class QuantizingNorm(torch.nn.Module):
    """`norm`, then a static FP8 quantization of its output with the input
    scale of the projections that read it."""

    def __init__(self, norm: torch.nn.Module, input_scale):
        super().__init__()
        self.norm = norm
        self.input_scale = _parameter(input_scale)

    def forward(self, x):
        return quantize_static(self.norm(x), self.input_scale)


def _parameter(value) -> torch.nn.Parameter:
    if isinstance(value, torch.nn.Parameter):
        return value  # shared: stays one tensor
    return torch.nn.Parameter(value.detach().clone(), requires_grad=False)


def _calibrate(model, layers, calibration_ids, kwargs):
    """The amax of each projection's input over `model(calibration_ids)`;
    checks that each shared input is its norm's output."""
    amax, norm_outputs, problems, hooks = {}, {}, [], []

    def record(name):
        def hook(module, args):
            value = args[0].detach().abs().max().to(torch.float32)
            amax[name] = torch.maximum(amax[name], value) if name in amax else value

        return hook

    def keep_output(name):
        def hook(module, args, output):
            norm_outputs[name] = output

        return hook

    def check_input(norm_name, name):
        def hook(module, args):
            if args[0] is not norm_outputs.get(norm_name):
                problems.append(f"{name} does not read {norm_name}'s output")

        return hook

    for prefix, layer in layers:
        for norm, (block, projections) in SHARED_INPUTS.items():
            norm_name = f"{prefix}.{norm}"
            hooks.append(getattr(layer, norm).register_forward_hook(keep_output(norm_name)))
            for projection in projections:
                name = f"{prefix}.{block}.{projection}"
                module = getattr(getattr(layer, block), projection)
                hooks.append(module.register_forward_pre_hook(check_input(norm_name, name)))
                hooks.append(module.register_forward_pre_hook(record(name)))
        for block, projection in OWN_INPUTS:
            name = f"{prefix}.{block}.{projection}"
            module = getattr(getattr(layer, block), projection)
            hooks.append(module.register_forward_pre_hook(record(name)))
    try:
        with torch.no_grad():
            model(calibration_ids, **kwargs)
    finally:
        for hook in hooks:
            hook.remove()
    if problems:
        raise ExportError("the norms do not feed the projections as in Llama: " + "; ".join(problems))
    return amax


def _decoder_layers(model):
    """The decoder layers of `model`, by name: those with both norms, whose
    projections are all plain linear layers."""
    layers = [
        (name, module)
        for name, module in model.named_modules()
        if all(hasattr(module, n) for n in ("self_attn", "mlp", *SHARED_INPUTS))
    ]
    if not layers:
        raise ExportError(
            "no decoder layer with self_attn, mlp, input_layernorm and post_attention_layernorm"
        )
    projections = [(b, p) for b, ps in SHARED_INPUTS.values() for p in ps] + list(OWN_INPUTS)
    for name, layer in layers:
        for block, projection in projections:
            if not isinstance(getattr(getattr(layer, block), projection, None), torch.nn.Linear):
                raise ExportError(f"{name}.{block}.{projection} is not a torch.nn.Linear")
    return layers


def quantize_decoder_fp8(
    model: torch.nn.Module, calibration_ids: torch.Tensor, kwargs: dict | None = None
) -> torch.nn.Module:
    """A copy of `model` (see the module's doc) with FP8 projections, their
    scales calibrated on `model(calibration_ids, **kwargs)`. The copy shares
    the parameters it does not quantize with `model`."""
    kwargs = {"use_cache": False} if kwargs is None else kwargs
    layers = _decoder_layers(model)
    amax = _calibrate(model, layers, calibration_ids, kwargs)
    quantized = copy.deepcopy(model, memo={id(p): p for p in model.parameters()})
    for prefix, layer in _decoder_layers(quantized):
        for norm, (block, projections) in SHARED_INPUTS.items():
            names = [f"{prefix}.{block}.{p}" for p in projections]
            # One input, one amax: the projections read the same tensor.
            input_scale = _parameter(amax_scale(amax[names[0]]))
            setattr(layer, norm, QuantizingNorm(getattr(layer, norm), input_scale))
            owner = getattr(layer, block)
            for projection in projections:
                linear = getattr(owner, projection)
                setattr(owner, projection, Fp8Linear.quantize(linear, input_scale))
        for block, projection in OWN_INPUTS:
            owner = getattr(layer, block)
            input_scale = amax_scale(amax[f"{prefix}.{block}.{projection}"])
            setattr(owner, projection, Fp8Linear.quantize(getattr(owner, projection), input_scale))
    return quantized.eval()
