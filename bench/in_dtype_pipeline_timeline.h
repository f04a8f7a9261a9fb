//===- in_dtype_pipeline_timeline.h - The timeline's kernel -----*- C++ -*-===//
//
// The device half of bench/in_dtype_pipeline_timeline.cpp
// (in_dtype_pipeline_timeline_kernel.cu): the pipeline of
// InDtypeChainPipeline.cuh on bf16 rows, its hand-offs stamped.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_BENCH_IN_DTYPE_PIPELINE_TIMELINE_H
#define TPFUSE_BENCH_IN_DTYPE_PIPELINE_TIMELINE_H

#include <cuda_runtime_api.h>

#include <cstdint>

namespace tpfuse::bench {

/// The hand-offs a window's stamps record, in SM cycles.
enum PipelineEvent {
  /// A filtering warp's wait for the chain is over.
  kFiltering,
  /// The window's kept squares are released.
  kPublished,
  /// The chain has the window's count.
  kAcquired,
  /// The chain has added the window's squares.
  kAdded,
  kPipelineEvents
};

/// Windows of the longest row the pipeline takes
/// (InDtypeChainPipeline<T>::kMaxWindows, checked where the kernel is).
constexpr int kTimelineMaxWindows = 28;

/// A block's stamps: cycles since just before its first barrier, and each
/// window's kept count.
struct PipelineTimelineRecord {
  long long stamps[kTimelineMaxWindows][kPipelineEvents];
  int kept[kTimelineMaxWindows];
};

/// Row r of `h` (device, `hidden` bf16 values a row, at most
/// kTimelineMaxWindows * 256) through the pipeline, a block of the chaining
/// norm's shape a row: its sum (as f32) to sums[r], its stamps to
/// records[r].
cudaError_t timePipelinedRows(const uint16_t *h, int64_t hidden, int rows,
                              float *sums, PipelineTimelineRecord *records);

/// The pipeline's kLeadWindows.
int pipelineLeadWindows();

} // namespace tpfuse::bench

#endif // TPFUSE_BENCH_IN_DTYPE_PIPELINE_TIMELINE_H
