//===- QuantArgumentsTest.cpp - The quantized output's argument rules -----===//
//
// Each rule of the quantization fields (docs/runtime.md, "Quantized
// outputs") refused by all three norm entries with its message, before
// anything is written; a version-3 struct still works whatever lies past
// it; ranks that disagree on the quantization all fail together.
//
//===----------------------------------------------------------------------===//

#include "TestSupport.h"

#include <climits>
#include <functional>

using namespace tpfuse::test;

namespace {

struct NormEntry {
  const char *name;
  tpfuse_status (*call)(tpfuse_comm *, const tpfuse_rms_norm_args *, void *);
};

const NormEntry kNormEntries[] = {
    {"tpfuse_rms_norm", &tpfuse_rms_norm},
    {"tpfuse_fused_all_reduce_rms_norm", &tpfuse_fused_all_reduce_rms_norm},
    {"tpfuse_all_reduce_residual_rms_norm",
     &tpfuse_all_reduce_residual_rms_norm}};

template <typename Enum> void storeEnum(Enum &field, int value) {
  std::memcpy(&field, &value, sizeof value);
}

/// A single-rank CPU communicator and the buffers of a [4, 64] bf16 call,
/// large enough for every scheme's outputs.
class QuantArgumentsTest : public ::testing::Test {
protected:
  static constexpr int64_t kTokens = 4;
  static constexpr int64_t kHidden = 64;

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

  /// Valid arguments of `quant` (FP8 per group: groups of 32, F32 scales).
  tpfuse_rms_norm_args valid(tpfuse_quant_scheme quant) {
    tpfuse_rms_norm_args args = initNormArgs();
    args.input = input.data();
    args.weight = weight.data();
    args.normed = normed.data();
    args.tokens = kTokens;
    args.hidden = kHidden;
    args.quant = quant;
    if (quant != TPFUSE_QUANT_NONE)
      args.quantized = quantized.data();
    switch (quant) {
    case TPFUSE_QUANT_FP8_STATIC:
      args.scale_in = &scaleIn;
      break;
    case TPFUSE_QUANT_FP8_PER_TOKEN:
      args.min_scale = 1e-6f;
      args.scales = scales.data();
      break;
    case TPFUSE_QUANT_FP8_PER_GROUP:
      args.min_scale = 1e-6f;
      args.group_size = 32;
      args.scales = scales.data();
      break;
    case TPFUSE_QUANT_NVFP4:
      args.group_size = 16;
      args.scale_in = &scaleIn;
      args.scales = scales.data();
      break;
    case TPFUSE_QUANT_MXFP4:
      args.group_size = 32;
      args.scales = scales.data();
      break;
    case TPFUSE_QUANT_NONE:
      break;
    }
    return args;
  }

  /// Every entry refuses `args` with "ENTRY: " + `message` (a prefix of the
  /// full message), writing nothing.
  void expectRefused(const tpfuse_rms_norm_args &args,
                     const std::string &message) {
    for (const NormEntry &entry : kNormEntries) {
      std::fill(quantized.begin(), quantized.end(), uint8_t(0xab));
      normed.poison();
      EXPECT_EQ(entry.call(comm, &args, nullptr), TPFUSE_ERROR_INVALID_ARGUMENT)
          << entry.name << ", expected: " << message;
      std::string expected = std::string(entry.name) + ": " + message;
      EXPECT_EQ(
          std::string(tpfuse_last_error_message()).substr(0, expected.size()),
          expected);
      EXPECT_EQ(quantized[0], 0xab) << entry.name << " wrote quantized";
    }
  }

  /// Every entry accepts `args` (the fused one too: the CPU backend fuses
  /// over one rank as over several).
  void expectAccepted(const tpfuse_rms_norm_args &args) {
    for (const NormEntry &entry : kNormEntries)
      EXPECT_EQ(entry.call(comm, &args, nullptr), TPFUSE_SUCCESS)
          << entry.name << ": " << tpfuse_last_error_message();
  }

  TempDirectory store;
  tpfuse_comm *comm = nullptr;
  Tensor input =
      makeTensor(TPFUSE_DTYPE_BF16, randomValues(kTokens *kHidden, 3));
  Tensor weight = makeTensor(TPFUSE_DTYPE_BF16, randomWeights(kHidden, 4));
  Tensor normed{TPFUSE_DTYPE_BF16, kTokens * kHidden};
  std::vector<uint8_t> quantized = std::vector<uint8_t>(kTokens * kHidden);
  // Room for every layout of up to 4 scales per token of 4 tokens.
  std::vector<uint8_t> scales = std::vector<uint8_t>(4096);
  float scaleIn = 0.5f;
};

TEST_F(QuantArgumentsTest, EverySchemeIsAccepted) {
  for (tpfuse_quant_scheme quant :
       {TPFUSE_QUANT_NONE, TPFUSE_QUANT_FP8_STATIC, TPFUSE_QUANT_FP8_PER_TOKEN,
        TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_QUANT_NVFP4, TPFUSE_QUANT_MXFP4})
    expectAccepted(valid(quant));
}

// Since API version 5 a quantizing call may leave normed out; a call that
// does not quantize may not (it would write nothing).
TEST_F(QuantArgumentsTest, OnlyAQuantizingCallMayLeaveNormedNull) {
  for (tpfuse_quant_scheme quant :
       {TPFUSE_QUANT_FP8_STATIC, TPFUSE_QUANT_FP8_PER_TOKEN,
        TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_QUANT_NVFP4, TPFUSE_QUANT_MXFP4}) {
    tpfuse_rms_norm_args args = valid(quant);
    auto poisonOutputs = [&] {
      std::fill(quantized.begin(), quantized.end(), uint8_t(0xab));
      std::fill(scales.begin(), scales.end(), uint8_t(0xab));
    };
    poisonOutputs();
    expectAccepted(args);
    const std::vector<uint8_t> withNormed = quantized,
                               withNormedScales = scales;
    args.normed = nullptr;
    poisonOutputs();
    expectAccepted(args);
    EXPECT_EQ(quantized, withNormed) << "quant " << quant;
    EXPECT_EQ(scales, withNormedScales) << "quant " << quant;
  }
  tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_NONE);
  args.normed = nullptr;
  expectRefused(args, "normed is null (only a quantizing call may leave it "
                      "out)");
}

TEST_F(QuantArgumentsTest, NoneNeedsEveryQuantizationFieldZero) {
  const std::string tail = " is set but quant is TPFUSE_QUANT_NONE";
  std::vector<
      std::pair<const char *, std::function<void(tpfuse_rms_norm_args &)>>>
      fields = {
          {"scale_format",
           [](auto &a) { a.scale_format = TPFUSE_SCALE_UE8M0; }},
          {"scale_layout",
           [](auto &a) { a.scale_layout = TPFUSE_SCALE_COLUMN_MAJOR; }},
          {"min_scale", [](auto &a) { a.min_scale = 1e-3f; }},
          {"min_scale", [](auto &a) { a.min_scale = -0.0f; }},
          {"group_size", [](auto &a) { a.group_size = 16; }},
          {"scale_in", [this](auto &a) { a.scale_in = &scaleIn; }},
          {"quantized", [this](auto &a) { a.quantized = quantized.data(); }},
          {"scales", [this](auto &a) { a.scales = scales.data(); }},
          {"scaling", [](auto &a) { a.scaling = TPFUSE_SCALING_RECIPROCAL; }},
      };
  for (auto &[name, set] : fields) {
    tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_NONE);
    set(args);
    expectRefused(args, std::string(name) + tail);
  }
}

TEST_F(QuantArgumentsTest, UnknownEnumValues) {
  for (int value : {-1, 6, 1000}) {
    tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_NONE);
    storeEnum(args.quant, value);
    expectRefused(args, "unknown quant " + std::to_string(value));
  }
  for (int value : {-1, 2}) {
    tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_FP8_PER_GROUP);
    storeEnum(args.scale_format, value);
    expectRefused(args, "unknown scale_format " + std::to_string(value));
  }
  for (int value : {-1, 4}) {
    tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_FP8_PER_GROUP);
    storeEnum(args.scale_layout, value);
    expectRefused(args, "unknown scale_layout " + std::to_string(value));
  }
  for (int value : {-1, 2}) {
    tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_FP8_STATIC);
    storeEnum(args.scaling, value);
    expectRefused(args, "unknown scaling " + std::to_string(value));
  }
}

TEST_F(QuantArgumentsTest, ReciprocalScalingIsForTheFp8Schemes) {
  for (tpfuse_quant_scheme quant :
       {TPFUSE_QUANT_FP8_STATIC, TPFUSE_QUANT_FP8_PER_TOKEN,
        TPFUSE_QUANT_FP8_PER_GROUP}) {
    tpfuse_rms_norm_args args = valid(quant);
    args.scaling = TPFUSE_SCALING_RECIPROCAL;
    expectAccepted(args);
  }
  for (auto [quant, name] :
       {std::pair{TPFUSE_QUANT_NVFP4, "TPFUSE_QUANT_NVFP4"},
        std::pair{TPFUSE_QUANT_MXFP4, "TPFUSE_QUANT_MXFP4"}}) {
    tpfuse_rms_norm_args args = valid(quant);
    args.scaling = TPFUSE_SCALING_RECIPROCAL;
    expectRefused(args, std::string(name) +
                            " scales its values its own way: scaling must be "
                            "TPFUSE_SCALING_DIVIDE");
  }
}

TEST_F(QuantArgumentsTest, VersionFourStructReadsAsDividing) {
  // A caller of the 128-byte struct: whatever follows it in memory is not
  // read as scaling.
  tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_NVFP4);
  args.struct_size = 128;
  storeEnum(args.scaling, 99);
  expectAccepted(args);
}

/// One broken field of a valid call of `quant`, and the message.
struct Rule {
  tpfuse_quant_scheme quant;
  std::function<void(tpfuse_rms_norm_args &, void *scratch)> breakIt;
  std::string message;
};

TEST_F(QuantArgumentsTest, EachSchemeRule) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  const std::string fp8s = "TPFUSE_QUANT_FP8_STATIC",
                    tok = "TPFUSE_QUANT_FP8_"
                          "PER_TOKEN",
                    grp = "TPFUSE_QUANT_FP8_PER_GROUP",
                    nv = "TPFUSE_QUANT_NVFP4", mx = "TPFUSE_QUANT_MXFP4";
  const std::vector<Rule> rules = {
      {TPFUSE_QUANT_FP8_STATIC, [](auto &a, void *) { a.scale_in = nullptr; },
       fp8s + " reads its scale from scale_in, which is null"},
      {TPFUSE_QUANT_FP8_STATIC, [](auto &a, void *s) { a.scales = s; },
       fp8s + " computes no scales: scales must be null"},
      {TPFUSE_QUANT_FP8_STATIC,
       [](auto &a, void *) { a.scale_format = TPFUSE_SCALE_UE8M0; },
       fp8s + " does not take scale_format TPFUSE_SCALE_UE8M0"},
      {TPFUSE_QUANT_FP8_STATIC,
       [](auto &a, void *) { a.scale_layout = TPFUSE_SCALE_COLUMN_MAJOR; },
       fp8s + " does not take scale_layout TPFUSE_SCALE_COLUMN_MAJOR"},
      {TPFUSE_QUANT_FP8_STATIC, [](auto &a, void *) { a.group_size = 16; },
       fp8s + " takes no group_size: it must be 0, got 16"},
      {TPFUSE_QUANT_FP8_STATIC, [](auto &a, void *) { a.min_scale = 1e-3f; },
       fp8s + " takes no min_scale: it must be 0, got 0.001"},
      {TPFUSE_QUANT_FP8_PER_TOKEN, [](auto &a, void *) { a.scales = nullptr; },
       "scales is null (" + tok + " writes its scales there)"},
      {TPFUSE_QUANT_FP8_PER_TOKEN,
       [this](auto &a, void *) { a.scale_in = &scaleIn; },
       tok + " takes no scale_in: it must be null"},
      {TPFUSE_QUANT_FP8_PER_TOKEN,
       [](auto &a, void *) { a.scale_format = TPFUSE_SCALE_UE8M0; },
       tok + " does not take scale_format TPFUSE_SCALE_UE8M0"},
      {TPFUSE_QUANT_FP8_PER_TOKEN,
       [](auto &a, void *) { a.scale_layout = TPFUSE_SCALE_PACKED_UE8M0; },
       tok + " does not take scale_layout TPFUSE_SCALE_PACKED_UE8M0"},
      {TPFUSE_QUANT_FP8_PER_TOKEN, [](auto &a, void *) { a.group_size = 64; },
       tok + " takes no group_size: it must be 0, got 64"},
      {TPFUSE_QUANT_FP8_PER_TOKEN, [](auto &a, void *) { a.min_scale = 0; },
       "min_scale must be finite and > 0 for " + tok + ", got 0"},
      {TPFUSE_QUANT_FP8_PER_TOKEN, [&](auto &a, void *) { a.min_scale = nan; },
       "min_scale must be finite and > 0 for " + tok + ", got nan"},
      {TPFUSE_QUANT_FP8_PER_GROUP, [&](auto &a, void *) { a.min_scale = inf; },
       "min_scale must be finite and > 0 for " + grp + ", got inf"},
      {TPFUSE_QUANT_FP8_PER_GROUP, [](auto &a, void *) { a.min_scale = -1; },
       "min_scale must be finite and > 0 for " + grp + ", got -1"},
      {TPFUSE_QUANT_FP8_PER_GROUP, [](auto &a, void *) { a.group_size = 0; },
       "group_size must be > 0 and divide hidden (64), got 0"},
      {TPFUSE_QUANT_FP8_PER_GROUP, [](auto &a, void *) { a.group_size = -32; },
       "group_size must be > 0 and divide hidden (64), got -32"},
      {TPFUSE_QUANT_FP8_PER_GROUP, [](auto &a, void *) { a.group_size = 48; },
       "group_size must be > 0 and divide hidden (64), got 48"},
      {TPFUSE_QUANT_FP8_PER_GROUP,
       [this](auto &a, void *) { a.scale_in = &scaleIn; },
       grp + " takes no scale_in: it must be null"},
      {TPFUSE_QUANT_FP8_PER_GROUP,
       [](auto &a, void *) { a.scale_layout = TPFUSE_SCALE_SWIZZLED_128X4; },
       grp + " does not take scale_layout TPFUSE_SCALE_SWIZZLED_128X4"},
      {TPFUSE_QUANT_FP8_PER_GROUP,
       [](auto &a, void *) { a.scale_layout = TPFUSE_SCALE_PACKED_UE8M0; },
       "TPFUSE_SCALE_PACKED_UE8M0 packs UE8M0 scales"},
      {TPFUSE_QUANT_FP8_PER_GROUP,
       [](auto &a, void *) {
         a.scale_layout = TPFUSE_SCALE_PACKED_UE8M0;
         a.scale_format = TPFUSE_SCALE_UE8M0;
         a.min_scale = 1e-39f;
       },
       "TPFUSE_SCALE_PACKED_UE8M0 stores scales from 2^-127 up"},
      {TPFUSE_QUANT_NVFP4, [](auto &a, void *) { a.group_size = 32; },
       nv + " quantizes blocks of 16: group_size must be 16, got 32"},
      {TPFUSE_QUANT_NVFP4, [](auto &a, void *) { a.hidden = 40; },
       "group_size must be > 0 and divide hidden (40), got 16"},
      {TPFUSE_QUANT_NVFP4, [](auto &a, void *) { a.scale_in = nullptr; },
       nv + " reads its scale from scale_in, which is null"},
      {TPFUSE_QUANT_NVFP4, [](auto &a, void *) { a.scales = nullptr; },
       "scales is null (" + nv + " writes its scales there)"},
      {TPFUSE_QUANT_NVFP4,
       [](auto &a, void *) { a.scale_format = TPFUSE_SCALE_UE8M0; },
       nv + " does not take scale_format TPFUSE_SCALE_UE8M0"},
      {TPFUSE_QUANT_NVFP4, [](auto &a, void *) { a.min_scale = 1e-3f; },
       nv + " takes no min_scale: it must be 0, got 0.001"},
      {TPFUSE_QUANT_NVFP4,
       [](auto &a, void *) { a.scale_layout = TPFUSE_SCALE_COLUMN_MAJOR; },
       nv + " does not take scale_layout TPFUSE_SCALE_COLUMN_MAJOR"},
      {TPFUSE_QUANT_MXFP4, [](auto &a, void *) { a.group_size = 16; },
       mx + " quantizes blocks of 32: group_size must be 32, got 16"},
      {TPFUSE_QUANT_MXFP4, [](auto &a, void *) { a.hidden = 48; },
       "group_size must be > 0 and divide hidden (48), got 32"},
      {TPFUSE_QUANT_MXFP4, [this](auto &a, void *) { a.scale_in = &scaleIn; },
       mx + " takes no scale_in: it must be null"},
      {TPFUSE_QUANT_MXFP4,
       [](auto &a, void *) { a.scale_format = TPFUSE_SCALE_UE8M0; },
       mx + " does not take scale_format TPFUSE_SCALE_UE8M0"},
      {TPFUSE_QUANT_MXFP4, [](auto &a, void *) { a.min_scale = 1.0f; },
       mx + " takes no min_scale: it must be 0, got 1"},
      {TPFUSE_QUANT_MXFP4,
       [](auto &a, void *) { a.scale_layout = TPFUSE_SCALE_PACKED_UE8M0; },
       mx + " does not take scale_layout TPFUSE_SCALE_PACKED_UE8M0"},
      {TPFUSE_QUANT_MXFP4, [](auto &a, void *) { a.quantized = nullptr; },
       "quantized is null"},
  };
  for (const Rule &rule : rules) {
    tpfuse_rms_norm_args args = valid(rule.quant);
    rule.breakIt(args, scales.data());
    SCOPED_TRACE(rule.message);
    expectRefused(args, rule.message);
  }
}

TEST_F(QuantArgumentsTest, EmptyBatchNeedsNoOutputs) {
  for (tpfuse_quant_scheme quant :
       {TPFUSE_QUANT_FP8_PER_TOKEN, TPFUSE_QUANT_NVFP4, TPFUSE_QUANT_MXFP4}) {
    tpfuse_rms_norm_args args = valid(quant);
    args.tokens = 0;
    args.input = args.normed = args.quantized = args.scales = nullptr;
    expectAccepted(args);
  }
}

TEST_F(QuantArgumentsTest, ScaleBytesThatOverflow) {
  tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_FP8_PER_GROUP);
  // tokens x hidden x 2 fits; 4-byte scales of T4 tokens per group do not.
  args.hidden = 1;
  args.group_size = 1;
  args.tokens = INT64_MAX / 2 - 1;
  args.scale_layout = TPFUSE_SCALE_COLUMN_MAJOR;
  expectRefused(args, "the byte size of scales overflows");
}

TEST_F(QuantArgumentsTest, Overlaps) {
  {
    tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_FP8_PER_GROUP);
    args.quantized = static_cast<char *>(normed.data()) + 8;
    expectRefused(args, "normed overlaps quantized");
  }
  {
    tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_FP8_PER_GROUP);
    args.scales = quantized.data() + kTokens * kHidden - 4;
    expectRefused(args, "quantized overlaps scales");
  }
  {
    tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_FP8_PER_GROUP);
    args.scales = const_cast<void *>(weight.data());
    expectRefused(args, "scales overlaps weight");
  }
  {
    tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_FP8_PER_GROUP);
    args.scales = const_cast<void *>(input.data());
    expectRefused(args, "scales overlaps input");
  }
  {
    tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_NVFP4);
    args.scale_in = scales.data() + 2;
    expectRefused(args, "scales overlaps scale_in");
  }
  {
    tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_FP8_STATIC);
    args.scale_in = static_cast<char *>(normed.data()) + 4;
    expectRefused(args, "normed overlaps scale_in");
  }
  {
    // scale_in is an input: it may lie inside another input.
    tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_FP8_STATIC);
    args.scale_in = weight.data();
    expectAccepted(args);
  }
}

TEST_F(QuantArgumentsTest, VersionThreeStructIgnoresTheFieldsPastIt) {
  tpfuse_rms_norm_args args = valid(TPFUSE_QUANT_NONE);
  args.struct_size = 80;
  // Garbage past the version-3 size is not read.
  storeEnum(args.quant, 99);
  args.quantized = quantized.data();
  args.group_size = -5;
  std::fill(quantized.begin(), quantized.end(), uint8_t(0xab));
  expectAccepted(args);
  EXPECT_EQ(quantized[0], 0xab);
}

TEST(QuantDisagreementTest, RanksThatDisagreeAllFail) {
  struct Case {
    const char *field;
    std::function<void(tpfuse_rms_norm_args &)> change;
  };
  const Case cases[] = {
      {"quant", [](auto &a) { a.quant = TPFUSE_QUANT_MXFP4; }},
      {"group_size", [](auto &a) { a.group_size = 64; }},
      {"min_scale", [](auto &a) { a.min_scale = 2e-6f; }},
      {"scale_format", [](auto &a) { a.scale_format = TPFUSE_SCALE_UE8M0; }},
      {"scale_layout",
       [](auto &a) { a.scale_layout = TPFUSE_SCALE_COLUMN_MAJOR; }},
      {"scaling", [](auto &a) { a.scaling = TPFUSE_SCALING_RECIPROCAL; }},
  };
  const int64_t tokens = 2, hidden = 128;
  runRanks(2, [&](int rank, tpfuse_comm *comm) {
    Tensor input =
        makeTensor(TPFUSE_DTYPE_F32, randomValues(tokens * hidden, 5 + rank));
    Tensor weight = makeTensor(TPFUSE_DTYPE_F32, randomWeights(hidden, 6));
    Tensor normed(TPFUSE_DTYPE_F32, tokens * hidden);
    std::vector<uint8_t> quantized(tokens * hidden), scales(4096);
    for (const Case &c : cases) {
      for (const NormEntry &entry : {kNormEntries[1], kNormEntries[2]}) {
        tpfuse_rms_norm_args args = initNormArgs();
        args.dtype = TPFUSE_DTYPE_F32;
        args.input = input.data();
        args.weight = weight.data();
        args.normed = normed.data();
        args.tokens = tokens;
        args.hidden = hidden;
        args.quant = TPFUSE_QUANT_FP8_PER_GROUP;
        args.min_scale = 1e-6f;
        args.group_size = 32;
        args.quantized = quantized.data();
        args.scales = scales.data();
        if (rank == 1) {
          c.change(args);
          if (args.quant == TPFUSE_QUANT_MXFP4)
            args.min_scale = 0.0f;
        }
        EXPECT_EQ(entry.call(comm, &args, nullptr),
                  TPFUSE_ERROR_INVALID_ARGUMENT)
            << entry.name << ", " << c.field << ", rank " << rank;
        EXPECT_NE(std::string(tpfuse_last_error_message())
                      .find(std::string("passes ") + c.field + " "),
                  std::string::npos)
            << tpfuse_last_error_message();
      }
    }
    // Still in step: an agreed call works.
    tpfuse_rms_norm_args args = initNormArgs();
    args.dtype = TPFUSE_DTYPE_F32;
    args.input = input.data();
    args.weight = weight.data();
    args.normed = normed.data();
    args.tokens = tokens;
    args.hidden = hidden;
    args.quant = TPFUSE_QUANT_MXFP4;
    args.group_size = 32;
    args.quantized = quantized.data();
    args.scales = scales.data();
    EXPECT_EQ(tpfuse_all_reduce_residual_rms_norm(comm, &args, nullptr),
              TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
  });
}

} // namespace
