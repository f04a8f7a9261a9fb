//===- DifferentialTest.cpp - Fused, declined and unfused agree bit for bit
//===//
//
// Random cases from a fixed seed, on 2, 3 and 4 CPU ranks (threads): token
// counts, hidden sizes (non-powers of two, rows whose byte size is not a
// multiple of 16, sizes past the workspace's capacity), dtypes, algorithms,
// norm variants and weight offsets, with and without residual and
// residual_out. Each case runs
//   - the fused entry (TPFUSE_SUCCESS, or TPFUSE_DECLINED exactly when a
//     documented decline condition holds, with nothing written),
//   - the consumer entry, as it chooses and under forced decline,
//   - and the unfused pair tpfuse_all_reduce + tpfuse_rms_norm,
// and every output must have the unfused pair's bits, with the counters each
// path documents. Inputs are random values of the dtype with full
// significands, so the paths must agree on the order of every rounding.
//
// TPFUSE_DIFFERENTIAL_CASES sets the number of cases per world size (default
// 12), TPFUSE_DIFFERENTIAL_SEED the seed (default 1).
//
//===----------------------------------------------------------------------===//

#include "VariantReference.h"

#include <cstdlib>
#include <sstream>

using namespace tpfuse::test;

namespace {

constexpr int64_t kMaxTokens = 24;
constexpr int64_t kMaxHidden = 1024;

long environmentOr(const char *name, long fallback) {
  const char *text = std::getenv(name);
  return text && *text ? std::strtol(text, nullptr, 10) : fallback;
}

struct Case {
  tpfuse_dtype dtype;
  int64_t tokens;
  int64_t hidden;
  tpfuse_algorithm algorithm;
  Variant variant;
  bool withResidual;
  bool withResidualOut;
  float epsilon;
  /// Per rank, then the residual and the weight.
  std::vector<std::vector<double>> partials;
  std::vector<double> residual;
  std::vector<double> weight;

  std::string describe() const {
    std::ostringstream text;
    text << dtypeName(dtype) << " " << tokens << "x" << hidden << " algorithm "
         << algorithm << " " << tpfuse::test::describe(variant)
         << (withResidual ? " residual" : " no-residual")
         << (withResidualOut ? " residual_out" : " no-residual_out")
         << " epsilon " << epsilon;
    return text.str();
  }

  /// Whether the CPU backend's fused path must decline (docs/runtime.md).
  bool mustDecline() const {
    return tokens > kMaxTokens || hidden > kMaxHidden;
  }
};

Case randomCase(int worldSize, std::mt19937 &generator) {
  auto pick = [&](auto... values) {
    using T = std::common_type_t<decltype(values)...>;
    T choices[] = {static_cast<T>(values)...};
    std::uniform_int_distribution<size_t> index(0, sizeof...(values) - 1);
    return choices[index(generator)];
  };
  Case c;
  c.dtype = pick(TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F32);
  // Mostly within the workspace (24 x 1024), sometimes past it.
  c.tokens = std::uniform_int_distribution<int64_t>(1, 28)(generator);
  // Powers of two, odd sizes and rows of 2 or 4 bytes times an odd number
  // (not a multiple of 16 bytes), and 1030 > max_hidden.
  c.hidden =
      pick(1, 3, 7, 8, 33, 64, 100, 111, 250, 256, 257, 384, 1000, 1024, 1030);
  c.algorithm = pick(TPFUSE_ALGORITHM_AUTO, TPFUSE_ALGORITHM_ONE_SHOT,
                     TPFUSE_ALGORITHM_TWO_SHOT);
  std::vector<Variant> variants = allVariants(c.dtype);
  c.variant = variants[std::uniform_int_distribution<size_t>(
      0, variants.size() - 1)(generator)];
  if (c.variant.flags != TPFUSE_NORM_COMPUTE_IN_DTYPE &&
      std::bernoulli_distribution(0.25)(generator))
    c.variant.weightOffset = -0.375f;
  c.withResidual = std::bernoulli_distribution(0.7)(generator);
  c.withResidualOut = std::bernoulli_distribution(0.7)(generator);
  c.epsilon = pick(1e-6f, 1e-5f, 0.1f);

  size_t size = static_cast<size_t>(c.tokens * c.hidden);
  uint32_t seed = static_cast<uint32_t>(generator());
  for (int rank = 0; rank < worldSize; ++rank)
    c.partials.push_back(
        randomDtypeValues(size, c.dtype, -3, 1, seed + 17 * rank));
  if (c.withResidual)
    c.residual = randomDtypeValues(size, c.dtype, -3, 1, seed + 1000);
  c.weight = randomDtypeValues(static_cast<size_t>(c.hidden), c.dtype, -2, 0,
                               seed + 1001);
  return c;
}

/// One rank's buffers for one path of a case, outputs poisoned.
struct Buffers {
  Buffers(const Case &c, int rank)
      : input(makeTensor(c.dtype, c.partials.at(static_cast<size_t>(rank)))),
        residual(makeTensor(c.dtype, c.residual)),
        weight(makeTensor(c.dtype, c.weight)), normed(c.dtype, input.size()),
        residualOut(c.dtype, input.size()) {
    normed.poison();
    residualOut.poison();
  }
  const void *residualOrNull() const {
    return residual.size() ? residual.data() : nullptr;
  }
  void *residualOutOrNull(const Case &c) {
    return c.withResidualOut ? residualOut.data() : nullptr;
  }
  Tensor input, residual, weight, normed, residualOut;
};

using NormEntry = decltype(&tpfuse_fused_all_reduce_rms_norm);

/// The arguments of `c` on `buffers`, `input` standing for its input.
tpfuse_rms_norm_args normArgs(const Case &c, Buffers &buffers,
                              const void *input) {
  tpfuse_rms_norm_args args = initNormArgs();
  args.dtype = c.dtype;
  args.input = input;
  args.residual = buffers.residualOrNull();
  args.weight = buffers.weight.data();
  args.normed = buffers.normed.data();
  args.residual_out = buffers.residualOutOrNull(c);
  args.tokens = c.tokens;
  args.hidden = c.hidden;
  args.epsilon = c.epsilon;
  args.variant = c.variant.flags;
  args.weight_offset = c.variant.weightOffset;
  args.algorithm = c.algorithm;
  return args;
}

tpfuse_status callEntry(NormEntry entry, tpfuse_comm *comm, const Case &c,
                        Buffers &buffers) {
  tpfuse_rms_norm_args args = normArgs(c, buffers, buffers.input.data());
  return entry(comm, &args, nullptr);
}

tpfuse_counters operator-(const tpfuse_counters &a, const tpfuse_counters &b) {
  return {a.explicit_all_reduces - b.explicit_all_reduces,
          a.fused_calls - b.fused_calls, a.declines - b.declines};
}

::testing::AssertionResult sameBits(const char *path, const Tensor &actual,
                                    const Tensor &expected) {
  if (actual == expected)
    return ::testing::AssertionSuccess();
  size_t differing = 0, first = actual.size();
  for (size_t i = 0; i < actual.size(); ++i) {
    Tensor a(actual.type(), 1), b(expected.type(), 1);
    a.set(0, actual.get(i));
    b.set(0, expected.get(i));
    if (!(a == b) && differing++ == 0)
      first = i;
  }
  ::testing::AssertionResult failure = ::testing::AssertionFailure();
  failure << path << ": " << differing << " of " << actual.size()
          << " elements differ from the unfused pair's";
  if (first < actual.size())
    failure << "; first " << first << ": " << actual.get(first) << " vs "
            << expected.get(first);
  return failure;
}

/// Runs every path of `c` on this rank and compares it with the unfused one.
void runCase(int worldSize, int rank, tpfuse_comm *comm, const Case &c) {
  SCOPED_TRACE(c.describe() + ", rank " + std::to_string(rank) + " of " +
               std::to_string(worldSize));
  const int64_t count = c.tokens * c.hidden;

  // The unfused pair: the reference bits.
  Buffers unfused(c, rank);
  Tensor reduced(c.dtype, unfused.input.size());
  tpfuse_counters before = countersOf(comm);
  ASSERT_EQ(tpfuse_all_reduce(comm, unfused.input.data(), reduced.data(), count,
                              c.dtype, nullptr),
            TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  tpfuse_rms_norm_args unfusedArgs = normArgs(c, unfused, reduced.data());
  ASSERT_EQ(tpfuse_rms_norm(comm, &unfusedArgs, nullptr), TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  EXPECT_EQ(countersOf(comm) - before, (tpfuse_counters{1, 0, 0}));
  for (size_t i = 0; i < unfused.normed.size(); ++i)
    ASSERT_FALSE(std::isnan(unfused.normed.get(i))) << "element " << i;

  auto expectSameOutputs = [&](const char *path, const Buffers &buffers) {
    EXPECT_TRUE(sameBits(path, buffers.normed, unfused.normed));
    if (c.withResidualOut)
      EXPECT_TRUE(sameBits(path, buffers.residualOut, unfused.residualOut));
    else
      EXPECT_TRUE(buffers.residualOut == Buffers(c, rank).residualOut)
          << path << " wrote residual_out, which was null";
  };

  // The fused entry: fused, or declined with nothing written.
  Buffers fused(c, rank);
  Buffers untouched(c, rank);
  before = countersOf(comm);
  tpfuse_status status =
      callEntry(&tpfuse_fused_all_reduce_rms_norm, comm, c, fused);
  if (c.mustDecline()) {
    EXPECT_EQ(status, TPFUSE_DECLINED) << tpfuse_last_error_message();
    EXPECT_TRUE(fused.normed == untouched.normed) << "a decline wrote normed";
    EXPECT_TRUE(fused.residualOut == untouched.residualOut)
        << "a decline wrote residual_out";
    EXPECT_EQ(countersOf(comm) - before, (tpfuse_counters{0, 0, 1}));
  } else {
    EXPECT_EQ(status, TPFUSE_SUCCESS) << tpfuse_last_error_message();
    expectSameOutputs("fused entry", fused);
    EXPECT_EQ(countersOf(comm) - before, (tpfuse_counters{0, 1, 0}));
  }
  EXPECT_TRUE(fused.input == untouched.input) << "the fused entry wrote input";

  // The consumer entry as it chooses.
  Buffers consumer(c, rank);
  before = countersOf(comm);
  ASSERT_EQ(callEntry(&tpfuse_all_reduce_residual_rms_norm, comm, c, consumer),
            TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  expectSameOutputs("consumer entry", consumer);
  tpfuse_counters consumerCounters =
      c.mustDecline() ? tpfuse_counters{1, 0, 1} : tpfuse_counters{0, 1, 0};
  EXPECT_EQ(countersOf(comm) - before, consumerCounters);

  // The consumer entry under forced decline.
  ASSERT_EQ(tpfuse_comm_set_force_decline(comm, 1), TPFUSE_SUCCESS);
  Buffers declined(c, rank);
  before = countersOf(comm);
  ASSERT_EQ(callEntry(&tpfuse_all_reduce_residual_rms_norm, comm, c, declined),
            TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  expectSameOutputs("forced decline", declined);
  EXPECT_EQ(countersOf(comm) - before, (tpfuse_counters{1, 0, 1}));
  ASSERT_EQ(tpfuse_comm_set_force_decline(comm, 0), TPFUSE_SUCCESS);
}

class DifferentialTest : public ::testing::TestWithParam<int> {};

TEST_P(DifferentialTest, FusedDeclinedAndUnfusedAgreeBitForBit) {
  const int worldSize = GetParam();
  const long cases = environmentOr("TPFUSE_DIFFERENTIAL_CASES", 12);
  const long seed = environmentOr("TPFUSE_DIFFERENTIAL_SEED", 1);
  ASSERT_GT(cases, 0);
  std::mt19937 generator(static_cast<uint32_t>(seed * 10 + worldSize));
  std::vector<Case> all;
  for (long i = 0; i < cases; ++i)
    all.push_back(randomCase(worldSize, generator));

  runRanks(
      worldSize,
      [](int) {
        tpfuse_comm_options options = testOptions();
        options.max_tokens = kMaxTokens;
        options.max_hidden = kMaxHidden;
        options.workspace_dtype = TPFUSE_DTYPE_F32;
        return options;
      },
      [&](int rank, tpfuse_comm *comm) {
        for (const Case &c : all) {
          runCase(worldSize, rank, comm, c);
          if (::testing::Test::HasFatalFailure())
            return;
        }
      });
}

INSTANTIATE_TEST_SUITE_P(Ranks, DifferentialTest, ::testing::Values(2, 3, 4),
                         [](const ::testing::TestParamInfo<int> &info) {
                           return std::to_string(info.param) + "_ranks";
                         });

} // namespace
