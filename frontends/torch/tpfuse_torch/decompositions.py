"""The decompositions run before import.

torch-mlir's default table, plus PyTorch's own decomposition of
`aten.cumsum` (a masked sum), which torch-mlir would otherwise lower to
`tm_tensor.scan`, a torch-mlir dialect tpfuse does not read. Hugging Face
models use it on integer position ids, e.g. to find packed sequences when
building the attention mask.
"""

import torch
from torch._decomp import get_decompositions
from torch_mlir.extras.fx_decomp_util import get_decomposition_table

aten = torch.ops.aten


def decomposition_table():
    table = dict(get_decomposition_table())
    table.update(get_decompositions([aten.cumsum]))
    return table
