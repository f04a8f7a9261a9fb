//===- fused_stage_report.cpp - Where a fused call's time goes ------------===//

#include "fused_stage_report.h"

#include <algorithm>
#include <cstdio>
#include <map>

using namespace tpfuse::runtime::cuda;

namespace tpfuse::bench {
namespace {

const char *stageName(int stage) {
  static const char *const names[kFusedStages] = {
      "entry",
      "launched (prerequisite grids done)",
      "begun (rotation read, shape published)",
      "pushed (partial stored to peers)",
      "shapes checked",
      "first peer vector arrived (thread 0)",
      "first row normed and stored",
      "all rows done",
      "exit (block's last barrier)"};
  return names[stage];
}

bool present(const StageStamp &stamp) {
  return stamp.globalNs != 0 || stamp.cycles != 0;
}

double median(std::vector<double> values) {
  if (values.empty())
    return 0;
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

/// A table's heading: `first`, then per rank "rank N " and `columns`.
void printHeading(const char *first, const char *columns, const char *rule,
                  int ranks) {
  std::printf("\n| %s |", first);
  for (int rank = 0; rank < ranks; ++rank)
    std::printf(" rank %d %s |", rank, columns);
  std::printf("\n|---|");
  for (int rank = 0; rank < ranks; ++rank)
    std::printf("%s", rule);
  std::printf("\n");
}

/// One call's blocks on one rank: when its first block entered and its last
/// one passed the exit, in globaltimer ns.
struct CallSpan {
  uint64_t firstEntry = UINT64_MAX, lastExit = 0;
};

} // namespace

StageReport
computeStageReport(const std::vector<std::vector<StageStamp>> &stamps) {
  const int ranks = int(stamps.size());
  StageReport report;
  // The SM clock, from spans long enough for globaltimer's coarse ticks.
  double cycles = 0, nanoseconds = 0;
  for (const std::vector<StageStamp> &rank : stamps)
    for (int call = 0; call < kStageClockCalls; ++call)
      for (int block = 0; block < kStageClockBlocks; ++block) {
        const StageStamp &from =
            rank[stageStampIndex(call, block, kStageLaunched)];
        const StageStamp &to = rank[stageStampIndex(call, block, kStageExit)];
        if (present(from) && present(to) && to.globalNs > from.globalNs) {
          cycles += double(to.cycles - from.cycles);
          nanoseconds += double(to.globalNs - from.globalNs);
        }
      }
  if (nanoseconds == 0)
    return report;
  report.cyclesPerNs = cycles / nanoseconds;

  report.stages.resize(ranks);
  for (int rank = 0; rank < ranks; ++rank)
    for (int stage = 1; stage < kFusedStages; ++stage) {
      std::vector<double> deltas;
      int blocks = 0;
      for (int block = 0; block < kStageClockBlocks; ++block) {
        bool stamped = false;
        for (int call = 0; call < kStageClockCalls; ++call) {
          const StageStamp &here =
              stamps[rank][stageStampIndex(call, block, stage)];
          if (!present(here))
            continue;
          // From the stage before only: a block with no row stamps neither
          // row stage, and its wait would blur the rows' times.
          const StageStamp &before =
              stamps[rank][stageStampIndex(call, block, stage - 1)];
          if (!present(before))
            continue;
          deltas.push_back(double(here.cycles - before.cycles) /
                           report.cyclesPerNs);
          stamped = true;
        }
        blocks += stamped;
      }
      report.stages[rank][stage] = {median(deltas), blocks};
    }

  // Calls: span across blocks, gaps between consecutive calls, and the
  // ranks' start skew (the same call has the same index on every rank).
  std::vector<std::map<int, CallSpan>> spans(ranks);
  for (int rank = 0; rank < ranks; ++rank)
    for (int call = 0; call < kStageClockCalls; ++call)
      for (int block = 0; block < kStageClockBlocks; ++block) {
        const StageStamp &entry =
            stamps[rank][stageStampIndex(call, block, kStageEntry)];
        const StageStamp &exit =
            stamps[rank][stageStampIndex(call, block, kStageExit)];
        if (!present(entry) || !present(exit))
          continue;
        CallSpan &span = spans[rank][call];
        span.firstEntry = std::min(span.firstEntry, entry.globalNs);
        span.lastExit = std::max(span.lastExit, exit.globalNs);
      }
  for (int rank = 0; rank < ranks; ++rank) {
    std::vector<double> values, gaps, skews;
    std::vector<CallSpan> ordered;
    for (auto &[call, span] : spans[rank]) {
      values.push_back(double(span.lastExit) - double(span.firstEntry));
      ordered.push_back(span);
      auto first = spans[0].find(call);
      if (first != spans[0].end())
        skews.push_back(double(span.firstEntry) -
                        double(first->second.firstEntry));
    }
    std::sort(ordered.begin(), ordered.end(),
              [](const CallSpan &a, const CallSpan &b) {
                return a.firstEntry < b.firstEntry;
              });
    for (size_t i = 1; i < ordered.size(); ++i)
      gaps.push_back(double(ordered[i].firstEntry) -
                     double(ordered[i - 1].lastExit));
    report.spanNs.push_back(median(values));
    report.gapNs.push_back(median(gaps));
    report.skewNs.push_back(median(skews));
  }
  return report;
}

void printStageReport(const std::string &title, const StageReport &report) {
  if (report.cyclesPerNs == 0) {
    std::printf("\n#### %s: no stamps\n", title.c_str());
    return;
  }
  const int ranks = int(report.stages.size());
  std::printf("\n#### %s\n\nSM clock from the stamps: %.0f MHz. Each stage: "
              "median ns since the stage before (over calls, and blocks "
              "that stamped both)\n",
              title.c_str(), report.cyclesPerNs * 1e3);
  printHeading("stage", "ns | blocks", "---:|---:|", ranks);
  for (int stage = 1; stage < kFusedStages; ++stage) {
    std::printf("| %s |", stageName(stage));
    for (int rank = 0; rank < ranks; ++rank)
      std::printf(" %.0f | %d |", report.stages[rank][stage].medianNs,
                  report.stages[rank][stage].blocks);
    std::printf("\n");
  }
  printHeading("per call (globaltimer, median)", "ns", "---:|", ranks);
  const auto row = [&](const char *name, const std::vector<double> &values) {
    std::printf("| %s |", name);
    for (double value : values)
      std::printf(" %.0f |", value);
    std::printf("\n");
  };
  row("first entry to last exit", report.spanNs);
  row("last exit to the next call's first entry", report.gapNs);
  row("first entry after rank 0's", report.skewNs);
}

} // namespace tpfuse::bench
