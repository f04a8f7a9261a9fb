//===- TPInterfaces.cpp - tp dialect interfaces ---------------------------===//
//
// The one verifier of the RMSNorm family. The ODS constraints have checked
// element types and ranks already, but let a !tp.partial through wherever a
// whole tensor belongs, so that it is refused here with the group named and
// the way to pay the sum.
//
//===----------------------------------------------------------------------===//

#include "tpfuse/Dialect/TP/IR/TPInterfaces.h"

#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "llvm/ADT/SmallString.h"

using namespace mlir;
using namespace tpfuse::tp;

#include "tpfuse/Dialect/TP/IR/TPInterfaces.cpp.inc"

/// Checks that `value`, used by `op` in the given role as a whole tensor, owes
/// no sum; suggests `payWith`, if any, to pay it.
static FailureOr<RankedTensorType>
verifyOwesNoSum(Operation *op, Value value, StringRef role, StringRef payWith) {
  auto partial = dyn_cast<PartialType>(value.getType());
  if (!partial)
    return cast<RankedTensorType>(value.getType());
  InFlightDiagnostic diag = op->emitOpError()
                            << role << " still owes a sum over group "
                            << partial.getGroup() << ": reduce it";
  if (!payWith.empty())
    diag << " or use the fused op " << payWith;
  return diag;
}

/// The variant attributes: a finite weight offset, and `compute = storage`
/// only where it means something and alone.
static LogicalResult verifyNumerics(Operation *op,
                                    const RmsNormNumerics &numerics,
                                    Type elementType) {
  if (!numerics.weightOffset.isFinite())
    return op->emitOpError() << "weight_offset must be finite";
  if (numerics.compute != NormCompute::Storage)
    return success();
  if (elementType.isF32())
    return op->emitOpError() << "compute = storage needs bf16 or f16 "
                                "elements: an f32 norm computes in f32";
  if (numerics.weightMultiply != WeightMultiply::AfterRounding)
    return op->emitOpError()
           << "compute = storage rounds before the weight multiplies: it "
              "needs weight_multiply = after_rounding";
  if (!numerics.weightOffset.isZero())
    return op->emitOpError() << "compute = storage takes no weight_offset";
  if (numerics.residualAdd != ResidualAdd::Rounded)
    return op->emitOpError()
           << "compute = storage adds the residual in " << elementType
           << ": it needs residual_add = rounded";
  return success();
}

/// The quantized output: a scale operand where the scheme reads one, the
/// quantized values and computed scales as results of the types #tp.quant
/// gives, and a hidden size the scheme's blocks tile.
static LogicalResult verifyQuantization(RmsNormOpInterface norm,
                                        RankedTensorType input) {
  Operation *op = norm;
  QuantAttr quant = norm.getQuant();
  Value scale = norm.getQuantScale();
  Value quantized = norm.getQuantized();
  Value scales = norm.getScales();
  unsigned quantResults = (quantized ? 1 : 0) + (scales ? 1 : 0);
  if (!quant) {
    if (scale)
      return op->emitOpError() << "has a quant_scale operand but no quant";
    if (quantResults)
      return op->emitOpError() << "has quantized results but no quant";
    return success();
  }
  StringRef scheme = stringifyQuantScheme(quant.getScheme());
  if (quant.takesScale() && !scale)
    return op->emitOpError() << scheme << " reads a scale: it needs a "
                             << "quant_scale operand";
  if (!quant.takesScale() && scale)
    return op->emitOpError() << scheme << " computes its scales: it takes no "
                             << "quant_scale operand";
  unsigned expected = quant.computesScales() ? 2 : 1;
  if (quantResults != expected)
    return op->emitOpError()
           << scheme << " has " << expected
           << (expected == 2 ? " quantized results (values, scales)"
                             : " quantized result (the values)")
           << ", got " << quantResults;

  int64_t hidden = input.getShape().back();
  int64_t block = quant.getBlockSize();
  if (block != 0 && hidden % block != 0)
    return op->emitOpError() << scheme << " blocks of " << block
                             << " must tile the hidden size " << hidden;
  if (quant.isFp4() && hidden % 2 != 0)
    return op->emitOpError() << scheme << " packs two values per byte: the "
                             << "hidden size " << hidden << " must be even";
  if (quantized.getType() != quant.getQuantizedType(input))
    return op->emitOpError()
           << "quantized values of type " << quantized.getType() << " must be "
           << quant.getQuantizedType(input) << " for " << scheme << " of "
           << input;
  if (scales && scales.getType() != quant.getScalesType(input))
    return op->emitOpError()
           << "scales of type " << scales.getType() << " must be "
           << quant.getScalesType(input) << " for " << quant << " of " << input;
  return success();
}

LogicalResult tpfuse::tp::detail::verifyRmsNormOp(Operation *op) {
  auto norm = cast<RmsNormOpInterface>(op);
  Value residualOperand = norm.getResidual();
  // The op to suggest when a plain norm receives a value that owes a sum, or
  // a fused norm one that does not.
  StringRef alternative;
  if (norm.paysSum())
    alternative = residualOperand ? AddRmsNormOp::getOperationName()
                                  : RmsNormOp::getOperationName();
  else
    alternative = residualOperand ? AllReduceAddRmsNormOp::getOperationName()
                                  : AllReduceRmsNormOp::getOperationName();

  // The activation: owed (fused forms) or whole (plain forms).
  RankedTensorType input;
  if (norm.paysSum()) {
    auto partial = dyn_cast<PartialType>(norm.getInput().getType());
    if (!partial)
      return op->emitOpError() << "input owes no sum: use " << alternative
                               << " for an input that is already reduced";
    input = partial.getTensorType();
  } else {
    FailureOr<RankedTensorType> whole =
        verifyOwesNoSum(op, norm.getInput(), "input", alternative);
    if (failed(whole))
      return failure();
    input = *whole;
  }

  if (input.getRank() < 1)
    return op->emitOpError()
           << "input must have at least one dimension (the hidden dimension)";
  int64_t hidden = input.getShape().back();
  if (ShapedType::isDynamic(hidden))
    return op->emitOpError() << "hidden (last) dimension of the input must be "
                                "static, got "
                             << input;
  // A mean over no elements: the runtime's norms need a row to normalize.
  if (hidden == 0)
    return op->emitOpError()
           << "hidden (last) dimension of the input must not be empty, got "
           << input;

  FailureOr<RankedTensorType> weight =
      verifyOwesNoSum(op, norm.getWeight(), "weight", /*payWith=*/"");
  if (failed(weight))
    return failure();
  if (weight->getShape()[0] != hidden)
    return op->emitOpError() << "weight must be a 1-D tensor of the hidden "
                                "size "
                             << hidden << ", got " << *weight;
  if (weight->getElementType() != input.getElementType())
    return op->emitOpError()
           << "weight element type " << weight->getElementType()
           << " must match the input element type " << input.getElementType();

  if (residualOperand) {
    FailureOr<RankedTensorType> residual =
        verifyOwesNoSum(op, residualOperand, "residual", /*payWith=*/"");
    if (failed(residual))
      return failure();
    if (*residual != input)
      return op->emitOpError() << "residual type " << *residual
                               << " must match the input type " << input;
  }

  // normed, and residual_out where there is a residual.
  unsigned wholeResults = residualOperand ? 2 : 1;
  for (OpResult result : op->getResults().take_front(wholeResults))
    if (result.getType() != input)
      return op->emitOpError()
             << "result #" << result.getResultNumber() << " type "
             << result.getType() << " must match the input type " << input;
  if (failed(verifyQuantization(norm, input)))
    return failure();

  APFloat epsilon = norm.getEpsilon();
  if (!epsilon.isFinite() || epsilon.isNegative() || epsilon.isZero()) {
    SmallString<16> printed;
    epsilon.toString(printed);
    return op->emitOpError()
           << "epsilon must be finite and positive, got " << printed;
  }
  return verifyNumerics(op, norm.getNumerics(), input.getElementType());
}
