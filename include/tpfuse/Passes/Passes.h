//===- Passes.h - tpfuse passes ---------------------------------*- C++ -*-===//

#ifndef TPFUSE_PASSES_PASSES_H
#define TPFUSE_PASSES_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"

namespace mlir {
class RewritePatternSet;
} // namespace mlir

namespace tpfuse {

/// The unit attribute tp-lower-to-runtime{stream-argument=true} puts on the
/// stream argument of a lowered function, where tp-place-on-device finds it.
inline constexpr llvm::StringLiteral kStreamAttrName = "tp.stream";

/// The unit attribute tp-lower-to-runtime puts on each function it gives the
/// runtime ABI (communicator in, status as the last result), where later
/// passes find them (tp-check-out-params).
inline constexpr llvm::StringLiteral kRuntimeAbiAttrName = "tp.runtime_abi";

/// Which layer boundaries tp-fuse-allreduce-norm fuses.
enum class FusionScope { All, Final };

/// Which fused implementation the target provides.
enum class FusionBackend { Auto, None };

#define GEN_PASS_DECL
#include "tpfuse/Passes/Passes.h.inc"

/// Adds the patterns that expand fused norms into tp.all_reduce plus the plain
/// norm (the rewrites of tp-decompose-fused-norms).
void populateDecomposeFusedNormsPatterns(mlir::RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "tpfuse/Passes/Passes.h.inc"

} // namespace tpfuse

#endif // TPFUSE_PASSES_PASSES_H
