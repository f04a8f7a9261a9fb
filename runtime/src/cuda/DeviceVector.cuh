//===- DeviceVector.cuh - Packs and memory instructions --------*- CUDA -*-===//
//
// The kernels move data as packs of N elements (one 16-byte vector, or a
// single element where rows are not 16-byte aligned) and compute in fp32.
// Peer traffic uses explicit PTX so the compiler neither caches, merges nor
// reorders it: relaxed system-scope loads and stores are "strong" operations
// in the PTX memory model, so a reader polling a word a peer writes is not a
// data race.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_DEVICEVECTOR_CUH
#define TPFUSE_RUNTIME_CUDA_DEVICEVECTOR_CUH

#include "Kernels.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <type_traits>

namespace tpfuse::runtime::cuda {

__device__ __forceinline__ float toFloat(__nv_bfloat16 value) {
  return __bfloat162float(value);
}
__device__ __forceinline__ float toFloat(__half value) {
  return __half2float(value);
}
__device__ __forceinline__ float toFloat(float value) { return value; }

/// Rounds to nearest even.
template <typename T> __device__ __forceinline__ T fromFloat(float value);
template <>
__device__ __forceinline__ __nv_bfloat16 fromFloat<__nv_bfloat16>(float v) {
  return __float2bfloat16_rn(v);
}
template <> __device__ __forceinline__ __half fromFloat<__half>(float v) {
  return __float2half_rn(v);
}
template <> __device__ __forceinline__ float fromFloat<float>(float v) {
  return v;
}

/// N consecutive elements, aligned so that one load or store moves them.
template <typename T, int N> struct alignas(sizeof(T) * N) Pack {
  T elements[N];

  __device__ __forceinline__ void toFloats(float (&out)[N]) const {
#pragma unroll
    for (int i = 0; i < N; ++i)
      out[i] = toFloat(elements[i]);
  }
  /// Rounds to nearest even; 16-bit elements two at a time (one
  /// cvt.rn.bf16x2.f32 / cvt.rn.f16x2.f32 for two values: the same
  /// rounding as fromFloat's, in half the conversions, which are
  /// quarter-rate instructions).
  __device__ __forceinline__ static Pack fromFloats(const float (&in)[N]) {
    Pack pack;
    if constexpr (N % 2 == 0 && std::is_same_v<T, __nv_bfloat16>) {
#pragma unroll
      for (int i = 0; i < N; i += 2) {
        const __nv_bfloat162 pair = __floats2bfloat162_rn(in[i], in[i + 1]);
        pack.elements[i] = pair.x;
        pack.elements[i + 1] = pair.y;
      }
    } else if constexpr (N % 2 == 0 && std::is_same_v<T, __half>) {
#pragma unroll
      for (int i = 0; i < N; i += 2) {
        const __half2 pair = __floats2half2_rn(in[i], in[i + 1]);
        pack.elements[i] = pair.x;
        pack.elements[i + 1] = pair.y;
      }
    } else {
#pragma unroll
      for (int i = 0; i < N; ++i)
        pack.elements[i] = fromFloat<T>(in[i]);
    }
    return pack;
  }
};

/// Elements of T in one 16-byte vector.
template <typename T> constexpr int kVectorElements = kVectorBytes / sizeof(T);
template <typename T> using VectorPack = Pack<T, kVectorElements<T>>;

template <typename T> __device__ __forceinline__ VectorPack<T> asPack(uint4 v) {
  return *reinterpret_cast<const VectorPack<T> *>(&v);
}
template <typename T>
__device__ __forceinline__ uint4 asWords(const VectorPack<T> &pack) {
  return *reinterpret_cast<const uint4 *>(&pack);
}

/// A plain (weak) 16-byte load, for buffers no other agent writes during
/// the kernel.
__device__ __forceinline__ uint4 loadVector(const void *address) {
  return *static_cast<const uint4 *>(address);
}

/// Reads what a peer GPU may be writing right now (bypasses L1).
__device__ __forceinline__ uint4 loadVectorVolatile(const void *address) {
  uint4 v;
  asm volatile("ld.relaxed.sys.global.v4.b32 {%0, %1, %2, %3}, [%4];"
               : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
               : "l"(address));
  return v;
}

/// Writes a vector another GPU reads (or polls) concurrently.
__device__ __forceinline__ void storeVectorVolatile(void *address, uint4 v) {
  asm volatile("st.relaxed.sys.global.v4.b32 [%0], {%1, %2, %3, %4};"
               :
               : "l"(address), "r"(v.x), "r"(v.y), "r"(v.z), "r"(v.w));
}

__device__ __forceinline__ uint32_t loadWordVolatile(const uint32_t *address) {
  uint32_t v;
  asm volatile("ld.relaxed.sys.global.b32 %0, [%1];" : "=r"(v) : "l"(address));
  return v;
}

__device__ __forceinline__ uint64_t
loadWord64Volatile(const uint64_t *address) {
  uint64_t v;
  asm volatile("ld.relaxed.sys.global.b64 %0, [%1];" : "=l"(v) : "l"(address));
  return v;
}

__device__ __forceinline__ void storeWord64Volatile(uint64_t *address,
                                                    uint64_t v) {
  asm volatile("st.relaxed.sys.global.b64 [%0], %1;" ::"l"(address), "l"(v));
}

/// True while any word of `v` still holds the not-yet-written sentinel.
__device__ __forceinline__ bool holdsSentinel(uint4 v) {
  return v.x == kSentinelWord || v.y == kSentinelWord || v.z == kSentinelWord ||
         v.w == kSentinelWord;
}

/// Makes data distinguishable from the sentinel: a word equal to it (two
/// -0.0 halves, or an f32 denormal of -4.6e-41) becomes +0.0. Every rank
/// applies it to every input, so all ranks still sum identical values.
__device__ __forceinline__ uint4 scrubSentinel(uint4 v) {
  v.x = v.x == kSentinelWord ? 0u : v.x;
  v.y = v.y == kSentinelWord ? 0u : v.y;
  v.z = v.z == kSentinelWord ? 0u : v.z;
  v.w = v.w == kSentinelWord ? 0u : v.w;
  return v;
}

__device__ __forceinline__ uint4 sentinelVector() {
  return make_uint4(kSentinelWord, kSentinelWord, kSentinelWord, kSentinelWord);
}

__device__ __forceinline__ uint64_t globalTimerNs() {
  uint64_t now;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
  return now;
}

/// Programmatic dependent launch: wait until the grids this one depends on
/// have completed and their memory is visible (a no-op without PDL).
__device__ __forceinline__ void waitForPrerequisiteGrids() {
  asm volatile("griddepcontrol.wait;" ::: "memory");
}

/// Lets the next PDL grid start launching. Called only after this block has
/// written all of its outputs: the dependent may then be scheduled, and it
/// reads our outputs only after its own waitForPrerequisiteGrids.
__device__ __forceinline__ void allowDependentLaunch() {
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
}

/// Sum of `value` over the block; every thread gets the total. Uses 32
/// floats of shared memory and two barriers.
__device__ __forceinline__ float blockSum(float value) {
  __shared__ float warpSums[32];
#pragma unroll
  for (int offset = 16; offset > 0; offset /= 2)
    value += __shfl_xor_sync(0xffffffffu, value, offset);
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (lane == 0)
    warpSums[warp] = value;
  __syncthreads();
  const int warps = (blockDim.x + 31) / 32;
  float total = lane < warps ? warpSums[lane] : 0.0f;
#pragma unroll
  for (int offset = 16; offset > 0; offset /= 2)
    total += __shfl_xor_sync(0xffffffffu, total, offset);
  // warpSums is reused by the next row.
  __syncthreads();
  return total;
}

__device__ __forceinline__ uint32_t maxBits(uint32_t a, uint32_t b) {
  return a > b ? a : b;
}

/// Max of `value` over the block; every thread gets it. 32 words of shared
/// memory, two barriers.
__device__ __forceinline__ uint32_t blockMaxBits(uint32_t value) {
  __shared__ uint32_t warpMax[32];
#pragma unroll
  for (int offset = 16; offset > 0; offset /= 2)
    value = maxBits(value, __shfl_xor_sync(0xffffffffu, value, offset));
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (lane == 0)
    warpMax[warp] = value;
  __syncthreads();
  const int warps = (blockDim.x + 31) / 32;
  uint32_t total = lane < warps ? warpMax[lane] : 0u;
#pragma unroll
  for (int offset = 16; offset > 0; offset /= 2)
    total = maxBits(total, __shfl_xor_sync(0xffffffffu, total, offset));
  // warpMax is reused by the next row.
  __syncthreads();
  return total;
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_DEVICEVECTOR_CUH
