//===- FusedStageReportTest.cpp - The stage report's arithmetic -----------===//
//
// bench/fused_stage_report.cpp turns the fused kernels' stage stamps into
// where a call's time goes. Its numbers are only ever read off a GPU run,
// so here it reads stamps of a made-up timeline whose answers are known:
// every stage's time per rank, blocks that skip the row stages, an outlier
// call, calls missing from one rank, an SM clock of 1.5 cycles per ns.
//
//===----------------------------------------------------------------------===//

#include "fused_stage_report.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

using namespace tpfuse::runtime::cuda;
using tpfuse::bench::computeStageReport;
using tpfuse::bench::StageReport;

namespace {

constexpr int kBlocks = 8;
/// Blocks kRowBlocks.. have no rows: they stamp no arrival and no row stage.
constexpr int kRowBlocks = 6;
constexpr uint64_t kCallPeriodNs = 10000;
constexpr uint64_t kRankOffsetNs = 50;
constexpr uint64_t kBlockOffsetNs = 2;
constexpr int kOutlierCall = 5;
constexpr uint64_t kOutlierNs = 4000;

/// Stage `stage`'s time on `rank` (even, so 1.5 cycles per ns is exact).
uint64_t stageNs(int rank, int stage) { return 100 * stage + 20 * rank; }

bool rowStage(int stage) {
  return stage == kStageFirstArrival || stage == kStageFirstRowDone ||
         stage == kStageRowsDone;
}

uint64_t callNs(int rank) {
  uint64_t total = 0;
  for (int stage = 1; stage < kFusedStages; ++stage)
    total += stageNs(rank, stage);
  return total;
}

/// Each block walks every stage; it stamps a stage unless it has no rows
/// and the stage is a row stage. Rank `rank` leaves out the calls in
/// `missing`.
std::vector<StageStamp> timeline(int rank, const std::vector<int> &missing) {
  std::vector<StageStamp> stamps(kStageClockStamps, StageStamp{0, 0});
  for (int call = 0; call < kStageClockCalls; ++call) {
    if (std::find(missing.begin(), missing.end(), call) != missing.end())
      continue;
    for (int block = 0; block < kBlocks; ++block) {
      uint64_t ns = 1000000 + call * kCallPeriodNs + rank * kRankOffsetNs +
                    block * kBlockOffsetNs;
      for (int stage = 0; stage < kFusedStages; ++stage) {
        if (stage > 0)
          ns += stageNs(rank, stage);
        if (call == kOutlierCall && stage == kStagePushed)
          ns += kOutlierNs;
        if (block >= kRowBlocks && rowStage(stage))
          continue;
        stamps[stageStampIndex(call, block, stage)] = {ns, ns * 3 / 2};
      }
    }
  }
  return stamps;
}

TEST(FusedStageReportTest, MadeUpTimelineGivesItsOwnNumbers) {
  const StageReport report =
      computeStageReport({timeline(0, {}), timeline(1, {7, 8})});
  EXPECT_DOUBLE_EQ(report.cyclesPerNs, 1.5);
  ASSERT_EQ(report.stages.size(), 2u);
  for (int rank = 0; rank < 2; ++rank) {
    SCOPED_TRACE(rank);
    for (int stage = 1; stage < kFusedStages; ++stage) {
      SCOPED_TRACE(stage);
      // One outlier call of 64 leaves the median where it was.
      EXPECT_DOUBLE_EQ(report.stages[rank][stage].medianNs,
                       double(stageNs(rank, stage)));
      // A stage counts the blocks that stamped it and the stage before:
      // the exit only in blocks with rows, the first arrival likewise.
      const bool rows = rowStage(stage) || rowStage(stage - 1);
      EXPECT_EQ(report.stages[rank][stage].blocks, rows ? kRowBlocks : kBlocks);
    }
    // The last block enters kBlockOffsetNs per block after the first and
    // walks the same stages.
    const double span = (kBlocks - 1) * kBlockOffsetNs + callNs(rank);
    EXPECT_DOUBLE_EQ(report.spanNs[rank], span);
    // Calls are kCallPeriodNs apart, also across rank 1's missing calls
    // (whose gaps are longer and lose the median).
    EXPECT_DOUBLE_EQ(report.gapNs[rank], kCallPeriodNs - span);
    EXPECT_DOUBLE_EQ(report.skewNs[rank], rank * double(kRankOffsetNs));
  }
}

TEST(FusedStageReportTest, NoStampsGiveAnEmptyReport) {
  const std::vector<StageStamp> none(kStageClockStamps, StageStamp{0, 0});
  const StageReport report = computeStageReport({none, none});
  EXPECT_EQ(report.cyclesPerNs, 0);
  EXPECT_TRUE(report.stages.empty());
}

} // namespace
