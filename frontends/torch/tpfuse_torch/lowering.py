"""From torch-mlir's import to linalg-on-tensors, with the sums kept.

torch-mlir's own lowering ends in a check of the linalg-on-tensors backend
contract, which rejects the calls standing in for the sums. The lowering here
runs torch-mlir's registered pipelines as they are, without that last check,
and then checks the contract tpfuse needs instead: every op is one tpfuse-opt
reads and compiles, and the calls are the only calls.
"""

from torch_mlir import ir
from torch_mlir.compiler_utils import run_pipeline_with_repro_report
from torch_mlir.passmanager import PassManager

from .collectives import marked_declarations, walk_ops
from .errors import ExportError

TO_TORCH_BACKEND = (
    "builtin.module(func.func(torch-match-quantized-custom-ops),"
    "torchdynamo-export-to-torch-backend-pipeline)"
)
TO_LINALG = "torch-backend-to-linalg-on-tensors-backend-pipeline"
BACKEND_CONTRACT = "torch-verify-linalg-on-tensors-backend-contract"

# What tpfuse-opt parses and tp-aot-pipeline compiles.
ACCEPTED_DIALECTS = {"affine", "arith", "builtin", "cf", "func", "linalg", "math", "scf", "tensor"}
# A builtin op, but one a conversion leaves when it did not finish: refused.
UNFINISHED = "builtin.unrealized_conversion_cast"


def _linalg_pipeline(context: ir.Context) -> str:
    with context:
        passes = str(PassManager.parse(f"builtin.module({TO_LINALG})"))
    contract = "," + BACKEND_CONTRACT
    if contract not in passes:
        raise ExportError(
            f"torch-mlir's {TO_LINALG} no longer ends in {BACKEND_CONTRACT}: "
            f"this frontend does not know this torch-mlir ({passes})"
        )
    return passes.replace(contract, "")


def lower_to_linalg(module: ir.Module) -> None:
    """Lowers `module` from torch-mlir's import to linalg-on-tensors."""
    run_pipeline_with_repro_report(
        module, TO_TORCH_BACKEND, "Lowering TorchFX IR -> Torch Backend IR"
    )
    run_pipeline_with_repro_report(
        module,
        _linalg_pipeline(module.context),
        "Lowering Torch Backend IR -> Linalg-on-Tensors IR",
    )
    check_contract(module)


def check_contract(module: ir.Module) -> None:
    """Raises ExportError naming every op tpfuse would not read, e.g. the
    tm_tensor ops torch-mlir lowers some aten ops to, or the casts a
    conversion leaves when it did not finish."""
    marked = marked_declarations(module)
    problems = []
    for op in walk_ops(module.operation):
        name = op.operation.name
        dialect = name.split(".", 1)[0]
        if dialect not in ACCEPTED_DIALECTS:
            problems.append(f"{op.operation.location}: `{name}` is not an op tpfuse reads")
        elif name == UNFINISHED:
            problems.append(
                f"{op.operation.location}: `{name}` is left: the lowering did not finish"
            )
        elif name == "func.call":
            callee = ir.FlatSymbolRefAttr(op.operation.attributes["callee"]).value
            if callee not in marked:
                problems.append(f"{op.operation.location}: a call of @{callee}")
    if problems:
        raise ExportError(
            "the lowered module holds ops outside linalg-on-tensors:\n  " + "\n  ".join(problems)
        )
