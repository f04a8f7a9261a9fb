//===- TestSupport.h - Tensors, references, ranks for tests -----*- C++ -*-===//
//
// Deliberately independent of the runtime's internals: inputs are random
// values exactly representable in every dtype (so encoding them needs no
// rounding), and the reference is computed in float64 from those values.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_TEST_TESTSUPPORT_H
#define TPFUSE_RUNTIME_TEST_TESTSUPPORT_H

#include "tpfuse/runtime.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <functional>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace tpfuse::test {

inline const char *dtypeName(tpfuse_dtype dtype) {
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return "bf16";
  case TPFUSE_DTYPE_F16:
    return "f16";
  case TPFUSE_DTYPE_F32:
    return "f32";
  }
  return "?";
}

inline size_t elementBytes(tpfuse_dtype dtype) {
  return dtype == TPFUSE_DTYPE_F32 ? 4 : 2;
}

/// Relative and absolute tolerance against a float64 reference that skips
/// the dtype roundings of the sum, h and the output: a few units in the last
/// place of the dtype.
inline double tolerance(tpfuse_dtype dtype) {
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return 2e-2;
  case TPFUSE_DTYPE_F16:
    return 3e-3;
  case TPFUSE_DTYPE_F32:
    return 1e-5;
  }
  return 0;
}

/// A host tensor of `dtype` elements, read and written as doubles.
class Tensor {
public:
  Tensor(tpfuse_dtype dtype, size_t size)
      : dtype(dtype), count(size), bytes(size * elementBytes(dtype)) {}

  void *data() { return bytes.data(); }
  const void *data() const { return bytes.data(); }
  size_t size() const { return count; }
  tpfuse_dtype type() const { return dtype; }

  /// `value` must be exactly representable in the dtype.
  void set(size_t i, double value) {
    float single = static_cast<float>(value);
    if (dtype == TPFUSE_DTYPE_F32) {
      std::memcpy(&bytes[4 * i], &single, 4);
    } else if (dtype == TPFUSE_DTYPE_F16) {
      _Float16 half = static_cast<_Float16>(single);
      std::memcpy(&bytes[2 * i], &half, 2);
    } else {
      uint32_t bits;
      std::memcpy(&bits, &single, 4);
      uint16_t high = static_cast<uint16_t>(bits >> 16);
      std::memcpy(&bytes[2 * i], &high, 2);
    }
  }

  double get(size_t i) const {
    if (dtype == TPFUSE_DTYPE_F32) {
      float single;
      std::memcpy(&single, &bytes[4 * i], 4);
      return single;
    }
    if (dtype == TPFUSE_DTYPE_F16) {
      _Float16 half;
      std::memcpy(&half, &bytes[2 * i], 2);
      return static_cast<double>(static_cast<float>(half));
    }
    uint16_t high;
    std::memcpy(&high, &bytes[2 * i], 2);
    uint32_t bits = static_cast<uint32_t>(high) << 16;
    float single;
    std::memcpy(&single, &bits, 4);
    return single;
  }

  /// Fills with NaN, so an element the call forgot to write is caught.
  void poison() {
    for (size_t i = 0; i < count; ++i)
      set(i, std::numeric_limits<double>::quiet_NaN());
  }

  bool operator==(const Tensor &other) const {
    return dtype == other.dtype && bytes == other.bytes;
  }

private:
  tpfuse_dtype dtype;
  size_t count;
  std::vector<unsigned char> bytes;
};

/// Random non-zero multiples of 1/64 in [-2, 2): exact in bf16, f16, f32.
inline std::vector<double> randomValues(size_t size, uint32_t seed) {
  std::mt19937 generator(seed);
  std::uniform_int_distribution<int> step(-128, 126);
  std::vector<double> values(size);
  for (double &value : values) {
    int k = step(generator);
    value = (k >= 0 ? k + 1 : k) / 64.0;
  }
  return values;
}

/// Random weights in [0.5, 1.5], multiples of 1/64.
inline std::vector<double> randomWeights(size_t size, uint32_t seed) {
  std::mt19937 generator(seed);
  std::uniform_int_distribution<int> step(-32, 32);
  std::vector<double> values(size);
  for (double &value : values)
    value = (64 + step(generator)) / 64.0;
  return values;
}

inline Tensor makeTensor(tpfuse_dtype dtype,
                         const std::vector<double> &values) {
  Tensor tensor(dtype, values.size());
  for (size_t i = 0; i < values.size(); ++i)
    tensor.set(i, values[i]);
  return tensor;
}

struct NormReference {
  std::vector<double> normed;
  std::vector<double> residualOut;
};

/// float64 residual RMSNorm: h = x + residual; h * rsqrt(mean(h^2) + eps) * w.
inline NormReference referenceNorm(const std::vector<double> &x,
                                   const std::vector<double> *residual,
                                   const std::vector<double> &weight,
                                   int64_t tokens, int64_t hidden,
                                   double epsilon) {
  NormReference result;
  result.normed.resize(x.size());
  result.residualOut.resize(x.size());
  for (int64_t row = 0; row < tokens; ++row) {
    double sumOfSquares = 0;
    for (int64_t j = 0; j < hidden; ++j) {
      size_t i = static_cast<size_t>(row * hidden + j);
      double h = x[i] + (residual ? (*residual)[i] : 0.0);
      result.residualOut[i] = h;
      sumOfSquares += h * h;
    }
    double inverseRms = 1.0 / std::sqrt(sumOfSquares / hidden + epsilon);
    for (int64_t j = 0; j < hidden; ++j) {
      size_t i = static_cast<size_t>(row * hidden + j);
      result.normed[i] = result.residualOut[i] * inverseRms * weight[j];
    }
  }
  return result;
}

/// Checks every element of `actual` against `expected` within the dtype's
/// tolerance; NaN (an unwritten element) always fails.
inline ::testing::AssertionResult closeTo(const Tensor &actual,
                                          const std::vector<double> &expected) {
  double tol = tolerance(actual.type());
  size_t bad = 0;
  std::string first;
  for (size_t i = 0; i < expected.size(); ++i) {
    double got = actual.get(i);
    if (std::isnan(got) ||
        std::fabs(got - expected[i]) > tol + tol * std::fabs(expected[i])) {
      if (bad++ == 0)
        first = "element " + std::to_string(i) + ": got " +
                std::to_string(got) + ", expected " +
                std::to_string(expected[i]);
    }
  }
  if (bad == 0)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " of " << expected.size() << " elements of "
         << dtypeName(actual.type()) << " differ; first " << first;
}

/// A fresh, empty directory for a file store, removed on destruction.
class TempDirectory {
public:
  TempDirectory() {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "tpfuse-test-XXXXXX")
            .string();
    if (!mkdtemp(pattern.data()))
      std::abort();
    path = pattern;
  }
  ~TempDirectory() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
  const std::string &directory() const { return path; }
  std::string storeUri() const { return "file:" + path; }

private:
  std::string path;
};

/// Options with a timeout short enough for tests and room for their sizes.
inline tpfuse_comm_options testOptions() {
  tpfuse_comm_options options;
  tpfuse_comm_options_init(&options);
  options.max_tokens = 64;
  options.max_hidden = 512;
  options.timeout_ms = 20000;
  return options;
}

/// Runs `body(rank, comm)` on `worldSize` threads, each with its own CPU
/// communicator over a fresh file store; `optionsFor(rank)` may differ per
/// rank. Destroys the communicators afterwards.
inline void
runRanks(int worldSize,
         const std::function<tpfuse_comm_options(int rank)> &optionsFor,
         const std::function<void(int rank, tpfuse_comm *comm)> &body) {
  TempDirectory store;
  std::vector<std::thread> threads;
  for (int rank = 0; rank < worldSize; ++rank) {
    threads.emplace_back([&, rank] {
      tpfuse_comm_options options = optionsFor(rank);
      tpfuse_comm *comm = nullptr;
      tpfuse_status status = tpfuse_comm_create(
          &options, rank, worldSize, store.storeUri().c_str(), &comm);
      ASSERT_EQ(status, TPFUSE_SUCCESS)
          << "rank " << rank << ": " << tpfuse_last_error_message();
      body(rank, comm);
      EXPECT_EQ(tpfuse_comm_destroy(comm), TPFUSE_SUCCESS);
    });
  }
  for (std::thread &thread : threads)
    thread.join();
}

inline void runRanks(int worldSize,
                     const std::function<void(int, tpfuse_comm *)> &body) {
  runRanks(worldSize, [](int) { return testOptions(); }, body);
}

/// One all-reduce + norm problem: every rank's partial sum and the float64
/// reference of the reduced result, regenerated identically by every rank.
struct FusedProblem {
  FusedProblem(int worldSize, int64_t tokens, int64_t hidden,
               tpfuse_dtype dtype, bool withResidual, uint32_t seed = 1)
      : tokens(tokens), hidden(hidden), dtype(dtype) {
    size_t size = static_cast<size_t>(tokens * hidden);
    std::vector<double> sum(size, 0.0);
    for (int rank = 0; rank < worldSize; ++rank) {
      partials.push_back(randomValues(size, seed * 1000 + rank));
      for (size_t i = 0; i < size; ++i)
        sum[i] += partials.back()[i];
    }
    if (withResidual)
      residual = randomValues(size, seed * 1000 + 999);
    weight = randomWeights(static_cast<size_t>(hidden), seed * 1000 + 998);
    expected = referenceNorm(sum, withResidual ? &residual : nullptr, weight,
                             tokens, hidden, epsilon);
  }

  int64_t tokens;
  int64_t hidden;
  tpfuse_dtype dtype;
  float epsilon = 1e-6f;
  std::vector<std::vector<double>> partials;
  std::vector<double> residual;
  std::vector<double> weight;
  NormReference expected;
};

/// The buffers one rank passes for a FusedProblem, outputs poisoned. A rank
/// outside the problem's world throws std::out_of_range.
struct RankBuffers {
  RankBuffers(const FusedProblem &problem, int rank)
      : input(makeTensor(problem.dtype,
                         problem.partials.at(static_cast<size_t>(rank)))),
        residual(makeTensor(problem.dtype, problem.residual)),
        weight(makeTensor(problem.dtype, problem.weight)),
        normed(problem.dtype, input.size()),
        residualOut(problem.dtype, input.size()) {
    normed.poison();
    residualOut.poison();
  }

  const void *residualOrNull() const {
    return residual.size() ? residual.data() : nullptr;
  }

  Tensor input;
  Tensor residual;
  Tensor weight;
  Tensor normed;
  Tensor residualOut;
};

enum class Entry { Fused, Consumer };

/// A tpfuse_rms_norm_args from tpfuse_rms_norm_args_init; the tests set
/// its fields by name from there.
inline tpfuse_rms_norm_args initNormArgs() {
  tpfuse_rms_norm_args args;
  tpfuse_rms_norm_args_init(&args);
  return args;
}

/// The arguments of `problem` on `buffers` (default variant, no weight
/// offset, algorithm auto), writing residual_out only if `withResidualOut`.
inline tpfuse_rms_norm_args normArgs(const FusedProblem &problem,
                                     RankBuffers &buffers,
                                     bool withResidualOut = true) {
  tpfuse_rms_norm_args args = initNormArgs();
  args.dtype = problem.dtype;
  args.input = buffers.input.data();
  args.residual = buffers.residualOrNull();
  args.weight = buffers.weight.data();
  args.normed = buffers.normed.data();
  args.residual_out = withResidualOut ? buffers.residualOut.data() : nullptr;
  args.tokens = problem.tokens;
  args.hidden = problem.hidden;
  args.epsilon = problem.epsilon;
  args.variant = TPFUSE_NORM_DEFAULT;
  args.weight_offset = 0.0f;
  args.algorithm = TPFUSE_ALGORITHM_AUTO;
  return args;
}

/// Calls the fused entry or the consumer entry on `buffers`, writing
/// residual_out only if `withResidualOut`.
inline tpfuse_status callEntry(Entry entry, tpfuse_comm *comm,
                               const FusedProblem &problem,
                               RankBuffers &buffers,
                               bool withResidualOut = true) {
  auto *call = entry == Entry::Fused ? &tpfuse_fused_all_reduce_rms_norm
                                     : &tpfuse_all_reduce_residual_rms_norm;
  tpfuse_rms_norm_args args = normArgs(problem, buffers, withResidualOut);
  return call(comm, &args, nullptr);
}

inline tpfuse_counters countersOf(tpfuse_comm *comm) {
  tpfuse_counters counters{};
  EXPECT_EQ(tpfuse_comm_get_counters(comm, &counters), TPFUSE_SUCCESS);
  return counters;
}

} // namespace tpfuse::test

// In the global namespace, next to tpfuse_counters, for gtest to find.
inline bool operator==(const tpfuse_counters &a, const tpfuse_counters &b) {
  return a.explicit_all_reduces == b.explicit_all_reduces &&
         a.fused_calls == b.fused_calls && a.declines == b.declines;
}

inline std::ostream &operator<<(std::ostream &os,
                                const tpfuse_counters &counters) {
  return os << "{explicit_all_reduces " << counters.explicit_all_reduces
            << ", fused_calls " << counters.fused_calls << ", declines "
            << counters.declines << "}";
}

#endif // TPFUSE_RUNTIME_TEST_TESTSUPPORT_H
