//===- MiniFloatDeviceTest.cu - The epilogue's encoders, exhaustively -----===//
//
// The quantized epilogue encodes with cuda/DeviceMiniFloat.cuh (hardware
// conversion, midpoint counting); the host quantizer and the rest of the
// device code with common/MiniFloat.h. Both must be the same function, so
// every float is encoded both ways on the device: e4m3Pair with each value
// once in the low and once in the high byte, and e2m1Code.
//
//===----------------------------------------------------------------------===//

#include "MiniFloatDeviceTest.h"

#include "common/MiniFloat.h"
#include "cuda/DeviceMiniFloat.cuh"

#include <cuda_runtime.h>

#include <cstdio>

using namespace tpfuse::runtime;
using namespace tpfuse::runtime::cuda;

namespace {

struct Mismatches {
  unsigned long long e4m3;
  unsigned long long e2m1;
  uint32_t firstE4m3Bits; // valid when e4m3 > 0
  uint32_t firstE2m1Bits;
};

__global__ void compareEncoders(Mismatches *mismatches) {
  const uint64_t stride = uint64_t(gridDim.x) * blockDim.x;
  for (uint64_t i = uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
       i < (uint64_t(1) << 32); i += stride) {
    const uint32_t bits = uint32_t(i);
    // Every pattern is the low value once (i) and the high one once (~i).
    const float low = __uint_as_float(bits), high = __uint_as_float(~bits);
    const uint32_t pair = e4m3Pair(low, high);
    const uint32_t expected = floatToE4m3(low) | uint32_t(floatToE4m3(high))
                                                     << 8;
    if (pair != expected) {
      if (atomicAdd(&mismatches->e4m3, 1ull) == 0)
        mismatches->firstE4m3Bits = bits;
    }
    if (e2m1Code(low) != floatToE2m1(low)) {
      if (atomicAdd(&mismatches->e2m1, 1ull) == 0)
        mismatches->firstE2m1Bits = bits;
    }
  }
}

bool check(cudaError_t status, const char *what, std::string &log) {
  if (status == cudaSuccess)
    return true;
  log +=
      std::string("FAIL: ") + what + ": " + cudaGetErrorString(status) + "\n";
  return false;
}

} // namespace

int tpfuse::gputest::runMiniFloatDeviceTests(std::string &log) {
  Mismatches *device = nullptr;
  if (!check(cudaMalloc(&device, sizeof(Mismatches)), "cudaMalloc", log))
    return 1;
  int failures = 0;
  Mismatches host{};
  if (check(cudaMemset(device, 0, sizeof(Mismatches)), "cudaMemset", log)) {
    compareEncoders<<<1024, 256>>>(device);
    if (!check(cudaGetLastError(), "launch", log) ||
        !check(cudaDeviceSynchronize(), "compareEncoders", log) ||
        !check(cudaMemcpy(&host, device, sizeof(host), cudaMemcpyDeviceToHost),
               "cudaMemcpy", log))
      failures = 1;
  } else {
    failures = 1;
  }
  check(cudaFree(device), "cudaFree", log) || ++failures;
  if (failures)
    return failures;
  char line[160];
  if (host.e4m3) {
    std::snprintf(line, sizeof(line),
                  "FAIL: e4m3Pair differs from floatToE4m3 on %llu of 2^32 "
                  "inputs (first: bits 0x%08x)\n",
                  host.e4m3, host.firstE4m3Bits);
    log += line;
    ++failures;
  }
  if (host.e2m1) {
    std::snprintf(line, sizeof(line),
                  "FAIL: e2m1Code differs from floatToE2m1 on %llu of 2^32 "
                  "inputs (first: bits 0x%08x)\n",
                  host.e2m1, host.firstE2m1Bits);
    log += line;
    ++failures;
  }
  if (!failures)
    log += "ok: e4m3Pair and e2m1Code equal MiniFloat.h's encoders on all "
           "2^32 floats\n";
  return failures;
}
