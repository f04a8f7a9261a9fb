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

/// A row-major bf16 tensor and the memref descriptor the compiled code
/// reads or writes it through.
template <int Rank> class Tensor {
public:
  explicit Tensor(std::array<int64_t, Rank> shape) : shape(shape) {
    int64_t count = 1;
    for (int64_t size : shape)
      count *= size;
    values.resize(static_cast<size_t>(count));
  }

  StridedMemRefType<Bf16, Rank> *descriptor() {
    view.basePtr = view.data = values.data();
    view.offset = 0;
    int64_t stride = 1;
    for (int dim = Rank - 1; dim >= 0; --dim) {
      view.sizes[dim] = shape[dim];
      view.strides[dim] = stride;
      stride *= shape[dim];
    }
    return &view;
  }

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

  /// Fills `tensor`, and returns the values as doubles.
  template <int Rank>
  std::vector<double> fill(Tensor<Rank> &tensor, int denominator,
                           double limit) {
    std::vector<double> exact(tensor.values.size());
    for (size_t i = 0; i < exact.size(); ++i) {
      exact[i] = next(denominator, limit);
      tensor.values[i] = toBf16(exact[i]);
    }
    return exact;
  }

  /// Norm weights: multiples of 1/64 in [0.5, 1.5].
  template <int Rank> std::vector<double> fillWeights(Tensor<Rank> &tensor) {
    std::vector<double> exact = fill(tensor, 64, 0.5);
    for (size_t i = 0; i < exact.size(); ++i) {
      exact[i] += 1.0;
      tensor.values[i] = toBf16(exact[i]);
    }
    return exact;
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

/// This process's rank, set up from the environment (tpfuse-launch, mpirun
/// or torchrun).
class Session {
public:
  /// Creates the communicator; exits the process if that fails.
  explicit Session(int64_t timeoutMs);
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
  /// same outputs bit for bit through the fallback.
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

void expectStatus(const Session &session, int32_t status,
                  tpfuse_status expected, const std::string &what);
void expectCounters(const Session &session, tpfuse_counters expected,
                    const std::string &what);
/// Every element within bf16's tolerance of the reference (2e-2, relative
/// plus absolute); NaN, the poison of an unwritten element, never is.
void expectClose(const Session &session, const std::vector<Bf16> &actual,
                 const std::vector<double> &expected, const std::string &what);
void expectMessageContains(const Session &session, const std::string &part,
                           const std::string &what);

/// Fills `values` with bf16 NaN.
void poison(std::vector<Bf16> &values);

/// Runs the checks of the Fused, Unfused, Declined and WrongWorldSize modes:
/// `run` calls the compiled function, writing `output`, whose float64
/// reference is `reference`; each call pays `boundaries` sums. Returns the
/// process's exit code.
int checkRuns(const Options &options, const Session &session, int boundaries,
              std::vector<Bf16> &output, const std::vector<double> &reference,
              const std::function<int32_t(tpfuse_comm *)> &run);

} // namespace tpfuse::e2e

#endif // TPFUSE_TEST_E2E_DRIVER_H
