//===- MatmulTest.cpp - tpfuse_matmul on the CPU backend ------------------===//

#include "TestSupport.h"

#include <tuple>

using namespace tpfuse::test;

namespace {

/// A single-rank CPU communicator.
class MatmulTest : public ::testing::Test {
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

  TempDirectory store;
  tpfuse_comm *comm = nullptr;
};

/// float64 c = a . op(b); b is [n, k] when `bTransposed`, else [k, n].
std::vector<double> referenceMatmul(const std::vector<double> &a,
                                    const std::vector<double> &b, int64_t m,
                                    int64_t n, int64_t k, bool bTransposed) {
  std::vector<double> c(static_cast<size_t>(m * n), 0.0);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t p = 0; p < k; ++p)
        c[i * n + j] +=
            a[i * k + p] * (bTransposed ? b[j * k + p] : b[p * n + j]);
  return c;
}

struct Shape {
  int64_t m, n, k;
};

/// (ab_dtype, c_dtype, b_transposed).
using MatmulCase = std::tuple<tpfuse_dtype, tpfuse_dtype, bool>;

class MatmulValuesTest : public MatmulTest,
                         public ::testing::WithParamInterface<MatmulCase> {};

TEST_P(MatmulValuesTest, MatchesFloat64Reference) {
  auto [abDtype, cDtype, bTransposed] = GetParam();
  // Products of the test values are multiples of 2^-12 below 4 in magnitude,
  // so these fp32 sums are exact: only the final rounding to c_dtype differs
  // from the float64 reference.
  for (Shape shape :
       {Shape{1, 1, 1}, Shape{3, 5, 7}, Shape{4, 16, 33}, Shape{17, 9, 64}}) {
    SCOPED_TRACE(testing::Message()
                 << shape.m << "x" << shape.n << "x" << shape.k);
    std::vector<double> a = randomValues(shape.m * shape.k, 11);
    std::vector<double> b = randomValues(shape.k * shape.n, 12);
    Tensor aTensor = makeTensor(abDtype, a);
    Tensor bTensor = makeTensor(abDtype, b);
    Tensor c(cDtype, shape.m * shape.n);
    c.poison();
    ASSERT_EQ(tpfuse_matmul(comm, aTensor.data(), bTensor.data(), c.data(),
                            shape.m, shape.n, shape.k, abDtype, bTransposed,
                            cDtype, nullptr),
              TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    EXPECT_TRUE(closeTo(
        c, referenceMatmul(a, b, shape.m, shape.n, shape.k, bTransposed)));
  }
}

std::string caseName(const ::testing::TestParamInfo<MatmulCase> &info) {
  auto [abDtype, cDtype, bTransposed] = info.param;
  return std::string(dtypeName(abDtype)) + "_to_" + dtypeName(cDtype) +
         (bTransposed ? "_b_transposed" : "");
}

INSTANTIATE_TEST_SUITE_P(
    AllDtypes, MatmulValuesTest,
    ::testing::Values(MatmulCase{TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_BF16, false},
                      MatmulCase{TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_BF16, true},
                      MatmulCase{TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F32, false},
                      MatmulCase{TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F32, true},
                      MatmulCase{TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F16, false},
                      MatmulCase{TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F16, true},
                      MatmulCase{TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F32, false},
                      MatmulCase{TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F32, true},
                      MatmulCase{TPFUSE_DTYPE_F32, TPFUSE_DTYPE_F32, false},
                      MatmulCase{TPFUSE_DTYPE_F32, TPFUSE_DTYPE_F32, true}),
    caseName);

TEST_F(MatmulTest, EmptySumWritesZeros) {
  Tensor c(TPFUSE_DTYPE_BF16, 6);
  c.poison();
  // k == 0: a and b are empty, so they may be null.
  ASSERT_EQ(tpfuse_matmul(comm, nullptr, nullptr, c.data(), 2, 3, 0,
                          TPFUSE_DTYPE_BF16, 1, TPFUSE_DTYPE_BF16, nullptr),
            TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  EXPECT_TRUE(closeTo(c, std::vector<double>(6, 0.0)));
}

TEST_F(MatmulTest, EmptyOutputWritesNothing) {
  Tensor a = makeTensor(TPFUSE_DTYPE_F32, randomValues(8, 1));
  Tensor c(TPFUSE_DTYPE_F32, 4);
  c.poison();
  Tensor untouched = c;
  EXPECT_EQ(tpfuse_matmul(comm, nullptr, a.data(), c.data(), 0, 4, 2,
                          TPFUSE_DTYPE_F32, 0, TPFUSE_DTYPE_F32, nullptr),
            TPFUSE_SUCCESS);
  EXPECT_EQ(tpfuse_matmul(comm, a.data(), nullptr, c.data(), 4, 0, 2,
                          TPFUSE_DTYPE_F32, 0, TPFUSE_DTYPE_F32, nullptr),
            TPFUSE_SUCCESS);
  EXPECT_EQ(tpfuse_matmul(comm, nullptr, nullptr, nullptr, 0, 0, 0,
                          TPFUSE_DTYPE_F32, 0, TPFUSE_DTYPE_F32, nullptr),
            TPFUSE_SUCCESS);
  EXPECT_TRUE(c == untouched);
}

TEST_F(MatmulTest, IsNotCounted) {
  Tensor a = makeTensor(TPFUSE_DTYPE_F32, randomValues(4, 1));
  Tensor c(TPFUSE_DTYPE_F32, 4);
  ASSERT_EQ(tpfuse_matmul(comm, a.data(), a.data(), c.data(), 2, 2, 2,
                          TPFUSE_DTYPE_F32, 0, TPFUSE_DTYPE_F32, nullptr),
            TPFUSE_SUCCESS);
  EXPECT_EQ(countersOf(comm), tpfuse_counters{});
}

/// Valid buffers for a 4 x 8 x 16 bf16 call; each case breaks one argument.
class MatmulArgumentsTest : public MatmulTest {
protected:
  struct Call {
    tpfuse_comm *comm;
    const void *a;
    const void *b;
    void *c;
    int64_t m, n, k;
    // The integers a C caller may pass (see ArgumentsTest's Call).
    int abDtype;
    int bTransposed;
    int cDtype;
    void *stream;
  };

  Call validCall() {
    return Call{
        comm, a.data(),          b.data(), c.data(),          kM,     kN,
        kK,   TPFUSE_DTYPE_BF16, 0,        TPFUSE_DTYPE_BF16, nullptr};
  }

  static tpfuse_status run(const Call &call) {
    return tpfuse_matmul(call.comm, call.a, call.b, call.c, call.m, call.n,
                         call.k, static_cast<tpfuse_dtype>(call.abDtype),
                         call.bTransposed,
                         static_cast<tpfuse_dtype>(call.cDtype), call.stream);
  }

  void expectInvalid(const Call &call, const std::string &fragment) {
    c.poison();
    Tensor before = c;
    EXPECT_EQ(run(call), TPFUSE_ERROR_INVALID_ARGUMENT);
    EXPECT_NE(std::string(tpfuse_last_error_message()).find(fragment),
              std::string::npos)
        << tpfuse_last_error_message();
    EXPECT_TRUE(c == before) << "a rejected call wrote c";
  }

  static constexpr int64_t kM = 4, kN = 8, kK = 16;
  Tensor a{TPFUSE_DTYPE_BF16, kM * kK};
  Tensor b{TPFUSE_DTYPE_BF16, kK * kN};
  Tensor c{TPFUSE_DTYPE_BF16, kM * kN};
};

TEST_F(MatmulArgumentsTest, ValidCallSucceeds) {
  EXPECT_EQ(run(validCall()), TPFUSE_SUCCESS) << tpfuse_last_error_message();
  EXPECT_STREQ(tpfuse_last_error_message(), "");
}

TEST_F(MatmulArgumentsTest, NullPointers) {
  Call call = validCall();
  call.a = nullptr;
  expectInvalid(call, "tpfuse_matmul: a is null");
  call = validCall();
  call.b = nullptr;
  expectInvalid(call, "b is null");
  call = validCall();
  call.c = nullptr;
  expectInvalid(call, "c is null");
}

TEST_F(MatmulArgumentsTest, NegativeSizes) {
  Call call = validCall();
  call.m = -1;
  expectInvalid(call, "m must be >= 0, got -1");
  call = validCall();
  call.n = INT64_MIN;
  expectInvalid(call, "n must be >= 0");
  call = validCall();
  call.k = -3;
  expectInvalid(call, "k must be >= 0, got -3");
}

TEST_F(MatmulArgumentsTest, SizesWhoseByteCountOverflows) {
  Call call = validCall();
  call.m = INT64_MAX / 2;
  expectInvalid(call, "the byte size of a overflows");
  call = validCall();
  call.n = INT64_MAX / 8;
  expectInvalid(call, "the byte size of b overflows");
}

TEST_F(MatmulArgumentsTest, UnsupportedDtypes) {
  Call call = validCall();
  call.abDtype = 3;
  expectInvalid(call, "unsupported ab_dtype 3");
  call = validCall();
  call.abDtype = 1000;
  expectInvalid(call, "unsupported ab_dtype 1000");
  call = validCall();
  call.cDtype = -1;
  expectInvalid(call, "unsupported c_dtype -1");
  call = validCall();
  call.cDtype = TPFUSE_DTYPE_F16;
  expectInvalid(call, "c_dtype must be ab_dtype or f32, not f16 for bf16");
  Tensor f32Inputs(TPFUSE_DTYPE_F32, kK * kK);
  call = validCall();
  call.a = call.b = f32Inputs.data();
  call.abDtype = TPFUSE_DTYPE_F32;
  expectInvalid(call, "not bf16 for f32 inputs");
}

TEST_F(MatmulArgumentsTest, OutputOverlapsAnInput) {
  Call call = validCall();
  call.c = a.data();
  expectInvalid(call, "c overlaps a");
  call = validCall();
  call.c = static_cast<char *>(b.data()) + 2; // partially
  expectInvalid(call, "c overlaps b");
}

TEST_F(MatmulArgumentsTest, StreamOnCpuBackend) {
  Call call = validCall();
  int notAStream;
  call.stream = &notAStream;
  expectInvalid(call, "stream must be null");
}

TEST_F(MatmulArgumentsTest, BadCommunicator) {
  Call call = validCall();
  call.comm = nullptr;
  EXPECT_EQ(run(call), TPFUSE_ERROR_INVALID_ARGUMENT);
  ASSERT_EQ(tpfuse_comm_destroy(comm), TPFUSE_SUCCESS);
  call.comm = comm;
  comm = nullptr;
  EXPECT_EQ(run(call), TPFUSE_ERROR_DESTROYED);
}

TEST(DeviceCodeErrorTest, NoneWithoutDeviceCode) {
  EXPECT_EQ(tpfuse_take_device_code_error(), TPFUSE_SUCCESS);
  EXPECT_STREQ(tpfuse_last_error_message(), "");
}

} // namespace
