//===- MatmulTest.cpp - tpfuse_matmul on device buffers -------------------===//
//
// Inputs are the test values of TestTensors.h, exact in every dtype, so the
// host regenerates any element. Every output element must be written (c is
// poisoned with NaN first); sampled ones are compared with a float64
// reference, within one rounding to c's dtype plus the worst-case error of
// an fp32 sum of k products in any order.
//
//===----------------------------------------------------------------------===//

#include "MatmulTest.h"

#include "TestTensors.h"
#include "common/Dtype.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>
#include <utility>
#include <vector>

using namespace tpfuse;
using namespace tpfuse::gputest;
using runtime::dispatchDtype;
using runtime::dtypeName;
using runtime::toFloat;

namespace {

constexpr size_t kSampledElements = 2048;

struct MatmulSpec {
  int64_t m, n, k;
  tpfuse_dtype abDtype;
  tpfuse_dtype cDtype;
  bool bTransposed;
  uint64_t seed;

  std::string name() const {
    std::ostringstream text;
    text << "matmul " << m << " x " << n << " x " << k << ' '
         << dtypeName(abDtype) << " -> " << dtypeName(cDtype)
         << (bTransposed ? ", b [n, k]" : ", b [k, n]");
    return text.str();
  }
  int64_t aBytes() const { return m * k * elementBytes(abDtype); }
  int64_t bBytes() const { return k * n * elementBytes(abDtype); }
  int64_t cBytes() const { return m * n * elementBytes(cDtype); }
  double a(int64_t i, int64_t p) const {
    return testValue(seed, 0, TensorKind::Input, i * k + p);
  }
  double b(int64_t p, int64_t j) const {
    return testValue(seed, 0, TensorKind::Residual,
                     bTransposed ? j * k + p : p * n + j);
  }
};

double unitRoundoff(tpfuse_dtype dtype) {
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return std::ldexp(1.0, -8);
  case TPFUSE_DTYPE_F16:
    return std::ldexp(1.0, -11);
  case TPFUSE_DTYPE_F32:
    break;
  }
  return std::ldexp(1.0, -24);
}

/// cudaMalloc'ed for a scope; null when empty.
struct DeviceBuffer {
  explicit DeviceBuffer(int64_t bytes) {
    if (bytes > 0)
      status = cudaMalloc(&data, size_t(bytes));
  }
  ~DeviceBuffer() {
    if (data)
      cudaFree(data);
  }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;

  void *data = nullptr;
  cudaError_t status = cudaSuccess;
};

class MatmulTester {
public:
  MatmulTester(tpfuse_comm *comm, cudaStream_t stream,
               const std::function<void(const std::string &)> &log)
      : comm(comm), stream(stream), log(log) {}

  int run(bool quick);

private:
  bool check(bool condition, const std::string &what) {
    if (!condition) {
      ++failures;
      log("FAIL: " + what);
    }
    return condition;
  }
  bool checkCuda(cudaError_t status, const std::string &what) {
    return check(status == cudaSuccess,
                 what + ": " + cudaGetErrorString(status));
  }
  bool checkStatus(tpfuse_status status, const std::string &what) {
    return check(status == TPFUSE_SUCCESS,
                 what + ": " + tpfuse_status_name(status) + " " +
                     tpfuse_last_error_message());
  }

  tpfuse_status call(const MatmulSpec &spec, const void *a, const void *b,
                     void *c) {
    return tpfuse_matmul(comm, a, b, c, spec.m, spec.n, spec.k, spec.abDtype,
                         spec.bTransposed, spec.cDtype, stream);
  }
  /// Writes the inputs of `spec` and poisons c, on the stream.
  void prepare(const MatmulSpec &spec, void *a, void *b, void *c);
  /// Checks c once the stream's work is done; false on any failure.
  bool verify(const MatmulSpec &spec, const void *c);
  void record(bool passed) {
    ++cases;
    failedCases += passed ? 0 : 1;
  }

  void runCases(bool quick);
  void runGraph();
  void runArguments();

  tpfuse_comm *comm;
  cudaStream_t stream;
  const std::function<void(const std::string &)> &log;
  uint64_t nextSeed = 1;
  int failures = 0;
  int cases = 0;
  int failedCases = 0;
  /// Worst over the sampled elements of |error| / bound.
  double worstErrorRatio = 0;
};

void MatmulTester::prepare(const MatmulSpec &spec, void *a, void *b, void *c) {
  if (a)
    checkCuda(fillTestTensor(a, spec.abDtype, spec.m * spec.k, spec.seed, 0,
                             TensorKind::Input, stream),
              "filling a");
  if (b)
    checkCuda(fillTestTensor(b, spec.abDtype, spec.k * spec.n, spec.seed, 0,
                             TensorKind::Residual, stream),
              "filling b");
  // All-ones bytes are NaN in every dtype.
  if (c)
    checkCuda(cudaMemsetAsync(c, 0xff, size_t(spec.cBytes()), stream),
              "poisoning c");
}

bool MatmulTester::verify(const MatmulSpec &spec, const void *c) {
  const int failuresBefore = failures;
  const std::string name = spec.name();
  if (!checkCuda(cudaStreamSynchronize(stream), name + ": synchronizing"))
    return false;
  const int64_t elements = spec.m * spec.n;
  std::vector<char> bytes(static_cast<size_t>(spec.cBytes()));
  if (elements > 0 && !checkCuda(cudaMemcpy(bytes.data(), c, bytes.size(),
                                            cudaMemcpyDeviceToHost),
                                 name + ": copying c"))
    return false;
  std::vector<double> values(static_cast<size_t>(elements));
  dispatchDtype(spec.cDtype, [&](auto tag) {
    using T = decltype(tag);
    const auto *typed = reinterpret_cast<const T *>(bytes.data());
    for (int64_t i = 0; i < elements; ++i)
      values[i] = toFloat(typed[i]);
  });
  const auto unwritten =
      std::count_if(values.begin(), values.end(),
                    [](double value) { return std::isnan(value); });
  check(unwritten == 0, name + ": " + std::to_string(unwritten) +
                            " elements not written (still NaN)");

  std::set<int64_t> samples;
  if (size_t(elements) <= kSampledElements) {
    for (int64_t i = 0; i < elements; ++i)
      samples.insert(i);
  } else {
    samples.insert(0);
    samples.insert(elements - 1);
    for (uint64_t i = 0; samples.size() < kSampledElements; ++i)
      samples.insert(int64_t(mixBits(spec.seed * 7919 + i) % elements));
  }
  int64_t outside = 0;
  std::string first;
  for (int64_t index : samples) {
    const int64_t i = index / spec.n, j = index % spec.n;
    double reference = 0, magnitude = 0;
    for (int64_t p = 0; p < spec.k; ++p) {
      const double product = spec.a(i, p) * spec.b(p, j);
      reference += product;
      magnitude += std::fabs(product);
    }
    // One rounding to c's dtype, and k u |a||b| for the fp32 sum, doubled
    // for accumulators that truncate.
    const double bound =
        2 * unitRoundoff(spec.cDtype) * std::fabs(reference) +
        2 * double(spec.k) * unitRoundoff(TPFUSE_DTYPE_F32) * magnitude;
    const double error = std::fabs(values[index] - reference);
    if (!(error <= bound)) {
      if (outside++ == 0)
        first = "c[" + std::to_string(i) + ", " + std::to_string(j) +
                "] = " + std::to_string(values[index]) + ", expected " +
                std::to_string(reference) + " within " + std::to_string(bound);
    } else if (bound > 0) {
      worstErrorRatio = std::max(worstErrorRatio, error / bound);
    }
  }
  check(outside == 0, name + ": " + std::to_string(outside) + " of " +
                          std::to_string(samples.size()) +
                          " sampled elements outside the bound; first " +
                          first);
  return failures == failuresBefore;
}

void MatmulTester::runCases(bool quick) {
  struct Shape {
    int64_t m, n, k;
  };
  // A decode row, a small batch, a prefill-sized one, sizes that are
  // multiples of nothing, and empty ones (k == 0 must write zeros).
  std::vector<Shape> shapes = {
      {1, 7168, 1024}, {5, 128, 256}, {130, 9216, 7168},
      {3, 1000, 1003}, {7, 13, 5},    {1, 1, 1},
      {4, 6, 0},       {0, 5, 3},     {6, 0, 4}};
  if (quick)
    shapes = {{5, 128, 256}, {3, 1000, 1003}, {4, 6, 0}, {0, 5, 3}};
  const std::pair<tpfuse_dtype, tpfuse_dtype> dtypes[] = {
      {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_BF16},
      {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F32},
      {TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F16},
      {TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F32},
      {TPFUSE_DTYPE_F32, TPFUSE_DTYPE_F32}};
  for (const Shape &shape : shapes)
    for (auto [abDtype, cDtype] : dtypes)
      for (bool bTransposed : {false, true}) {
        const MatmulSpec spec{shape.m, shape.n,     shape.k,   abDtype,
                              cDtype,  bTransposed, nextSeed++};
        DeviceBuffer a(spec.aBytes()), b(spec.bBytes()), c(spec.cBytes());
        if (!checkCuda(a.status, "cudaMalloc") ||
            !checkCuda(b.status, "cudaMalloc") ||
            !checkCuda(c.status, "cudaMalloc")) {
          record(false);
          continue;
        }
        prepare(spec, a.data, b.data, c.data);
        const bool issued =
            checkStatus(call(spec, a.data, b.data, c.data), spec.name());
        record(verify(spec, c.data) && issued);
      }
}

void MatmulTester::runGraph() {
  MatmulSpec spec{64, 1024, 512, TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_BF16, true, 0};
  DeviceBuffer a(spec.aBytes()), b(spec.bBytes()), c(spec.cBytes());
  if (!checkCuda(a.status, "cudaMalloc") ||
      !checkCuda(b.status, "cudaMalloc") || !checkCuda(c.status, "cudaMalloc"))
    return;
  cudaGraph_t graph = nullptr;
  cudaGraphExec_t executable = nullptr;
  bool ok = checkCuda(
      cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal),
      "matmul graph: cudaStreamBeginCapture");
  if (ok) {
    ok = checkStatus(call(spec, a.data, b.data, c.data),
                     "matmul graph: tpfuse_matmul while capturing");
    ok &= checkCuda(cudaStreamEndCapture(stream, &graph),
                    "matmul graph: cudaStreamEndCapture");
  }
  ok = ok && checkCuda(cudaGraphInstantiate(&executable, graph, 0),
                       "matmul graph: cudaGraphInstantiate");
  // New inputs before each replay: the graph must read them, not a copy.
  for (int replay = 0; ok && replay < 3; ++replay) {
    spec.seed = nextSeed++;
    prepare(spec, a.data, b.data, c.data);
    const bool launched = checkCuda(cudaGraphLaunch(executable, stream),
                                    "matmul graph: cudaGraphLaunch");
    record(verify(spec, c.data) && launched);
  }
  if (executable)
    cudaGraphExecDestroy(executable);
  if (graph)
    cudaGraphDestroy(graph);
}

void MatmulTester::runArguments() {
  const MatmulSpec spec{4,     8, 16, TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_BF16,
                        false, 0};
  DeviceBuffer a(spec.aBytes()), b(spec.bBytes());
  if (!checkCuda(a.status, "cudaMalloc") || !checkCuda(b.status, "cudaMalloc"))
    return;
  check(call(spec, a.data, b.data, a.data) == TPFUSE_ERROR_INVALID_ARGUMENT,
        "matmul: c overlapping a was accepted");
  MatmulSpec mixed = spec;
  mixed.cDtype = TPFUSE_DTYPE_F16;
  DeviceBuffer c(mixed.cBytes());
  check(call(mixed, a.data, b.data, c.data) == TPFUSE_ERROR_INVALID_ARGUMENT,
        "matmul: bf16 inputs with an f16 output were accepted");
}

int MatmulTester::run(bool quick) {
  runCases(quick);
  runGraph();
  runArguments();
  char worst[64];
  std::snprintf(worst, sizeof(worst), "%.3g", worstErrorRatio);
  log("summary: matmul: " + std::to_string(cases) + " cases, " +
      std::to_string(failedCases) + " failed; worst error / bound " + worst);
  return failures;
}

} // namespace

int tpfuse::gputest::runMatmulTests(
    tpfuse_comm *comm, cudaStream_t stream, bool quick,
    const std::function<void(const std::string &)> &log) {
  MatmulTester tester(comm, stream, log);
  return tester.run(quick);
}
