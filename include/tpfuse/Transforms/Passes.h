//===- Passes.h - Transforms of tp IR ---------------------------*- C++ -*-===//

#ifndef TPFUSE_TRANSFORMS_PASSES_H
#define TPFUSE_TRANSFORMS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"

namespace mlir {
class RewritePatternSet;
} // namespace mlir

namespace tpfuse {

/// Which layer boundaries tp-fuse-allreduce-norm fuses.
enum class FusionScope { All, Final };

/// Which fused implementation the target provides.
enum class FusionBackend { Auto, None };

#define GEN_PASS_DECL
#include "tpfuse/Transforms/Passes.h.inc"

/// Adds the patterns that expand fused norms into tp.all_reduce plus the plain
/// norm (the rewrites of tp-decompose-fused-norms).
void populateDecomposeFusedNormsPatterns(mlir::RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "tpfuse/Transforms/Passes.h.inc"

} // namespace tpfuse

#endif // TPFUSE_TRANSFORMS_PASSES_H
