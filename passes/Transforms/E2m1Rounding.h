//===- E2m1Rounding.h - A rounding to e2m1 written as tensor ops -*- C++
//-*-===//
//
// Private to tp-raise-norm-quantization: PyTorch has no FP4 arithmetic, so
// its NVFP4 references round to e2m1 with comparisons and selects on f32
// (vLLM's `cast_to_fp4`: masked assignments to |x|, then `* sign(x)`). This
// finds such a function of one tensor, computed by elementwise linalg ops,
// and proves it equal to #tp.quant's e2m1 (decoded) on every f32 in
// [-6, 6]: its value only depends on comparisons against constants, so it
// is constant between consecutive constants, and evaluating it at each
// constant and once between each two decides every f32.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_PASSES_TRANSFORMS_E2M1ROUNDING_H
#define TPFUSE_PASSES_TRANSFORMS_E2M1ROUNDING_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/APFloat.h"

#include <string>

namespace tpfuse::raise {

/// `result` computed, point by point, from `input` and constants only:
/// `input` a tensor read at the same point, or a scalar of the body of an op
/// that computes `result` (a rounding fused with what it rounds).
struct ElementwiseFunction {
  mlir::Value result;
  mlir::Value input;
};

/// The tensors under `root` that elementwise linalg ops compute from one
/// value `isInput` accepts and constants only, the largest of each such
/// chain (a result that such a chain reads on is not listed).
llvm::SmallVector<ElementwiseFunction>
findElementwiseFunctions(mlir::Operation *root,
                         llvm::function_ref<bool(mlir::Value)> isInput);

/// #tp.quant's e2m1 of `value` (an f32), decoded: the nearest e2m1 value
/// (ties to even), saturating to +-6, NaN giving -6, the sign kept for a
/// negative value only; in `semantics`.
llvm::APFloat decodedE2m1(float value, const llvm::fltSemantics &semantics);

/// Success if `function` gives decodedE2m1(c) for every f32 c in [-6, 6]
/// (what a clamp to [-6, 6] leaves); else why not, naming a value where it
/// differs.
mlir::LogicalResult verifyE2m1Rounding(const ElementwiseFunction &function,
                                       std::string &why);

} // namespace tpfuse::raise

#endif // TPFUSE_PASSES_TRANSFORMS_E2M1ROUNDING_H
