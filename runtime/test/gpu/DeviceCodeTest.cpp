//===- DeviceCodeTest.cpp - MLIR's GPU runtime ABI (mgpu*) ----------------===//
//
// Drives the mgpu* functions the way code compiled by tp-aot-pipeline does:
// a module is loaded by a global constructor, before main and before any
// device is chosen, then launched from one thread per device on devices 0
// and 1, with its buffers allocated, copied, set and freed through the ABI;
// a launch with a temporary is captured in a CUDA graph and replayed; a bad
// kernel name and an unsupported allocation surface through
// tpfuse_take_device_code_error().
//
//===----------------------------------------------------------------------===//

#include "DeviceCodeTest.h"

#include "cuda/MlirGpuAbi.h"
#include "tpfuse/runtime.h"

#include <cuda_runtime_api.h>

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

using namespace tpfuse::gputest;

namespace {

/// c[i] = a[i] + b[i] for i < n, one thread per element.
constexpr char kAddPtx[] = R"(
.version 8.0
.target sm_90
.address_size 64

.visible .entry add_f32(
    .param .u64 add_f32_a,
    .param .u64 add_f32_b,
    .param .u64 add_f32_c,
    .param .u32 add_f32_n
)
{
    .reg .pred %p<2>;
    .reg .b32 %r<6>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<11>;

    mov.u32 %r1, %ctaid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %tid.x;
    mad.lo.s32 %r4, %r1, %r2, %r3;
    ld.param.u32 %r5, [add_f32_n];
    setp.ge.u32 %p1, %r4, %r5;
    @%p1 bra DONE;
    ld.param.u64 %rd1, [add_f32_a];
    ld.param.u64 %rd2, [add_f32_b];
    ld.param.u64 %rd3, [add_f32_c];
    cvta.to.global.u64 %rd4, %rd1;
    cvta.to.global.u64 %rd5, %rd2;
    cvta.to.global.u64 %rd6, %rd3;
    mul.wide.u32 %rd7, %r4, 4;
    add.s64 %rd8, %rd4, %rd7;
    add.s64 %rd9, %rd5, %rd7;
    add.s64 %rd10, %rd6, %rd7;
    ld.global.f32 %f1, [%rd8];
    ld.global.f32 %f2, [%rd9];
    add.rn.f32 %f3, %f1, %f2;
    st.global.f32 [%rd10], %f3;
DONE:
    ret;
}
)";
constexpr const char *kAddKernel = "add_f32";
constexpr unsigned kBlock = 128;
/// A float NaN, to poison outputs.
constexpr uint32_t kNaNBits = 0x7fc00000u;
/// f16 1.0.
constexpr uint16_t kHalfOne = 0x3c00u;

/// Loaded as compiled code loads its modules: by a global constructor, and
/// unloaded by a global destructor.
struct StartupModule {
  StartupModule() : module(mgpuModuleLoadJIT(const_cast<char *>(kAddPtx), 2)) {}
  ~StartupModule() { mgpuModuleUnload(module); }
  void *module;
};
StartupModule startupModule;

void launchAdd(void *function, void *a, void *b, void *c, uint32_t count,
               void *stream) {
  void *params[] = {&a, &b, &c, &count};
  mgpuLaunchKernel(function, (count + kBlock - 1) / kBlock, 1, 1, kBlock, 1, 1,
                   0, stream, params, nullptr, 4);
}

class DeviceCodeTester {
public:
  int run();

private:
  void log(const std::string &line) {
    std::printf("[device code] %s\n", line.c_str());
    std::fflush(stdout);
  }
  bool check(bool condition, const std::string &what) {
    if (!condition) {
      ++failures;
      log("FAIL: " + what);
    }
    return condition;
  }
  void expectNoError(const std::string &when) {
    const tpfuse_status status = tpfuse_take_device_code_error();
    check(status == TPFUSE_SUCCESS,
          when + ": tpfuse_take_device_code_error() is " +
              tpfuse_status_name(status) + " " + tpfuse_last_error_message());
  }
  void expectError(tpfuse_status expected, const std::string &fragment,
                   const std::string &when);

  /// Poisons c, runs c = a + b with `function` on `stream` and checks c
  /// against the host's a and b.
  void checkAdd(const std::string &what, void *function, void *stream, void *a,
                void *b, void *c, const std::vector<float> &hostA,
                const std::vector<float> &hostB);
  /// The cases of one device, on a thread of its own.
  void runOnDevice(int device, void *jitFunction, void *imageFunction);
  /// alloc, two launches through the temporary, free: captured, replayed.
  void runGraph(const std::string &where, void *function, void *stream, void *a,
                void *b, void *c, uint32_t count);

  std::atomic<int> failures{0};
};

void DeviceCodeTester::expectError(tpfuse_status expected,
                                   const std::string &fragment,
                                   const std::string &when) {
  const tpfuse_status status = tpfuse_take_device_code_error();
  const std::string message = tpfuse_last_error_message();
  check(status == expected && message.find(fragment) != std::string::npos,
        when + ": expected " + tpfuse_status_name(expected) + " mentioning '" +
            fragment + "', got " + tpfuse_status_name(status) + " " + message);
  log(when + ": " + message);
  expectNoError(when + ", taken once");
}

void DeviceCodeTester::checkAdd(const std::string &what, void *function,
                                void *stream, void *a, void *b, void *c,
                                const std::vector<float> &hostA,
                                const std::vector<float> &hostB) {
  const auto count = uint32_t(hostA.size());
  mgpuMemset32(c, kNaNBits, count, stream);
  launchAdd(function, a, b, c, count, stream);
  std::vector<float> hostC(count);
  mgpuMemcpy(hostC.data(), c, count * sizeof(float), stream);
  mgpuStreamSynchronize(stream);
  uint32_t wrong = 0;
  for (uint32_t i = 0; i < count; ++i)
    wrong += hostC[i] == hostA[i] + hostB[i] ? 0 : 1;
  check(wrong == 0, what + ": " + std::to_string(wrong) + " of " +
                        std::to_string(count) + " sums wrong");
}

void DeviceCodeTester::runGraph(const std::string &where, void *function,
                                void *stream, void *a, void *b, void *c,
                                uint32_t count) {
  const uint64_t bytes = count * sizeof(float);
  cudaGraph_t graph = nullptr;
  cudaGraphExec_t executable = nullptr;
  if (!check(cudaStreamBeginCapture(static_cast<cudaStream_t>(stream),
                                    cudaStreamCaptureModeThreadLocal) ==
                 cudaSuccess,
             where + ": cudaStreamBeginCapture"))
    return;
  mgpuMemset32(c, kNaNBits, count, stream);
  void *temporary = mgpuMemAlloc(bytes, stream, false);
  launchAdd(function, a, b, temporary, count, stream);
  launchAdd(function, temporary, b, c, count, stream);
  mgpuMemFree(temporary, stream);
  const bool captured =
      check(cudaStreamEndCapture(static_cast<cudaStream_t>(stream), &graph) ==
                    cudaSuccess &&
                temporary,
            where + ": capturing mgpu* calls") &&
      check(cudaGraphInstantiate(&executable, graph, 0) == cudaSuccess,
            where + ": cudaGraphInstantiate");
  std::vector<float> hostA(count), hostB(count), hostC(count);
  for (int replay = 0; captured && replay < 2; ++replay) {
    for (uint32_t i = 0; i < count; ++i) {
      hostA[i] = float(i % 1024) + float(replay);
      hostB[i] = float(3 * replay + 1);
    }
    mgpuMemcpy(a, hostA.data(), bytes, stream);
    mgpuMemcpy(b, hostB.data(), bytes, stream);
    check(cudaGraphLaunch(executable, static_cast<cudaStream_t>(stream)) ==
              cudaSuccess,
          where + ": cudaGraphLaunch");
    mgpuMemcpy(hostC.data(), c, bytes, stream);
    mgpuStreamSynchronize(stream);
    uint32_t wrong = 0;
    for (uint32_t i = 0; i < count; ++i)
      wrong += hostC[i] == hostA[i] + 2 * hostB[i] ? 0 : 1;
    check(wrong == 0, where + ": replay " + std::to_string(replay) + ": " +
                          std::to_string(wrong) + " results wrong");
  }
  if (executable)
    cudaGraphExecDestroy(executable);
  if (graph)
    cudaGraphDestroy(graph);
}

void DeviceCodeTester::runOnDevice(int device, void *jitFunction,
                                   void *imageFunction) {
  const std::string where = "device " + std::to_string(device);
  mgpuSetDefaultDevice(device);
  int current = -1;
  check(cudaGetDevice(&current) == cudaSuccess && current == device,
        where + ": mgpuSetDefaultDevice did not make it current");

  void *stream = mgpuStreamCreate();
  void *copyStream = mgpuStreamCreate();
  void *event = mgpuEventCreate();
  // Not a multiple of the block, and different per device.
  const uint32_t count = 1000 + 37 * uint32_t(device);
  const uint64_t bytes = count * sizeof(float);
  std::vector<float> hostA(count), hostB(count);
  for (uint32_t i = 0; i < count; ++i) {
    hostA[i] = float(i);
    hostB[i] = float(2 * i + device);
  }
  void *a = mgpuMemAlloc(bytes, stream, false);
  void *b = mgpuMemAlloc(bytes, stream, false);
  void *c = mgpuMemAlloc(bytes, stream, false);
  check(a && b && c, where + ": mgpuMemAlloc");
  check(!mgpuMemAlloc(0, stream, false), where + ": 0 bytes gave a pointer");
  mgpuMemcpy(a, hostA.data(), bytes, stream);
  mgpuMemcpy(b, hostB.data(), bytes, stream);

  checkAdd(where + ", loaded by mgpuModuleLoadJIT", jitFunction, stream, a, b,
           c, hostA, hostB);
  checkAdd(where + ", loaded by mgpuModuleLoad", imageFunction, stream, a, b, c,
           hostA, hostB);
  checkAdd(where + ", null stream", jitFunction, nullptr, a, b, c, hostA,
           hostB);

  // Another stream, ordered after the launch by an event.
  mgpuMemset32(c, kNaNBits, count, stream);
  launchAdd(jitFunction, a, b, c, count, stream);
  mgpuEventRecord(event, stream);
  mgpuStreamWaitEvent(copyStream, event);
  std::vector<float> hostC(count);
  mgpuMemcpy(hostC.data(), c, bytes, copyStream);
  mgpuStreamSynchronize(copyStream);
  mgpuEventSynchronize(event);
  uint32_t wrong = 0;
  for (uint32_t i = 0; i < count; ++i)
    wrong += hostC[i] == hostA[i] + hostB[i] ? 0 : 1;
  check(wrong == 0, where + ": event-ordered copy: " + std::to_string(wrong) +
                        " sums wrong");

  void *halves = mgpuMemAlloc(2 * count, stream, false);
  mgpuMemset16(halves, kHalfOne, count, stream);
  std::vector<uint16_t> hostHalves(count);
  mgpuMemcpy(hostHalves.data(), halves, 2 * count, stream);
  mgpuStreamSynchronize(stream);
  uint32_t unset = 0;
  for (uint16_t half : hostHalves)
    unset += half == kHalfOne ? 0 : 1;
  check(unset == 0, where + ": mgpuMemset16 missed " + std::to_string(unset) +
                        " of " + std::to_string(count) + " halves");

  runGraph(where + " graph", jitFunction, stream, a, b, c, count);

  for (void *pointer : {a, b, c, halves})
    mgpuMemFree(pointer, stream);
  mgpuMemFree(nullptr, stream);
  mgpuStreamSynchronize(stream);
  mgpuEventDestroy(event);
  mgpuStreamDestroy(copyStream);
  mgpuStreamDestroy(stream);
}

int DeviceCodeTester::run() {
  check(startupModule.module != nullptr,
        "mgpuModuleLoadJIT in a global constructor returned null");
  expectNoError("loading in a global constructor");

  // A second module, from a thread that never touched CUDA (no current
  // context). cuLibraryLoadData takes PTX as well as a cubin: what is tested
  // is that the image path loads context-independently too.
  void *imageModule = nullptr;
  std::thread([&] {
    imageModule = mgpuModuleLoad(const_cast<char *>(kAddPtx), sizeof(kAddPtx));
  }).join();
  check(imageModule != nullptr, "mgpuModuleLoad returned null");
  void *jitFunction = mgpuModuleGetFunction(startupModule.module, kAddKernel);
  void *imageFunction = mgpuModuleGetFunction(imageModule, kAddKernel);
  check(jitFunction && imageFunction, "mgpuModuleGetFunction returned null");
  expectNoError("loading");
  if (failures != 0)
    return failures;

  // The same function handles on two devices at once.
  std::vector<std::thread> threads;
  for (int device : {0, 1})
    threads.emplace_back(
        [&, device] { runOnDevice(device, jitFunction, imageFunction); });
  for (std::thread &thread : threads)
    thread.join();
  expectNoError("launching on devices 0 and 1");

  log("two failures on purpose; the runtime prints each ('tpfuse: ...')");
  check(mgpuModuleGetFunction(startupModule.module, "no_such_kernel") ==
            nullptr,
        "mgpuModuleGetFunction found no_such_kernel");
  // Launching the missing kernel does nothing; the first failure is kept.
  launchAdd(nullptr, nullptr, nullptr, nullptr, 1, nullptr);
  expectError(TPFUSE_ERROR_BACKEND, "mgpuModuleGetFunction", "a bad kernel");
  check(mgpuMemAlloc(64, nullptr, true) == nullptr,
        "mgpuMemAlloc of host-shared memory returned a pointer");
  expectError(TPFUSE_ERROR_UNSUPPORTED, "host_shared", "host-shared memory");

  mgpuModuleUnload(imageModule);
  expectNoError("unloading");
  log(failures == 0 ? "passed" : "failed");
  return failures;
}

} // namespace

int tpfuse::gputest::runDeviceCodeTests() {
  DeviceCodeTester tester;
  return tester.run();
}
