//===- UnsupportedNormTest.cpp - A backend refuses before it runs ---------===//
//
// A backend that cannot run a norm problem at all (the CUDA backend with a
// quantized output, today) makes every norm operation of Comm return
// TPFUSE_ERROR_UNSUPPORTED with its reason, before it declines, moves data,
// computes or counts; the consumer's fallback never starts. A recording
// backend stands in for it, since this machine may have no GPU.
//
//===----------------------------------------------------------------------===//

#include "common/Comm.h"
#include "common/Status.h"

#include <gtest/gtest.h>

#include <string>

using namespace tpfuse::runtime;

namespace {

constexpr char kReason[] = "quantized outputs are not implemented here";

/// Counts every call that would move or compute data; declines every fused
/// call, so that a consumer call reaching the decline would fall back.
class RecordingBackend final : public Backend {
public:
  explicit RecordingBackend(int &operations) : operations(operations) {}

  int rank() const override { return 0; }
  int worldSize() const override { return 2; }
  tpfuse_status allReduceSum(const void *, void *, int64_t, tpfuse_dtype,
                             void *) override {
    ++operations;
    return TPFUSE_SUCCESS;
  }
  const char *unsupportedReason(const NormProblem &problem) const override {
    return problem.quantizes() ? kReason : nullptr;
  }
  tpfuse_status rmsNorm(const NormProblem &, void *) override {
    ++operations;
    return TPFUSE_SUCCESS;
  }
  tpfuse_status matmul(const MatmulProblem &, void *) override {
    ++operations;
    return TPFUSE_SUCCESS;
  }
  const char *fusedDeclineReason(const NormProblem &,
                                 tpfuse_algorithm) const override {
    return "this backend always declines";
  }
  tpfuse_status fusedAllReduceRmsNorm(const NormProblem &, tpfuse_algorithm,
                                      void *) override {
    ++operations;
    return TPFUSE_SUCCESS;
  }
  tpfuse_status allAgree(bool local, bool *all) override {
    *all = local;
    return TPFUSE_SUCCESS;
  }

private:
  int &operations;
};

TEST(UnsupportedNormTest, RefusedBeforeDeclineDataOrCounters) {
  int operations = 0;
  Comm comm(std::make_unique<RecordingBackend>(operations), TPFUSE_BACKEND_CUDA,
            /*forceDecline=*/false);
  NormProblem problem{};
  problem.tokens = 4;
  problem.hidden = 64;
  problem.quant = TPFUSE_QUANT_MXFP4;
  problem.groupSize = 32;

  EXPECT_EQ(comm.rmsNorm(problem, nullptr), TPFUSE_ERROR_UNSUPPORTED);
  EXPECT_EQ(std::string(lastErrorMessage()), kReason);
  EXPECT_EQ(comm.fusedAllReduceRmsNorm(problem, TPFUSE_ALGORITHM_AUTO, nullptr),
            TPFUSE_ERROR_UNSUPPORTED);
  EXPECT_EQ(std::string(lastErrorMessage()), kReason);
  EXPECT_EQ(
      comm.allReduceResidualRmsNorm(problem, TPFUSE_ALGORITHM_AUTO, nullptr),
      TPFUSE_ERROR_UNSUPPORTED);
  EXPECT_EQ(std::string(lastErrorMessage()), kReason);
  EXPECT_EQ(operations, 0);
  tpfuse_counters counters = comm.counters();
  EXPECT_EQ(counters.declines, 0u);
  EXPECT_EQ(counters.explicit_all_reduces, 0u);
  EXPECT_EQ(counters.fused_calls, 0u);

  // Without a quantized output the same backend declines and falls back.
  problem.quant = TPFUSE_QUANT_NONE;
  problem.groupSize = 0;
  EXPECT_EQ(comm.fusedAllReduceRmsNorm(problem, TPFUSE_ALGORITHM_AUTO, nullptr),
            TPFUSE_DECLINED);
  EXPECT_EQ(
      comm.allReduceResidualRmsNorm(problem, TPFUSE_ALGORITHM_AUTO, nullptr),
      TPFUSE_SUCCESS);
  EXPECT_EQ(operations, 2); // the fallback's all-reduce and norm
  EXPECT_EQ(comm.counters().declines, 2u);
}

} // namespace
