//===- InitTPFuse.h - Register everything tpfuse provides ------*- C++ -*-===//
//
// The entry points for embedding tpfuse in a compiler: call these next to
// MLIR's own registerAllDialects/registerAllPasses.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_INITTPFUSE_H
#define TPFUSE_INITTPFUSE_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace tpfuse {

/// Adds every dialect tpfuse defines to `registry`.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Registers every tpfuse pass with the global pass registry, so that
/// textual pipelines (`-p`, `--pass-pipeline`) can name them.
void registerAllPasses();

} // namespace tpfuse

#endif // TPFUSE_INITTPFUSE_H
