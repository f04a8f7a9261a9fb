//===- Passes.h - The AOT pipeline's passes ---------------------*- C++ -*-===//

#ifndef TPFUSE_PIPELINES_PASSES_H
#define TPFUSE_PIPELINES_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"

namespace tpfuse {

#define GEN_PASS_DECL
#include "tpfuse/Pipelines/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tpfuse/Pipelines/Passes.h.inc"

} // namespace tpfuse

#endif // TPFUSE_PIPELINES_PASSES_H
