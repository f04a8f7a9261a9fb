//===- MiniFloatDeviceTest.h - The epilogue's encoders, exhaustively -*- C++
//-*-//
//
// Runs once per process, on the current device.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_MINIFLOATDEVICETEST_H
#define TPFUSE_TEST_GPU_MINIFLOATDEVICETEST_H

#include <string>

namespace tpfuse::gputest {

/// Compares the device encoders of cuda/DeviceMiniFloat.cuh with
/// common/MiniFloat.h's on every one of the 2^32 floats; returns the number
/// of failed checks, each also described in `log`.
int runMiniFloatDeviceTests(std::string &log);

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_MINIFLOATDEVICETEST_H
