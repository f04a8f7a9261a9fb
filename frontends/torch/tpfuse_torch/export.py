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
    offset: int  # in elements of its flat weights argument

    @property
    def count(self) -> int:
        return int(np.prod(self.shape, dtype=np.int64))


@dataclasses.dataclass(frozen=True)
class WeightArgument:
    """One flat weights argument: the parameters of one dtype, end to end."""

    dtype: torch.dtype
    parameters: tuple[Parameter, ...]

    @property
    def count(self) -> int:
        return sum(p.count for p in self.parameters)

    def manifest(self) -> dict:
        return {
            "dtype": str(self.dtype).removeprefix("torch."),
            "weights": self.count,
            "parameters": [dataclasses.asdict(p) for p in self.parameters],
        }


@dataclasses.dataclass(frozen=True)
class TensorSignature:
    """An input or output of the exported function: its dtype and shape, a
    dynamic dimension given by its name (the name of the `torch.export.Dim`
    it was declared with; dimensions of one name are equal)."""

    dtype: torch.dtype
    shape: tuple[int | str, ...]

    def manifest(self) -> dict:
        return {"dtype": str(self.dtype).removeprefix("torch."), "shape": list(self.shape)}


@dataclasses.dataclass
class ExportedModel:
    """The IR of one rank's program (the same on every rank) and the layout
    of its weights: one flat argument per parameter dtype, in the order the
    dtypes first appear among the parameters, after every input (one
    argument, the last, for a model of one dtype)."""

    mlir: str
    func_name: str
    weight_arguments: tuple[WeightArgument, ...]
    all_reduces: int
    # The function's inputs before the weights, and its outputs.
    inputs: tuple[TensorSignature, ...] = ()
    outputs: tuple[TensorSignature, ...] = ()
    # The buffers as traced: the IR holds them as constants, so every rank's
    # module must hold the same.
    buffers: dict[str, torch.Tensor] = dataclasses.field(default_factory=dict, repr=False)

    @property
    def parameters(self) -> list[Parameter]:
        return [p for argument in self.weight_arguments for p in argument.parameters]

    @property
    def weight_count(self) -> int:
        """Elements of every weights argument together."""
        return sum(argument.count for argument in self.weight_arguments)

    def flat_weights(self, module: torch.nn.Module) -> list[torch.Tensor]:
        """`module`'s parameters (e.g. one rank's shard) in this layout, one
        tensor per weights argument; every name, shape and dtype must match
        what was exported, and its buffers must be those compiled in."""
        self._check_buffers(module)
        params = dict(module.named_parameters())
        if sorted(params) != sorted(p.name for p in self.parameters):
            raise ExportError("the module's parameters are not those exported")
        flat = []
        for argument in self.weight_arguments:
            pieces = []
            for parameter in argument.parameters:
                value = params[parameter.name].detach()
                if tuple(value.shape) != parameter.shape or value.dtype != argument.dtype:
                    raise ExportError(
                        f"parameter {parameter.name}: {tuple(value.shape)} {value.dtype}, "
                        f"exported as {parameter.shape} {argument.dtype}"
                    )
                pieces.append(value.reshape(-1))
            flat.append(torch.cat(pieces) if pieces else torch.empty(0, dtype=argument.dtype))
        return flat

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
        function takes them: each weights argument's bytes, in order."""
        return b"".join(
            flat.contiguous().view(torch.uint8).numpy().tobytes()
            for flat in self.flat_weights(module)
        )

    def write_weights(self, module: torch.nn.Module, path) -> None:
        """Writes `module`'s flat weights (see weight_bytes)."""
        pathlib.Path(path).write_bytes(self.weight_bytes(module))

    def manifest(self) -> dict:
        """The function, its sums and its weights: the `dtype`, element count
        (`weights`) and `parameters` of its weights argument, or, for a
        model of several dtypes, a list of those, `weight_arguments`; the
        `inputs` before the weights and the `outputs`, each a `dtype` and a
        `shape` (a dynamic dimension by its name)."""
        signature = {
            "function": self.func_name,
            "inputs": [i.manifest() for i in self.inputs],
            "outputs": [o.manifest() for o in self.outputs],
            "all_reduces": self.all_reduces,
        }
        if len(self.weight_arguments) == 1:
            weights = self.weight_arguments[0].manifest()
            return signature | {
                "dtype": weights["dtype"],
                "weights": weights["weights"],
                "parameters": weights["parameters"],
            }
        return signature | {"weight_arguments": [a.manifest() for a in self.weight_arguments]}

    def write_manifest(self, path, **extra) -> None:
        """Writes the manifest as JSON, with the fields of `extra` added."""
        manifest = self.manifest() | extra
        pathlib.Path(path).write_text(json.dumps(manifest, indent=1) + "\n")


class _FlatWeights(torch.nn.Module):
    """`module` with its parameters taken from flat arguments, its last ones,
    so that the IR is the same on every rank and weights are loaded, not
    compiled in."""

    def __init__(self, module, weight_arguments, kwargs):
        super().__init__()
        self.module = module
        self.weight_arguments = weight_arguments
        self.call_kwargs = kwargs

    def forward(self, *args):
        count = len(self.weight_arguments)
        inputs, flats = args[: len(args) - count], args[len(args) - count :]
        values = {
            p.name: flat[p.offset : p.offset + p.count].view(p.shape)
            for argument, flat in zip(self.weight_arguments, flats)
            for p in argument.parameters
        }
        return torch.func.functional_call(self.module, values, tuple(inputs), self.call_kwargs)


def _layout(module: torch.nn.Module) -> tuple[WeightArgument, ...]:
    """One weights argument per parameter dtype, in the order the dtypes
    first appear (tied parameters once, under their first name)."""
    by_dtype: dict[torch.dtype, list[Parameter]] = {}
    offsets: dict[torch.dtype, int] = {}
    for name, value in module.named_parameters():
        offset = offsets.get(value.dtype, 0)
        by_dtype.setdefault(value.dtype, []).append(Parameter(name, tuple(value.shape), offset))
        offsets[value.dtype] = offset + value.numel()
    if not by_dtype:
        return (WeightArgument(torch.float32, ()),)
    return tuple(WeightArgument(dtype, tuple(ps)) for dtype, ps in by_dtype.items())


def _failing_module(error: BaseException, module: torch.nn.Module) -> str:
    """Where tracing `module` raised `error`: the innermost submodule whose
    forward was running (by its name in `module`), and the innermost source
    line outside PyTorch (the model's own code)."""
    names = {id(m): name for name, m in module.named_modules()}
    torch_root = pathlib.Path(torch.__file__).parent
    innermost, where = None, ""
    traceback = error.__traceback__
    while traceback is not None:
        frame = traceback.tb_frame
        owner = frame.f_locals.get("self")
        if isinstance(owner, torch.nn.Module) and id(owner) in names:
            innermost = owner
        path = pathlib.Path(frame.f_code.co_filename)
        if torch_root not in path.parents or not where:
            where = f"{path.name}:{traceback.tb_lineno}"
        traceback = traceback.tb_next
    if innermost is None:
        return where
    name = names[id(innermost)] or "the model"
    return f"{name} ({type(innermost).__name__}), {where}"


def _signatures(program, dynamic_shapes, input_count):
    """The program's first `input_count` user inputs and its outputs as
    TensorSignatures, a dynamic dimension named after the `torch.export.Dim`
    declared for it in `dynamic_shapes` (torch.export's, for the inputs)."""
    graph = program.graph_module.graph
    user_inputs = set(program.graph_signature.user_inputs)
    placeholders = [n for n in graph.nodes if n.op == "placeholder" and n.name in user_inputs]
    names = {}
    for node, shapes in zip(placeholders[:input_count], dynamic_shapes or ()):
        for dim, declared in (shapes or {}).items():
            size = node.meta["val"].shape[dim]
            if isinstance(size, torch.SymInt):
                names[str(size)] = declared.__name__

    def signature(value) -> TensorSignature:
        shape = []
        for size in value.shape:
            if isinstance(size, torch.SymInt):
                if str(size) not in names:
                    raise ExportError(
                        f"a dimension of size {size} that is not one declared dynamic; "
                        "the manifest cannot name it"
                    )
                shape.append(names[str(size)])
            else:
                shape.append(int(size))
        return TensorSignature(value.dtype, tuple(shape))

    inputs = tuple(signature(n.meta["val"]) for n in placeholders[:input_count])
    output = next(n for n in graph.nodes if n.op == "output")
    outputs = tuple(
        signature(value.meta["val"])
        for value in pytree.tree_leaves(output.args[0])
        if isinstance(value, torch.fx.Node)
    )
    return inputs, outputs


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
    tp ownership form. The function takes `args` then the flat weights (one
    argument per parameter dtype: ExportedModel), and returns the module's
    outputs, flattened. `dynamic_shapes` is
    torch.export's, for `args` only. Buffers (e.g. rotary frequencies,
    persistent or not) are the same on every rank and become constants."""
    tensors = [leaf for leaf in pytree.tree_leaves(kwargs or {}) if isinstance(leaf, torch.Tensor)]
    if tensors:
        raise ExportError(
            "kwargs hold a tensor, which the export would compile in as a constant; "
            "pass tensors in args"
        )
    weight_arguments = _layout(module)
    wrapper = _FlatWeights(module, weight_arguments, kwargs or {})
    # Traced for their shapes only.
    weights = tuple(torch.empty(a.count, dtype=a.dtype) for a in weight_arguments)
    shapes = None
    if dynamic_shapes is not None:
        # forward(*args): one variadic argument holding them all.
        shapes = ((*dynamic_shapes, *(None for _ in weights)),)
    try:
        program = torch.export.export(wrapper, (*args, *weights), dynamic_shapes=shapes, strict=False)
    except ExportError:
        raise
    except Exception as error:  # torch.export's, of every kind: said in one line
        message = str(error).strip().splitlines()[0] if str(error).strip() else ""
        raise ExportError(
            f"torch.export could not trace {_failing_module(error, module)}: "
            f"{type(error).__name__}: {message}"
        ) from error
    program = program.run_decompositions(decomposition_table())
    _drop_copies_of_in_place_sums(program)
    inputs, outputs = _signatures(program, dynamic_shapes, len(args))
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
    return ExportedModel(
        str(mlir_module), func_name, weight_arguments, all_reduces, inputs, outputs, buffers
    )
