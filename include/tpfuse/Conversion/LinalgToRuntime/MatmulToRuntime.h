//===- MatmulToRuntime.h - linalg.matmul to tpfuse_matmul -------*- C++ -*-===//

#ifndef TPFUSE_CONVERSION_LINALGTORUNTIME_MATMULTORUNTIME_H
#define TPFUSE_CONVERSION_LINALGTORUNTIME_MATMULTORUNTIME_H

#include "mlir/Transforms/DialectConversion.h"
#include "tpfuse/Conversion/RuntimeCommon/RuntimeAbi.h"

namespace tpfuse {

/// Whether tpfuse_matmul computes `op`, a linalg.matmul in program order in a
/// function of the top-level module: 2-D, on bf16, f16 or f32 tensors, B
/// [K, N] or [N, K] (nn.Linear's weight), the init a fill of zeros.
bool isRuntimeMatmul(mlir::Operation *op);

/// Adds the pattern that lowers each such matmul to tpfuse_matmul, in the
/// functions that `abi` (analyzed with isRuntimeMatmul) gives the runtime ABI.
void populateMatmulToRuntimeConversionPatterns(
    const mlir::TypeConverter &converter, mlir::RewritePatternSet &patterns,
    RuntimeAbi &abi);

} // namespace tpfuse

#endif // TPFUSE_CONVERSION_LINALGTORUNTIME_MATMULTORUNTIME_H
