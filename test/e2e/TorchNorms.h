//===- TorchNorms.h - PyTorch norms end to end, three ways ------*- C++ -*-===//
//
// The RMSNorms that torch-mlir's FX importer exported from PyTorch models
// (test/Frontends/Torch/Inputs/e2e/: Hugging Face Llama in bf16 and f32,
// Qwen2 in f16, Gemma, the Hugging Face decoder layer's residual add, vLLM's
// and SGLang's forward_native, F.rms_norm on bf16), each behind a boundary
// that pays a sum over 2 ranks, compiled three times:
//
// - fused:    -inline -tp-raise-rms-norm -tp-fuse-allreduce-norm
//             -tp-aot-pipeline
// - raised:   -inline -tp-raise-rms-norm -tp-aot-pipeline (tp.all_reduce
//             and the tp norm)
// - frontend: -inline -tp-aot-pipeline (the exporter's linalg ops as they
//             are)
//
// and linked into one driver per module. On each rank and for several token
// counts the driver checks that raising and fusing change no bit of a
// result: fused == fused but forced to decline == raised, and raised ==
// frontend (the same f32 operations in the same order on the CPU); and each
// output against a float64 reference that rounds where runtime.h says the
// case's norm variant rounds, and that the reference of every other variant
// rejects the same output.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_E2E_TORCHNORMS_H
#define TPFUSE_TEST_E2E_TORCHNORMS_H

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "tpfuse/runtime.h"

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace tpfuse::e2e::torch_norms {

enum class Dtype { Bf16, F16, F32 };

/// A contiguous row-major tensor of `dtype` elements in host memory.
class Buffer {
public:
  Buffer(Dtype dtype, std::vector<int64_t> shape);

  size_t size() const { return count; }
  void *data() { return bytes.data(); }
  uint32_t bits(size_t i) const;
  void setBits(size_t i, uint32_t bits);
  /// The element's value (exact).
  double value(size_t i) const;
  /// Stores `value` rounded to the dtype.
  void set(size_t i, double value);
  /// Fills with the dtype's quiet NaN.
  void poison();

  Dtype dtype;
  std::vector<int64_t> shape;

private:
  size_t count;
  std::vector<unsigned char> bytes;
};

/// The descriptor of `buffer` as the compiled code reads or writes it
/// (docs/AOT.md); `Element` is uint16_t for bf16 and f16, float for f32.
template <typename Element, int Rank>
StridedMemRefType<Element, Rank> describe(Buffer &buffer) {
  StridedMemRefType<Element, Rank> view;
  view.basePtr = view.data = static_cast<Element *>(buffer.data());
  view.offset = 0;
  int64_t stride = 1;
  for (int dim = Rank - 1; dim >= 0; --dim) {
    view.sizes[dim] = buffer.shape[dim];
    view.strides[dim] = stride;
    stride *= buffer.shape[dim];
  }
  return view;
}

/// The arguments of `@<name>_boundary(%partial, [%residual,] %weight)`.
struct Inputs {
  Buffer partial, residual, weight;
};

/// Its results: normed[, residual_out].
struct Outputs {
  Buffer normed, residualOut;
};

/// Calls one compiled object's entry point on `inputs`, into `outputs`.
using Entry =
    std::function<int32_t(tpfuse_comm *comm, Inputs &inputs, Outputs &outputs)>;

/// The entry points of the three objects of one module.
struct Entries {
  Entry fused, raised, frontend;
};

/// Runs every check of case `name` on this rank (started by tpfuse-launch
/// -n 2) and returns the exit code. `elementBytes` and `residual` are what
/// the driver was compiled for; they must be the case's.
int run(const char *name, int elementBytes, bool residual,
        const Entries &entries);

} // namespace tpfuse::e2e::torch_norms

#endif // TPFUSE_TEST_E2E_TORCHNORMS_H
