"""The tensor-parallel group, and the sums a model all-reduces over it.

`torch.export` records all three of PyTorch's spellings of an all-reduce --
`torch.ops._c10d_functional.all_reduce` + `wait_tensor`, the functional
collectives of `torch.distributed._functional_collectives`, and the in-place
`torch.distributed.all_reduce` -- as `_c10d_functional.all_reduce` followed by
`wait_tensor` (the in-place one with a copy back). torch-mlir imports them as
`torch.operator`, which it cannot lower to linalg. Before lowering, each sum
over the tensor-parallel group becomes a call of a private declaration, which
torch-mlir's type conversion carries through; after lowering, each call
becomes `tp.mark_partial` + `tp.all_reduce`, which tpfuse reads.
"""

import contextlib
import dataclasses

import torch
import torch.distributed as dist
from torch_mlir import ir
from torch_mlir.dialects import func as func_d

from .errors import ExportError

FUNCTIONAL_PREFIXES = ("torch._c10d_functional.", "torch.c10d.", "torch._c10d.")
ALL_REDUCE = "torch._c10d_functional.all_reduce"
WAIT = "torch._c10d_functional.wait_tensor"
# The attribute that marks the declarations standing in for a sum until the
# module is lowered; never left in the output.
DECLARATION_MARK = "tpfuse.all_reduce_sum"
TP_ELEMENT_TYPES = ("bf16", "f16", "f32")


@dataclasses.dataclass(frozen=True)
class TensorParallelGroup:
    """A tensor-parallel group: its name in the IR (`#tp.group<name, ...>`
    and `tp.parallel_config`'s `group`), its size, and the process group
    the model all-reduces over while it is traced."""

    name: str
    size: int
    process_group: dist.ProcessGroup

    def __post_init__(self):
        if self.size < 1:
            raise ValueError(f"a tensor-parallel group has at least 1 rank, not {self.size}")
        if not self.name:
            raise ValueError("a tensor-parallel group needs a name")

    @property
    def attribute(self) -> str:
        return f'#tp.group<"{self.name}", size = {self.size}>'


@contextlib.contextmanager
def tracing_group(world_size: int, name: str = "tp"):
    """A process group of `world_size` ranks to trace a model with, without
    any other process: PyTorch's fake backend, as rank 0 (the traced code is
    the same on every rank). Uses the default group when one is initialized
    already and has that size."""
    owned = False
    if not dist.is_initialized():
        from torch.testing._internal.distributed.fake_pg import FakeStore

        dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=world_size)
        owned = True
    try:
        process_group = dist.group.WORLD
        if dist.get_world_size(process_group) != world_size:
            raise ValueError(
                f"the initialized default process group has "
                f"{dist.get_world_size(process_group)} ranks, not {world_size}"
            )
        yield TensorParallelGroup(name, world_size, process_group)
    finally:
        if owned:
            dist.destroy_process_group()


SPELLINGS = ("c10d_functional", "functional_collectives", "in_place")


def all_reduce_sum(tensor: torch.Tensor, group: TensorParallelGroup, spelling: str):
    """All-reduces `tensor` over `group` as serving code writes it, in one of
    PyTorch's three spellings (see SPELLINGS)."""
    if spelling == "c10d_functional":
        reduced = torch.ops._c10d_functional.all_reduce(
            tensor, "sum", group.process_group.group_name
        )
        return torch.ops._c10d_functional.wait_tensor(reduced)
    if spelling == "functional_collectives":
        import torch.distributed._functional_collectives as funcol

        return funcol.all_reduce(tensor, "sum", group.process_group)
    if spelling == "in_place":
        dist.all_reduce(tensor, group=group.process_group)
        return tensor
    raise ValueError(f"unknown all-reduce spelling {spelling!r}; one of {SPELLINGS}")


def walk_ops(operation):
    """Every op nested in `operation`, outer ones first."""
    for region in operation.regions:
        for block in region.blocks:
            for op in list(block.operations):
                yield op
                yield from walk_ops(op.operation)


def _constant_string(value) -> str | None:
    owner = value.owner
    if isinstance(owner, ir.Block):
        return None
    if owner.name != "torch.constant.str":
        return None
    return ir.StringAttr(owner.attributes["value"]).value


def _operator_name(op) -> str | None:
    if op.operation.name != "torch.operator":
        return None
    return ir.StringAttr(op.operation.attributes["name"]).value


def _element_type(vtensor_type) -> str:
    # !torch.vtensor<[?,256],bf16>
    return str(vtensor_type).rsplit(",", 1)[-1].rstrip(">")


def collectives_to_calls(module: ir.Module, group: TensorParallelGroup | None) -> int:
    """Replaces every sum all-reduce over `group` (and the wait on it) in
    `module`, imported by torch-mlir as `torch.operator`, with a call of a
    private declaration marked DECLARATION_MARK. Any other collective is an
    ExportError naming it. Returns the number of sums replaced."""
    declarations = {}
    replaced = 0
    body = module.body
    with module.context, ir.Location.unknown():
        for op in list(walk_ops(module.operation)):
            name = _operator_name(op)
            if name is None or name == WAIT or not name.startswith(FUNCTIONAL_PREFIXES):
                continue
            where = str(op.operation.location)
            if name != ALL_REDUCE:
                raise ExportError(
                    f"{where}: `{name}` is a collective tpfuse does not import; "
                    "the only collective a tensor-parallel model may use is a sum "
                    "all-reduce over its tensor-parallel group"
                )
            reduce_op = _constant_string(op.operands[1])
            group_name = _constant_string(op.operands[2])
            if reduce_op != "sum":
                raise ExportError(f"{where}: an all-reduce with `{reduce_op}`, not a sum")
            if group is None:
                raise ExportError(
                    f"{where}: the model all-reduces, but no tensor-parallel group was given"
                )
            if group_name != group.process_group.group_name:
                raise ExportError(
                    f"{where}: an all-reduce over process group {group_name!r}, not the "
                    f"tensor-parallel group {group.process_group.group_name!r}"
                )
            reduced = op.results[0]
            waits = [use.owner for use in reduced.uses]
            if len(waits) != 1 or _operator_name(waits[0]) != WAIT:
                raise ExportError(f"{where}: an all-reduce not followed by exactly one wait_tensor")
            wait = waits[0]
            tensor_type = reduced.type
            element = _element_type(tensor_type)
            if element not in TP_ELEMENT_TYPES:
                raise ExportError(
                    f"{where}: an all-reduce of {element}; tp sums bf16, f16 or f32"
                )
            key = str(tensor_type)
            if key not in declarations:
                symbol = f"__tpfuse_all_reduce_sum_{len(declarations)}"
                with ir.InsertionPoint.at_block_begin(body):
                    declaration = func_d.FuncOp(
                        symbol,
                        ir.FunctionType.get([tensor_type], [tensor_type]),
                        visibility="private",
                    )
                declaration.attributes[DECLARATION_MARK] = ir.UnitAttr.get()
                declarations[key] = symbol
            with ir.InsertionPoint(wait), wait.location:
                call = func_d.CallOp(
                    [tensor_type], ir.FlatSymbolRefAttr.get(declarations[key]), [op.operands[0]]
                )
            wait.results[0].replace_all_uses_with(call.results[0])
            wait.operation.erase()
            op.operation.erase()
            replaced += 1
    return replaced


def marked_declarations(module: ir.Module) -> dict:
    """The declarations standing in for the sums (marked DECLARATION_MARK)
    in `module`, by symbol name."""
    return {
        ir.StringAttr(op.operation.attributes["sym_name"]).value: op
        for op in module.body.operations
        if op.operation.name == "func.func" and DECLARATION_MARK in op.operation.attributes
    }


def calls_to_tp_ops(module: ir.Module, group: TensorParallelGroup | None) -> int:
    """After lowering: replaces each call of a DECLARATION_MARK declaration
    with `tp.mark_partial` + `tp.all_reduce` (built in generic form: the tp
    dialect is not registered here) and erases the declarations. Returns the
    number of calls replaced."""
    context = module.context
    context.allow_unregistered_dialects = True
    declarations = marked_declarations(module)
    replaced = 0
    with context:
        for op in list(walk_ops(module.operation)):
            if op.operation.name != "func.call":
                continue
            callee = ir.FlatSymbolRefAttr(op.operation.attributes["callee"]).value
            if callee not in declarations:
                continue
            operand = op.operands[0]
            partial = ir.Type.parse(f"!tp.partial<{operand.type}, {group.attribute}>")
            with ir.InsertionPoint(op), op.location:
                mark = ir.Operation.create("tp.mark_partial", results=[partial], operands=[operand])
                paid = ir.Operation.create(
                    "tp.all_reduce", results=[operand.type], operands=[mark.results[0]]
                )
            op.results[0].replace_all_uses_with(paid.results[0])
            op.operation.erase()
            replaced += 1
        for declaration in declarations.values():
            declaration.operation.erase()
    return replaced
