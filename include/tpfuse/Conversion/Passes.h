//===- Passes.h - Into and out of the tp dialect ----------------*- C++ -*-===//

#ifndef TPFUSE_CONVERSION_PASSES_H
#define TPFUSE_CONVERSION_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"

namespace tpfuse {

#define GEN_PASS_DECL
#include "tpfuse/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tpfuse/Conversion/Passes.h.inc"

} // namespace tpfuse

#endif // TPFUSE_CONVERSION_PASSES_H
