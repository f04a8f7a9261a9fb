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


class PartialLinear(torch.nn.Module):
    """A row-parallel linear layer inside a block that all-reduces once for
    several of them (a mixture of experts and its shared experts): this
    rank's product with its slice of the weight, the sum still owed."""

    def __init__(self, weight):
        super().__init__()
        self.weight = torch.nn.Parameter(weight, requires_grad=False)

    def forward(self, x):
        return F.linear(x, self.weight)


def _partial(linear, rank, size, what):
    if linear.bias is not None:
        raise ExportError(f"{what}: a bias inside a block that is summed once would be added on every rank")
    if isinstance(linear, Fp8Linear):
        raise ExportError(f"{what}: an FP8 projection inside a mixture of experts is not sharded")
    return PartialLinear(_split(linear.weight, 1, rank, size, what))


def _split_halves(linear, rank, size, what):
    """A fused [gate; up] projection (rows: the gate's features, then the up
    projection's, as `chunk(2, dim=-1)` reads them) sliced so that this rank
    holds its slice of each half, still [gate; up]."""
    if linear.weight.shape[0] % 2:
        raise ExportError(f"{what}: {linear.weight.shape[0]} features do not make two halves")
    if isinstance(linear, Fp8Linear):
        raise ExportError(f"{what}: a fused FP8 gate/up projection is not sharded")
    halves = linear.weight.detach().chunk(2, dim=0)
    weight = torch.cat([_split(h, 0, rank, size, what) for h in halves])
    local = torch.nn.Linear(
        linear.in_features, weight.shape[0], bias=linear.bias is not None, dtype=weight.dtype, device="meta"
    )
    local.weight = torch.nn.Parameter(weight, requires_grad=False)
    if linear.bias is not None:
        bias = torch.cat([_split(h, 0, rank, size, what) for h in linear.bias.detach().chunk(2)])
        local.bias = torch.nn.Parameter(bias, requires_grad=False)
    return local


def _is_linear(module, attribute):
    return isinstance(getattr(module, attribute, None), (torch.nn.Linear, Fp8Linear))


# Dense layers: (column-parallel projections, the row-parallel one), the
# first layout a module has all of wins.
ATTENTION_LAYOUTS = (
    (("q_proj", "k_proj", "v_proj"), "o_proj"),
    (("qkv_proj",), "o_proj"),  # [q; k; v]: CONCATENATED_QKV
    # Multi-head latent attention (DeepSeek-V2/V3): the low-rank q_a/kv_a
    # projections and their norms are replicated, the per-head up
    # projections split by heads.
    (("q_b_proj", "kv_b_proj"), "o_proj"),
    (("q_proj", "kv_b_proj"), "o_proj"),
)
MLP_LAYOUTS = (
    (("gate_proj", "up_proj"), "down_proj"),
    (("up_proj",), "down_proj"),  # not gated (Nemotron, Arcee, Apertus)
    (("c_fc",), "c_proj"),  # not gated (Starcoder2)
)
FUSED_GATE_UP = ("gate_up_proj", "down_proj")  # GLM-4, Phi-3
SHARED_EXPERTS = ("shared_experts", "shared_expert")

# Linear layers that read the replicated hidden state and whose outputs every
# rank needs whole: a router, MLA's low-rank projections, a NextN layer's
# eh_proj, a shared expert's gate, the heads.
REPLICATED_LINEARS = {
    "gate", "router", "shared_expert_gate", "q_a_proj", "kv_a_proj_with_mqa", "eh_proj",
    "lm_head", "head", "score",
}

# Fused q/k/v projections whose rows are [q; k; v], each by heads, by the
# attention classes known to lay them out so (they read the split points
# from their config).
CONCATENATED_QKV = {"Phi3Attention"}

# Layouts shard_decoder does not shard, by the attribute that gives them away.
UNSUPPORTED = {
    "qkv_proj": "a fused q/k/v projection of a layout shard_decoder does not know",
    "query_key_value": "a fused q/k/v projection",
    "c_attn": "a fused q/k/v projection",
}


def _dense_layout(module):
    for layouts in (ATTENTION_LAYOUTS, MLP_LAYOUTS):
        for columns, rows in layouts:
            if all(_is_linear(module, p) for p in (*columns, rows)):
                return columns, rows
    return None


def _is_experts(module):
    """The experts as transformers stores them for its batched kernels: a
    [gate; up] (or up) weight [experts, 2 x intermediate, hidden] and a down
    weight [experts, hidden, intermediate] of 3 dimensions each."""
    return all(
        isinstance(getattr(module, p, None), torch.nn.Parameter) and getattr(module, p).dim() == 3
        for p in ("down_proj", "gate_up_proj" if getattr(module, "has_gate", True) else "up_proj")
    )


def _shard_experts(experts, rank, size, what):
    """Each expert's [gate; up] (or up) projection column-parallel and its
    down projection row-parallel, as dense MLPs are: this rank computes its
    slice of every expert's intermediate features, and its products with
    the down projections are its share of the sum."""
    for flag, meaning in (("has_bias", "biases"), ("is_transposed", "transposed weights"),
                          ("has_post_expert_norm", "a norm after each expert")):
        if getattr(experts, flag, False):
            raise ExportError(f"{what}: experts with {meaning} are not sharded")
    if getattr(experts, "is_concatenated", True) is False:
        raise ExportError(f"{what}: experts with separate gate and up weights are not sharded")
    if getattr(experts, "has_gate", True):
        halves = experts.gate_up_proj.detach().chunk(2, dim=1)
        gate_up = torch.cat([_split(h, 1, rank, size, f"{what}.gate_up_proj") for h in halves], dim=1)
        experts.gate_up_proj = torch.nn.Parameter(gate_up, requires_grad=False)
    else:
        up = _split(experts.up_proj, 1, rank, size, f"{what}.up_proj")
        experts.up_proj = torch.nn.Parameter(up, requires_grad=False)
    down = _split(experts.down_proj, 2, rank, size, f"{what}.down_proj")
    experts.down_proj = torch.nn.Parameter(down, requires_grad=False)
    if hasattr(experts, "intermediate_dim"):
        experts.intermediate_dim = down.shape[2]


def _all_reduce_output(group, spelling):
    """A forward hook that all-reduces a block's output (the first one of a
    tuple): the block's sum, paid once."""

    def hook(module, inputs, output):
        if isinstance(output, tuple):
            return (all_reduce_sum(output[0], group, spelling), *output[1:])
        return all_reduce_sum(output, group, spelling)

    return hook


def _shard_mixture_of_experts(block, rank, group, spelling, what):
    """A mixture-of-experts block as SGLang shards it: the router
    replicated, every expert and the shared experts split like dense MLPs,
    and their partial sums added before one all-reduce of the block's
    output. Returns the modules it sharded."""
    if not _is_experts(block.experts):
        raise ExportError(
            f"{what}.experts: experts not stored as 3-dimensional [gate; up] and down weights "
            "(transformers' batched layout) are not sharded"
        )
    experts_implementation = getattr(getattr(block.experts, "config", None), "_experts_implementation", None)
    if experts_implementation != "batched_mm":
        raise ExportError(
            f"{what}.experts: the `{experts_implementation}` experts implementation does not export "
            "(what it computes depends on the routing's data); call "
            "model.set_experts_implementation('batched_mm') first"
        )
    _shard_experts(block.experts, rank, group.size, f"{what}.experts")
    handled = [block.experts]
    for attribute in SHARED_EXPERTS:
        shared = getattr(block, attribute, None)
        if shared is None:
            continue
        layout = _dense_layout(shared)
        if layout is None or layout in ATTENTION_LAYOUTS:
            raise ExportError(f"{what}.{attribute}: shared experts of an unknown layout")
        columns, rows = layout
        for projection in columns:
            setattr(shared, projection, _column_parallel(
                getattr(shared, projection), rank, group.size, f"{what}.{attribute}.{projection}"))
        setattr(shared, rows, _partial(getattr(shared, rows), rank, group.size, f"{what}.{attribute}.{rows}"))
        handled.append(shared)
    for name, child in block.named_children():
        if child not in handled and any(isinstance(m, torch.nn.Linear) for m in child.modules()):
            # The router (gate) reads the replicated input; anything else
            # with weights would be computed on every rank and summed.
            if name not in ("gate", "router", "shared_expert_gate"):
                raise ExportError(f"{what}.{name}: a part of the mixture of experts that is not sharded")
    block.register_forward_hook(_all_reduce_output(group, spelling))
    return handled


HEAD_COUNTS = ("num_heads", "num_attention_heads", "num_key_value_heads", "num_kv_heads")


def _localize_attention(module, rank, size, what, replicated_kv_heads=None):
    """Attributes an attention's forward reshapes with (StableLM's
    `view(..., self.num_heads, ...)`, `reshape(..., self.hidden_size)`) made
    this rank's: its heads, and the width of o_proj's input; per-head norms
    kept for its heads. With `replicated_kv_heads` (fewer than ranks), each
    rank has one k/v head for all its query heads."""
    if replicated_kv_heads is not None:
        for attribute in ("num_key_value_heads", "num_kv_heads"):
            if isinstance(getattr(module, attribute, None), int):
                setattr(module, attribute, 1)
        groups = getattr(module, "num_key_value_groups", None)
        if isinstance(groups, int):
            module.num_key_value_groups = groups * replicated_kv_heads // size
    for attribute in HEAD_COUNTS:
        if replicated_kv_heads is not None and attribute in ("num_key_value_heads", "num_kv_heads"):
            continue
        count = getattr(module, attribute, None)
        if isinstance(count, int):
            if count % size:
                raise ExportError(f"{what}.{attribute} = {count} does not split over {size} ranks")
            setattr(module, attribute, count // size)
    width = module.o_proj.in_features
    if getattr(module, "hidden_size", None) == width:
        module.hidden_size = width // size
    for norm_name in ("q_layernorm", "k_layernorm"):
        per_head = getattr(getattr(module, norm_name, None), "norms", None)
        if isinstance(per_head, torch.nn.ModuleList):
            norm = getattr(module, norm_name)
            if len(per_head) % size:
                raise ExportError(f"{what}.{norm_name}: {len(per_head)} heads do not split over {size} ranks")
            local = len(per_head) // size
            norm.norms = torch.nn.ModuleList(list(per_head)[rank * local : (rank + 1) * local])
            if isinstance(getattr(norm, "num_heads", None), int):
                norm.num_heads = local


def _shard_concatenated_qkv(module, rank, size, what):
    """A [q; k; v] projection split into its three parts, each sliced by
    heads, put back together; the attention reads its split points from its
    config, so it gets a copy of the config with this rank's head counts."""
    config = module.config
    heads, kv_heads = config.num_attention_heads, config.num_key_value_heads
    head_dim = module.head_dim
    linear = module.qkv_proj
    sizes = [heads * head_dim, kv_heads * head_dim, kv_heads * head_dim]
    if linear.weight.shape[0] != sum(sizes) or isinstance(linear, Fp8Linear):
        raise ExportError(f"{what}.qkv_proj: {linear.weight.shape[0]} rows are not [q; k; v] of {sizes}")
    if kv_heads % size:
        raise ExportError(f"{what}: {kv_heads} k/v heads of a fused q/k/v projection do not split over {size} ranks")
    parts = [_split(part, 0, rank, size, f"{what}.qkv_proj") for part in linear.weight.detach().split(sizes)]
    weight = torch.cat(parts)
    local = torch.nn.Linear(linear.in_features, weight.shape[0], bias=linear.bias is not None,
                            dtype=weight.dtype, device="meta")
    local.weight = torch.nn.Parameter(weight, requires_grad=False)
    if linear.bias is not None:
        bias = torch.cat([_split(part, 0, rank, size, f"{what}.qkv_proj") for part in linear.bias.detach().split(sizes)])
        local.bias = torch.nn.Parameter(bias, requires_grad=False)
    module.qkv_proj = local
    module.config = copy.copy(config)
    module.config.num_attention_heads = heads // size
    module.config.num_key_value_heads = kv_heads // size


def _refuse_unsupported(model):
    """Refuses layouts whose sharding is not Megatron's column/row split of
    the projections this module knows (e.g. they would need an all-gather),
    rather than shard them into a model that computes something else."""
    for name, module in model.named_modules():
        for attribute, layout in UNSUPPORTED.items():
            if attribute == "qkv_proj" and type(module).__name__ in CONCATENATED_QKV:
                continue
            if hasattr(module, attribute):
                raise ExportError(f"{name or 'the model'}: {layout} ({attribute}) is not sharded by shard_decoder")
        if _is_linear(module, "o_proj") and _dense_layout(module) is None:
            raise ExportError(f"{name}: an attention of a layout shard_decoder does not know")
        experts = getattr(module, "experts", None)
        if experts is not None and not _is_experts(experts):
            raise ExportError(
                f"{name}.experts: experts not stored as 3-dimensional [gate; up] and down weights "
                "(transformers' batched layout) are not sharded"
            )
        head_dim = getattr(module, "head_dim", None)
        for norm in ("q_norm", "k_norm"):
            weight = getattr(getattr(module, norm, None), "weight", None)
            if weight is not None and head_dim is not None and weight.numel() != head_dim:
                raise ExportError(
                    f"{name}.{norm} normalizes across all heads ({weight.numel()} features, "
                    f"head_dim {head_dim}): sharding the heads would need an all-gather"
                )


def _check_heads(config, size):
    heads = getattr(config, "num_attention_heads", None)
    if heads is not None and heads % size:
        raise ExportError(f"num_attention_heads = {heads} does not split over {size} ranks")
    kv_heads = getattr(config, "num_key_value_heads", None)
    if kv_heads is not None and kv_heads % size and size % kv_heads:
        raise ExportError(
            f"num_key_value_heads = {kv_heads} neither splits over {size} ranks nor divides it "
            "(each rank would need parts of heads)"
        )


def _replicated_kv_heads(linear, rank, size, kv_heads, what):
    """A k or v projection of fewer heads than ranks, as serving stacks
    shard it: each head replicated on size / kv_heads consecutive ranks,
    rank r holding head r // (size / kv_heads)."""
    if isinstance(linear, Fp8Linear):
        raise ExportError(f"{what}: replicating the heads of an FP8 projection is not supported")
    head = rank // (size // kv_heads)
    weight = linear.weight.detach().chunk(kv_heads, dim=0)[head].clone()
    local = torch.nn.Linear(
        linear.in_features, weight.shape[0], bias=linear.bias is not None, dtype=weight.dtype, device="meta"
    )
    local.weight = torch.nn.Parameter(weight, requires_grad=False)
    if linear.bias is not None:
        bias = linear.bias.detach().chunk(kv_heads, dim=0)[head].clone()
        local.bias = torch.nn.Parameter(bias, requires_grad=False)
    return local


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
    handled = set()
    attentions = mlps = moes = 0
    for name, module in list(sharded.named_modules()):
        if id(module) in handled:
            continue
        if hasattr(module, "experts"):
            handled.update(id(m) for m in _shard_mixture_of_experts(module, rank, group, spelling, name))
            moes += 1
            continue
        layout = _dense_layout(module)
        if layout is not None:
            columns, rows = layout
            attentions += layout in ATTENTION_LAYOUTS
            mlps += layout in MLP_LAYOUTS
            kv_heads = getattr(getattr(model, "config", None), "num_key_value_heads", None)
            replicate_kv = columns == ("q_proj", "k_proj", "v_proj") and kv_heads and kv_heads < group.size
            for projection in columns:
                linear = getattr(module, projection)
                what = f"{name}.{projection}"
                if replicate_kv and projection != "q_proj":
                    local = _replicated_kv_heads(linear, rank, group.size, kv_heads, what)
                elif projection == "qkv_proj":
                    _shard_concatenated_qkv(module, rank, group.size, name)
                    continue
                else:
                    local = _column_parallel(linear, rank, group.size, what)
                setattr(module, projection, local)
            if layout in ATTENTION_LAYOUTS:
                _localize_attention(module, rank, group.size, name, kv_heads if replicate_kv else None)
        elif all(_is_linear(module, p) for p in FUSED_GATE_UP):
            columns, rows = FUSED_GATE_UP
            module.gate_up_proj = _split_halves(module.gate_up_proj, rank, group.size, f"{name}.gate_up_proj")
            mlps += 1
        else:
            continue
        linear = getattr(module, rows)
        setattr(module, rows, _row_parallel(linear, rank, group, spelling, f"{name}.{rows}"))
    if attentions == 0 and mlps == 0 and moes == 0:
        raise ExportError("no attention (q/k/v/o_proj) or MLP (gate/up/down_proj) to shard")
    _refuse_left_whole(model, sharded)
    return sharded


def _refuse_left_whole(model, sharded):
    """Refuses a projection that sharding left as it was (its weight still
    the model's own) unless every rank needs its output whole: computed
    whole on every rank, it would be summed over the group."""
    originals = {id(p) for p in model.parameters()}
    for name, module in sharded.named_modules():
        if not isinstance(module, (torch.nn.Linear, Fp8Linear)):
            continue
        if name.rsplit(".", 1)[-1] in REPLICATED_LINEARS or id(module.weight) not in originals:
            continue
        raise ExportError(
            f"{name}: a projection of a layout shard_decoder does not know; it would be computed "
            "whole on every rank"
        )
