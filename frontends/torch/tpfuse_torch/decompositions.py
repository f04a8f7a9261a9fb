"""The decompositions run before import.

torch-mlir's default table, plus:

- PyTorch's own decomposition of `aten.cumsum` (a masked sum), which
  torch-mlir would otherwise lower to `tm_tensor.scan`, a torch-mlir dialect
  tpfuse does not read. Hugging Face models use it on integer position ids,
  e.g. to find packed sequences when building the attention mask.
- `aten._scaled_mm` (FP8 GEMMs), which torch-mlir cannot lower: decoded and
  scaled in f32, multiplied, rounded to the output dtype, as PyTorch computes
  it on the CPU (`scaled_mm`).
- `aten.topk` and `aten.scatter.value`, which mixture-of-experts routers use
  (choosing experts, masking groups of them): torch-mlir lowers them to
  `tm_tensor.sort` / `tm_tensor.scatter`, or not at all (`sorted=False`).
  Both are written with comparisons and reductions, which it lowers to linalg
  (`topk_by_rank`, `scatter_value_by_comparison`).
"""

import torch
from torch._decomp import get_decompositions
from torch_mlir.extras.fx_decomp_util import get_decomposition_table

from .errors import ExportError

aten = torch.ops.aten

FP8_TYPES = (torch.float8_e4m3fn, torch.float8_e5m2)


def scaled_mm(
    self,
    mat2,
    scale_a,
    scale_b,
    bias=None,
    scale_result=None,
    out_dtype=None,
    use_fast_accum=False,
):
    """`torch._scaled_mm` as PyTorch's portable CPU kernel computes it: each
    operand decoded to f32 and multiplied by its scale (one per tensor, or
    one per row of `self` and per column of `mat2`), an f32 matrix product,
    the bias added in f32, one rounding to `out_dtype`; bit for bit the same
    in PyTorch (tests/test_export.py). The product's summation order is the
    compiler's, where PyTorch leaves it to its BLAS. On CPUs with AMX,
    PyTorch runs it through oneDNN instead, which scales partial products
    rather than the operands: a few f32 roundings away. FP8 outputs
    (`scale_result`) are refused."""
    out_dtype = out_dtype or self.dtype
    if out_dtype in FP8_TYPES:
        raise ExportError(f"torch._scaled_mm into {out_dtype}: only wider outputs are decomposed")
    # Contiguous as PyTorch makes them: the layout picks PyTorch's BLAS path,
    # hence its summation order (nothing in the exported IR).
    a = self.contiguous().to(torch.float32) * scale_a
    b = mat2.contiguous().to(torch.float32) * scale_b
    products = torch.mm(a, b)
    if bias is not None:
        products = products + bias
    return products.to(out_dtype)


# topk_by_rank compares every pair of a row's elements: rows longer than this
# (e.g. a vocabulary) are refused rather than made quadratic.
TOPK_MAX_ROW = 1024


def topk_by_rank(self, k, dim=-1, largest=True, sorted=True):
    """`torch.topk` as a stable sort computes it: an element's rank is the
    number of elements that precede it (greater, NaN before every number as
    `torch.sort` places it; equal ones in index order), and the i-th result
    is the element of rank i. The same values and indices as `torch.topk`
    wherever the k-th and (k+1)-th values differ; among equal values the
    lower index is taken. Always sorted, which `sorted=False` allows."""
    dim = dim % max(self.dim(), 1)
    row = self.movedim(dim, -1)
    n = row.shape[-1]
    if not isinstance(n, int) or n > TOPK_MAX_ROW:
        raise ExportError(
            f"torch.topk over {n} elements: only rows of at most {TOPK_MAX_ROW} "
            "(e.g. a router's experts) are exported"
        )
    if not 0 <= k <= n:
        raise ExportError(f"torch.topk of {k} out of {n} elements")
    mine, other = row.unsqueeze(-1), row.unsqueeze(-2)
    mine_nan, other_nan = torch.isnan(mine), torch.isnan(other)
    if largest:
        ahead = (other > mine) | (other_nan & ~mine_nan)
    else:  # NaN last, as in an ascending sort
        ahead = (other < mine) | (mine_nan & ~other_nan)
    same = (other == mine) | (other_nan & mine_nan)
    index = torch.arange(n, device=self.device)
    earlier = index.unsqueeze(0) < index.unsqueeze(-1)
    rank = (ahead | (same & earlier)).sum(-1)
    chosen = rank.unsqueeze(-2) == torch.arange(k, device=self.device).unsqueeze(-1)
    indices = (chosen * index).sum(-1)
    values = torch.gather(row, -1, indices)
    return values.movedim(-1, dim), indices.movedim(-1, dim)


def scatter_value_by_comparison(self, dim, index, value):
    """`self.scatter(dim, index, value)`: each position `index` names along
    `dim` takes `value` (several naming one position write the same value),
    found by comparing every position with every index. `index` must have
    `self`'s size in every other dimension."""
    dim = dim % max(self.dim(), 1)
    target = self.movedim(dim, -1)
    named = index.movedim(dim, -1)
    if named.shape[:-1] != target.shape[:-1]:
        raise ExportError(
            f"scatter of {tuple(index.shape)} indices into {tuple(self.shape)} along "
            f"dimension {dim}: only indices of the tensor's size in the other dimensions "
            "are exported"
        )
    positions = torch.arange(target.shape[-1], device=self.device)
    hit = (named.unsqueeze(-1) == positions).any(-2)
    filled = torch.where(hit, torch.scalar_tensor(value, dtype=self.dtype), target)
    return filled.movedim(-1, dim)


def decomposition_table():
    table = dict(get_decomposition_table())
    table.update(get_decompositions([aten.cumsum]))
    table[aten._scaled_mm.default] = scaled_mm
    table[aten.topk.default] = topk_by_rank
    table[aten.scatter.value] = scatter_value_by_comparison
    return table
