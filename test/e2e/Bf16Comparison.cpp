//===- Bf16Comparison.cpp - How far a bf16 output is from another ---------===//

#include "Bf16Comparison.h"

using namespace tpfuse::e2e;

Bf16Comparison tpfuse::e2e::compareBf16(const std::vector<Bf16> &actual,
                                        const std::vector<Bf16> &expected,
                                        const Bf16Tolerance &tolerance) {
  // Exact: every bf16 is a double, and distinct bits stay distinct.
  std::vector<double> actualValues = exactValues(actual);
  std::vector<double> expectedValues = exactValues(expected);
  return compareOutputs(actualValues.data(), expectedValues.data(),
                        expectedValues.size(), tolerance);
}
