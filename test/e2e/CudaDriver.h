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
  /// `device` instead: several ranks' threads on one GPU.
  explicit CudaContext(int device);
  ~CudaContext();
  CudaContext(const CudaContext &) = delete;
  CudaContext &operator=(const CudaContext &) = delete;

  int device = -1;
  cudaStream_t stream = nullptr;
};

/// An array in device memory. Every CUDA call is checked (checkCuda).
template <typename T> class DeviceArray {
public:
  /// Uninitialized, e.g. an output.
  explicit DeviceArray(size_t count) : count(count) {
    checkCuda(cudaMalloc(&buffer, bytes()), "cudaMalloc");
  }
  /// A copy of `host`.
  explicit DeviceArray(const std::vector<T> &host) : DeviceArray(host.size()) {
    checkCuda(cudaMemcpy(buffer, host.data(), bytes(), cudaMemcpyHostToDevice),
              "cudaMemcpy to the device");
  }
  DeviceArray(DeviceArray &&other)
      : count(other.count), buffer(std::exchange(other.buffer, nullptr)) {}
  DeviceArray(const DeviceArray &) = delete;
  DeviceArray &operator=(const DeviceArray &) = delete;
  DeviceArray &operator=(DeviceArray &&) = delete;
  ~DeviceArray() {
    if (buffer)
      checkCuda(cudaFree(buffer), "cudaFree");
  }

  T *data() { return static_cast<T *>(buffer); }
  size_t size() const { return count; }

  /// Fills the array with 0xff bytes, ordered on `stream`: NaN for bf16
  /// (a byte-wise memset is all a stream can order).
  void poison(cudaStream_t stream) {
    checkCuda(cudaMemsetAsync(buffer, 0xff, bytes(), stream),
              "cudaMemsetAsync");
  }

  /// The values, once the work on `stream` has finished.
  std::vector<T> download(cudaStream_t stream) const {
    std::vector<T> values(count);
    checkCuda(cudaMemcpyAsync(values.data(), buffer, bytes(),
                              cudaMemcpyDeviceToHost, stream),
              "cudaMemcpyAsync to the host");
    checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    return values;
  }

private:
  size_t bytes() const { return count * sizeof(T); }

  size_t count;
  void *buffer = nullptr;
};

/// A bf16 tensor in device memory and its descriptor.
template <int Rank> class DeviceTensor {
public:
  /// Uninitialized, e.g. an output.
  explicit DeviceTensor(std::array<int64_t, Rank> shape)
      : shape(shape), array(static_cast<size_t>(elementCount<Rank>(shape))) {}
  /// A copy of `host`.
  explicit DeviceTensor(const Tensor<Rank> &host)
      : shape(host.shape), array(host.values) {}

  void *data() { return array.data(); }

  StridedMemRefType<Bf16, Rank> *descriptor() {
    view = describe<Rank>(array.data(), shape);
    return &view;
  }

  /// Fills the tensor with NaN, ordered on `stream`.
  void poison(cudaStream_t stream) { array.poison(stream); }

  /// The values, once the work on `stream` has finished.
  std::vector<Bf16> download(cudaStream_t stream) const {
    return array.download(stream);
  }

  std::array<int64_t, Rank> shape;

private:
  DeviceArray<Bf16> array;
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
