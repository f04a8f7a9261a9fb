//===- MlirGpuAbi.cpp - MLIR's GPU runtime ABI for compiled code ----------===//
//
// Where this differs from upstream's CudaRuntimeWrappers.cpp, and why:
//  - A module is a CUDA library (cuLibraryLoadData), which belongs to no
//    context: compiled code loads its modules in global constructors, before
//    any device is chosen, and each rank's thread then launches them on its
//    own device. Upstream loads into device 0's primary context.
//  - Nothing creates or synchronizes a stream behind the caller, and memory is
//    stream-ordered (cudaMallocAsync, cudaFreeAsync), so a launch and its
//    temporaries can be captured in a CUDA graph.
//  - Failures are kept for tpfuse_take_device_code_error(), not only printed.
// The driver API is reached through the CUDA runtime's entry-point query, so
// the library does not link libcuda.so.1 and still loads on machines without
// a GPU driver, where the CPU backend works.
//
//===----------------------------------------------------------------------===//

#include "MlirGpuAbi.h"

#include "common/DeviceCodeError.h"

#include <cuda.h>
#include <cudaTypedefs.h>
#include <cuda_runtime_api.h>

#include <climits>
#include <cstdio>
#include <type_traits>

using namespace tpfuse::runtime;

namespace {

/// The driver functions used here, at their ABI as of CUDA 12.0 (the first
/// with libraries) and with the legacy default stream, as the runtime API
/// calls here have.
struct DriverApi {
  PFN_cuInit_v2000 init;
  PFN_cuGetErrorName_v6000 getErrorName;
  PFN_cuLibraryLoadData_v12000 libraryLoadData;
  PFN_cuLibraryUnload_v12000 libraryUnload;
  PFN_cuLibraryGetKernel_v12000 libraryGetKernel;
  PFN_cuLaunchKernel_v4000 launchKernel;
  PFN_cuMemsetD16Async_v3020 memsetD16Async;
  PFN_cuMemsetD32Async_v3020 memsetD32Async;
  PFN_cuStreamGetCtx_v9020 streamGetCtx;
  PFN_cuCtxGetCurrent_v4000 ctxGetCurrent;
  PFN_cuCtxPushCurrent_v4000 ctxPushCurrent;
  PFN_cuCtxPopCurrent_v4000 ctxPopCurrent;
};

constexpr unsigned kDriverAbiVersion = 12000;

struct DriverLookup {
  DriverApi api{};
  /// Why the driver API cannot be used; empty if it can.
  char failure[256] = {};
};

/// Resolves the driver API and initializes it, once per process. Trivially
/// destructible, so that it outlives the global destructors that unload
/// compiled code's modules.
const DriverLookup &lookUpDriver() {
  static const DriverLookup lookup = [] {
    DriverLookup result;
    auto resolve = [&result](const char *symbol, auto &entry) {
      if (result.failure[0])
        return;
      void *function = nullptr;
      cudaDriverEntryPointQueryResult found =
          cudaDriverEntryPointSymbolNotFound;
      cudaError_t status = cudaGetDriverEntryPointByVersion(
          symbol, &function, kDriverAbiVersion, cudaEnableLegacyStream, &found);
      if (status != cudaSuccess)
        std::snprintf(result.failure, sizeof(result.failure),
                      "looking up %s: %s (%s)", symbol,
                      cudaGetErrorName(status), cudaGetErrorString(status));
      else if (found != cudaDriverEntryPointSuccess || !function)
        std::snprintf(result.failure, sizeof(result.failure),
                      "the driver has no %s of CUDA 12.0", symbol);
      else
        entry = reinterpret_cast<std::remove_reference_t<decltype(entry)>>(
            function);
    };
    DriverApi &api = result.api;
    resolve("cuInit", api.init);
    resolve("cuGetErrorName", api.getErrorName);
    resolve("cuLibraryLoadData", api.libraryLoadData);
    resolve("cuLibraryUnload", api.libraryUnload);
    resolve("cuLibraryGetKernel", api.libraryGetKernel);
    resolve("cuLaunchKernel", api.launchKernel);
    resolve("cuMemsetD16Async", api.memsetD16Async);
    resolve("cuMemsetD32Async", api.memsetD32Async);
    resolve("cuStreamGetCtx", api.streamGetCtx);
    resolve("cuCtxGetCurrent", api.ctxGetCurrent);
    resolve("cuCtxPushCurrent", api.ctxPushCurrent);
    resolve("cuCtxPopCurrent", api.ctxPopCurrent);
    if (result.failure[0])
      return result;
    if (CUresult status = api.init(0)) {
      const char *name = nullptr;
      api.getErrorName(status, &name);
      std::snprintf(result.failure, sizeof(result.failure), "cuInit: %s",
                    name ? name : "unknown CUresult");
    }
    return result;
  }();
  return lookup;
}

/// The driver API, or null after keeping why `function` cannot use it.
const DriverApi *driverFor(const char *function) {
  const DriverLookup &lookup = lookUpDriver();
  if (!lookup.failure[0])
    return &lookup.api;
  recordDeviceCodeError(TPFUSE_ERROR_BACKEND,
                        "%s: the CUDA driver API is not available: %s",
                        function, lookup.failure);
  return nullptr;
}

const char *errorName(const DriverApi &driver, CUresult status) {
  const char *name = nullptr;
  if (driver.getErrorName(status, &name) != CUDA_SUCCESS || !name)
    return "unknown CUresult";
  return name;
}

void recordDriverFailure(const DriverApi &driver, const char *function,
                         const char *call, CUresult status) {
  recordDeviceCodeError(TPFUSE_ERROR_BACKEND, "%s: %s failed: %s", function,
                        call, errorName(driver, status));
}

void recordRuntimeFailure(const char *function, const char *call,
                          cudaError_t status) {
  recordDeviceCodeError(TPFUSE_ERROR_BACKEND, "%s: %s failed: %s (%s)",
                        function, call, cudaGetErrorName(status),
                        cudaGetErrorString(status));
  // Reported here; the caller's own cudaGetLastError() checks must not
  // blame their code for it.
  cudaGetLastError();
}

/// For driver calls that take their context from the thread, when the
/// thread may have none yet: the primary context of the runtime's current
/// device, as a runtime API call would use. Leaves a current context alone.
bool ensureCurrentContext(const DriverApi &driver, const char *function) {
  CUcontext current = nullptr;
  if (CUresult status = driver.ctxGetCurrent(&current)) {
    recordDriverFailure(driver, function, "cuCtxGetCurrent", status);
    return false;
  }
  if (current)
    return true;
  int device = 0;
  cudaError_t status = cudaGetDevice(&device);
  if (status == cudaSuccess)
    status = cudaSetDevice(device); // Also makes its primary context current.
  if (status != cudaSuccess) {
    recordRuntimeFailure(function, "cudaSetDevice", status);
    return false;
  }
  return true;
}

/// Makes the context of `stream` current for the scope: the driver's memsets
/// work in the thread's context, which need not be the stream's (a stream of
/// another device, or no context yet).
class StreamContextScope {
public:
  StreamContextScope(const DriverApi &driver, CUstream stream,
                     const char *function)
      : driver(driver) {
    if (!stream) {
      ready = ensureCurrentContext(driver, function);
      return;
    }
    CUcontext context = nullptr;
    CUresult status = driver.streamGetCtx(stream, &context);
    if (status == CUDA_SUCCESS)
      status = driver.ctxPushCurrent(context);
    if (status != CUDA_SUCCESS) {
      recordDriverFailure(driver, function,
                          "making the stream's context "
                          "current",
                          status);
      return;
    }
    pushed = true;
    ready = true;
  }
  ~StreamContextScope() {
    CUcontext popped;
    if (pushed)
      driver.ctxPopCurrent(&popped);
  }
  StreamContextScope(const StreamContextScope &) = delete;
  StreamContextScope &operator=(const StreamContextScope &) = delete;

  bool isReady() const { return ready; }

private:
  const DriverApi &driver;
  bool pushed = false;
  bool ready = false;
};

void *loadLibrary(const char *function, const void *image,
                  CUjit_option *options, void **optionValues,
                  unsigned optionCount) {
  const DriverApi *driver = driverFor(function);
  if (!driver)
    return nullptr;
  CUlibrary library = nullptr;
  if (CUresult status =
          driver->libraryLoadData(&library, image, options, optionValues,
                                  optionCount, nullptr, nullptr, 0)) {
    recordDriverFailure(*driver, function, "cuLibraryLoadData", status);
    return nullptr;
  }
  return library;
}

/// `count` words of `value` at `destination`, through the driver's memset
/// `setWords` (cuMemsetD16Async or cuMemsetD32Async).
template <typename Word, typename SetWords>
void setWords(const char *function, const char *call,
              SetWords DriverApi::*setWordsEntry, void *destination, Word value,
              uint64_t count, void *stream) {
  if (count == 0)
    return;
  const DriverApi *driver = driverFor(function);
  if (!driver)
    return;
  auto *cuStream = static_cast<CUstream>(stream);
  StreamContextScope scope(*driver, cuStream, function);
  if (!scope.isReady())
    return;
  if (CUresult status = (driver->*setWordsEntry)(
          reinterpret_cast<CUdeviceptr>(destination), value, count, cuStream))
    recordDriverFailure(*driver, function, call, status);
}

} // namespace

extern "C" {

void *mgpuModuleLoad(void *data, uint64_t /*gpuBlobSize*/) {
  return loadLibrary("mgpuModuleLoad", data, nullptr, nullptr, 0);
}

void *mgpuModuleLoadJIT(void *data, int32_t optLevel) {
  // A value option only: with lazy loading the driver may compile after
  // this returns, so it gets no buffer to write a log into.
  CUjit_option option = CU_JIT_OPTIMIZATION_LEVEL;
  void *value = reinterpret_cast<void *>(static_cast<uintptr_t>(optLevel));
  return loadLibrary("mgpuModuleLoadJIT", data, &option, &value, 1);
}

void mgpuModuleUnload(void *module) {
  if (!module)
    return;
  const DriverApi *driver = driverFor("mgpuModuleUnload");
  if (!driver)
    return;
  // Compiled code unloads in global destructors, which can run after the
  // driver has shut down; the library went with it then.
  CUresult status = driver->libraryUnload(static_cast<CUlibrary>(module));
  if (status != CUDA_SUCCESS && status != CUDA_ERROR_DEINITIALIZED)
    recordDriverFailure(*driver, "mgpuModuleUnload", "cuLibraryUnload", status);
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  if (!name)
    name = "(null)";
  if (!module) {
    recordDeviceCodeError(TPFUSE_ERROR_BACKEND,
                          "mgpuModuleGetFunction: no module for kernel %s "
                          "(loading it failed)",
                          name);
    return nullptr;
  }
  const DriverApi *driver = driverFor("mgpuModuleGetFunction");
  if (!driver)
    return nullptr;
  CUkernel kernel = nullptr;
  if (CUresult status = driver->libraryGetKernel(
          &kernel, static_cast<CUlibrary>(module), name)) {
    recordDeviceCodeError(TPFUSE_ERROR_BACKEND,
                          "mgpuModuleGetFunction: cuLibraryGetKernel of "
                          "kernel %s failed: %s",
                          name, errorName(*driver, status));
    return nullptr;
  }
  return kernel;
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t sharedMemoryBytes, void *stream,
                      void **params, void **extra, uint64_t /*paramsCount*/) {
  constexpr const char *kFunction = "mgpuLaunchKernel";
  if (!function) {
    recordDeviceCodeError(TPFUSE_ERROR_BACKEND,
                          "%s: no kernel (mgpuModuleGetFunction failed)",
                          kFunction);
    return;
  }
  const intptr_t dimensions[] = {gridX, gridY, gridZ, blockX, blockY, blockZ};
  for (intptr_t dimension : dimensions) {
    // An empty grid has nothing to run; CUDA would reject it.
    if (dimension == 0)
      return;
    if (dimension < 0 || dimension > intptr_t(UINT_MAX)) {
      recordDeviceCodeError(TPFUSE_ERROR_UNSUPPORTED,
                            "%s: grid %ld x %ld x %ld, block %ld x %ld x %ld "
                            "exceeds CUDA's range",
                            kFunction, long(gridX), long(gridY), long(gridZ),
                            long(blockX), long(blockY), long(blockZ));
      return;
    }
  }
  if (sharedMemoryBytes < 0) {
    recordDeviceCodeError(TPFUSE_ERROR_UNSUPPORTED,
                          "%s: %d bytes of dynamic shared memory", kFunction,
                          int(sharedMemoryBytes));
    return;
  }
  const DriverApi *driver = driverFor(kFunction);
  if (!driver)
    return;
  // A library's kernel runs in the context of its stream, or for the null
  // stream in the thread's current one.
  if (!stream && !ensureCurrentContext(*driver, kFunction))
    return;
  if (CUresult status = driver->launchKernel(
          static_cast<CUfunction>(function), unsigned(gridX), unsigned(gridY),
          unsigned(gridZ), unsigned(blockX), unsigned(blockY), unsigned(blockZ),
          unsigned(sharedMemoryBytes), static_cast<CUstream>(stream), params,
          extra))
    recordDriverFailure(*driver, kFunction, "cuLaunchKernel", status);
}

void *mgpuStreamCreate(void) {
  cudaStream_t stream = nullptr;
  if (cudaError_t status =
          cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking)) {
    recordRuntimeFailure("mgpuStreamCreate", "cudaStreamCreateWithFlags",
                         status);
    return nullptr;
  }
  return stream;
}

void mgpuStreamDestroy(void *stream) {
  if (cudaError_t status = cudaStreamDestroy(static_cast<cudaStream_t>(stream)))
    recordRuntimeFailure("mgpuStreamDestroy", "cudaStreamDestroy", status);
}

void mgpuStreamSynchronize(void *stream) {
  if (cudaError_t status =
          cudaStreamSynchronize(static_cast<cudaStream_t>(stream)))
    recordRuntimeFailure("mgpuStreamSynchronize", "cudaStreamSynchronize",
                         status);
}

void mgpuStreamWaitEvent(void *stream, void *event) {
  if (cudaError_t status =
          cudaStreamWaitEvent(static_cast<cudaStream_t>(stream),
                              static_cast<cudaEvent_t>(event), 0))
    recordRuntimeFailure("mgpuStreamWaitEvent", "cudaStreamWaitEvent", status);
}

void *mgpuEventCreate(void) {
  cudaEvent_t event = nullptr;
  if (cudaError_t status =
          cudaEventCreateWithFlags(&event, cudaEventDisableTiming)) {
    recordRuntimeFailure("mgpuEventCreate", "cudaEventCreateWithFlags", status);
    return nullptr;
  }
  return event;
}

void mgpuEventDestroy(void *event) {
  if (cudaError_t status = cudaEventDestroy(static_cast<cudaEvent_t>(event)))
    recordRuntimeFailure("mgpuEventDestroy", "cudaEventDestroy", status);
}

void mgpuEventSynchronize(void *event) {
  if (cudaError_t status =
          cudaEventSynchronize(static_cast<cudaEvent_t>(event)))
    recordRuntimeFailure("mgpuEventSynchronize", "cudaEventSynchronize",
                         status);
}

void mgpuEventRecord(void *event, void *stream) {
  if (cudaError_t status = cudaEventRecord(static_cast<cudaEvent_t>(event),
                                           static_cast<cudaStream_t>(stream)))
    recordRuntimeFailure("mgpuEventRecord", "cudaEventRecord", status);
}

void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool isHostShared) {
  if (isHostShared) {
    recordDeviceCodeError(TPFUSE_ERROR_UNSUPPORTED,
                          "mgpuMemAlloc: host-shared memory (gpu.alloc "
                          "host_shared) is not supported");
    return nullptr;
  }
  if (sizeBytes == 0)
    return nullptr;
  void *pointer = nullptr;
  if (cudaError_t status = cudaMallocAsync(&pointer, sizeBytes,
                                           static_cast<cudaStream_t>(stream))) {
    recordRuntimeFailure("mgpuMemAlloc", "cudaMallocAsync", status);
    return nullptr;
  }
  return pointer;
}

void mgpuMemFree(void *pointer, void *stream) {
  if (!pointer)
    return;
  if (cudaError_t status =
          cudaFreeAsync(pointer, static_cast<cudaStream_t>(stream)))
    recordRuntimeFailure("mgpuMemFree", "cudaFreeAsync", status);
}

void mgpuMemcpy(void *destination, void *source, uint64_t sizeBytes,
                void *stream) {
  if (sizeBytes == 0)
    return;
  if (cudaError_t status =
          cudaMemcpyAsync(destination, source, sizeBytes, cudaMemcpyDefault,
                          static_cast<cudaStream_t>(stream)))
    recordRuntimeFailure("mgpuMemcpy", "cudaMemcpyAsync", status);
}

void mgpuMemset32(void *destination, uint32_t value, uint64_t count,
                  void *stream) {
  setWords("mgpuMemset32", "cuMemsetD32Async", &DriverApi::memsetD32Async,
           destination, value, count, stream);
}

void mgpuMemset16(void *destination, uint16_t value, uint64_t count,
                  void *stream) {
  setWords("mgpuMemset16", "cuMemsetD16Async", &DriverApi::memsetD16Async,
           destination, value, count, stream);
}

void mgpuSetDefaultDevice(int32_t device) {
  if (cudaError_t status = cudaSetDevice(device))
    recordRuntimeFailure("mgpuSetDefaultDevice", "cudaSetDevice", status);
}

} // extern "C"
