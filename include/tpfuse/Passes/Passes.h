//===- Passes.h - tpfuse passes ---------------------------------*- C++ -*-===//

#ifndef TPFUSE_PASSES_PASSES_H
#define TPFUSE_PASSES_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
} // namespace mlir

namespace tpfuse {

#define GEN_PASS_DECL
#include "tpfuse/Passes/Passes.h.inc"

/// Adds the patterns that expand fused norms into tp.all_reduce plus the plain
/// norm (the rewrites of tp-decompose-fused-norms).
void populateDecomposeFusedNormsPatterns(mlir::RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "tpfuse/Passes/Passes.h.inc"

} // namespace tpfuse

#endif // TPFUSE_PASSES_PASSES_H
