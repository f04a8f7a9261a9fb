//===- DeviceCodeError.h - First failure of the mgpu* functions -*- C++ -*-===//
//
// Compiled device code reaches CUDA through MLIR's GPU runtime ABI
// (cuda/MlirGpuAbi.h), whose functions return no status. Their first failure
// is kept for the whole process until tpfuse_take_device_code_error() takes
// it. Part of every build; one without CUDA never records anything.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_DEVICECODEERROR_H
#define TPFUSE_RUNTIME_DEVICECODEERROR_H

#include "tpfuse/runtime.h"

#include <string>

namespace tpfuse::runtime {

/// Keeps the printf-style message with `status` and prints it to stderr,
/// unless an earlier failure is still kept. Never throws and never
/// allocates: it runs inside extern "C" functions, and in global
/// constructors and destructors.
void recordDeviceCodeError(tpfuse_status status, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

/// The kept failure's status and message, which are then cleared;
/// TPFUSE_SUCCESS if none is kept.
tpfuse_status takeDeviceCodeError(std::string &message);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_DEVICECODEERROR_H
