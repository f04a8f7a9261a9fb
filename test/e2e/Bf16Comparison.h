//===- Bf16Comparison.h - How far a bf16 output is from another -*- C++ -*-===//
//
// The comparison tpfuse-run holds outputs to (tools/tpfuse-run/
// OutputComparison.h: every element within |actual - expected| <= absolute +
// relative * |expected|, NaN never, and the mean absolute difference within
// its own bound), on the drivers' bf16 outputs.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_E2E_BF16COMPARISON_H
#define TPFUSE_TEST_E2E_BF16COMPARISON_H

#include "Driver.h"
#include "OutputComparison.h"

#include <vector>

namespace tpfuse::e2e {

using Bf16Tolerance = tpfuse::Tolerance;
using Bf16Comparison = tpfuse::Comparison;

/// Compares two outputs of one shape.
Bf16Comparison compareBf16(const std::vector<Bf16> &actual,
                           const std::vector<Bf16> &expected,
                           const Bf16Tolerance &tolerance);

} // namespace tpfuse::e2e

#endif // TPFUSE_TEST_E2E_BF16COMPARISON_H
