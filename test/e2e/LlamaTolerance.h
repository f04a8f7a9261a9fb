//===- LlamaTolerance.h - How close the exported Llama must be --*- C++ -*-===//
//
// The tolerance every run of the exported LlamaModel is held to, wherever it
// runs (LlamaDriver.cpp on CPU ranks, LlamaCudaDriver.cpp on a GPU): against
// PyTorch's output, against the compiled unsharded model's, and between
// backends.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_E2E_LLAMATOLERANCE_H
#define TPFUSE_TEST_E2E_LLAMATOLERANCE_H

#include "Bf16Comparison.h"

namespace tpfuse::e2e::llama {

/// How far an output may be from PyTorch's, or from the compiled unsharded
/// model's. The final RMSNorm scales each row to an RMS of about 1 (outputs
/// reach 5), so the roundings that differ (each rank's partial sum rounded to
/// bf16 before the all-reduce adds them; matmuls and attention accumulated in
/// another order than PyTorch's CPU kernels), carried through 2 layers, come
/// out as absolute differences of a few bf16 ulps of 1 (2^-7) anywhere in a
/// row. Measured over 1, 5 and 16 tokens on 2 and 4 CPU ranks: at most 0.047
/// (6 ulps of 1), 0.0053 on average, the worst element at 40% of its bound.
/// Another rank's weights, the shards of one row-parallel projection swapped
/// between two ranks or a sum left out move elements by 0.7 to 7 (0.14 to 1.1
/// on average); one norm weight scaled by 1.25, or one down_proj weight moved
/// by 0.25 (12 standard deviations of its initialization), by 0.2 to 0.45: all
/// fail.
constexpr Bf16Tolerance kTolerance = {/*absolute=*/0x1p-4,
                                      /*relative=*/0x1p-5,
                                      /*meanAbsolute=*/0x1p-6,
                                      /*relativeFloor=*/0x1p-2};

} // namespace tpfuse::e2e::llama

#endif // TPFUSE_TEST_E2E_LLAMATOLERANCE_H
