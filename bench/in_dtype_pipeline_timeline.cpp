//===- in_dtype_pipeline_timeline.cpp - A pipelined chain's hand-offs -----===//
//
// Where a single row's pipelined in-dtype chain (InDtypeChainPipeline.cuh)
// spends its time, window by window: the pipeline as the local norm runs
// it (a block of the chaining norm's shape a row, each filtering lane
// holding its windows' packs), on the benchmark's rows (TestTensors.h's
// input + residual, rounded to bf16, as tpfuse-norm-quant-bench fills
// them), with a clock that stamps every hand-off in SM cycles:
//   filtering  a filtering warp's wait for the chain is over;
//   published  the window's kept squares are released;
//   acquired   the chain has the window's count;
//   added      the chain has added the window's squares.
// Prints, per window, the medians over the blocks' rows (cycles from the
// block's start) and the kept counts, then per window the chain's wait
// (acquired - the previous added), its adds (added - acquired), and the
// filtering warp's latency (published - filtering). Each row's sum is
// checked against the host's serial chain, so a timeline of wrong sums is
// never printed.
//
// Usage: tpfuse-in-dtype-pipeline-timeline [--hidden=H] [--rows=R]
//            [--seed=S]
// (defaults: hidden 7168, 1 row, seed 1; rows run one block each, at once).
//
//===----------------------------------------------------------------------===//

#include "in_dtype_pipeline_timeline.h"

#include "TestTensors.h"
#include "common/Dtype.h"
#include "common/MiniFloat.h"

#include <cuda_runtime_api.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace tpfuse::runtime;
using namespace tpfuse::bench;

namespace {

const char *const kEventNames[kPipelineEvents] = {"filtering", "published",
                                                  "acquired", "added"};

bool check(cudaError_t status, const char *what) {
  if (status == cudaSuccess)
    return true;
  std::fprintf(stderr, "FAIL: %s: %s\n", what, cudaGetErrorString(status));
  return false;
}

long long median(std::vector<long long> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv) {
  int64_t hidden = 7168;
  int rows = 1;
  uint64_t seed = 1;
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], "--hidden=", 9) == 0)
      hidden = std::atoll(argv[i] + 9);
    else if (std::strncmp(argv[i], "--rows=", 7) == 0)
      rows = std::atoi(argv[i] + 7);
    else if (std::strncmp(argv[i], "--seed=", 7) == 0)
      seed = uint64_t(std::atoll(argv[i] + 7));
    else {
      std::fprintf(stderr, "usage: %s [--hidden=H] [--rows=R] [--seed=S]\n",
                   argv[0]);
      return 2;
    }
  }
  if (hidden < 8 || hidden % 8 != 0 || hidden > kTimelineMaxWindows * 256 ||
      rows < 1 || rows > 4096) {
    std::fprintf(stderr,
                 "FAIL: hidden must be a multiple of 8 up to %d, rows 1 to "
                 "4096\n",
                 kTimelineMaxWindows * 256);
    return 2;
  }

  // The benchmark's rows: input + residual, each a bf16 value, the sum
  // rounded to bf16 (h as the norm forms it).
  const int64_t count = hidden * rows;
  std::vector<uint16_t> h(static_cast<size_t>(count));
  std::vector<float> expected(static_cast<size_t>(rows));
  using tpfuse::gputest::TensorKind;
  using tpfuse::gputest::testValue;
  for (int r = 0; r < rows; ++r) {
    float accumulated = 0.0f;
    for (int64_t j = 0; j < hidden; ++j) {
      const int64_t index = int64_t(r) * hidden + j;
      const float value = roundTo<BFloat16>(
          roundTo<BFloat16>(testValue(seed, 0, TensorKind::Input, index)) +
          roundTo<BFloat16>(testValue(seed, 0, TensorKind::Residual, index)));
      h[size_t(index)] = uint16_t(floatBits(value) >> 16);
      accumulated =
          roundTo<BFloat16>(accumulated + roundTo<BFloat16>(value * value));
    }
    expected[size_t(r)] = accumulated;
  }

  uint16_t *deviceH = nullptr;
  float *deviceSums = nullptr;
  PipelineTimelineRecord *deviceRecords = nullptr;
  std::vector<PipelineTimelineRecord> records(static_cast<size_t>(rows));
  std::vector<float> sums(static_cast<size_t>(rows));
  const bool ran =
      check(cudaMalloc(reinterpret_cast<void **>(&deviceH), size_t(count) * 2),
            "cudaMalloc") &&
      check(cudaMalloc(reinterpret_cast<void **>(&deviceSums),
                       size_t(rows) * sizeof(float)),
            "cudaMalloc") &&
      check(cudaMalloc(reinterpret_cast<void **>(&deviceRecords),
                       size_t(rows) * sizeof(PipelineTimelineRecord)),
            "cudaMalloc") &&
      check(cudaMemcpy(deviceH, h.data(), size_t(count) * 2,
                       cudaMemcpyHostToDevice),
            "cudaMemcpy") &&
      check(cudaMemset(deviceRecords, 0,
                       size_t(rows) * sizeof(PipelineTimelineRecord)),
            "cudaMemset");
  // Three launches: the first two warm the caches and the code; the third
  // is recorded.
  bool timed = ran;
  for (int launch = 0; timed && launch < 3; ++launch) {
    timed = check(timePipelinedRows(deviceH, hidden, rows, deviceSums,
                                    deviceRecords),
                  "launch") &&
            check(cudaDeviceSynchronize(), "timeRows");
  }
  timed = timed &&
          check(cudaMemcpy(sums.data(), deviceSums, sums.size() * sizeof(float),
                           cudaMemcpyDeviceToHost),
                "cudaMemcpy") &&
          check(cudaMemcpy(records.data(), deviceRecords,
                           records.size() * sizeof(PipelineTimelineRecord),
                           cudaMemcpyDeviceToHost),
                "cudaMemcpy");
  cudaFree(deviceH);
  cudaFree(deviceSums);
  cudaFree(deviceRecords);
  if (!timed)
    return 1;
  for (int r = 0; r < rows; ++r)
    if (floatBits(sums[size_t(r)]) != floatBits(expected[size_t(r)])) {
      std::fprintf(stderr, "FAIL: row %d's sum %a, the serial chain's %a\n", r,
                   double(sums[size_t(r)]), double(expected[size_t(r)]));
      return 1;
    }

  const int windows = int((hidden / 8 + 31) / 32);
  std::printf("hidden %lld, %d row(s) a block each, seed %llu, kLeadWindows "
              "%d: every sum is the serial chain's\n\n",
              (long long)hidden, rows, (unsigned long long)seed,
              pipelineLeadWindows());
  std::printf("| window | kept | %s | %s | %s | %s | chain waits | adds | "
              "filtering warp |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
              "\n",
              kEventNames[0], kEventNames[1], kEventNames[2], kEventNames[3]);
  long long previousAdded = 0;
  for (int w = 0; w < windows; ++w) {
    long long at[kPipelineEvents];
    std::vector<long long> kept;
    for (int e = 0; e < kPipelineEvents; ++e) {
      std::vector<long long> values;
      for (const PipelineTimelineRecord &record : records)
        values.push_back(record.stamps[w][e]);
      at[e] = median(values);
    }
    for (const PipelineTimelineRecord &record : records)
      kept.push_back(record.kept[w]);
    std::printf("| %d | %lld | %lld | %lld | %lld | %lld | %lld | %lld | %lld "
                "|\n",
                w, median(kept), at[kFiltering], at[kPublished], at[kAcquired],
                at[kAdded], at[kAcquired] - previousAdded,
                at[kAdded] - at[kAcquired], at[kPublished] - at[kFiltering]);
    previousAdded = at[kAdded];
  }
  std::printf("\nCycles are medians over the rows of each stamp, from "
              "just before the block's first barrier (its loads issued).\n");
  return 0;
}
