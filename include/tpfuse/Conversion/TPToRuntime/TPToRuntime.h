//===- TPToRuntime.h - tp ops to calls of the tpfuse runtime ----*- C++ -*-===//

#ifndef TPFUSE_CONVERSION_TPTORUNTIME_TPTORUNTIME_H
#define TPFUSE_CONVERSION_TPTORUNTIME_TPTORUNTIME_H

#include "mlir/Transforms/DialectConversion.h"
#include "tpfuse/Conversion/RuntimeCommon/RuntimeAbi.h"

namespace tpfuse {

/// Adds to `converter` what tp-lower-to-runtime converts: a rank's
/// contribution to a sum is its local tensor, so !tp.partial<T, G> becomes T.
void populateTPToRuntimeTypeConversion(mlir::TypeConverter &converter);

/// Whether the lowering of the tp op `op` calls the runtime: a collective, a
/// norm, or a size check that can fail at run time.
bool tpOpCallsRuntime(mlir::Operation *op);

/// Adds the patterns that lower each tp op, in functions that `abi` gives the
/// runtime ABI where they need it (analyzed with tpOpCallsRuntime).
void populateTPToRuntimeConversionPatterns(const mlir::TypeConverter &converter,
                                           mlir::RewritePatternSet &patterns,
                                           RuntimeAbi &abi);

} // namespace tpfuse

#endif // TPFUSE_CONVERSION_TPTORUNTIME_TPTORUNTIME_H
