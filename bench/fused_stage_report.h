//===- fused_stage_report.h - Where a fused call's time goes ---*- C++ -*-===//
//
// Reads the fused kernels' stage stamps (cuda/FusedStageClock.h) of the
// last kStageClockCalls calls of one configuration, on every rank, and
// prints where a call's time goes: each stage's cycles (median over calls
// and blocks, in ns at the SM clock the stamps measure), the call's span
// across its blocks, the gap between calls, and how far the ranks' starts
// are apart.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_BENCH_FUSED_STAGE_REPORT_H
#define TPFUSE_BENCH_FUSED_STAGE_REPORT_H

#include "cuda/FusedStageClock.h"

#include <string>
#include <vector>

namespace tpfuse::bench {

/// `stamps[rank]` holds that rank's kStageClockStamps stamps, zero where
/// no block stamped.
void printStageReport(
    const std::string &title,
    const std::vector<std::vector<runtime::cuda::StageStamp>> &stamps);

} // namespace tpfuse::bench

#endif // TPFUSE_BENCH_FUSED_STAGE_REPORT_H
