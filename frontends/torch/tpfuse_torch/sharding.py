"""Tensor-parallel sharding of Hugging Face decoder models, as serving stacks
shard them (Megatron-style): the attention's q/k/v projections and the MLP's
gate/up projections are column-parallel (each rank computes a slice of the
heads or of the intermediate features), o_proj and down_proj row-parallel
(each rank multiplies its slice of the input features and the partial
products are summed over the group). Embeddings, norms and everything else
are replicated. FP8 projections (`fp8.Fp8Linear`) split their e4m3 weights
the same way and keep their per-tensor scales, the row-parallel ones summing
each rank's FP8 product."""

import copy

import torch
import torch.nn.functional as F

from .collectives import SPELLINGS, TensorParallelGroup, all_reduce_sum
from .errors import ExportError
from .fp8 import Fp8Linear, RowParallelFp8Linear

ATTENTION_COLUMNS = ("q_proj", "k_proj", "v_proj")
ATTENTION_ROWS = "o_proj"
MLP_COLUMNS = ("gate_proj", "up_proj")
MLP_ROWS = "down_proj"


class RowParallelLinear(torch.nn.Module):
    """A linear layer whose input features are split over `group`: this
    rank's product with its slice of the weight, all-reduced, then the bias
    (added once, after the sum)."""

    def __init__(self, weight, bias, group: TensorParallelGroup, spelling: str):
        super().__init__()
        self.weight = torch.nn.Parameter(weight, requires_grad=False)
        self.bias = None if bias is None else torch.nn.Parameter(bias, requires_grad=False)
        self.group = group
        self.spelling = spelling

    def forward(self, x):
        summed = all_reduce_sum(F.linear(x, self.weight), self.group, self.spelling)
        return summed if self.bias is None else summed + self.bias


def _split(tensor, dim, rank, size, what):
    if tensor.shape[dim] % size:
        raise ExportError(f"{what}: {tensor.shape[dim]} does not split over {size} ranks")
    return tensor.detach().chunk(size, dim=dim)[rank].clone()


def _column_parallel(linear, rank, size, what):
    weight = _split(linear.weight, 0, rank, size, what)
    if isinstance(linear, Fp8Linear):
        # One scale per tensor: the same for every slice.
        return Fp8Linear(weight, linear.weight_scale, linear.input_scale, linear.out_dtype)
    # Built on the meta device, then given its shard: no random init to run
    # (nor the global RNG to advance) for weights replaced at once.
    local = torch.nn.Linear(
        linear.in_features,
        weight.shape[0],
        bias=linear.bias is not None,
        dtype=weight.dtype,
        device="meta",
    )
    local.weight = torch.nn.Parameter(weight, requires_grad=False)
    if linear.bias is not None:
        bias = _split(linear.bias, 0, rank, size, what)
        local.bias = torch.nn.Parameter(bias, requires_grad=False)
    return local


def _row_parallel(linear, rank, group, spelling, what):
    weight = _split(linear.weight, 1, rank, group.size, what)
    if isinstance(linear, Fp8Linear):
        return RowParallelFp8Linear(
            weight, linear.weight_scale, linear.input_scale, linear.out_dtype, group, spelling
        )
    bias = None if linear.bias is None else linear.bias.detach().clone()
    return RowParallelLinear(weight, bias, group, spelling)


# Layouts shard_decoder does not shard, by the attribute that gives them away.
UNSUPPORTED = {
    "qkv_proj": "a fused q/k/v projection",
    "gate_up_proj": "a fused gate/up projection",
    "kv_a_proj_with_mqa": "multi-head latent attention",
    "q_a_proj": "multi-head latent attention",
    "experts": "a mixture of experts",
}


def _refuse_unsupported(model):
    """Refuses layouts whose sharding is not Megatron's column/row split of
    the projections this module knows (e.g. they would need an all-gather),
    rather than shard them into a model that computes something else."""
    for name, module in model.named_modules():
        for attribute, layout in UNSUPPORTED.items():
            if hasattr(module, attribute):
                raise ExportError(f"{name or 'the model'}: {layout} ({attribute}) is not sharded by shard_decoder")
        if hasattr(module, ATTENTION_ROWS) and not all(hasattr(module, p) for p in ATTENTION_COLUMNS):
            raise ExportError(f"{name}: an attention without separate q/k/v projections")
        head_dim = getattr(module, "head_dim", None)
        for norm in ("q_norm", "k_norm"):
            weight = getattr(getattr(module, norm, None), "weight", None)
            if weight is not None and head_dim is not None and weight.numel() != head_dim:
                raise ExportError(
                    f"{name}.{norm} normalizes across all heads ({weight.numel()} features, "
                    f"head_dim {head_dim}): sharding the heads would need an all-gather"
                )


def _check_heads(config, size):
    for field in ("num_attention_heads", "num_key_value_heads"):
        heads = getattr(config, field, None)
        if heads is not None and heads % size:
            raise ExportError(f"{field} = {heads} does not split over {size} ranks")


def shard_decoder(
    model: torch.nn.Module,
    rank: int,
    group: TensorParallelGroup,
    spelling: str = "c10d_functional",
) -> torch.nn.Module:
    """A copy of `model` (a Hugging Face decoder: Llama, Qwen2, Mistral and
    others with q/k/v/o and gate/up/down projections) holding rank `rank`'s
    shard for `group`, whose row-parallel layers all-reduce with `spelling`
    (see SPELLINGS). The copy shares the replicated parameters (embeddings,
    norms, ...) with `model`; the model itself is left as it is."""
    if spelling not in SPELLINGS:
        raise ValueError(f"unknown all-reduce spelling {spelling!r}; one of {SPELLINGS}")
    if not 0 <= rank < group.size:
        raise ValueError(f"rank {rank} is not in a group of {group.size}")
    if getattr(model, "config", None) is not None:
        _check_heads(model.config, group.size)
    _refuse_unsupported(model)
    # The parameters are shared with `model`, not copied: the replicated ones
    # stay as they are, and the projections sharded are replaced below by
    # new modules holding new tensors.
    sharded = copy.deepcopy(model, memo={id(p): p for p in model.parameters()})
    attentions = mlps = 0
    for name, module in list(sharded.named_modules()):
        if all(hasattr(module, p) for p in (*ATTENTION_COLUMNS, ATTENTION_ROWS)):
            columns, rows = ATTENTION_COLUMNS, ATTENTION_ROWS
            attentions += 1
        elif all(hasattr(module, p) for p in (*MLP_COLUMNS, MLP_ROWS)):
            columns, rows = MLP_COLUMNS, MLP_ROWS
            mlps += 1
        else:
            continue
        for projection in columns:
            linear = getattr(module, projection)
            setattr(
                module,
                projection,
                _column_parallel(linear, rank, group.size, f"{name}.{projection}"),
            )
        linear = getattr(module, rows)
        setattr(module, rows, _row_parallel(linear, rank, group, spelling, f"{name}.{rows}"))
    if attentions == 0 and mlps == 0:
        raise ExportError("no attention (q/k/v/o_proj) or MLP (gate/up/down_proj) to shard")
    return sharded
