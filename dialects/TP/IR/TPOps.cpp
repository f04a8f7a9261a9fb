//===- TPOps.cpp - tp dialect operations ----------------------------------===//
//
// Verifiers check local facts only: element types, shapes, epsilon, and that
// no value owing a sum reaches an op that needs a whole tensor. Whether every
// sum is paid exactly once is a property of the whole function and belongs to
// an analysis, not to these verifiers.
//
//===----------------------------------------------------------------------===//

#include "tpfuse/Dialect/TP/IR/TPOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/SmallString.h"

using namespace mlir;
using namespace tpfuse::tp;

#define GET_OP_CLASSES
#include "tpfuse/Dialect/TP/IR/TPOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Ownership ops
//===----------------------------------------------------------------------===//

LogicalResult MarkPartialOp::verify() {
  RankedTensorType owed = getResult().getType().getTensorType();
  if (owed != getInput().getType())
    return emitOpError() << "result owes a sum of " << owed
                         << " but the input is " << getInput().getType();
  return success();
}

LogicalResult AllReduceOp::verify() {
  RankedTensorType owed = getInput().getType().getTensorType();
  if (getResult().getType() != owed)
    return emitOpError() << "result type " << getResult().getType()
                         << " must be the owed tensor type " << owed;
  return success();
}

LogicalResult PartialAddOp::verify() {
  PartialType lhs = getLhs().getType(), rhs = getRhs().getType();
  if (lhs.getGroup() != rhs.getGroup())
    return emitOpError() << "operands owe sums over different groups: "
                         << lhs.getGroup() << " and " << rhs.getGroup();
  if (lhs.getTensorType() != rhs.getTensorType())
    return emitOpError() << "operands owe sums of different tensor types: "
                         << lhs.getTensorType() << " and "
                         << rhs.getTensorType();
  return success();
}

LogicalResult PartialAddOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  // Matching operand types are the verifier's to check, with a message that
  // names the mismatch; the sum owes what its left operand owes.
  inferredReturnTypes.push_back(operands[0].getType());
  return success();
}

LogicalResult PartialScaleOp::verify() {
  Type element = getInput().getType().getElementType();
  if (getScale().getType() != element)
    return emitOpError() << "scale type " << getScale().getType()
                         << " must be the element type " << element
                         << " of the owed tensor";
  return success();
}

LogicalResult PartialCastOp::verify() {
  PartialType from = getInput().getType(), to = getResult().getType();
  if (from.getGroup() != to.getGroup())
    return emitOpError() << "cannot move a sum from group " << from.getGroup()
                         << " to group " << to.getGroup();
  if (from.getElementType() != to.getElementType())
    return emitOpError() << "cannot change the element type of an owed sum "
                            "(from "
                         << from.getElementType() << " to "
                         << to.getElementType()
                         << "): rounding would change the sum";
  if (failed(verifyCompatibleShape(from.getTensorType(), to.getTensorType())))
    return emitOpError() << "shapes " << from.getTensorType() << " and "
                         << to.getTensorType() << " are not compatible";
  return success();
}

//===----------------------------------------------------------------------===//
// Norm ops
//===----------------------------------------------------------------------===//

namespace {

/// What a norm op consumes, so that the five norm forms share one verifier.
struct NormOperands {
  Value input;
  Value residual; // Null for the forms without residual add.
  Value weight;
  FloatAttr epsilon;
  /// Whether `input` must owe a sum (the fused forms) or must not.
  bool inputOwesSum;
  /// The op to suggest when a plain norm receives a value that owes a sum,
  /// or when a fused norm receives one that does not.
  StringRef alternative;
};

} // namespace

/// Checks that `value`, used by `op` in the given role as a whole tensor,
/// owes no sum and is a ranked tensor of a supported element type.
static FailureOr<RankedTensorType> verifyWholeTensor(Operation *op, Value value,
                                                     StringRef role,
                                                     StringRef payWith) {
  if (auto partial = dyn_cast<PartialType>(value.getType())) {
    InFlightDiagnostic diag = op->emitOpError()
                              << role << " still owes a sum over group "
                              << partial.getGroup() << ": reduce it";
    if (!payWith.empty())
      diag << " or use the fused op " << payWith;
    return diag;
  }
  auto tensor = dyn_cast<RankedTensorType>(value.getType());
  if (!tensor)
    return op->emitOpError()
           << role << " must be a ranked tensor, got " << value.getType();
  if (!isSupportedElementType(tensor.getElementType()))
    return op->emitOpError()
           << role << " must have bf16, f16 or f32 elements, got "
           << tensor.getElementType();
  return tensor;
}

static LogicalResult verifyNorm(Operation *op, const NormOperands &operands) {
  // The activation: owed (fused forms) or whole (plain forms).
  RankedTensorType input;
  if (operands.inputOwesSum) {
    auto partial = dyn_cast<PartialType>(operands.input.getType());
    if (!partial) {
      if (isa<RankedTensorType>(operands.input.getType()))
        return op->emitOpError()
               << "input owes no sum: use " << operands.alternative
               << " for an input that is already reduced";
      return op->emitOpError()
             << "input must be a !tp.partial, got " << operands.input.getType();
    }
    input = partial.getTensorType();
  } else {
    FailureOr<RankedTensorType> whole =
        verifyWholeTensor(op, operands.input, "input", operands.alternative);
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

  FailureOr<RankedTensorType> weight =
      verifyWholeTensor(op, operands.weight, "weight", /*payWith=*/"");
  if (failed(weight))
    return failure();
  if (weight->getRank() != 1 || weight->getShape()[0] != hidden)
    return op->emitOpError() << "weight must be a 1-D tensor of the hidden "
                                "size "
                             << hidden << ", got " << *weight;
  if (weight->getElementType() != input.getElementType())
    return op->emitOpError()
           << "weight element type " << weight->getElementType()
           << " must match the input element type " << input.getElementType();

  if (operands.residual) {
    FailureOr<RankedTensorType> residual =
        verifyWholeTensor(op, operands.residual, "residual", /*payWith=*/"");
    if (failed(residual))
      return failure();
    if (*residual != input)
      return op->emitOpError() << "residual type " << *residual
                               << " must match the input type " << input;
  }

  for (OpResult result : op->getResults())
    if (result.getType() != input)
      return op->emitOpError()
             << "result #" << result.getResultNumber() << " type "
             << result.getType() << " must match the input type " << input;

  APFloat epsilon = operands.epsilon.getValue();
  if (!epsilon.isFinite() || epsilon.isNegative() || epsilon.isZero()) {
    SmallString<16> printed;
    epsilon.toString(printed);
    return op->emitOpError()
           << "epsilon must be finite and positive, got " << printed;
  }
  return success();
}

LogicalResult RmsNormOp::verify() {
  return verifyNorm(*this, {getInput(), /*residual=*/nullptr, getWeight(),
                            getEpsilonAttr(), /*inputOwesSum=*/false,
                            AllReduceRmsNormOp::getOperationName()});
}

LogicalResult AddRmsNormOp::verify() {
  return verifyNorm(*this, {getInput(), getResidual(), getWeight(),
                            getEpsilonAttr(), /*inputOwesSum=*/false,
                            AllReduceAddRmsNormOp::getOperationName()});
}

LogicalResult AllReduceAddRmsNormOp::verify() {
  return verifyNorm(*this,
                    {getInput(), getResidual(), getWeight(), getEpsilonAttr(),
                     /*inputOwesSum=*/true, AddRmsNormOp::getOperationName()});
}

LogicalResult AllReduceRmsNormOp::verify() {
  return verifyNorm(*this, {getInput(), /*residual=*/nullptr, getWeight(),
                            getEpsilonAttr(), /*inputOwesSum=*/true,
                            RmsNormOp::getOperationName()});
}
