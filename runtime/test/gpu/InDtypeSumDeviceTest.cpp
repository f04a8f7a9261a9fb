//===- InDtypeSumDeviceTest.cpp - The GPU's in-dtype sums are the chain ---===//
//
// cuda/InDtypeSum.cuh evaluates TPFUSE_NORM_COMPUTE_IN_DTYPE's sum of
// squares with a whole block, cuda/InDtypeChain.cuh with a thread a row in
// the dtype's own adds, or a warp a row adding only the squares that may
// move the sum; all must give the bits of the serial chain
// acc = rd(acc + rd(h * h)) that the CPU backend computes. Rows of every
// scale, rows rich in ties, rows with one large value, tiny rows (subnormal
// squares), rows with an infinity or a NaN and rows that overflow f16, of
// lengths around the serial head and the windows, each evaluated by a
// thread and by blocks of 32 to 1024 threads, compared with the host's
// chain bit for bit.
//
//===----------------------------------------------------------------------===//

#include "InDtypeSumDeviceTest.h"

#include "common/Dtype.h"
#include "common/MiniFloat.h"

#include <cuda_runtime_api.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <vector>

using namespace tpfuse::runtime;

namespace {

template <typename HostT> float chainInOrder(const float *h, int64_t hidden) {
  float accumulated = 0.0f;
  for (int64_t j = 0; j < hidden; ++j)
    accumulated = roundTo<HostT>(accumulated + roundTo<HostT>(h[j] * h[j]));
  return accumulated;
}

template <typename HostT>
void appendRow(std::vector<float> &h, int kind, int64_t hidden,
               std::mt19937_64 &rng) {
  const double scale = std::ldexp(1.0, int(rng() % 40) - 20);
  std::normal_distribution<double> normal(0.0, scale);
  for (int64_t j = 0; j < hidden; ++j) {
    double value = normal(rng);
    if (kind == 1) // few distinct values: many exact ties
      value = double(int(rng() % 16)) * std::ldexp(1.0, int(rng() % 6) - 3);
    else if (kind == 2 && rng() % 64 == 0) // one large value among small
      value *= 256.0;
    else if (kind == 3) // subnormal squares
      value = std::ldexp(normal(rng) / scale, -int(rng() % 80) - 8);
    else if (kind == 4) // f16 overflows to infinity
      value = 200.0 + double(rng() % 64);
    h.push_back(roundTo<HostT>(float(value)));
  }
  if (kind == 5 && hidden > 2) // an infinity or a NaN somewhere
    h[h.size() - 1 - rng() % uint64_t(hidden)] =
        rng() % 2 ? std::numeric_limits<float>::infinity()
                  : std::numeric_limits<float>::quiet_NaN();
}

bool check(cudaError_t status, const char *what, std::string &log) {
  if (status == cudaSuccess)
    return true;
  log +=
      std::string("FAIL: ") + what + ": " + cudaGetErrorString(status) + "\n";
  return false;
}

template <typename HostT>
int compareSums(tpfuse_dtype dtype, const char *name, uint64_t seed,
                std::string &log) {
  std::mt19937_64 rng(seed);
  std::vector<float> h;
  std::vector<int64_t> offsets = {0};
  for (int64_t hidden : {1, 63, 64, 65, 100, 257, 1000, 2048, 4096, 4160, 7161,
                         7168, 8192, 16384})
    for (int kind = 0; kind < 6; ++kind)
      for (int trial = 0; trial < 6; ++trial) {
        appendRow<HostT>(h, kind, hidden, rng);
        offsets.push_back(int64_t(h.size()));
      }
  const int rows = int(offsets.size()) - 1;
  std::vector<float> expected(size_t(rows), 0.0f);
  for (int r = 0; r < rows; ++r)
    expected[size_t(r)] =
        chainInOrder<HostT>(h.data() + offsets[size_t(r)],
                            offsets[size_t(r) + 1] - offsets[size_t(r)]);

  float *deviceH = nullptr, *deviceSums = nullptr;
  int64_t *deviceOffsets = nullptr;
  int failures = 0;
  if (!check(cudaMalloc(reinterpret_cast<void **>(&deviceH),
                        h.size() * sizeof(float)),
             "cudaMalloc", log) ||
      !check(cudaMalloc(reinterpret_cast<void **>(&deviceOffsets),
                        offsets.size() * sizeof(int64_t)),
             "cudaMalloc", log) ||
      !check(cudaMalloc(reinterpret_cast<void **>(&deviceSums),
                        size_t(rows) * sizeof(float)),
             "cudaMalloc", log) ||
      !check(cudaMemcpy(deviceH, h.data(), h.size() * sizeof(float),
                        cudaMemcpyHostToDevice),
             "cudaMemcpy", log) ||
      !check(cudaMemcpy(deviceOffsets, offsets.data(),
                        offsets.size() * sizeof(int64_t),
                        cudaMemcpyHostToDevice),
             "cudaMemcpy", log))
    failures = 1;
  int compared = 0;
  // A thread a row and a warp a row (InDtypeChain.cuh's chain and its
  // filtered form, the latter in pieces of 1024 packs, as the norm passes a
  // row of up to 8192, and of 37, which split windows), and blocks of 32 to
  // 1024 threads (InDtypeSum.cuh).
  // And a block a row filtering ahead of its chain (InDtypeChainPipeline:
  // threads -1), which takes rows up to its length only.
  struct Evaluation {
    const char *name;
    int threads;
    int piecePacks;
  };
  const Evaluation evaluations[] = {
      {"a thread a row", 0, 0},    {"a warp a row", 32, 1024},
      {"a warp a row", 32, 37},    {"a block", 32, 0},
      {"a block", 96, 0},          {"a block", 256, 0},
      {"a block", 896, 0},         {"a block", 1024, 0},
      {"a pipelined block", -1, 0}};
  int pipelined = 0;
  for (const Evaluation &evaluation : evaluations) {
    const int threads = evaluation.threads;
    int64_t maxHidden = std::numeric_limits<int64_t>::max();
    if (failures)
      break;
    std::vector<float> got(size_t(rows), 0.0f);
    // Poisoned: a row the kernel did not write fails.
    if (!check(cudaMemset(deviceSums, 0xff, size_t(rows) * sizeof(float)),
               "cudaMemset", log)) {
      ++failures;
      break;
    }
    const cudaError_t launched =
        threads == 0 ? tpfuse::gputest::chainInDtypeRows(
                           dtype, deviceH, deviceOffsets, deviceSums, rows)
        : threads < 0
            ? tpfuse::gputest::pipelineInDtypeRows(
                  dtype, deviceH, deviceOffsets, deviceSums, rows, maxHidden)
        : evaluation.piecePacks
            ? tpfuse::gputest::filterInDtypeRows(dtype, deviceH, deviceOffsets,
                                                 deviceSums, rows,
                                                 evaluation.piecePacks)
            : tpfuse::gputest::sumInDtypeRows(dtype, deviceH, deviceOffsets,
                                              deviceSums, rows, threads);
    if (!check(launched, "launch", log) ||
        !check(cudaDeviceSynchronize(), "sumRows", log) ||
        !check(cudaMemcpy(got.data(), deviceSums, got.size() * sizeof(float),
                          cudaMemcpyDeviceToHost),
               "cudaMemcpy", log)) {
      ++failures;
      break;
    }
    for (int r = 0; r < rows; ++r) {
      if (offsets[size_t(r) + 1] - offsets[size_t(r)] > maxHidden)
        continue;
      pipelined += threads < 0;
      const float want = expected[size_t(r)];
      const float have = got[size_t(r)];
      // Any NaN is the chain's NaN (its payload never reaches an output).
      const bool same = std::isnan(want) ? std::isnan(have)
                                         : floatBits(want) == floatBits(have);
      ++compared;
      if (!same && failures++ < 5) {
        char line[240];
        std::snprintf(
            line, sizeof(line),
            "FAIL: %s row %d (hidden %lld), %s (%d threads, pieces of %d "
            "packs): %a, the chain %a\n",
            name, r, (long long)(offsets[size_t(r) + 1] - offsets[size_t(r)]),
            evaluation.name, threads, evaluation.piecePacks, double(have),
            double(want));
        log += line;
      }
    }
  }
  cudaFree(deviceH);
  cudaFree(deviceOffsets);
  cudaFree(deviceSums);
  if (!failures && pipelined == 0) {
    log += std::string("FAIL: ") + name + ": the pipeline took no row\n";
    ++failures;
  }
  if (!failures) {
    char line[160];
    std::snprintf(line, sizeof(line),
                  "ok: %s: %d row sums of a thread a row, a warp a row "
                  "(filtered), blocks of 32 to 1024 threads and a pipelined "
                  "block (%d rows) equal the serial chain bit for bit\n",
                  name, compared, pipelined);
    log += line;
  }
  return failures;
}

} // namespace

int tpfuse::gputest::runInDtypeSumDeviceTests(std::string &log) {
  return compareSums<BFloat16>(TPFUSE_DTYPE_BF16, "bf16", 11, log) +
         compareSums<Float16>(TPFUSE_DTYPE_F16, "f16", 12, log);
}
