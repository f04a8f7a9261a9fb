//===- Driver.h - What the end-to-end drivers share -------------*- C++ -*-===//
//
// Each driver runs one compiled example on one rank, started by tpfuse-launch:
// it makes this rank's inputs (seeded alike on every rank where the model
// replicates them, by rank where it shards them), calls the compiled function
// through its C interface, and checks the status, the output against a
// float64 reference it computes from every rank's inputs (it regenerates
// them), and the communicator's counters. The reference rounds to bf16
// wherever the model stores a bf16 tensor, and nowhere else: over a stack of
// layers, the differences that rounding makes would otherwise grow past any
// tolerance that still catches a sum paid twice or never.
//
// The models (NextnModel.h, DecoderStackModel.h) make the inputs and the
// references; the drivers only choose where the buffers live and how the
// compiled function is called: on host buffers with the CPU backend
// (*Driver.cpp), or on device buffers and a stream with the CUDA backend
// (*CudaDriver.cpp, CudaDriver.h).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_E2E_DRIVER_H
#define TPFUSE_TEST_E2E_DRIVER_H

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "tpfuse/runtime.h"

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace tpfuse::e2e {

/// The 16 bits of a bf16, as the compiled code stores them.
using Bf16 = uint16_t;

/// Rounds to the nearest bf16 (ties to even).
Bf16 toBf16(double value);
double fromBf16(Bf16 bits);

/// The value of an FP8 e4m3fn byte and of an FP4 e2m1 nibble (exact; NaN
/// bytes are not decoded), for drivers that check quantized outputs.
double fromE4m3(uint8_t bits);
double fromE2m1(uint8_t nibble);

/// Each bf16 value as a double (exact).
std::vector<double> exactValues(const std::vector<Bf16> &values);

/// The descriptor of a contiguous row-major tensor of `shape` at `data`, as
/// the compiled code expects it (docs/AOT.md).
template <int Rank, typename Element>
StridedMemRefType<Element, Rank>
describe(Element *data, const std::array<int64_t, Rank> &shape) {
  StridedMemRefType<Element, Rank> view;
  view.basePtr = view.data = data;
  view.offset = 0;
  int64_t stride = 1;
  for (int dim = Rank - 1; dim >= 0; --dim) {
    view.sizes[dim] = shape[dim];
    view.strides[dim] = stride;
    stride *= shape[dim];
  }
  return view;
}

template <int Rank>
int64_t elementCount(const std::array<int64_t, Rank> &shape) {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

/// A row-major bf16 tensor in host memory and the memref descriptor the
/// compiled code reads or writes it through.
template <int Rank> class Tensor {
public:
  explicit Tensor(std::array<int64_t, Rank> shape)
      : shape(shape), values(static_cast<size_t>(elementCount<Rank>(shape))) {}

  StridedMemRefType<Bf16, Rank> *descriptor() {
    view = describe<Rank>(values.data(), shape);
    return &view;
  }

  /// The values as doubles: exact, since the inputs are made exact in bf16
  /// (Values).
  std::vector<double> exact() const { return exactValues(values); }

  std::array<int64_t, Rank> shape;
  std::vector<Bf16> values;

private:
  StridedMemRefType<Bf16, Rank> view;
};

/// Deterministic non-zero multiples of 1/`denominator` in [-limit, limit]:
/// exact in bf16 as long as limit * denominator <= 256. The same seed gives
/// the same values on every rank.
class Values {
public:
  explicit Values(uint64_t seed) : state(seed) {}

  double next(int denominator, double limit);

  template <int Rank>
  void fill(Tensor<Rank> &tensor, int denominator, double limit) {
    for (Bf16 &value : tensor.values)
      value = toBf16(next(denominator, limit));
  }

  /// Norm weights: multiples of 1/64 in [0.5, 1.5].
  template <int Rank> void fillWeights(Tensor<Rank> &tensor) {
    for (Bf16 &value : tensor.values)
      value = toBf16(1.0 + next(64, 0.5));
  }

private:
  uint64_t state;
};

/// A seed for tensor `id` of a model: `rank` -1 for a replicated tensor.
uint64_t seedOf(int id, int rank = -1);

/// `value` rounded to bf16: where a model stores a bf16 tensor, its float64
/// reference rounds too.
double roundToBf16(double value);

/// The residual RMSNorm of each row, as a bf16 model stores it:
/// h = bf16(x + residual), which becomes the residual (the residual stream),
/// and bf16(h * rsqrt(mean(h^2) + epsilon) * weight), computed in float64.
std::vector<double> residualRmsNorm(const std::vector<double> &x,
                                    std::vector<double> &residual,
                                    const std::vector<double> &weight,
                                    double epsilon);

/// The C types of a compiled function whose tensor arguments, then its
/// output, are passed through `Descriptors` (docs/AOT.md), so that a driver
/// declares the entry point it links against from the model's argument list,
/// e.g. `extern "C" Entry::Cuda _mlir_ciface_f;`.
template <typename... Descriptors> struct EntryPoint {
  /// tp-aot-pipeline (target=cpu): the communicator first.
  using Host = int32_t(tpfuse_comm *comm, Descriptors *...tensors);
  /// tp-aot-pipeline (target=cuda): the communicator, then the cudaStream_t
  /// every operation is enqueued on.
  using Cuda = int32_t(tpfuse_comm *comm, void *stream,
                       Descriptors *...tensors);
};

/// This process's rank, set up from the environment (tpfuse-launch, mpirun
/// or torchrun).
class Session {
public:
  /// Creates the communicator on `backend`; exits the process if that fails.
  explicit Session(int64_t timeoutMs,
                   tpfuse_backend backend = TPFUSE_BACKEND_CPU);
  ~Session();
  Session(const Session &) = delete;
  Session &operator=(const Session &) = delete;

  tpfuse_comm *comm = nullptr;
  int rank = -1;
  int worldSize = 0;
};

/// What a driver is asked to check.
enum class Mode {
  /// The fused build: every boundary fused; then, forced to decline, the
  /// same outputs through the fallback.
  Fused,
  /// The unfused build: an explicit all-reduce per boundary.
  Unfused,
  /// The fused build under TPFUSE_FORCE_DECLINE=1: the fallback everywhere.
  Declined,
  /// Run with a world size other than the compiled one: an error.
  WrongWorldSize,
  /// Bad arguments: errors, and no hang (the driver's own checks).
  BadInput,
};

struct Options {
  Mode mode = Mode::Fused;
  /// The world size the example was compiled for.
  int compiledWorldSize = 2;
};

/// Parses `--expect fused|unfused|declined|wrong-world-size|bad-input` and
/// `--compiled-world-size N`; exits with a usage message on anything else.
Options parseOptions(int argc, char **argv);

/// Records a failed check on this rank; `failures()` counts them.
void fail(const Session &session, const std::string &what);
int failures();
/// A fresh directory for a file: rendezvous store (setup data only;
/// runtime.h), named after `prefix` in the temporary directory and removed
/// with the object.
class StoreDirectory {
public:
  explicit StoreDirectory(const std::string &prefix);
  ~StoreDirectory();
  StoreDirectory(const StoreDirectory &) = delete;
  StoreDirectory &operator=(const StoreDirectory &) = delete;

  /// The store's URI, for tpfuse_comm_create.
  std::string uri() const { return "file:" + path; }

private:
  std::string path;
};

/// Reports a failure that leaves nothing worth checking (a CUDA error, say),
/// with the rank once a Session knows it, and exits at once, without static
/// destructors: the caller may be one of several rank threads, whose
/// siblings still run (LlamaCudaDriver.cpp).
[[noreturn]] void fatal(const std::string &what);

void expectStatus(const Session &session, int32_t status,
                  tpfuse_status expected, const std::string &what);
void expectCounters(const Session &session, tpfuse_counters expected,
                    const std::string &what);
/// expectCounters for `comm`, a communicator other than the session's.
void expectCounters(const Session &session, tpfuse_comm *comm,
                    tpfuse_counters expected, const std::string &what);
/// Compares `comm`'s counters with `expected`: "" when they agree, else what
/// a failed check says ("counters 0 explicit, 4 fused, 0 declined, expected
/// ...", or why they could not be read). `actual` gets the counters read, as
/// words, for a passing check's line.
std::string counterMismatch(tpfuse_comm *comm, const tpfuse_counters &expected,
                            std::string &actual);
/// A failure unless the session's communicator forces declines, as
/// TPFUSE_FORCE_DECLINE=1 (the drivers' --expect declined runs) makes it.
void expectForcedDeclines(const Session &session);
/// Every element within bf16's tolerance of the reference (2e-2, relative
/// plus absolute); NaN, the poison of an unwritten element, never is.
void expectClose(const Session &session, const std::vector<Bf16> &actual,
                 const std::vector<double> &expected, const std::string &what);
void expectMessageContains(const Session &session, const std::string &part,
                           const std::string &what);

/// Fills `values` with bf16 NaN.
void poison(std::vector<Bf16> &values);
/// How many elements of two outputs of one shape differ, bit for bit.
size_t countDifferences(const std::vector<Bf16> &a, const std::vector<Bf16> &b);
/// Fails the session unless `a` and `b` are the same bits (reported as
/// `context` + "aName and bName"), else prints that they are.
void expectBitIdentical(const Session &session, const std::string &context,
                        const std::vector<Bf16> &a, const std::string &aName,
                        const std::vector<Bf16> &b, const std::string &bName);

/// How a driver runs its compiled function: where the buffers live and how
/// the function is called.
struct Execution {
  /// Poisons the output, calls the compiled function with `comm`, copies the
  /// output to `output` and returns the status.
  std::function<int32_t(tpfuse_comm *comm, std::vector<Bf16> &output)> run;
  /// Whether a forced decline must reproduce the fused run's output bit for
  /// bit. The CPU backend's fused path promises it; on the CUDA backend
  /// the fused kernel and the fallback (NCCL, then the norm kernel) agree
  /// within rounding by contract, so there it is only reported, and the
  /// output held to the reference.
  bool declineBitIdentical = true;
  /// If set, checks further runs of the configuration just run (e.g. the
  /// call replayed from a CUDA graph), given that run's output and the
  /// counters one call adds.
  std::function<void(const std::vector<Bf16> &direct, tpfuse_counters expected,
                     const std::string &what)>
      checkReplays;
};

/// Runs on host buffers: `call` calls the compiled function, writing
/// `output`.
Execution onHost(Tensor<2> &output,
                 std::function<int32_t(tpfuse_comm *comm)> call);

/// Runs the checks of the Fused, Unfused, Declined and WrongWorldSize modes
/// through `execution`, whose output's float64 reference is `reference`;
/// each call pays `boundaries` sums. Returns the process's exit code.
int checkRuns(const Options &options, const Session &session, int boundaries,
              const std::vector<double> &reference, const Execution &execution);

} // namespace tpfuse::e2e

#endif // TPFUSE_TEST_E2E_DRIVER_H
