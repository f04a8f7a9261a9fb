//===- TestTensors.cu - Deterministic test data and output probes ---------===//

#include "TestTensors.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <algorithm>
#include <type_traits>

using namespace tpfuse::gputest;

namespace {

constexpr int kThreads = 256;

int blocksFor(int64_t count) {
  return int(std::min<int64_t>((count + kThreads - 1) / kThreads, 8192));
}

__device__ void store(__nv_bfloat16 *data, int64_t i, float v) {
  data[i] = __float2bfloat16_rn(v);
}
__device__ void store(__half *data, int64_t i, float v) {
  data[i] = __float2half_rn(v);
}
__device__ void store(float *data, int64_t i, float v) { data[i] = v; }

template <typename T>
__global__ void fill(T *data, int64_t count, uint64_t seed, int rank,
                     TensorKind kind, float scale) {
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count;
       i += int64_t(gridDim.x) * blockDim.x)
    store(data, i, testValue(seed, rank, kind, i) * scale);
}

__device__ bool isNaN(__nv_bfloat16 v) { return __hisnan(v); }
__device__ bool isNaN(__half v) { return __hisnan(v); }
__device__ bool isNaN(float v) { return isnan(v); }

template <typename T>
__global__ void countNaN(const T *data, int64_t count,
                         unsigned long long *counter) {
  unsigned long long found = 0;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count;
       i += int64_t(gridDim.x) * blockDim.x)
    found += isNaN(data[i]) ? 1 : 0;
  if (found)
    atomicAdd(counter, found);
}

__global__ void hashWords(const uint32_t *words, int64_t count,
                          unsigned long long *hash) {
  unsigned long long sum = 0;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count;
       i += int64_t(gridDim.x) * blockDim.x)
    sum += mixBits(uint64_t(i) << 32 | words[i]);
  atomicAdd(hash, sum);
}

template <typename Launch>
cudaError_t dispatch(tpfuse_dtype dtype, Launch &&launch) {
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    launch(static_cast<__nv_bfloat16 *>(nullptr));
    break;
  case TPFUSE_DTYPE_F16:
    launch(static_cast<__half *>(nullptr));
    break;
  case TPFUSE_DTYPE_F32:
    launch(static_cast<float *>(nullptr));
    break;
  }
  return cudaGetLastError();
}

} // namespace

int64_t tpfuse::gputest::elementBytes(tpfuse_dtype dtype) {
  return dtype == TPFUSE_DTYPE_F32 ? 4 : 2;
}

cudaError_t tpfuse::gputest::fillTestTensor(void *data, tpfuse_dtype dtype,
                                            int64_t count, uint64_t seed,
                                            int rank, TensorKind kind,
                                            cudaStream_t stream, float scale) {
  if (count == 0)
    return cudaSuccess;
  return dispatch(dtype, [&](auto *typed) {
    using T = std::remove_pointer_t<decltype(typed)>;
    fill<<<blocksFor(count), kThreads, 0, stream>>>(
        static_cast<T *>(data), count, seed, rank, kind, scale);
  });
}

cudaError_t tpfuse::gputest::countNaNs(const void *data, tpfuse_dtype dtype,
                                       int64_t count,
                                       unsigned long long *counter,
                                       cudaStream_t stream) {
  if (count == 0)
    return cudaSuccess;
  return dispatch(dtype, [&](auto *typed) {
    using T = std::remove_pointer_t<decltype(typed)>;
    countNaN<<<blocksFor(count), kThreads, 0, stream>>>(
        static_cast<const T *>(data), count, counter);
  });
}

cudaError_t tpfuse::gputest::addContentHash(const void *data, int64_t bytes,
                                            unsigned long long *hash,
                                            cudaStream_t stream) {
  const int64_t words = bytes / 4;
  if (words == 0)
    return cudaSuccess;
  hashWords<<<blocksFor(words), kThreads, 0, stream>>>(
      static_cast<const uint32_t *>(data), words, hash);
  return cudaGetLastError();
}
