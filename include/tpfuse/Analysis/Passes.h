//===- Passes.h - Whole-module checks of tp IR ------------------*- C++ -*-===//

#ifndef TPFUSE_ANALYSIS_PASSES_H
#define TPFUSE_ANALYSIS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"

namespace tpfuse {

#define GEN_PASS_DECL
#include "tpfuse/Analysis/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tpfuse/Analysis/Passes.h.inc"

} // namespace tpfuse

#endif // TPFUSE_ANALYSIS_PASSES_H
