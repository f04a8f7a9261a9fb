//===- PeerWorkspace.cu - Device memory every rank can write --------------===//

#include "PeerWorkspace.h"

#include <algorithm>
#include <fstream>
#include <iterator>

#include <unistd.h>

using namespace tpfuse::runtime::cuda;

namespace {

__global__ void fillWithSentinel(uint32_t *words, int64_t count) {
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count;
       i += int64_t(gridDim.x) * blockDim.x)
    words[i] = kSentinelWord;
}

uint64_t fnv1a(const std::string &bytes, uint64_t hash) {
  for (unsigned char c : bytes) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  return hash;
}

std::string describeCuda(const char *what, cudaError_t status) {
  return std::string(what) + ": " + cudaGetErrorString(status);
}

} // namespace

cudaError_t tpfuse::runtime::cuda::launchSentinelFill(void *buffer,
                                                      int64_t bytes,
                                                      cudaStream_t stream) {
  const int64_t words = bytes / 4;
  const int threads = 256;
  const int64_t blocks =
      std::min<int64_t>((words + threads - 1) / threads, 4096);
  if (blocks == 0)
    return cudaSuccess;
  fillWithSentinel<<<int(blocks), threads, 0, stream>>>(
      static_cast<uint32_t *>(buffer), words);
  return cudaGetLastError();
}

uint64_t tpfuse::runtime::cuda::currentHostHash() {
  char name[256] = {};
  gethostname(name, sizeof(name) - 1);
  std::ifstream bootIdFile("/proc/sys/kernel/random/boot_id");
  std::string bootId((std::istreambuf_iterator<char>(bootIdFile)),
                     std::istreambuf_iterator<char>());
  return fnv1a(bootId, fnv1a(name, 14695981039346656037ull));
}

PeerWorkspace::~PeerWorkspace() {
  unmapPeers();
  if (ownBase && !abandoned)
    cudaFree(ownBase);
}

bool PeerWorkspace::allocate(int64_t bytes, std::string &error) {
  void *memory = nullptr;
  cudaError_t status = cudaMalloc(&memory, size_t(bytes));
  if (status != cudaSuccess) {
    cudaGetLastError(); // An allocation failure is not sticky: clear it.
    error = describeCuda("cudaMalloc of the fused workspace", status);
    return false;
  }
  ownBase = static_cast<char *>(memory);
  ownBytes = bytes;
  // A private stream: the fill must complete before any peer can write, and
  // must not wait for the caller's work on the legacy stream.
  cudaStream_t stream;
  if ((status = cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking)) !=
      cudaSuccess) {
    error = describeCuda("cudaStreamCreateWithFlags", status);
    return false;
  }
  if ((status = cudaMemsetAsync(ownBase, 0, kControlBytes, stream)) ==
      cudaSuccess)
    status = launchSentinelFill(ownBase + kControlBytes, bytes - kControlBytes,
                                stream);
  if (status == cudaSuccess)
    status = cudaStreamSynchronize(stream);
  cudaStreamDestroy(stream);
  if (status != cudaSuccess) {
    error = describeCuda("initializing the fused workspace", status);
    return false;
  }
  return true;
}

bool PeerWorkspace::describe(PeerDescriptor &descriptor,
                             std::string &error) const {
  descriptor.address = reinterpret_cast<uint64_t>(ownBase);
  if (!ownBase)
    return true;
  cudaError_t status = cudaIpcGetMemHandle(&descriptor.ipcHandle, ownBase);
  if (status != cudaSuccess) {
    error = describeCuda("cudaIpcGetMemHandle", status);
    return false;
  }
  return true;
}

bool PeerWorkspace::mapPeers(const std::vector<PeerDescriptor> &descriptors,
                             int rank, int device, bool sharedDevice,
                             std::string &error) {
  const PeerDescriptor &self = descriptors[rank];
  for (int peer = 0; peer < int(descriptors.size()); ++peer) {
    if (peer == rank) {
      bases[peer] = ownBase;
      continue;
    }
    const PeerDescriptor &other = descriptors[peer];
    const std::string name = "rank " + std::to_string(peer);
    if (std::string(other.pciBusId) == self.pciBusId) {
      // Two spinning grids on one GPU need not be co-resident: refuse,
      // unless the backend bounds its grids for that (same-device mode).
      if (!sharedDevice) {
        error = name + " uses the same GPU as this rank";
        return false;
      }
      if (other.processId != self.processId) {
        error = name + " uses this GPU from another process";
        return false;
      }
      bases[peer] = reinterpret_cast<char *>(other.address);
      continue;
    }
    // The peer's GPU as numbered in this process, if it is visible here.
    int peerDevice = -1;
    if (other.processId == self.processId)
      peerDevice = other.device;
    else if (cudaDeviceGetByPCIBusId(&peerDevice, other.pciBusId) !=
             cudaSuccess) {
      cudaGetLastError();
      peerDevice = -1;
    }
    if (peerDevice >= 0) {
      int canAccess = 0;
      cudaError_t status =
          cudaDeviceCanAccessPeer(&canAccess, device, peerDevice);
      if (status != cudaSuccess) {
        error = describeCuda("cudaDeviceCanAccessPeer", status);
        return false;
      }
      if (!canAccess) {
        error = "no peer access from this GPU to " + name + "'s GPU";
        return false;
      }
    }
    if (other.processId == self.processId) {
      cudaError_t status = cudaDeviceEnablePeerAccess(peerDevice, 0);
      if (status == cudaErrorPeerAccessAlreadyEnabled)
        cudaGetLastError();
      else if (status != cudaSuccess) {
        error = describeCuda("cudaDeviceEnablePeerAccess", status);
        return false;
      }
      bases[peer] = reinterpret_cast<char *>(other.address);
      continue;
    }
    void *mapped = nullptr;
    cudaError_t status = cudaIpcOpenMemHandle(&mapped, other.ipcHandle,
                                              cudaIpcMemLazyEnablePeerAccess);
    if (status != cudaSuccess) {
      cudaGetLastError();
      error = describeCuda(
          ("cudaIpcOpenMemHandle of " + name + "'s workspace").c_str(), status);
      return false;
    }
    bases[peer] = static_cast<char *>(mapped);
    imported[peer] = true;
  }
  return true;
}

void PeerWorkspace::unmapPeers() {
  for (int peer = 0; peer < kMaxWorldSize; ++peer) {
    if (imported[peer])
      cudaIpcCloseMemHandle(bases[peer]);
    imported[peer] = false;
    bases[peer] = nullptr;
  }
}
