//===- ArgumentsTest.cpp - Bad arguments give error codes, not crashes ----===//

#include "TestSupport.h"

#include <climits>
#include <cstddef>
#include <type_traits>

using namespace tpfuse::test;

namespace {

/// Stores `value` in the C enum field `field` as a C caller may, by its
/// bytes: an out-of-range value must never be formed as a C++ enum, here
/// or in the runtime.
template <typename Enum> void storeEnum(Enum &field, int value) {
  static_assert(std::is_enum_v<Enum> && sizeof(Enum) == sizeof(int),
                "a C enum field");
  std::memcpy(&field, &value, sizeof value);
}

/// The integer in the C enum field `field`, read by its bytes.
template <typename Enum> int enumInt(const Enum &field) {
  static_assert(std::is_enum_v<Enum> && sizeof(Enum) == sizeof(int),
                "a C enum field");
  int value;
  std::memcpy(&value, &field, sizeof value);
  return value;
}

/// One of the three norm entries, by name.
struct NormEntry {
  const char *name;
  tpfuse_status (*call)(tpfuse_comm *, const tpfuse_rms_norm_args *, void *);
  /// Whether it reads (and so checks) args->algorithm.
  bool readsAlgorithm;
};

const NormEntry kNormEntries[] = {{"tpfuse_rms_norm", &tpfuse_rms_norm, false},
                                  {"tpfuse_fused_all_reduce_rms_norm",
                                   &tpfuse_fused_all_reduce_rms_norm, true},
                                  {"tpfuse_all_reduce_residual_rms_norm",
                                   &tpfuse_all_reduce_residual_rms_norm, true}};

/// A single-rank CPU communicator and valid buffers; each test breaks one
/// argument at a time.
class ArgumentsTest : public ::testing::Test {
protected:
  void SetUp() override {
    tpfuse_comm_options options = testOptions();
    ASSERT_EQ(
        tpfuse_comm_create(&options, 0, 1, store.storeUri().c_str(), &comm),
        TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
  }
  void TearDown() override {
    if (comm)
      tpfuse_comm_destroy(comm);
  }

  /// Both all-reduce + norm entries and the plain norm, with one field of
  /// their tpfuse_rms_norm_args replaced by the caller. The enum fields are
  /// held as the integers a C caller may store, and reach the struct only
  /// through storeEnum (fillArgs).
  struct Call {
    const void *input;
    const void *residual;
    const void *weight;
    void *normed;
    void *residualOut;
    int64_t tokens;
    int64_t hidden;
    int dtype;
    float epsilon;
    int algorithm;
    void *stream;
    uint32_t variant = TPFUSE_NORM_DEFAULT;
    float weightOffset = 0.0f;
  };

  Call validCall() {
    return Call{input.data(),
                residual.data(),
                weight.data(),
                normed.data(),
                residualOut.data(),
                kTokens,
                kHidden,
                TPFUSE_DTYPE_BF16,
                1e-6f,
                TPFUSE_ALGORITHM_AUTO,
                nullptr};
  }

  /// The entries' argument struct for `call`, each field set by name; the
  /// stream stays an argument of its own.
  static void fillArgs(const Call &call, tpfuse_rms_norm_args &args) {
    tpfuse_rms_norm_args_init(&args);
    storeEnum(args.dtype, call.dtype);
    args.input = call.input;
    args.residual = call.residual;
    args.weight = call.weight;
    args.normed = call.normed;
    args.residual_out = call.residualOut;
    args.tokens = call.tokens;
    args.hidden = call.hidden;
    args.epsilon = call.epsilon;
    args.variant = call.variant;
    args.weight_offset = call.weightOffset;
    storeEnum(args.algorithm, call.algorithm);
  }

  /// Expects every entry taking these arguments to reject them with
  /// `expected` and a message mentioning `fragment`.
  void expectRejected(const Call &call, tpfuse_status expected,
                      const std::string &fragment) {
    tpfuse_rms_norm_args args;
    fillArgs(call, args);
    tpfuse_status statuses[3] = {
        tpfuse_rms_norm(comm, &args, call.stream),
        tpfuse_fused_all_reduce_rms_norm(comm, &args, call.stream),
        tpfuse_all_reduce_residual_rms_norm(comm, &args, call.stream)};
    // tpfuse_rms_norm has no algorithm: it accepts a bad one.
    bool algorithmOnly = call.algorithm != TPFUSE_ALGORITHM_AUTO;
    for (int entry = algorithmOnly ? 1 : 0; entry < 3; ++entry) {
      EXPECT_EQ(statuses[entry], expected)
          << "entry " << entry << ": " << tpfuse_status_name(statuses[entry]);
    }
    EXPECT_NE(std::string(tpfuse_last_error_message()).find(fragment),
              std::string::npos)
        << tpfuse_last_error_message();
    tpfuse_counters counters;
    ASSERT_EQ(tpfuse_comm_get_counters(comm, &counters), TPFUSE_SUCCESS);
    EXPECT_EQ(counters.explicit_all_reduces, 0u);
    EXPECT_EQ(counters.fused_calls, 0u);
    EXPECT_EQ(counters.declines, 0u);
  }

  /// Random inputs, residual and weight, and poisoned (NaN) outputs, so
  /// that a call that runs changes the outputs. Written in place: the
  /// calls' arguments point into these tensors.
  void prepareBuffers() {
    auto fill = [](Tensor &tensor, const std::vector<double> &values) {
      for (size_t i = 0; i < values.size(); ++i)
        tensor.set(i, values[i]);
    };
    fill(input, randomValues(kTokens * kHidden, 11));
    fill(residual, randomValues(kTokens * kHidden, 12));
    fill(weight, randomWeights(kHidden, 13));
    normed.poison();
    residualOut.poison();
  }

  /// The float64 reference of validCall() on prepareBuffers()'s values.
  NormReference reference() const {
    std::vector<double> x(input.size()), r(residual.size()), w(weight.size());
    for (size_t i = 0; i < x.size(); ++i) {
      x[i] = input.get(i);
      r[i] = residual.get(i);
    }
    for (size_t i = 0; i < w.size(); ++i)
      w[i] = weight.get(i);
    return referenceNorm(x, &r, w, kTokens, kHidden, 1e-6);
  }

  /// Calls `entry` with `args` (which may be null), on prepareBuffers()'s
  /// buffers, and expects TPFUSE_ERROR_INVALID_ARGUMENT with exactly
  /// `message`, no buffer written and nothing counted.
  void expectRejectedUnwritten(const NormEntry &entry,
                               const tpfuse_rms_norm_args *args,
                               const std::string &message) {
    SCOPED_TRACE(entry.name);
    prepareBuffers();
    const Tensor inputBefore = input, residualBefore = residual,
                 normedBefore = normed, residualOutBefore = residualOut;
    EXPECT_EQ(entry.call(comm, args, nullptr), TPFUSE_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(std::string(tpfuse_last_error_message()), message);
    EXPECT_TRUE(normed == normedBefore) << "normed was written";
    EXPECT_TRUE(residualOut == residualOutBefore) << "residual_out was written";
    EXPECT_TRUE(input == inputBefore) << "input was written";
    EXPECT_TRUE(residual == residualBefore) << "residual was written";
    EXPECT_EQ(countersOf(comm), (tpfuse_counters{0, 0, 0}));
  }

  static constexpr int64_t kTokens = 4;
  static constexpr int64_t kHidden = 16;
  TempDirectory store;
  tpfuse_comm *comm = nullptr;
  Tensor input{TPFUSE_DTYPE_BF16, kTokens * kHidden};
  Tensor residual{TPFUSE_DTYPE_BF16, kTokens * kHidden};
  Tensor weight{TPFUSE_DTYPE_BF16, kHidden};
  Tensor normed{TPFUSE_DTYPE_BF16, kTokens * kHidden};
  Tensor residualOut{TPFUSE_DTYPE_BF16, kTokens * kHidden};
};

TEST_F(ArgumentsTest, NullPointers) {
  Call call = validCall();
  call.input = nullptr;
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT, "input is null");
  call = validCall();
  call.weight = nullptr;
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT, "weight is null");
  call = validCall();
  call.normed = nullptr;
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT, "normed is null");
}

// 0 tokens is an empty batch (EmptyBatchTest); a 0 hidden size is not.
TEST_F(ArgumentsTest, NegativeTokensAndNonPositiveHidden) {
  for (int64_t bad : {int64_t(-1), INT64_MIN}) {
    Call call = validCall();
    call.tokens = bad;
    expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT, "tokens must be >= 0");
  }
  for (int64_t bad : {int64_t(0), int64_t(-1), INT64_MIN}) {
    Call call = validCall();
    call.hidden = bad;
    expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT, "hidden must be > 0");
  }
}

TEST_F(ArgumentsTest, SizesWhoseByteCountOverflows) {
  Call call = validCall();
  call.tokens = INT64_MAX / 2;
  call.hidden = 4;
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT, "overflows");
}

// Values outside the enums' ranges too (3 is inside tpfuse_dtype's, -1 and
// 1000 are not): the runtime checks the integer before it reads the enum,
// which a build with -fsanitize=enum holds it to.
TEST_F(ArgumentsTest, UnsupportedDtype) {
  for (int bad : {3, -1, 1000, INT_MIN}) {
    Call call = validCall();
    call.dtype = bad;
    expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                   "unsupported dtype " + std::to_string(bad));
  }
}

TEST_F(ArgumentsTest, InvalidAlgorithm) {
  for (int bad : {3, 7, -1, INT_MAX}) {
    Call call = validCall();
    call.algorithm = bad;
    expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                   "unknown algorithm " + std::to_string(bad));
  }
}

TEST_F(ArgumentsTest, BadEpsilon) {
  // The IR verifier's rule: finite and positive, so 0 and -0 too.
  for (float bad :
       {-1e-6f, 0.0f, -0.0f, std::numeric_limits<float>::quiet_NaN(),
        std::numeric_limits<float>::infinity(),
        -std::numeric_limits<float>::infinity()}) {
    Call call = validCall();
    call.epsilon = bad;
    expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                   "epsilon must be finite and positive, got ");
  }
  Call call = validCall();
  call.epsilon = 0.0f;
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                 "epsilon must be finite and positive, got 0");
}

TEST_F(ArgumentsTest, TinyPositiveEpsilonIsAccepted) {
  Call call = validCall();
  for (float epsilon : {std::numeric_limits<float>::denorm_min(), 1e-30f}) {
    call.epsilon = epsilon;
    tpfuse_rms_norm_args args;
    fillArgs(call, args);
    EXPECT_EQ(tpfuse_rms_norm(comm, &args, nullptr), TPFUSE_SUCCESS)
        << epsilon << ": " << tpfuse_last_error_message();
  }
}

TEST_F(ArgumentsTest, UnknownVariantFlags) {
  Call call = validCall();
  call.variant = 1u << 3;
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                 "unknown variant flags 8");
  // Known flags next to an unknown one do not hide it.
  call.variant = TPFUSE_NORM_WEIGHT_AFTER_ROUNDING | (1u << 31);
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                 "unknown variant flags 2147483648");
}

TEST_F(ArgumentsTest, ComputeInDtypeRestrictions) {
  Call call = validCall();
  call.variant = TPFUSE_NORM_COMPUTE_IN_DTYPE;
  call.dtype = TPFUSE_DTYPE_F32;
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                 "TPFUSE_NORM_COMPUTE_IN_DTYPE needs bf16 or f16");
  for (uint32_t other : {uint32_t(TPFUSE_NORM_WEIGHT_AFTER_ROUNDING),
                         uint32_t(TPFUSE_NORM_RESIDUAL_ADD_IN_F32)}) {
    for (tpfuse_dtype dtype : {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16}) {
      call = validCall();
      call.dtype = dtype;
      call.variant = TPFUSE_NORM_COMPUTE_IN_DTYPE | other;
      expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                     "TPFUSE_NORM_COMPUTE_IN_DTYPE rounds after every step "
                     "and takes no other flag");
    }
  }
  for (float offset : {1.0f, 0.5f, -1e-30f}) {
    call = validCall();
    call.variant = TPFUSE_NORM_COMPUTE_IN_DTYPE;
    call.weightOffset = offset;
    expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                   "TPFUSE_NORM_COMPUTE_IN_DTYPE takes a weight_offset of 0");
  }
}

TEST_F(ArgumentsTest, NonFiniteWeightOffset) {
  for (uint32_t variant : {uint32_t(TPFUSE_NORM_DEFAULT),
                           uint32_t(TPFUSE_NORM_WEIGHT_AFTER_ROUNDING |
                                    TPFUSE_NORM_RESIDUAL_ADD_IN_F32),
                           uint32_t(TPFUSE_NORM_COMPUTE_IN_DTYPE)}) {
    for (float bad : {std::numeric_limits<float>::quiet_NaN(),
                      std::numeric_limits<float>::infinity(),
                      -std::numeric_limits<float>::infinity()}) {
      Call call = validCall();
      call.variant = variant;
      call.weightOffset = bad;
      expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                     "weight_offset must be finite");
    }
  }
}

TEST_F(ArgumentsTest, EveryAllowedVariantIsAccepted) {
  // The positive side of the checks above, on each entry.
  struct Allowed {
    tpfuse_dtype dtype;
    uint32_t variant;
    float weightOffset;
  };
  std::vector<Allowed> allowed;
  for (tpfuse_dtype dtype :
       {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F32}) {
    for (uint32_t flags = 0; flags < 4; ++flags)
      for (float offset : {0.0f, 1.0f, -0.5f})
        allowed.push_back({dtype, flags, offset});
    if (dtype != TPFUSE_DTYPE_F32) {
      allowed.push_back({dtype, TPFUSE_NORM_COMPUTE_IN_DTYPE, 0.0f});
      allowed.push_back({dtype, TPFUSE_NORM_COMPUTE_IN_DTYPE, -0.0f});
    }
  }
  // f32 buffers for every dtype.
  Tensor input32(TPFUSE_DTYPE_F32, kTokens * kHidden);
  Tensor weight32(TPFUSE_DTYPE_F32, kHidden);
  Tensor normed32(TPFUSE_DTYPE_F32, kTokens * kHidden);
  for (const Allowed &each : allowed) {
    std::string what = std::string(dtypeName(each.dtype)) + " variant " +
                       std::to_string(each.variant) + " offset " +
                       std::to_string(each.weightOffset);
    tpfuse_rms_norm_args args = initNormArgs();
    args.dtype = each.dtype;
    args.input = input32.data();
    args.residual = nullptr;
    args.weight = weight32.data();
    args.normed = normed32.data();
    args.residual_out = nullptr;
    args.tokens = kTokens;
    args.hidden = kHidden;
    args.epsilon = 1e-6f;
    args.variant = each.variant;
    args.weight_offset = each.weightOffset;
    args.algorithm = TPFUSE_ALGORITHM_AUTO;
    EXPECT_EQ(tpfuse_rms_norm(comm, &args, nullptr), TPFUSE_SUCCESS)
        << what << ": " << tpfuse_last_error_message();
    // The fused entry runs every variant (one rank is a world it fuses).
    EXPECT_EQ(tpfuse_fused_all_reduce_rms_norm(comm, &args, nullptr),
              TPFUSE_SUCCESS)
        << what << ": " << tpfuse_last_error_message();
    EXPECT_EQ(tpfuse_all_reduce_residual_rms_norm(comm, &args, nullptr),
              TPFUSE_SUCCESS)
        << what << ": " << tpfuse_last_error_message();
  }
  uint64_t calls = allowed.size();
  tpfuse_counters counters;
  ASSERT_EQ(tpfuse_comm_get_counters(comm, &counters), TPFUSE_SUCCESS);
  EXPECT_EQ(counters.explicit_all_reduces, 0u);
  EXPECT_EQ(counters.fused_calls, 2 * calls);
  EXPECT_EQ(counters.declines, 0u);
}

TEST_F(ArgumentsTest, StreamOnCpuBackend) {
  Call call = validCall();
  int notAStream;
  call.stream = &notAStream;
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT, "stream must be null");
  EXPECT_EQ(tpfuse_all_reduce(comm, input.data(), normed.data(), 4,
                              TPFUSE_DTYPE_BF16, &notAStream),
            TPFUSE_ERROR_INVALID_ARGUMENT);
}

TEST_F(ArgumentsTest, Aliasing) {
  auto *inputBytes = static_cast<char *>(input.data());
  auto *residualBytes = static_cast<char *>(residual.data());
  Call call = validCall();
  call.normed = inputBytes + 2; // shifted by one bf16 element
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                 "normed partially overlaps input");
  call = validCall();
  call.normed = residual.data();
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                 "normed overlaps residual");
  call = validCall();
  call.normed = residualOut.data();
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                 "normed overlaps residual_out");
  // normed spans tokens x hidden elements from the weight's address: that
  // weight sits at the start of a buffer of that size, so normed overlaps
  // nothing else whatever the heap's layout.
  Tensor weightArena(TPFUSE_DTYPE_BF16, kTokens * kHidden);
  call = validCall();
  call.weight = weightArena.data();
  call.normed = weightArena.data();
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT, "normed overlaps weight");
  call = validCall();
  call.residualOut = residualBytes + 2;
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                 "residual_out partially overlaps residual");
  call = validCall();
  call.residualOut = input.data();
  expectRejected(call, TPFUSE_ERROR_INVALID_ARGUMENT,
                 "residual_out overlaps input");
}

TEST_F(ArgumentsTest, AllReduceArguments) {
  EXPECT_EQ(tpfuse_all_reduce(comm, nullptr, normed.data(), 4,
                              TPFUSE_DTYPE_BF16, nullptr),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tpfuse_all_reduce(comm, input.data(), nullptr, 4, TPFUSE_DTYPE_BF16,
                              nullptr),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  for (int64_t bad : {int64_t(-1), INT64_MIN}) {
    EXPECT_EQ(tpfuse_all_reduce(comm, input.data(), normed.data(), bad,
                                TPFUSE_DTYPE_BF16, nullptr),
              TPFUSE_ERROR_INVALID_ARGUMENT);
    EXPECT_NE(
        std::string(tpfuse_last_error_message()).find("count must be >= 0"),
        std::string::npos)
        << tpfuse_last_error_message();
  }
  for (int bad : {9, -1}) {
    EXPECT_EQ(tpfuse_all_reduce(comm, input.data(), normed.data(), 4,
                                static_cast<tpfuse_dtype>(bad), nullptr),
              TPFUSE_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(std::string(tpfuse_last_error_message()),
              "tpfuse_all_reduce: unsupported dtype " + std::to_string(bad));
  }
  EXPECT_EQ(tpfuse_all_reduce(comm, input.data(),
                              static_cast<char *>(input.data()) + 2, 4,
                              TPFUSE_DTYPE_BF16, nullptr),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tpfuse_all_reduce(comm, input.data(), normed.data(), INT64_MAX,
                              TPFUSE_DTYPE_F32, nullptr),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  tpfuse_counters counters;
  ASSERT_EQ(tpfuse_comm_get_counters(comm, &counters), TPFUSE_SUCCESS);
  EXPECT_EQ(counters.explicit_all_reduces, 0u);
}

TEST_F(ArgumentsTest, NullOutParameters) {
  EXPECT_EQ(tpfuse_comm_rank(comm, nullptr), TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tpfuse_comm_world_size(comm, nullptr),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tpfuse_comm_get_counters(comm, nullptr),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tpfuse_comm_force_decline(comm, nullptr),
            TPFUSE_ERROR_INVALID_ARGUMENT);
}

TEST_F(ArgumentsTest, DestroyedCommunicator) {
  ASSERT_EQ(tpfuse_comm_destroy(comm), TPFUSE_SUCCESS);
  tpfuse_comm *destroyed = comm;
  comm = nullptr;
  tpfuse_rms_norm_args args;
  fillArgs(validCall(), args);
  EXPECT_EQ(tpfuse_fused_all_reduce_rms_norm(destroyed, &args, nullptr),
            TPFUSE_ERROR_DESTROYED);
  EXPECT_NE(std::string(tpfuse_last_error_message()).find("destroyed"),
            std::string::npos);
  EXPECT_EQ(tpfuse_all_reduce_residual_rms_norm(destroyed, &args, nullptr),
            TPFUSE_ERROR_DESTROYED);
  EXPECT_EQ(tpfuse_rms_norm(destroyed, &args, nullptr), TPFUSE_ERROR_DESTROYED);
  EXPECT_EQ(tpfuse_all_reduce(destroyed, input.data(), normed.data(), 4,
                              TPFUSE_DTYPE_BF16, nullptr),
            TPFUSE_ERROR_DESTROYED);
  int value;
  tpfuse_counters counters;
  EXPECT_EQ(tpfuse_comm_rank(destroyed, &value), TPFUSE_ERROR_DESTROYED);
  EXPECT_EQ(tpfuse_comm_world_size(destroyed, &value), TPFUSE_ERROR_DESTROYED);
  EXPECT_EQ(tpfuse_comm_get_counters(destroyed, &counters),
            TPFUSE_ERROR_DESTROYED);
  EXPECT_EQ(tpfuse_comm_reset_counters(destroyed), TPFUSE_ERROR_DESTROYED);
  EXPECT_EQ(tpfuse_comm_set_force_decline(destroyed, 1),
            TPFUSE_ERROR_DESTROYED);
  EXPECT_EQ(tpfuse_comm_force_decline(destroyed, &value),
            TPFUSE_ERROR_DESTROYED);
  EXPECT_EQ(tpfuse_comm_destroy(destroyed), TPFUSE_ERROR_DESTROYED);
}

TEST_F(ArgumentsTest, NullAndForeignCommunicator) {
  int value;
  EXPECT_EQ(tpfuse_comm_rank(nullptr, &value), TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tpfuse_comm_destroy(nullptr), TPFUSE_ERROR_INVALID_ARGUMENT);
  // Never dereferenced: the runtime only looks the address up.
  auto *foreign = reinterpret_cast<tpfuse_comm *>(&value);
  EXPECT_EQ(tpfuse_comm_rank(foreign, &value), TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tpfuse_all_reduce(foreign, input.data(), normed.data(), 4,
                              TPFUSE_DTYPE_BF16, nullptr),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(tpfuse_last_error_message())
                .find("not a tpfuse communicator"),
            std::string::npos);
}

// The argument struct itself, checked before any of its other fields.

TEST_F(ArgumentsTest, NullArgs) {
  for (const NormEntry &entry : kNormEntries)
    expectRejectedUnwritten(entry, nullptr,
                            std::string(entry.name) + ": args is null");
}

TEST_F(ArgumentsTest, StructSizeMustBeSizeofArgs) {
  // Room past the struct, as a caller built against a header with more
  // fields would pass: a library that accepted the size could read it.
  struct {
    tpfuse_rms_norm_args args;
    unsigned char tail[8];
  } padded;
  std::memset(&padded, 0, sizeof padded);
  const uint32_t size = sizeof(tpfuse_rms_norm_args);
  for (uint32_t bad : {0u, size - 1, size + 8}) {
    for (const NormEntry &entry : kNormEntries) {
      SCOPED_TRACE("struct_size " + std::to_string(bad));
      const std::string message =
          std::string(entry.name) + ": args->struct_size is " +
          std::to_string(bad) + ", not sizeof(tpfuse_rms_norm_args) (" +
          std::to_string(size) + "): call tpfuse_rms_norm_args_init first";
      fillArgs(validCall(), padded.args);
      padded.args.struct_size = bad;
      expectRejectedUnwritten(entry, &padded.args, message);
      // Before the fields: a bad dtype and algorithm and a null input do
      // not change it.
      storeEnum(padded.args.dtype, 7);
      storeEnum(padded.args.algorithm, 7);
      padded.args.input = nullptr;
      expectRejectedUnwritten(entry, &padded.args, message);
    }
  }
  // The same call with the right size runs, so the checks above can see a
  // write: the local norm writes both outputs.
  prepareBuffers();
  fillArgs(validCall(), padded.args);
  ASSERT_EQ(tpfuse_rms_norm(comm, &padded.args, nullptr), TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  EXPECT_TRUE(closeTo(normed, reference().normed));
  EXPECT_TRUE(closeTo(residualOut, reference().residualOut));
}

TEST_F(ArgumentsTest, ArgsInitSetsTheDocumentedDefaults) {
  tpfuse_rms_norm_args args;
  std::memset(&args, 0xa5, sizeof args);
  tpfuse_rms_norm_args_init(&args);
  EXPECT_EQ(args.struct_size, sizeof(tpfuse_rms_norm_args));
  EXPECT_EQ(enumInt(args.dtype), TPFUSE_DTYPE_BF16);
  EXPECT_EQ(args.input, nullptr);
  EXPECT_EQ(args.residual, nullptr);
  EXPECT_EQ(args.weight, nullptr);
  EXPECT_EQ(args.normed, nullptr);
  EXPECT_EQ(args.residual_out, nullptr);
  EXPECT_EQ(args.tokens, 0);
  EXPECT_EQ(args.hidden, 0);
  EXPECT_EQ(args.epsilon, 1e-6f);
  EXPECT_EQ(args.variant, uint32_t(TPFUSE_NORM_DEFAULT));
  // +0.0f, not -0.0f or leftover bytes.
  const float zero = 0.0f;
  EXPECT_EQ(std::memcmp(&args.weight_offset, &zero, sizeof zero), 0);
  EXPECT_EQ(enumInt(args.algorithm), TPFUSE_ALGORITHM_AUTO);

  // Null is tolerated.
  tpfuse_rms_norm_args_init(nullptr);
}

TEST_F(ArgumentsTest, ArgsInitDefaultsAreAValidCallOfEveryEntry) {
  // Only the buffers and the shape set: bf16, epsilon 1e-6, the default
  // variant, no weight offset and algorithm auto come from the init.
  // Expected on one rank: every entry runs, the fused ones paying the sum
  // over the one rank.
  for (size_t i = 0; i < 3; ++i) {
    const NormEntry &entry = kNormEntries[i];
    SCOPED_TRACE(entry.name);
    prepareBuffers();
    tpfuse_rms_norm_args args;
    tpfuse_rms_norm_args_init(&args);
    args.input = input.data();
    args.residual = residual.data();
    args.weight = weight.data();
    args.normed = normed.data();
    args.residual_out = residualOut.data();
    args.tokens = kTokens;
    args.hidden = kHidden;
    ASSERT_EQ(entry.call(comm, &args, nullptr), TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    EXPECT_TRUE(closeTo(normed, reference().normed));
    EXPECT_TRUE(closeTo(residualOut, reference().residualOut));
  }
  EXPECT_EQ(countersOf(comm), (tpfuse_counters{0, 2, 0}));
}

TEST_F(ArgumentsTest, StructDtypeIsCheckedBeforeUse) {
  for (int bad : {7, 3, -1}) {
    for (const NormEntry &entry : kNormEntries) {
      SCOPED_TRACE("dtype " + std::to_string(bad));
      const std::string message = std::string(entry.name) +
                                  ": unsupported dtype " + std::to_string(bad);
      tpfuse_rms_norm_args args;
      fillArgs(validCall(), args);
      storeEnum(args.dtype, bad);
      expectRejectedUnwritten(entry, &args, message);
      // Before the buffers and the algorithm.
      args.input = nullptr;
      storeEnum(args.algorithm, 7);
      expectRejectedUnwritten(entry, &args, message);
    }
  }
}

TEST_F(ArgumentsTest, StructAlgorithmIsCheckedBeforeUse) {
  for (int bad : {7, 3, -1}) {
    for (const NormEntry &entry : kNormEntries) {
      SCOPED_TRACE("algorithm " + std::to_string(bad));
      tpfuse_rms_norm_args args;
      fillArgs(validCall(), args);
      storeEnum(args.algorithm, bad);
      if (!entry.readsAlgorithm) {
        // tpfuse_rms_norm ignores the field: it runs, and reports what is
        // wrong with the fields it reads.
        prepareBuffers();
        ASSERT_EQ(entry.call(comm, &args, nullptr), TPFUSE_SUCCESS)
            << tpfuse_last_error_message();
        EXPECT_TRUE(closeTo(normed, reference().normed));
        args.input = nullptr;
        expectRejectedUnwritten(entry, &args,
                                std::string(entry.name) + ": input is null");
        continue;
      }
      const std::string message = std::string(entry.name) +
                                  ": unknown algorithm " + std::to_string(bad);
      expectRejectedUnwritten(entry, &args, message);
      // Before the buffers.
      args.input = nullptr;
      expectRejectedUnwritten(entry, &args, message);
    }
  }
}

TEST_F(ArgumentsTest, SuccessClearsTheLastError) {
  EXPECT_EQ(tpfuse_comm_rank(nullptr, nullptr), TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_STRNE(tpfuse_last_error_message(), "");
  int rank = -1;
  EXPECT_EQ(tpfuse_comm_rank(comm, &rank), TPFUSE_SUCCESS);
  EXPECT_EQ(rank, 0);
  EXPECT_STREQ(tpfuse_last_error_message(), "");
}

TEST(ApiTest, VersionAndStatusNames) {
  EXPECT_EQ(tpfuse_runtime_api_version(), TPFUSE_RUNTIME_API_VERSION);
  EXPECT_STREQ(tpfuse_status_name(TPFUSE_DECLINED), "TPFUSE_DECLINED");
  EXPECT_STREQ(tpfuse_status_name(TPFUSE_ERROR_TIMEOUT),
               "TPFUSE_ERROR_TIMEOUT");
  for (int bad : {8, 42, -1})
    EXPECT_STREQ(tpfuse_status_name(static_cast<tpfuse_status>(bad)),
                 "unknown tpfuse_status");
}

TEST(ApiTest, CheckSizeReportsAMismatch) {
  EXPECT_EQ(tpfuse_check_size("the world size", 4, 2),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_STREQ(tpfuse_last_error_message(), "the world size is 4, expected 2");
  EXPECT_EQ(tpfuse_check_size(nullptr, -1, 3), TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_STREQ(tpfuse_last_error_message(), "a size is -1, expected 3");
  EXPECT_EQ(tpfuse_check_size("dimension 0", 7, 7), TPFUSE_SUCCESS);
  EXPECT_STREQ(tpfuse_last_error_message(), "");
}

TEST(CreateTest, BadCreationArguments) {
  TempDirectory store;
  std::string uri = store.storeUri();
  tpfuse_comm *comm = nullptr;
  tpfuse_comm_options options = testOptions();
  EXPECT_EQ(tpfuse_comm_create(&options, 0, 1, uri.c_str(), nullptr),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tpfuse_comm_create(&options, 0, 0, uri.c_str(), &comm),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tpfuse_comm_create(&options, 2, 2, uri.c_str(), &comm),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tpfuse_comm_create(&options, -1, 2, uri.c_str(), &comm),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(tpfuse_comm_create(&options, 0, 1, nullptr, &comm),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  for (const char *bad :
       {"", "file:", "tcp://localhost", "tcp://:1234", "tcp://localhost:0",
        "tcp://localhost:99999", "tcp://localhost:12x", "redis://x:1"}) {
    EXPECT_EQ(tpfuse_comm_create(&options, 0, 1, bad, &comm),
              TPFUSE_ERROR_INVALID_ARGUMENT)
        << bad;
    EXPECT_NE(std::string(tpfuse_last_error_message()).find("store"),
              std::string::npos);
  }

  tpfuse_comm_options bad = options;
  bad.struct_size = 8;
  EXPECT_EQ(tpfuse_comm_create(&bad, 0, 1, uri.c_str(), &comm),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  for (int value : {2, 5, -1}) {
    bad = options;
    bad.backend = static_cast<tpfuse_backend>(value);
    EXPECT_EQ(tpfuse_comm_create(&bad, 0, 1, uri.c_str(), &comm),
              TPFUSE_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(std::string(tpfuse_last_error_message()),
              "tpfuse_comm_create: unknown backend " + std::to_string(value));
  }
  bad = options;
  bad.max_tokens = -1;
  EXPECT_EQ(tpfuse_comm_create(&bad, 0, 1, uri.c_str(), &comm),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  for (int value : {3, -1}) {
    bad = options;
    bad.workspace_dtype = static_cast<tpfuse_dtype>(value);
    EXPECT_EQ(tpfuse_comm_create(&bad, 0, 1, uri.c_str(), &comm),
              TPFUSE_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(std::string(tpfuse_last_error_message()),
              "tpfuse_comm_create: unsupported workspace_dtype " +
                  std::to_string(value));
  }
  bad = options;
  bad.timeout_ms = 0;
  EXPECT_EQ(tpfuse_comm_create(&bad, 0, 1, uri.c_str(), &comm),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  bad = options;
  bad.device = -2;
  EXPECT_EQ(tpfuse_comm_create(&bad, 0, 1, uri.c_str(), &comm),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(comm, nullptr);
}

TEST(CreateTest, NullOptionsMeanDefaults) {
  TempDirectory store;
  tpfuse_comm *comm = nullptr;
  ASSERT_EQ(tpfuse_comm_create(nullptr, 0, 1, store.storeUri().c_str(), &comm),
            TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  int worldSize = 0;
  EXPECT_EQ(tpfuse_comm_world_size(comm, &worldSize), TPFUSE_SUCCESS);
  EXPECT_EQ(worldSize, 1);
  EXPECT_EQ(tpfuse_comm_destroy(comm), TPFUSE_SUCCESS);
}

#if !TPFUSE_HAVE_CUDA
TEST(CreateTest, CudaBackendIsUnsupportedWithoutCuda) {
  TempDirectory store;
  tpfuse_comm_options options = testOptions();
  options.backend = TPFUSE_BACKEND_CUDA;
  tpfuse_comm *comm = nullptr;
  EXPECT_EQ(tpfuse_comm_create(&options, 0, 1, store.storeUri().c_str(), &comm),
            TPFUSE_ERROR_UNSUPPORTED);
  EXPECT_NE(std::string(tpfuse_last_error_message()).find("without CUDA"),
            std::string::npos);
  int fakeNcclComm;
  EXPECT_EQ(tpfuse_comm_create_from_nccl(&options, &fakeNcclComm, &comm),
            TPFUSE_ERROR_UNSUPPORTED);
  EXPECT_EQ(comm, nullptr);
}
#endif

TEST(CreateTest, FromNcclNeedsTheCudaBackend) {
  tpfuse_comm_options options = testOptions();
  tpfuse_comm *comm = nullptr;
  int fakeNcclComm;
  EXPECT_EQ(tpfuse_comm_create_from_nccl(&options, &fakeNcclComm, &comm),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  options.backend = TPFUSE_BACKEND_CUDA;
  EXPECT_EQ(tpfuse_comm_create_from_nccl(&options, nullptr, &comm),
            TPFUSE_ERROR_INVALID_ARGUMENT);
}

} // namespace
