//===- DeviceCodeTest.h - MLIR's GPU runtime ABI (mgpu*) --------*- C++ -*-===//
//
// Runs once per process, before the ranks start: the device-code error it
// checks is kept per process, not per rank.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_DEVICECODETEST_H
#define TPFUSE_TEST_GPU_DEVICECODETEST_H

namespace tpfuse::gputest {

/// Runs the mgpu* cases on devices 0 and 1; returns the number of failed
/// checks.
int runDeviceCodeTests();

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_DEVICECODETEST_H
