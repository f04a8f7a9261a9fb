//===- Driver.cpp - What the end-to-end drivers share ---------------------===//

#include "Driver.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

using namespace tpfuse::e2e;

namespace {
constexpr double kBf16Tolerance = 2e-2;
constexpr Bf16 kBf16Nan = 0x7fc0;

int failureCount = 0;
/// The rank of the last Session, for messages that have no Session at hand.
int processRank = -1;

const char *modeName(Mode mode) {
  switch (mode) {
  case Mode::Fused:
    return "fused";
  case Mode::Unfused:
    return "unfused";
  case Mode::Declined:
    return "declined";
  case Mode::WrongWorldSize:
    return "wrong-world-size";
  case Mode::BadInput:
    return "bad-input";
  }
  return "?";
}

[[noreturn]] void usage(const char *program) {
  std::fprintf(stderr,
               "usage: %s --expect "
               "fused|unfused|declined|wrong-world-size|bad-input "
               "[--compiled-world-size N]\n",
               program);
  std::exit(2);
}
} // namespace

Bf16 tpfuse::e2e::toBf16(double value) {
  float single = static_cast<float>(value);
  uint32_t bits;
  std::memcpy(&bits, &single, sizeof(bits));
  // Round to nearest, ties to even, on the 16 bits that are dropped.
  bits += 0x7fff + ((bits >> 16) & 1);
  return static_cast<Bf16>(bits >> 16);
}

double tpfuse::e2e::fromE4m3(uint8_t bits) {
  int exponent = (bits >> 3) & 0xF;
  int mantissa = bits & 7;
  double magnitude = exponent == 0 ? std::ldexp(mantissa, -9)
                                   : std::ldexp(8 + mantissa, exponent - 10);
  return bits & 0x80 ? -magnitude : magnitude;
}

double tpfuse::e2e::fromE2m1(uint8_t nibble) {
  static const double kMagnitudes[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
  double magnitude = kMagnitudes[nibble & 7];
  return nibble & 8 ? -magnitude : magnitude;
}

double tpfuse::e2e::fromBf16(Bf16 value) {
  uint32_t bits = static_cast<uint32_t>(value) << 16;
  float single;
  std::memcpy(&single, &bits, sizeof(single));
  return single;
}

double Values::next(int denominator, double limit) {
  // splitmix64: cheap, and the same on every machine.
  state += 0x9e3779b97f4a7c15ull;
  uint64_t z = state;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  auto steps = static_cast<int64_t>(limit * denominator);
  auto k = static_cast<int64_t>(z % static_cast<uint64_t>(2 * steps)) - steps;
  // [-steps, steps) without 0: shift the non-negative half up by one.
  return static_cast<double>(k >= 0 ? k + 1 : k) / denominator;
}

uint64_t tpfuse::e2e::seedOf(int id, int rank) {
  return (static_cast<uint64_t>(id) << 32) ^ static_cast<uint32_t>(rank + 1);
}

double tpfuse::e2e::roundToBf16(double value) {
  return fromBf16(toBf16(value));
}

std::vector<double> tpfuse::e2e::exactValues(const std::vector<Bf16> &values) {
  std::vector<double> result(values.size());
  for (size_t i = 0; i < values.size(); ++i)
    result[i] = fromBf16(values[i]);
  return result;
}

std::vector<double> tpfuse::e2e::residualRmsNorm(
    const std::vector<double> &x, std::vector<double> &residual,
    const std::vector<double> &weight, double epsilon) {
  size_t hidden = weight.size();
  std::vector<double> normed(x.size());
  for (size_t row = 0; row < x.size() / hidden; ++row) {
    double sumOfSquares = 0;
    for (size_t j = 0; j < hidden; ++j) {
      size_t i = row * hidden + j;
      residual[i] = roundToBf16(residual[i] + x[i]);
      sumOfSquares += residual[i] * residual[i];
    }
    double inverseRms = 1.0 / std::sqrt(sumOfSquares / hidden + epsilon);
    for (size_t j = 0; j < hidden; ++j) {
      size_t i = row * hidden + j;
      normed[i] = roundToBf16(residual[i] * inverseRms * weight[j]);
    }
  }
  return normed;
}

Session::Session(int64_t timeoutMs, tpfuse_backend backend) {
  tpfuse_comm_options options;
  tpfuse_comm_options_init(&options);
  options.backend = backend;
  options.timeout_ms = timeoutMs;
  if (tpfuse_comm_create_from_env(&options, &comm) != TPFUSE_SUCCESS ||
      tpfuse_comm_rank(comm, &rank) != TPFUSE_SUCCESS ||
      tpfuse_comm_world_size(comm, &worldSize) != TPFUSE_SUCCESS) {
    std::fprintf(stderr, "cannot set up the communicator: %s\n",
                 tpfuse_last_error_message());
    std::exit(1);
  }
  processRank = rank;
}

Session::~Session() { tpfuse_comm_destroy(comm); }

Options tpfuse::e2e::parseOptions(int argc, char **argv) {
  Options options;
  bool modeGiven = false;
  for (int arg = 1; arg < argc; arg += 2) {
    if (arg + 1 >= argc)
      usage(argv[0]);
    std::string option = argv[arg], value = argv[arg + 1];
    if (option == "--expect") {
      modeGiven = true;
      if (value == "fused")
        options.mode = Mode::Fused;
      else if (value == "unfused")
        options.mode = Mode::Unfused;
      else if (value == "declined")
        options.mode = Mode::Declined;
      else if (value == "wrong-world-size")
        options.mode = Mode::WrongWorldSize;
      else if (value == "bad-input")
        options.mode = Mode::BadInput;
      else
        usage(argv[0]);
    } else if (option == "--compiled-world-size") {
      options.compiledWorldSize = std::atoi(value.c_str());
      if (options.compiledWorldSize < 1)
        usage(argv[0]);
    } else {
      usage(argv[0]);
    }
  }
  if (!modeGiven)
    usage(argv[0]);
  return options;
}

void tpfuse::e2e::fail(const Session &session, const std::string &what) {
  ++failureCount;
  std::fprintf(stderr, "rank %d: FAILED: %s\n", session.rank, what.c_str());
}

int tpfuse::e2e::failures() { return failureCount; }

StoreDirectory::StoreDirectory(const std::string &prefix) {
  path =
      (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
  if (!mkdtemp(path.data()))
    fatal("cannot make a directory for a store: " +
          std::string(std::strerror(errno)));
}

StoreDirectory::~StoreDirectory() {
  std::error_code ignored;
  std::filesystem::remove_all(path, ignored);
}

void tpfuse::e2e::fatal(const std::string &what) {
  if (processRank >= 0)
    std::fprintf(stderr, "rank %d: ", processRank);
  std::fprintf(stderr, "FAILED: %s\n", what.c_str());
  std::fflush(nullptr);
  std::_Exit(1);
}

void tpfuse::e2e::expectStatus(const Session &session, int32_t status,
                               tpfuse_status expected,
                               const std::string &what) {
  if (status == expected)
    return;
  fail(session, what + ": status " +
                    tpfuse_status_name(static_cast<tpfuse_status>(status)) +
                    " (" + tpfuse_last_error_message() + "), expected " +
                    tpfuse_status_name(expected));
}

void tpfuse::e2e::expectForcedDeclines(const Session &session) {
  int forced = 0;
  expectStatus(session, tpfuse_comm_force_decline(session.comm, &forced),
               TPFUSE_SUCCESS, "reading whether declines are forced");
  if (!forced)
    fail(session, "TPFUSE_FORCE_DECLINE=1 did not force declines");
}

namespace {
std::string describeCounters(const tpfuse_counters &counters) {
  return std::to_string(counters.explicit_all_reduces) + " explicit, " +
         std::to_string(counters.fused_calls) + " fused, " +
         std::to_string(counters.declines) + " declined";
}
} // namespace

std::string tpfuse::e2e::counterMismatch(tpfuse_comm *comm,
                                         const tpfuse_counters &expected,
                                         std::string &actual) {
  tpfuse_counters counters;
  if (tpfuse_comm_get_counters(comm, &counters) != TPFUSE_SUCCESS)
    return std::string("cannot read the counters: ") +
           tpfuse_last_error_message();
  actual = describeCounters(counters);
  if (counters.explicit_all_reduces != expected.explicit_all_reduces ||
      counters.fused_calls != expected.fused_calls ||
      counters.declines != expected.declines)
    return "counters " + actual + ", expected " + describeCounters(expected);
  return "";
}

void tpfuse::e2e::expectCounters(const Session &session, tpfuse_comm *comm,
                                 tpfuse_counters expected,
                                 const std::string &what) {
  std::string actual;
  std::string mismatch = counterMismatch(comm, expected, actual);
  if (!mismatch.empty())
    fail(session, what + ": " + mismatch);
  else
    std::printf("rank %d: %s: %s\n", session.rank, what.c_str(),
                actual.c_str());
}

void tpfuse::e2e::expectCounters(const Session &session,
                                 tpfuse_counters expected,
                                 const std::string &what) {
  expectCounters(session, session.comm, expected, what);
}

void tpfuse::e2e::expectClose(const Session &session,
                              const std::vector<Bf16> &actual,
                              const std::vector<double> &expected,
                              const std::string &what) {
  size_t bad = 0;
  // The largest difference, as a fraction of the tolerance it is allowed.
  double worst = 0;
  std::string first;
  for (size_t i = 0; i < expected.size(); ++i) {
    double got = fromBf16(actual[i]);
    double allowed = kBf16Tolerance + kBf16Tolerance * std::fabs(expected[i]);
    double share = std::fabs(got - expected[i]) / allowed;
    if (std::isnan(got) || share > 1) {
      if (bad++ == 0)
        first = "element " + std::to_string(i) + " is " + std::to_string(got) +
                ", expected " + std::to_string(expected[i]);
      continue;
    }
    worst = std::fmax(worst, share);
  }
  if (bad > 0)
    fail(session, what + ": " + std::to_string(bad) + " of " +
                      std::to_string(expected.size()) +
                      " elements off the reference; " + first);
  else
    std::printf("rank %d: %s: %zu elements match the reference "
                "(the largest difference is %.0f%% of the tolerance)\n",
                session.rank, what.c_str(), expected.size(), 100 * worst);
}

void tpfuse::e2e::expectMessageContains(const Session &session,
                                        const std::string &part,
                                        const std::string &what) {
  std::string message = tpfuse_last_error_message();
  if (message.find(part) == std::string::npos)
    fail(session, what + ": the message \"" + message + "\" does not say \"" +
                      part + "\"");
}

void tpfuse::e2e::poison(std::vector<Bf16> &values) {
  std::fill(values.begin(), values.end(), kBf16Nan);
}

size_t tpfuse::e2e::countDifferences(const std::vector<Bf16> &a,
                                     const std::vector<Bf16> &b) {
  size_t count = 0;
  for (size_t i = 0; i < a.size(); ++i)
    count += a[i] != b[i];
  return count;
}

void tpfuse::e2e::expectBitIdentical(const Session &session,
                                     const std::string &context,
                                     const std::vector<Bf16> &a,
                                     const std::string &aName,
                                     const std::vector<Bf16> &b,
                                     const std::string &bName) {
  size_t differing = countDifferences(a, b);
  if (differing != 0)
    fail(session, context + aName + " and " + bName + ": " +
                      std::to_string(differing) + " of " +
                      std::to_string(a.size()) + " elements differ");
  else
    std::printf("rank %d: %s%s == %s, bit for bit\n", session.rank,
                context.c_str(), aName.c_str(), bName.c_str());
}

Execution tpfuse::e2e::onHost(Tensor<2> &output,
                              std::function<int32_t(tpfuse_comm *)> call) {
  Execution execution;
  execution.run = [&output, call](tpfuse_comm *comm,
                                  std::vector<Bf16> &result) {
    poison(output.values);
    int32_t status = call(comm);
    result = output.values;
    return status;
  };
  return execution;
}

int tpfuse::e2e::checkRuns(const Options &options, const Session &session,
                           int boundaries, const std::vector<double> &reference,
                           const Execution &execution) {
  auto count = static_cast<uint64_t>(boundaries);
  std::string name = modeName(options.mode);
  std::vector<Bf16> output(reference.size());
  int32_t status = execution.run(session.comm, output);

  // A successful run: its status, output and counters, then its replays.
  auto expectSuccess = [&](tpfuse_counters counters, const std::string &what) {
    expectStatus(session, status, TPFUSE_SUCCESS, what);
    expectClose(session, output, reference, what);
    expectCounters(session, counters, what);
    if (execution.checkReplays)
      execution.checkReplays(output, counters, what);
  };

  switch (options.mode) {
  case Mode::Fused: {
    expectSuccess({0, count, 0}, name);
    // The same call forced to decline: the fallback pays each sum once,
    // explicitly, and gives the fused run's output.
    std::vector<Bf16> fused = output;
    expectStatus(session, tpfuse_comm_set_force_decline(session.comm, 1),
                 TPFUSE_SUCCESS, "forcing declines");
    expectStatus(session, tpfuse_comm_reset_counters(session.comm),
                 TPFUSE_SUCCESS, "resetting the counters");
    status = execution.run(session.comm, output);
    expectSuccess({count, 0, count}, "forced decline");
    size_t differing = countDifferences(output, fused);
    if (differing == 0)
      std::printf("rank %d: forced decline: bit-identical to the fused run's "
                  "output\n",
                  session.rank);
    else if (execution.declineBitIdentical)
      fail(session, "forced decline: " + std::to_string(differing) +
                        " elements differ from the fused run's");
    else
      std::printf("rank %d: forced decline: %zu of %zu elements differ from "
                  "the fused run's (allowed on this backend; the output is "
                  "held to the reference above)\n",
                  session.rank, differing, output.size());
    break;
  }
  case Mode::Unfused:
    expectSuccess({count, 0, 0}, name);
    break;
  case Mode::Declined:
    expectForcedDeclines(session);
    expectSuccess({count, 0, count}, name);
    break;
  case Mode::WrongWorldSize:
    expectStatus(session, status, TPFUSE_ERROR_INVALID_ARGUMENT, name);
    expectMessageContains(session,
                          "the communicator's world size is " +
                              std::to_string(session.worldSize) +
                              ", expected " +
                              std::to_string(options.compiledWorldSize),
                          name);
    expectCounters(session, {0, 0, 0}, name);
    break;
  case Mode::BadInput:
    fail(session, "bad-input checks belong to the example's driver");
    break;
  }
  return failures() == 0 ? 0 : 1;
}
