//===- TorchNormsDriver.cpp - One exported PyTorch norm, on CPU ranks -----===//
//
// Compiled once per module of test/Frontends/Torch/Inputs/e2e/, with
//   TPFUSE_TORCH_NORM_CASE      the module's norm, e.g. "hf_llama_rms_norm";
//   TPFUSE_TORCH_NORM_ELEMENT   uint16_t (bf16, f16) or float (f32);
//   TPFUSE_TORCH_NORM_RESIDUAL  1 if the boundary takes a residual, else 0;
// and linked with the module's three objects, whose entry points
// `_mlir_ciface_<case>_boundary` are renamed to
// tpfuse_torch_norm_{fused,raised,frontend} (TorchNorms.h).
//
//===----------------------------------------------------------------------===//

#include "TorchNorms.h"

using namespace tpfuse::e2e::torch_norms;

namespace {
using Element = TPFUSE_TORCH_NORM_ELEMENT;
using Tokens = StridedMemRefType<Element, 2>; // [tokens, hidden]
using Hidden = StridedMemRefType<Element, 1>; // [hidden]

// The C interface of the boundary (docs/AOT.md): the communicator, the
// arguments (partial, [residual,] weight), then the results' buffers
// (normed[, residual_out]).
#if TPFUSE_TORCH_NORM_RESIDUAL
using EntryPoint = int32_t(tpfuse_comm *, Tokens *partial, Tokens *residual,
                           Hidden *weight, Tokens *normed, Tokens *residualOut);
#else
using EntryPoint = int32_t(tpfuse_comm *, Tokens *partial, Hidden *weight,
                           Tokens *normed);
#endif
} // namespace

extern "C" EntryPoint tpfuse_torch_norm_fused;
extern "C" EntryPoint tpfuse_torch_norm_raised;
extern "C" EntryPoint tpfuse_torch_norm_frontend;

namespace {
Entry entry(EntryPoint *function) {
  return [function](tpfuse_comm *comm, Inputs &inputs, Outputs &outputs) {
    Tokens partial = describe<Element, 2>(inputs.partial);
    Hidden weight = describe<Element, 1>(inputs.weight);
    Tokens normed = describe<Element, 2>(outputs.normed);
#if TPFUSE_TORCH_NORM_RESIDUAL
    Tokens residual = describe<Element, 2>(inputs.residual);
    Tokens residualOut = describe<Element, 2>(outputs.residualOut);
    return function(comm, &partial, &residual, &weight, &normed, &residualOut);
#else
    return function(comm, &partial, &weight, &normed);
#endif
  };
}
} // namespace

int main() {
  return run(TPFUSE_TORCH_NORM_CASE, sizeof(Element),
             TPFUSE_TORCH_NORM_RESIDUAL != 0,
             {entry(tpfuse_torch_norm_fused), entry(tpfuse_torch_norm_raised),
              entry(tpfuse_torch_norm_frontend)});
}
