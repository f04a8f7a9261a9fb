//===- AotPipeline.h - tp IR to the LLVM dialect ----------------*- C++ -*-===//
//
// `tp-aot-pipeline`: from tensor-level tp IR to the LLVM dialect, ready for
// mlir-translate --mlir-to-llvmir and llc, calling the tpfuse runtime. The
// ABI of what it produces is in docs/AOT.md.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_PIPELINES_AOTPIPELINE_H
#define TPFUSE_PIPELINES_AOTPIPELINE_H

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace tpfuse {

/// Where the compiled code runs.
enum class AotTarget {
  /// Host buffers and loops; the runtime's CPU backend.
  Cpu,
  /// Device buffers, generated kernels (PTX) and cuBLAS matmuls, all ordered
  /// on the caller's stream; the runtime's CUDA backend.
  Cuda,
};

struct AotPipelineOptions
    : public mlir::PassPipelineOptions<AotPipelineOptions> {
  Option<AotTarget> target{
      *this, "target", llvm::cl::desc("Where the compiled code runs"),
      llvm::cl::init(AotTarget::Cpu),
      llvm::cl::values(
          clEnumValN(AotTarget::Cpu, "cpu",
                     "host buffers and loops, the CPU backend"),
          clEnumValN(AotTarget::Cuda, "cuda",
                     "device buffers and kernels on the caller's stream, the "
                     "CUDA backend (implies stream-argument)"))};
  Option<bool> streamArgument{
      *this, "stream-argument",
      llvm::cl::desc("tp-lower-to-runtime's stream-argument: pass the stream "
                     "of the runtime calls as a second leading argument"),
      llvm::cl::init(false)};
  Option<std::string> gpuChip{
      *this, "gpu-chip",
      llvm::cl::desc("target=cuda: the GPU the kernels are compiled for"),
      llvm::cl::init("sm_90a")};
  Option<std::string> gpuFeatures{
      *this, "gpu-features",
      llvm::cl::desc("target=cuda: the PTX features (sm_90a needs PTX 8.0)"),
      llvm::cl::init("+ptx80")};
  Option<std::string> cudaToolkit{
      *this, "cuda-toolkit",
      llvm::cl::desc("target=cuda: the CUDA toolkit whose libdevice the "
                     "kernels' math functions link (default: CUDA_ROOT, "
                     "CUDA_HOME or CUDA_PATH)"),
      llvm::cl::init("")};
  Option<int64_t> gpuBlockSize{
      *this, "gpu-block-size",
      llvm::cl::desc("target=cuda: threads per block of a generated kernel, "
                     "over the last dimension; one block per row"),
      llvm::cl::init(256)};
  Option<int64_t> maxConstantBytes{
      *this, "max-constant-bytes",
      llvm::cl::desc("The largest constant, in bytes, that the object may "
                     "hold (tp-check-constants)"),
      llvm::cl::init(int64_t{1} << 31)};
  Option<bool> checkTranslation{
      *this, "check-translation",
      llvm::cl::desc("Translate the output to LLVM IR in process, as "
                     "mlir-translate --mlir-to-llvmir would, and fail if that "
                     "fails (tp-check-translation)"),
      llvm::cl::init(true)};
};

/// Adds the passes of tp-aot-pipeline to `pm`, which runs on a module.
void buildAotPipeline(mlir::OpPassManager &pm,
                      const AotPipelineOptions &options);

/// Registers tp-aot-pipeline for textual pipelines.
void registerAotPipeline();

} // namespace tpfuse

#endif // TPFUSE_PIPELINES_AOTPIPELINE_H
