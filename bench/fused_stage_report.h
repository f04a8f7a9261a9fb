//===- fused_stage_report.h - Where a fused call's time goes ---*- C++ -*-===//
//
// Reads the fused kernels' stage stamps (cuda/FusedStageClock.h) of the
// last kStageClockCalls calls of one configuration, on every rank, and
// says where a call's time goes: each stage's cycles (median over calls
// and blocks, in ns at the SM clock the stamps measure), the call's span
// across its blocks, the gap between calls, and how far the ranks' starts
// are apart.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_BENCH_FUSED_STAGE_REPORT_H
#define TPFUSE_BENCH_FUSED_STAGE_REPORT_H

#include "cuda/FusedStageClock.h"

#include <array>
#include <string>
#include <vector>

namespace tpfuse::bench {

/// One stage on one rank: the median time since the stage before, and how
/// many blocks stamped both.
struct StageTime {
  double medianNs = 0;
  int blocks = 0;
};

struct StageReport {
  /// The SM clock, from the stamps' cycles over their globaltimer ns; 0 when
  /// no block stamped both the launch and the exit.
  double cyclesPerNs = 0;
  /// [rank][stage]; stage 0 (entry) has no stage before it and stays empty.
  std::vector<std::array<StageTime, runtime::cuda::kFusedStages>> stages;
  /// Per rank, medians over calls in globaltimer ns: a call's first entry
  /// to its last exit; a call's last exit to the next call's first entry;
  /// a call's first entry after rank 0's.
  std::vector<double> spanNs, gapNs, skewNs;
};

/// `stamps[rank]` holds that rank's kStageClockStamps stamps, zero where
/// no block stamped.
StageReport computeStageReport(
    const std::vector<std::vector<runtime::cuda::StageStamp>> &stamps);

void printStageReport(const std::string &title, const StageReport &report);

} // namespace tpfuse::bench

#endif // TPFUSE_BENCH_FUSED_STAGE_REPORT_H
