//===- TestTensors.h - Deterministic test data, output probes ---*- C++ -*-===//
//
// Test values are ±k/128 with k in [8, 255] (weights: k/128 with k in
// [64, 255]): never zero, exact in bf16, f16 and f32, and sums of up to 8 of
// them are exact in fp32. So the host regenerates any element of any rank
// without copying it, and the reduced sum and h = round(x + residual) have
// one correct answer, bit for bit. Each value is a hash of (seed, rank,
// tensor, index); rank -1 marks tensors every rank shares.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_TESTTENSORS_H
#define TPFUSE_TEST_GPU_TESTTENSORS_H

#include "tpfuse/runtime.h"

#include <cuda_runtime_api.h>

#include <cstdint>

namespace tpfuse::gputest {

enum class TensorKind : uint32_t { Input = 1, Residual = 2, Weight = 3 };

constexpr int kSharedRank = -1;

#ifdef __CUDACC__
#define TPFUSE_TEST_HOST_DEVICE __host__ __device__
#else
#define TPFUSE_TEST_HOST_DEVICE
#endif

/// A 64-bit finalizer (MurmurHash3's).
TPFUSE_TEST_HOST_DEVICE inline uint64_t mixBits(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ull;
  x ^= x >> 33;
  return x;
}

TPFUSE_TEST_HOST_DEVICE inline float testValue(uint64_t seed, int rank,
                                               TensorKind kind, int64_t index) {
  const uint64_t x =
      mixBits(seed * 0x9e3779b97f4a7c15ull ^ uint64_t(rank + 1) << 48 ^
              uint64_t(kind) << 56 ^ uint64_t(index));
  if (kind == TensorKind::Weight)
    return float(64 + x % 192) / 128.0f;
  const float magnitude = float(8 + x % 248) / 128.0f;
  return (x >> 32 & 1) ? -magnitude : magnitude;
}

int64_t elementBytes(tpfuse_dtype dtype);

/// Writes testValue(seed, rank, kind, i) * scale for i < count into
/// `data`; `scale` a power of two, so the values stay exact.
cudaError_t fillTestTensor(void *data, tpfuse_dtype dtype, int64_t count,
                           uint64_t seed, int rank, TensorKind kind,
                           cudaStream_t stream, float scale = 1.0f);

/// Adds the number of NaN elements among `count` to *counter (device).
cudaError_t countNaNs(const void *data, tpfuse_dtype dtype, int64_t count,
                      unsigned long long *counter, cudaStream_t stream);

/// Adds an order-independent 64-bit hash of `bytes` (a multiple of 4) to
/// *hash (device): equal buffers give equal hashes.
cudaError_t addContentHash(const void *data, int64_t bytes,
                           unsigned long long *hash, cudaStream_t stream);

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_TESTTENSORS_H
