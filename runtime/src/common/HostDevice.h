//===- HostDevice.h - Functions for host and device compilers ---*- C++ -*-===//
//
// TPFUSE_HOST_DEVICE marks a function that both the host compiler and nvcc's
// device pass compile, so that one definition serves the CPU backend and the
// CUDA kernels (the narrow-float conversions, the quantization formulas and
// the scale layouts). Outside nvcc it is empty.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_HOSTDEVICE_H
#define TPFUSE_RUNTIME_HOSTDEVICE_H

#ifdef __CUDACC__
#define TPFUSE_HOST_DEVICE __host__ __device__
#else
#define TPFUSE_HOST_DEVICE
#endif

#endif // TPFUSE_RUNTIME_HOSTDEVICE_H
