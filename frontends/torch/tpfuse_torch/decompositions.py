"""The decompositions run before import.

torch-mlir's default table, plus:

- PyTorch's own decomposition of `aten.cumsum` (a masked sum), which
  torch-mlir would otherwise lower to `tm_tensor.scan`, a torch-mlir dialect
  tpfuse does not read. Hugging Face models use it on integer position ids,
  e.g. to find packed sequences when building the attention mask.
- `aten._scaled_mm` (FP8 GEMMs), which torch-mlir cannot lower: decoded and
  scaled in f32, multiplied, rounded to the output dtype, as PyTorch computes
  it on the CPU (`scaled_mm`).
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


def decomposition_table():
    table = dict(get_decomposition_table())
    table.update(get_decompositions([aten.cumsum]))
    table[aten._scaled_mm.default] = scaled_mm
    return table
