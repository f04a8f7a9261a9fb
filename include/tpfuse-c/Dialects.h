/*===- tpfuse-c/Dialects.h - C API for the tp dialect --------------*- C
-*-===*\
|*                                                                            *|
|* For compilers that drive MLIR through its C API (or its Python bindings):  *|
|* `mlirDialectHandleRegisterDialect(mlirGetDialectHandle__tp__(), ctx)`.     *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TPFUSE_C_DIALECTS_H
#define TPFUSE_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(TP, tp);

/// Registers every tpfuse pass with the global pass registry.
MLIR_CAPI_EXPORTED void tpfuseRegisterAllPasses(void);

#ifdef __cplusplus
}
#endif

#endif /* TPFUSE_C_DIALECTS_H */
