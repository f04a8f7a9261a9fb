//===- CudaDriver.h - Running compiled examples on GPUs ---------*- C++ -*-===//
//
// What the drivers of code compiled with tp-aot-pipeline's target=cuda share:
// the rank's device and stream, device copies of the models' tensors, and the
// Execution that calls the compiled function on them, captures the call in a
// CUDA graph and checks its replays. Every CUDA call is checked; a failed one
// ends the rank (fatal), since nothing after it could be trusted.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_E2E_CUDADRIVER_H
#define TPFUSE_TEST_E2E_CUDADRIVER_H

#include "Driver.h"

#include <cuda_runtime_api.h>

#include <array>
#include <tuple>
#include <utility>
#include <vector>

namespace tpfuse::e2e {

/// Ends the rank with `what` and the error's name unless `status` is
/// cudaSuccess.
void checkCuda(cudaError_t status, const char *what);

/// The rank's GPU, made current, and a stream of it for the compiled code.
/// Made before the rank's Session: its communicator, created with device -1,
/// uses the local rank's GPU (docs/runtime.md), which then is already
/// current, so that creating it does not also set up a context on the
/// device that was.
class CudaContext {
public:
  CudaContext();
  ~CudaContext();
  CudaContext(const CudaContext &) = delete;
  CudaContext &operator=(const CudaContext &) = delete;

  int device = -1;
  cudaStream_t stream = nullptr;
};

/// A bf16 tensor in device memory and its descriptor.
template <int Rank> class DeviceTensor {
public:
  /// Uninitialized, e.g. an output.
  explicit DeviceTensor(std::array<int64_t, Rank> shape)
      : shape(shape), bytes(elementCount<Rank>(shape) * sizeof(Bf16)) {
    checkCuda(cudaMalloc(&buffer, bytes), "cudaMalloc");
  }
  /// A copy of `host`.
  explicit DeviceTensor(const Tensor<Rank> &host) : DeviceTensor(host.shape) {
    checkCuda(
        cudaMemcpy(buffer, host.values.data(), bytes, cudaMemcpyHostToDevice),
        "cudaMemcpy to the device");
  }
  DeviceTensor(DeviceTensor &&other)
      : shape(other.shape), bytes(other.bytes),
        buffer(std::exchange(other.buffer, nullptr)) {}
  DeviceTensor(const DeviceTensor &) = delete;
  DeviceTensor &operator=(const DeviceTensor &) = delete;
  DeviceTensor &operator=(DeviceTensor &&) = delete;
  ~DeviceTensor() {
    if (buffer)
      checkCuda(cudaFree(buffer), "cudaFree");
  }

  void *data() { return buffer; }

  StridedMemRefType<Bf16, Rank> *descriptor() {
    view = describe<Rank>(static_cast<Bf16 *>(buffer), shape);
    return &view;
  }

  /// Fills the tensor with NaN, ordered on `stream`.
  void poison(cudaStream_t stream) {
    // 0xffff is a bf16 NaN; a byte-wise memset is all a stream can order.
    checkCuda(cudaMemsetAsync(buffer, 0xff, bytes, stream), "cudaMemsetAsync");
  }

  /// The values, once the work on `stream` has finished.
  std::vector<Bf16> download(cudaStream_t stream) const {
    std::vector<Bf16> values(bytes / sizeof(Bf16));
    checkCuda(cudaMemcpyAsync(values.data(), buffer, bytes,
                              cudaMemcpyDeviceToHost, stream),
              "cudaMemcpyAsync to the host");
    checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    return values;
  }

  std::array<int64_t, Rank> shape;

private:
  size_t bytes;
  void *buffer = nullptr;
  StridedMemRefType<Bf16, Rank> view;
};

template <int Rank> DeviceTensor(const Tensor<Rank> &) -> DeviceTensor<Rank>;

/// Device copies of host tensors, as a tuple in their order: e.g.
/// `auto device = inputs.apply(upload);`.
inline constexpr auto upload = [](auto &...hosts) {
  return std::make_tuple(DeviceTensor(hosts)...);
};

/// A call of a compiled function on the rank's stream.
using CudaCall = std::function<int32_t(tpfuse_comm *comm, cudaStream_t)>;

/// Runs on device buffers: `call` calls the compiled function, writing
/// `output`, on `gpu`'s stream. Each successful run is then captured in a
/// CUDA graph, whose replays must reproduce it bit for bit, and add nothing
/// to the counters (they count host-side calls: the capture, once).
Execution onDevice(const Session &session, CudaContext &gpu,
                   DeviceTensor<2> &output, CudaCall call);

/// The whole of a GPU driver: a model's RankInputs (made from the rank) on
/// device buffers, `entry` the compiled C entry point that reads them and
/// writes an output of `outputShape`, checked against `reference(world
/// size)` by checkRuns (`boundaries` sums per call). Bad input is checked on
/// CPU ranks only.
template <typename RankInputs, typename EntryPoint>
int runOnGpu(int argc, char **argv, EntryPoint *entry,
             std::array<int64_t, 2> outputShape, int boundaries,
             std::vector<double> (*reference)(int worldSize)) {
  Options options = parseOptions(argc, argv);
  if (options.mode == Mode::BadInput)
    fatal("bad input is checked on CPU ranks");
  CudaContext gpu;
  Session session(/*timeoutMs=*/60000, TPFUSE_BACKEND_CUDA);
  RankInputs host(session.rank);
  auto inputs = host.apply(upload);
  DeviceTensor<2> output(outputShape);
  return checkRuns(options, session, boundaries, reference(session.worldSize),
                   onDevice(session, gpu, output,
                            [&](tpfuse_comm *comm, cudaStream_t stream) {
                              return std::apply(
                                  [&](auto &...tensors) {
                                    return entry(comm, stream,
                                                 tensors.descriptor()...,
                                                 output.descriptor());
                                  },
                                  inputs);
                            }));
}

/// A CUDA graph of what `call` enqueued, instantiated; fatal if the capture
/// fails. The call's status goes to `status`.
class CapturedGraph {
public:
  CapturedGraph(cudaStream_t stream, const CudaCall &call, tpfuse_comm *comm,
                int32_t &status);
  ~CapturedGraph();
  CapturedGraph(const CapturedGraph &) = delete;
  CapturedGraph &operator=(const CapturedGraph &) = delete;

  void launch(cudaStream_t stream) {
    checkCuda(cudaGraphLaunch(executable, stream), "cudaGraphLaunch");
  }

private:
  cudaGraph_t graph = nullptr;
  cudaGraphExec_t executable = nullptr;
};

} // namespace tpfuse::e2e

#endif // TPFUSE_TEST_E2E_CUDADRIVER_H
