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
/// model's: the bound tpfuse-run holds bf16 models to by default, which was
/// measured on this model (OutputComparison.h says how).
constexpr Bf16Tolerance kTolerance = kBf16ModelTolerance;

} // namespace tpfuse::e2e::llama

#endif // TPFUSE_TEST_E2E_LLAMATOLERANCE_H
