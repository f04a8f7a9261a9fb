"""PyTorch frontend of tpfuse.

Exports a tensor-parallel `torch.nn.Module` through `torch.export` and
torch-mlir to linalg-on-tensors IR in tpfuse's ownership form: every sum the
model all-reduces over its tensor-parallel group (through any of PyTorch's
spellings of it) becomes `tp.mark_partial` + `tp.all_reduce`, the module
carries `tp.parallel_config`, and the parameters are one flat argument, so that
the same IR serves every rank and each rank loads its own weights.
"""

from .collectives import TensorParallelGroup, tracing_group
from .export import ExportedModel, export
from .sharding import shard_decoder

__all__ = [
    "ExportedModel",
    "TensorParallelGroup",
    "export",
    "shard_decoder",
    "tracing_group",
]
