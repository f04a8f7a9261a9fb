//===- AotPipeline.h - tp IR to the LLVM dialect ----------------*- C++ -*-===//
//
// `tp-aot-pipeline`: from tensor-level tp IR to the LLVM dialect, ready for
// mlir-translate --mlir-to-llvmir and llc, calling the tpfuse runtime. The
// ABI of what it produces is in docs/AOT.md.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_PASSES_AOTPIPELINE_H
#define TPFUSE_PASSES_AOTPIPELINE_H

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace tpfuse {

struct AotPipelineOptions
    : public mlir::PassPipelineOptions<AotPipelineOptions> {
  Option<bool> streamArgument{
      *this, "stream-argument",
      llvm::cl::desc("tp-lower-to-runtime's stream-argument: pass the stream "
                     "of the runtime calls as a second leading argument"),
      llvm::cl::init(false)};
};

/// Adds the passes of tp-aot-pipeline to `pm`, which runs on a module.
void buildAotPipeline(mlir::OpPassManager &pm,
                      const AotPipelineOptions &options);

/// Registers tp-aot-pipeline for textual pipelines.
void registerAotPipeline();

} // namespace tpfuse

#endif // TPFUSE_PASSES_AOTPIPELINE_H
