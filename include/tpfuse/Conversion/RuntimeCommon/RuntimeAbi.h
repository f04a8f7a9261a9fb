//===- RuntimeAbi.h - What lowered functions carry --------------*- C++ -*-===//
//
// The contract between the conversions to the runtime, which give functions
// the runtime ABI (the communicator in, the status out), and the passes of
// tp-aot-pipeline that run on what they produce.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMEABI_H
#define TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMEABI_H

#include "llvm/ADT/StringRef.h"

namespace tpfuse {

/// The unit attribute tp-lower-to-runtime{stream-argument=true} puts on the
/// stream argument of a lowered function, where tp-place-on-device finds it.
inline constexpr llvm::StringLiteral kStreamAttrName = "tp.stream";

/// The unit attribute tp-lower-to-runtime puts on each function it gives the
/// runtime ABI (communicator in, status as the last result), where later
/// passes find them (tp-check-out-params).
inline constexpr llvm::StringLiteral kRuntimeAbiAttrName = "tp.runtime_abi";

} // namespace tpfuse

#endif // TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMEABI_H
