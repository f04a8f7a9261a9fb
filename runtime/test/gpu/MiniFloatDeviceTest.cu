//===- MiniFloatDeviceTest.cu - The epilogue's encoders, exhaustively -----===//
//
// The quantized epilogue encodes with cuda/DeviceMiniFloat.cuh (hardware
// conversion, midpoint counting); the host quantizer and the rest of the
// device code with common/MiniFloat.h. Both must be the same function, so
// every float is encoded both ways on the device: e4m3Quad with each value
// once in each of its four bytes, and e2m1Code. The epilogue's division
// (DeviceDivision.cuh) must equal __fdiv_rn: every float, in packs of 8,
// divided by each of a set of divisors (edges of its fast range,
// significands of all ones, and seeded random ones), compared as bits.
//
//===----------------------------------------------------------------------===//

#include "MiniFloatDeviceTest.h"

#include "common/MiniFloat.h"
#include "cuda/DeviceDivision.cuh"
#include "cuda/DeviceMiniFloat.cuh"

#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

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
    // Every pattern takes each of the four places once (each place's
    // pattern is a bijection of i).
    const float values[4] = {__uint_as_float(bits), __uint_as_float(~bits),
                             __uint_as_float(bits ^ 0x80000001u),
                             __uint_as_float(bits ^ 0x7fffffffu)};
    uint32_t expected = 0;
    for (int k = 0; k < 4; ++k)
      expected |= uint32_t(floatToE4m3(values[k])) << (8 * k);
    if (e4m3Quad(values[0], values[1], values[2], values[3]) != expected) {
      if (atomicAdd(&mismatches->e4m3, 1ull) == 0)
        mismatches->firstE4m3Bits = bits;
    }
    if (e2m1Code(values[0]) != floatToE2m1(values[0])) {
      if (atomicAdd(&mismatches->e2m1, 1ull) == 0)
        mismatches->firstE2m1Bits = bits;
    }
  }
}

struct DivisionMismatches {
  unsigned long long count;
  uint32_t firstDividend, firstDivisor;
};

/// Packs of 8 dividends: place 0 takes every float; the others flip
/// exponent, sign and low bits, so that packs mix values inside and
/// outside RoundedDivisor's fast range (one outside sends the whole pack
/// to __fdiv_rn).
__global__ void compareDivisions(const float *divisors, int divisorCount,
                                 DivisionMismatches *mismatches) {
  constexpr uint32_t kFlips[8] = {0u,          0x40000000u, 0x00800000u,
                                  0x00000001u, 0x80000000u, 0x20000000u,
                                  0x7f800000u, 0x00400000u};
  const uint64_t stride = uint64_t(gridDim.x) * blockDim.x;
  for (int d = 0; d < divisorCount; ++d) {
    const RoundedDivisor divisor(divisors[d]);
    for (uint64_t i = uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
         i < (uint64_t(1) << 32); i += stride) {
      float y[8], q[8];
      for (int e = 0; e < 8; ++e)
        y[e] = __uint_as_float(uint32_t(i) ^ kFlips[e]);
      divisor.dividePack(y, q);
      for (int e = 0; e < 8; ++e) {
        const float expected = __fdiv_rn(y[e], divisors[d]);
        // NaN results compare as NaN (their payloads are not the formula's).
        const bool same = __float_as_uint(q[e]) == __float_as_uint(expected) ||
                          (isnan(q[e]) && isnan(expected));
        if (!same && atomicAdd(&mismatches->count, 1ull) == 0) {
          mismatches->firstDividend = __float_as_uint(y[e]);
          mismatches->firstDivisor = __float_as_uint(divisors[d]);
        }
      }
    }
  }
}

/// The divisors: the fast range's edges and just past them, significands
/// of all ones and of one ulp above a power of two, scales as the tests use
/// them, the slow path's cases, and seeded random normal floats of either
/// sign in [2^-64, 2^64].
std::vector<float> testDivisors() {
  std::vector<float> divisors = {1.0f,
                                 -1.0f,
                                 0x1p-60f,
                                 0x1p60f,
                                 0x1.fffffep59f,
                                 0x1.000002p-60f,
                                 0x1.fffffep-61f,
                                 0x1.000002p60f,
                                 0x1.fffffep0f,
                                 0x1.000002p0f,
                                 0x1.fffffep-9f,
                                 3.0f,
                                 448.0f,
                                 1.0f / 448.0f,
                                 0.0625f,
                                 1e-10f / 448.0f,
                                 0.0f,
                                 -0.0f,
                                 0x1p-149f,
                                 0x1p-127f,
                                 1e30f,
                                 __builtin_inff(),
                                 -__builtin_inff(),
                                 __builtin_nanf("")};
  uint64_t state = 0x9e3779b97f4a7c15ull;
  for (int i = 0; i < 104; ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    const uint32_t bits = uint32_t(state >> 32);
    // Exponent field 63..191 (2^-64 .. 2^64), any mantissa, either sign.
    const uint32_t exponent = 63 + (bits >> 8) % 129;
    divisors.push_back(__builtin_bit_cast(
        float, (bits & 0x80000000u) | exponent << 23 | (bits & 0x7fffffu)));
  }
  return divisors;
}

bool check(cudaError_t status, const char *what, std::string &log) {
  if (status == cudaSuccess)
    return true;
  log +=
      std::string("FAIL: ") + what + ": " + cudaGetErrorString(status) + "\n";
  return false;
}

} // namespace

namespace {

int runDivisionTest(std::string &log) {
  const std::vector<float> divisors = testDivisors();
  float *deviceDivisors = nullptr;
  DivisionMismatches *device = nullptr;
  DivisionMismatches host{};
  bool ok =
      check(cudaMalloc(&deviceDivisors, divisors.size() * sizeof(float)),
            "cudaMalloc", log) &&
      check(cudaMalloc(&device, sizeof(DivisionMismatches)), "cudaMalloc",
            log) &&
      check(cudaMemcpy(deviceDivisors, divisors.data(),
                       divisors.size() * sizeof(float), cudaMemcpyHostToDevice),
            "cudaMemcpy", log) &&
      check(cudaMemset(device, 0, sizeof(DivisionMismatches)), "cudaMemset",
            log);
  if (ok) {
    compareDivisions<<<2048, 256>>>(deviceDivisors, int(divisors.size()),
                                    device);
    ok = check(cudaGetLastError(), "launch", log) &&
         check(cudaDeviceSynchronize(), "compareDivisions", log) &&
         check(cudaMemcpy(&host, device, sizeof(host), cudaMemcpyDeviceToHost),
               "cudaMemcpy", log);
  }
  int failures = ok ? 0 : 1;
  if (deviceDivisors && !check(cudaFree(deviceDivisors), "cudaFree", log))
    ++failures;
  if (device && !check(cudaFree(device), "cudaFree", log))
    ++failures;
  if (failures)
    return failures;
  char line[200];
  if (host.count) {
    std::snprintf(
        line, sizeof(line),
        "FAIL: RoundedDivisor differs from __fdiv_rn on %llu of "
        "%zu x 2^32 quotients, in packs of 8 (first: 0x%08x / 0x%08x)\n",
        host.count, divisors.size(), host.firstDividend, host.firstDivisor);
    log += line;
    return 1;
  }
  std::snprintf(line, sizeof(line),
                "ok: RoundedDivisor equals __fdiv_rn on all 2^32 dividends "
                "for each of %zu divisors\n",
                divisors.size());
  log += line;
  return 0;
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
                  "FAIL: e4m3Quad differs from floatToE4m3 on %llu of 2^32 "
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
    log += "ok: e4m3Quad and e2m1Code equal MiniFloat.h's encoders on all "
           "2^32 floats\n";
  return failures + runDivisionTest(log);
}
