"""Export of a tensor-parallel module to tpfuse's input IR."""

import dataclasses
import json
import pathlib

import numpy as np
import torch
import torch.utils._pytree as pytree
from torch_mlir import ir
from torch_mlir.dialects import torch as torch_d
from torch_mlir.extras.fx_importer import FxImporter

from .collectives import TensorParallelGroup, calls_to_tp_ops, collectives_to_calls
from .decompositions import decomposition_table
from .errors import ExportError
from .lowering import lower_to_linalg

WAIT_TARGETS = (torch.ops._c10d_functional.wait_tensor.default,)


@dataclasses.dataclass(frozen=True)
class Parameter:
    name: str
    shape: tuple[int, ...]
    offset: int  # in elements of the flat weights argument


@dataclasses.dataclass
class ExportedModel:
    """The IR of one rank's program (the same on every rank) and the layout
    of its flat weights argument, its last argument."""

    mlir: str
    func_name: str
    dtype: torch.dtype
    parameters: list[Parameter]
    all_reduces: int
    # The buffers as traced: the IR holds them as constants, so every rank's
    # module must hold the same.
    buffers: dict[str, torch.Tensor] = dataclasses.field(default_factory=dict, repr=False)

    @property
    def weight_count(self) -> int:
        return sum(int(np.prod(p.shape, dtype=np.int64)) for p in self.parameters)

    def flat_weights(self, module: torch.nn.Module) -> torch.Tensor:
        """`module`'s parameters (e.g. one rank's shard) in this layout;
        every name, shape and the dtype must match what was exported, and its
        buffers must be those compiled in."""
        self._check_buffers(module)
        params = dict(module.named_parameters())
        if sorted(params) != sorted(p.name for p in self.parameters):
            raise ExportError("the module's parameters are not those exported")
        pieces = []
        for parameter in self.parameters:
            value = params[parameter.name].detach()
            if tuple(value.shape) != parameter.shape or value.dtype != self.dtype:
                raise ExportError(
                    f"parameter {parameter.name}: {tuple(value.shape)} {value.dtype}, "
                    f"exported as {parameter.shape} {self.dtype}"
                )
            pieces.append(value.reshape(-1))
        return torch.cat(pieces) if pieces else torch.empty(0, dtype=self.dtype)

    def _check_buffers(self, module: torch.nn.Module) -> None:
        buffers = dict(module.named_buffers())
        if sorted(buffers) != sorted(self.buffers):
            raise ExportError("the module's buffers are not those exported")
        for name, value in buffers.items():
            if not torch.equal(value, self.buffers[name]):
                raise ExportError(
                    f"buffer {name} differs from the one exported: buffers are "
                    "compiled in as constants, the same on every rank; make it a "
                    "parameter if it differs between ranks"
                )

    def write(self, path) -> None:
        pathlib.Path(path).write_text(self.mlir)

    def weight_bytes(self, module: torch.nn.Module) -> bytes:
        """`module`'s flat weights, raw little-endian, as the compiled
        function takes them."""
        return self.flat_weights(module).contiguous().view(torch.uint8).numpy().tobytes()

    def write_weights(self, module: torch.nn.Module, path) -> None:
        """Writes `module`'s flat weights (see weight_bytes)."""
        pathlib.Path(path).write_bytes(self.weight_bytes(module))

    def manifest(self) -> dict:
        return {
            "function": self.func_name,
            "dtype": str(self.dtype).removeprefix("torch."),
            "weights": self.weight_count,
            "all_reduces": self.all_reduces,
            "parameters": [dataclasses.asdict(p) for p in self.parameters],
        }

    def write_manifest(self, path, **extra) -> None:
        """Writes the manifest as JSON, with the fields of `extra` added."""
        manifest = self.manifest() | extra
        pathlib.Path(path).write_text(json.dumps(manifest, indent=1) + "\n")


class _FlatWeights(torch.nn.Module):
    """`module` with its parameters taken from one flat argument, its last,
    so that the IR is the same on every rank and weights are loaded, not
    compiled in."""

    def __init__(self, module, parameters, kwargs):
        super().__init__()
        self.module = module
        self.parameters_layout = parameters
        self.call_kwargs = kwargs

    def forward(self, *args):
        *inputs, weights = args
        values = {
            p.name: weights[p.offset : p.offset + int(np.prod(p.shape, dtype=np.int64))].view(
                p.shape
            )
            for p in self.parameters_layout
        }
        return torch.func.functional_call(
            self.module, values, tuple(inputs), self.call_kwargs
        )


def _layout(module: torch.nn.Module):
    parameters, offset, dtypes = [], 0, set()
    for name, value in module.named_parameters():
        parameters.append(Parameter(name, tuple(value.shape), offset))
        offset += value.numel()
        dtypes.add(value.dtype)
    if len(dtypes) > 1:
        raise ExportError(
            f"the parameters have several dtypes ({sorted(map(str, dtypes))}); "
            "the flat weights argument holds one"
        )
    dtype = dtypes.pop() if dtypes else torch.float32
    return parameters, offset, dtype


def _drop_copies_of_in_place_sums(program) -> None:
    """`torch.distributed.all_reduce` is in place: the export copies the sum
    back into the tensor reduced (`aten.copy(x, wait_tensor(...))`). Where
    the copy has the sum's shape and dtype it is the sum; using the sum
    directly keeps it next to its consumer for the fusion."""
    graph = program.graph_module.graph
    for node in list(graph.nodes):
        if node.op != "call_function" or node.target != torch.ops.aten.copy.default:
            continue
        destination, source = node.args[0], node.args[1]
        if not (hasattr(source, "target") and source.target in WAIT_TARGETS):
            continue
        old, new = destination.meta.get("val"), source.meta.get("val")
        if old is None or new is None or old.shape != new.shape or old.dtype != new.dtype:
            continue
        node.replace_all_uses_with(source)
        graph.erase_node(node)
    graph.lint()
    program.graph_module.recompile()


def _parallel_config(group: TensorParallelGroup | None) -> str:
    """The module's #tp.parallel_config: the group it was traced with (one
    rank without one), everything else pure tensor parallelism. The tp
    dialect is not registered here, so the text is kept as written."""
    tp_group = group.attribute if group else '#tp.group<"tp", size = 1>'
    return (
        f"#tp.parallel_config<group = {tp_group}, ep = 1, cp = 1, dp_attention = false, "
        'moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, '
        "mlp_input = full>"
    )


def export(
    module: torch.nn.Module,
    args: tuple,
    *,
    group: TensorParallelGroup | None = None,
    kwargs: dict | None = None,
    dynamic_shapes=None,
    func_name: str = "forward",
) -> ExportedModel:
    """Exports `module(*args, **kwargs)`, traced on one rank of `group` (None:
    a model without tensor parallelism), to linalg-on-tensors with its sums in
    tp ownership form. The function takes `args` then the flat weights, and
    returns the module's outputs, flattened. `dynamic_shapes` is
    torch.export's, for `args` only. Buffers (e.g. rotary frequencies,
    persistent or not) are the same on every rank and become constants."""
    tensors = [leaf for leaf in pytree.tree_leaves(kwargs or {}) if isinstance(leaf, torch.Tensor)]
    if tensors:
        raise ExportError(
            "kwargs hold a tensor, which the export would compile in as a constant; "
            "pass tensors in args"
        )
    parameters, count, dtype = _layout(module)
    wrapper = _FlatWeights(module, parameters, kwargs or {})
    weights = torch.empty(count, dtype=dtype)  # traced for its shape only
    shapes = None
    if dynamic_shapes is not None:
        # forward(*args): one variadic argument holding them all.
        shapes = ((*dynamic_shapes, None),)
    program = torch.export.export(wrapper, (*args, weights), dynamic_shapes=shapes, strict=False)
    program = program.run_decompositions(decomposition_table())
    _drop_copies_of_in_place_sums(program)
    # torch-mlir (20261001) looks every buffer up in state_dict; torch.export
    # keeps the non-persistent ones (e.g. Hugging Face's rotary inv_freq) in
    # `constants` instead.
    for name in program.graph_signature.non_persistent_buffers:
        program.state_dict[name] = program.constants[name]

    context = ir.Context()
    torch_d.register_dialect(context)
    importer = FxImporter(context=context)
    importer.import_frozen_program(program, func_name=func_name)
    mlir_module = importer.module
    all_reduces = collectives_to_calls(mlir_module, group)
    lower_to_linalg(mlir_module)
    converted = calls_to_tp_ops(mlir_module, group)
    if converted != all_reduces:
        raise ExportError(
            f"{all_reduces} sums were exported but {converted} reached the lowered IR"
        )
    context.allow_unregistered_dialects = True  # a tp attribute, like the tp ops
    with context:
        mlir_module.operation.attributes["tp.parallel_config"] = ir.Attribute.parse(
            _parallel_config(group)
        )
    buffers = {name: value.detach().clone() for name, value in module.named_buffers()}
    return ExportedModel(str(mlir_module), func_name, dtype, parameters, all_reduces, buffers)
