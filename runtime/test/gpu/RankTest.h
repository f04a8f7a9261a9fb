//===- RankTest.h - The GPU test cases one rank runs ------------*- C++ -*-===//
//
// Every rank runs the same sequence of cases, so the collectives inside
// match; a failed check is counted and logged, never a reason to leave the
// sequence early (that would leave the peers waiting).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_RANKTEST_H
#define TPFUSE_TEST_GPU_RANKTEST_H

#include "common/Backend.h"

#include <cstdint>
#include <string>

namespace tpfuse::gputest {

/// What one rank tests with.
struct RankSetup {
  int rank = 0;
  int worldSize = 0;
  int device = 0;
  /// "threads" or "processes", for the log.
  std::string launch;
  /// A small matrix (for compute-sanitizer runs).
  bool quick = false;
  /// Only the quantized outputs' cases (QuantTest.h).
  bool quantOnly = false;
  /// Fused path enabled, capacity for every case.
  runtime::Backend *fused = nullptr;
  /// Created with forced decline.
  runtime::Backend *declining = nullptr;
  /// Short spin bound; the timeout case leaves it unusable. Null: skip it.
  runtime::Backend *timeout = nullptr;
  /// A communicator of the public C API (CUDA backend). Null: skip it.
  tpfuse_comm *api = nullptr;
};

/// Runs all cases; returns the number of failed checks.
int runRankTests(const RankSetup &setup);

/// The spin bound the timeout backend is created with.
constexpr int kTimeoutBackendSpinMs = 300;

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_RANKTEST_H
