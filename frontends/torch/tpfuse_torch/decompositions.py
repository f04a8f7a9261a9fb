"""The decompositions run before import.

torch-mlir's default table, plus `aten.cumsum`, which torch-mlir would lower
to `tm_tensor.scan` (a torch-mlir dialect tpfuse does not read). Hugging Face
models use it on integer position ids, e.g. to find packed sequences when
building the attention mask.
"""

import torch
from torch_mlir.extras.fx_decomp_util import get_decomposition_table

aten = torch.ops.aten


def cumsum(tensor: torch.Tensor, dim: int, dtype: torch.dtype | None = None) -> torch.Tensor:
    """cumsum as a masked sum: out[..., i] = sum over j <= i of x[..., j].
    Exact for integers and booleans; floating-point inputs are summed in
    float64 and rounded once, which is at least as accurate as a sequential
    scan in the input type."""
    if dtype is None:
        integral = not tensor.dtype.is_floating_point and not tensor.dtype.is_complex
        dtype = torch.int64 if integral else tensor.dtype
    if tensor.dim() == 0:
        return tensor.to(dtype)
    dim = dim % tensor.dim()
    length = tensor.shape[dim]
    index = torch.arange(length, device=tensor.device)
    # keep[i, j]: x[j] counts towards out[i].
    keep = index.unsqueeze(1) >= index.unsqueeze(0)
    accumulate = torch.float64 if dtype.is_floating_point else dtype
    values = tensor.movedim(dim, -1).to(accumulate).unsqueeze(-2)
    summed = (values * keep.to(accumulate)).sum(-1)
    return summed.to(dtype).movedim(-1, dim)


def decomposition_table():
    table = dict(get_decomposition_table())
    table[aten.cumsum.default] = cumsum
    return table
