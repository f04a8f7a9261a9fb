//===- NormVariantMultiRankTest.cpp - The variants on several ranks -------===//
//
// On 2 and 4 ranks (threads), every dtype and every variant, with and without
// a residual: the fused entry, the consumer entry under forced decline, and
// the unfused pair tpfuse_all_reduce + tpfuse_rms_norm give the same bits,
// which match the variant's float64 reference (and no other variant's), with
// the counters each path documents.
//
//===----------------------------------------------------------------------===//

#include "VariantReference.h"

using namespace tpfuse::test;

namespace {

/// One all-reduce + norm problem. Partial sums have at most 18 significand
/// bits and magnitudes in [1/4, 4), so their fp32 sum is exact in any order
/// (multiples of 2^-19 below 16): x = rd(exact sum) is then what every path
/// computes, whatever order the collective library sums in.
struct VariantProblem {
  VariantProblem(int worldSize, tpfuse_dtype dtype, int64_t tokens,
                 int64_t hidden, bool withResidual, uint32_t seed)
      : reference{dtype, tokens, hidden, {}, {}, {}} {
    size_t size = static_cast<size_t>(tokens * hidden);
    std::vector<double> sum(size, 0.0);
    for (int rank = 0; rank < worldSize; ++rank) {
      partials.push_back(randomDtypeValues(size, dtype, -2, 1,
                                           seed * 100 + rank, /*maxBits=*/18));
      for (size_t i = 0; i < size; ++i)
        sum[i] += partials.back()[i];
    }
    reference.x.resize(size);
    for (size_t i = 0; i < size; ++i)
      reference.x[i] = roundTo(sum[i], dtype);
    if (withResidual)
      reference.residual =
          randomDtypeValues(size, dtype, -3, 1, seed * 100 + 98);
    reference.weight = randomDtypeValues(static_cast<size_t>(hidden), dtype, -4,
                                         0, seed * 100 + 99);
  }

  std::vector<std::vector<double>> partials;
  /// x is the reduced input.
  NormCase reference;
};

/// One rank's buffers for one call, outputs poisoned.
struct Call {
  Call(const VariantProblem &problem, int rank)
      : input(makeTensor(problem.reference.dtype, problem.partials[rank])),
        residual(
            makeTensor(problem.reference.dtype, problem.reference.residual)),
        weight(makeTensor(problem.reference.dtype, problem.reference.weight)),
        normed(problem.reference.dtype, input.size()),
        residualOut(problem.reference.dtype, input.size()) {
    normed.poison();
    residualOut.poison();
  }

  const void *residualOrNull() const {
    return residual.size() ? residual.data() : nullptr;
  }

  Tensor input, residual, weight, normed, residualOut;
};

enum class Path { Fused, Declined, Unfused };

/// The arguments of `problem` and `variant` on `call`'s buffers, `input`
/// standing for its input.
tpfuse_rms_norm_args normArgs(const NormCase &problem, Variant variant,
                              Call &call, const void *input) {
  tpfuse_rms_norm_args args = initNormArgs();
  args.dtype = problem.dtype;
  args.input = input;
  args.residual = call.residualOrNull();
  args.weight = call.weight.data();
  args.normed = call.normed.data();
  args.residual_out = call.residualOut.data();
  args.tokens = problem.tokens;
  args.hidden = problem.hidden;
  args.epsilon = problem.epsilon;
  args.variant = variant.flags;
  args.weight_offset = variant.weightOffset;
  args.algorithm = TPFUSE_ALGORITHM_AUTO;
  return args;
}

/// Runs `path` for `variant` on this rank; the inputs must be unchanged.
void runPath(Path path, tpfuse_comm *comm, const NormCase &problem,
             Variant variant, Call &call) {
  Tensor input = call.input;
  const int64_t count = problem.tokens * problem.hidden;
  switch (path) {
  case Path::Fused:
  case Path::Declined: {
    auto *entry = path == Path::Fused ? &tpfuse_fused_all_reduce_rms_norm
                                      : &tpfuse_all_reduce_residual_rms_norm;
    tpfuse_rms_norm_args args =
        normArgs(problem, variant, call, call.input.data());
    ASSERT_EQ(entry(comm, &args, nullptr), TPFUSE_SUCCESS)
        << describe(variant) << ": " << tpfuse_last_error_message();
    break;
  }
  case Path::Unfused: {
    Tensor reduced(problem.dtype, call.input.size());
    reduced.poison();
    ASSERT_EQ(tpfuse_all_reduce(comm, call.input.data(), reduced.data(), count,
                                problem.dtype, nullptr),
              TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    tpfuse_rms_norm_args args =
        normArgs(problem, variant, call, reduced.data());
    ASSERT_EQ(tpfuse_rms_norm(comm, &args, nullptr), TPFUSE_SUCCESS)
        << describe(variant) << ": " << tpfuse_last_error_message();
    break;
  }
  }
  EXPECT_TRUE(call.input == input) << "the call wrote its input";
}

class NormVariantMultiRankTest
    : public ::testing::TestWithParam<std::tuple<int, tpfuse_dtype>> {};

TEST_P(NormVariantMultiRankTest, PathsAgreeBitForBitAndMatchTheReference) {
  auto [worldSize, dtype] = GetParam();
  const int64_t hidden = worldSize == 2 ? 200 : 128;
  std::vector<VariantProblem> problems;
  for (bool withResidual : {true, false})
    problems.emplace_back(worldSize, dtype, 6, hidden, withResidual,
                          withResidual ? 21 : 22);
  const std::vector<Variant> variants = allVariants(dtype);
  const uint64_t calls = problems.size() * variants.size();

  runRanks(worldSize, [&](int rank, tpfuse_comm *comm) {
    // results[path][problem * variants + variant]
    std::vector<Call> results[3];
    for (Path path : {Path::Fused, Path::Declined, Path::Unfused}) {
      ASSERT_EQ(tpfuse_comm_set_force_decline(comm, path == Path::Declined),
                TPFUSE_SUCCESS);
      ASSERT_EQ(tpfuse_comm_reset_counters(comm), TPFUSE_SUCCESS);
      for (const VariantProblem &problem : problems) {
        for (Variant variant : variants) {
          Call &call = results[int(path)].emplace_back(problem, rank);
          runPath(path, comm, problem.reference, variant, call);
        }
      }
      tpfuse_counters expected{};
      if (path == Path::Fused)
        expected.fused_calls = calls;
      if (path == Path::Declined)
        expected.declines = expected.explicit_all_reduces = calls;
      if (path == Path::Unfused)
        expected.explicit_all_reduces = calls;
      EXPECT_EQ(countersOf(comm), expected) << "path " << int(path);
    }

    UlpStats total;
    for (size_t p = 0; p < problems.size(); ++p) {
      for (size_t v = 0; v < variants.size(); ++v) {
        size_t index = p * variants.size() + v;
        const Call &fused = results[int(Path::Fused)][index];
        for (Path other : {Path::Declined, Path::Unfused}) {
          const Call &call = results[int(other)][index];
          EXPECT_TRUE(call.normed == fused.normed)
              << describe(variants[v]) << ", path " << int(other);
          EXPECT_TRUE(call.residualOut == fused.residualOut)
              << describe(variants[v]) << ", path " << int(other);
        }
        UlpStats stats = expectVariant(fused.normed, &fused.residualOut,
                                       problems[p].reference, variants[v]);
        if (!(variants[v].flags & TPFUSE_NORM_COMPUTE_IN_DTYPE))
          total.add(stats);
      }
    }
    if (rank == 0)
      RecordProperty("ulps", total.summary());
  });
}

std::string
caseName(const ::testing::TestParamInfo<std::tuple<int, tpfuse_dtype>> &info) {
  auto [worldSize, dtype] = info.param;
  return std::to_string(worldSize) + "ranks_" + dtypeName(dtype);
}

INSTANTIATE_TEST_SUITE_P(
    WorldSizesAndDtypes, NormVariantMultiRankTest,
    ::testing::Combine(::testing::Values(2, 4),
                       ::testing::Values(TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16,
                                         TPFUSE_DTYPE_F32)),
    caseName);

} // namespace
