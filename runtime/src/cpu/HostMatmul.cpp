//===- HostMatmul.cpp - Matmul on the host --------------------------------===//

#include "cpu/HostMatmul.h"

#include "common/Dtype.h"

#include <algorithm>
#include <vector>

using namespace tpfuse::runtime;

namespace {
/// One row of c at a time, from a's row widened to fp32 once. b [k, n] is
/// read in i-k-j order (c's row += a_ip * b's row p); b [n, k] by dot
/// products with its rows. Either way the inner loop walks contiguous memory.
template <typename AB, typename C>
void matmulRows(const MatmulProblem &problem) {
  const auto *a = static_cast<const AB *>(problem.a);
  const auto *b = static_cast<const AB *>(problem.b);
  auto *c = static_cast<C *>(problem.c);
  const int64_t m = problem.m, n = problem.n, k = problem.k;
  std::vector<float> aRow(static_cast<size_t>(k));
  std::vector<float> cRow(static_cast<size_t>(n));
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t p = 0; p < k; ++p)
      aRow[p] = toFloat(a[i * k + p]);
    if (problem.bTransposed) {
      for (int64_t j = 0; j < n; ++j) {
        const AB *bRow = b + j * k;
        float sum = 0.0f;
        for (int64_t p = 0; p < k; ++p)
          sum += aRow[p] * toFloat(bRow[p]);
        cRow[j] = sum;
      }
    } else {
      std::fill(cRow.begin(), cRow.end(), 0.0f);
      for (int64_t p = 0; p < k; ++p) {
        const AB *bRow = b + p * n;
        for (int64_t j = 0; j < n; ++j)
          cRow[j] += aRow[p] * toFloat(bRow[j]);
      }
    }
    for (int64_t j = 0; j < n; ++j)
      c[i * n + j] = fromFloat<C>(cRow[j]);
  }
}
} // namespace

void tpfuse::runtime::hostMatmul(const MatmulProblem &problem) {
  dispatchDtype(problem.abDtype, [&](auto tag) {
    using AB = decltype(tag);
    if (problem.cDtype == TPFUSE_DTYPE_F32)
      matmulRows<AB, float>(problem);
    else
      matmulRows<AB, AB>(problem);
  });
}
