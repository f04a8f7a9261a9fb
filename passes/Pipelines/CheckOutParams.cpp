//===- CheckOutParams.cpp - Result buffers the caller passed, checked -----===//
//
// After buffer-results-to-out-params, a dynamically shaped result of a
// lowered function is copied into a buffer its caller passed, whose shape the
// caller describes. A buffer of another shape would be overrun (or left half
// written): the copy runs only when every dynamic dimension matches, and a
// mismatch becomes the function's status, TPFUSE_ERROR_INVALID_ARGUMENT with
// its message, unless an earlier failure is already being returned.
//
//===----------------------------------------------------------------------===//

#include "tpfuse/Conversion/RuntimeCommon/RuntimeCalls.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "tpfuse/Conversion/RuntimeCommon/RuntimeAbi.h"
#include "tpfuse/Pipelines/Passes.h"
#include "tpfuse/runtime.h"
#include "llvm/Support/FormatVariadic.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPCHECKOUTPARAMS
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;
using namespace tpfuse;

namespace {

/// One dimension of a result buffer that is known only at run time.
struct CheckedDimension {
  int64_t dim;
  /// The caller's buffer's size and the result's, as index values.
  Value actual;
  Value expected;
};

class OutParamCheck {
public:
  OutParamCheck(ModuleOp module)
      : module(module), builder(module.getContext()),
        calls(module, symbolTable) {}

  LogicalResult run() {
    bool ok = true;
    for (auto function : module.getOps<func::FuncOp>()) {
      if (function.isExternal() || !function->hasAttr(kRuntimeAbiAttrName))
        continue;
      if (failed(checkStatusResult(function))) {
        ok = false;
        continue;
      }
      SmallVector<memref::CopyOp> copies;
      function.walk([&](memref::CopyOp copy) {
        if (intoCallersBuffer(function, copy))
          copies.push_back(copy);
      });
      for (memref::CopyOp copy : copies)
        check(function, copy);
    }
    return success(ok);
  }

private:
  /// The status a mismatch is folded into is the function's last result,
  /// an i32 (RuntimeAbi.h).
  static LogicalResult checkStatusResult(func::FuncOp function) {
    ArrayRef<Type> results = function.getResultTypes();
    if (!results.empty() && results.back().isSignlessInteger(32))
      return success();
    return function.emitError()
           << "tp-check-out-params: @" << function.getSymName() << " carries "
           << kRuntimeAbiAttrName
           << " but its last result is not the i32 status of the runtime ABI";
  }

  /// Whether `copy` writes a result into a buffer the caller passed, just
  /// before a return, as buffer-results-to-out-params emits it.
  static bool intoCallersBuffer(func::FuncOp function, memref::CopyOp copy) {
    auto target = dyn_cast<BlockArgument>(copy.getTarget());
    return target && target.getOwner() == &function.front() &&
           isa<func::ReturnOp>(copy->getBlock()->getTerminator());
  }

  Value i32Constant(Location loc, int64_t value) {
    return arith::ConstantIntOp::create(builder, loc, builder.getI32Type(),
                                        value);
  }

  void check(func::FuncOp function, memref::CopyOp copy) {
    Location loc = copy.getLoc();
    auto target = cast<BlockArgument>(copy.getTarget());
    auto targetType = cast<MemRefType>(target.getType());
    auto sourceType = cast<MemRefType>(copy.getSource().getType());
    builder.setInsertionPoint(copy);
    SmallVector<CheckedDimension> dimensions;
    for (int64_t dim = 0; dim < targetType.getRank(); ++dim) {
      if (!targetType.isDynamicDim(dim) && !sourceType.isDynamicDim(dim))
        continue;
      dimensions.push_back(
          {dim, memref::DimOp::create(builder, loc, target, dim),
           memref::DimOp::create(builder, loc, copy.getSource(), dim)});
    }
    if (dimensions.empty())
      return;

    Value fits;
    for (const CheckedDimension &dimension : dimensions) {
      Value same = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                         dimension.actual, dimension.expected);
      fits = fits ? arith::AndIOp::create(builder, loc, fits, same) : same;
    }
    // The copy, only into a buffer of the result's shape.
    auto guard =
        scf::IfOp::create(builder, loc, fits, /*withElseRegion=*/false);
    copy->moveBefore(guard.thenBlock()->getTerminator());

    // The status returned: the function's own failure first, else the
    // buffer's.
    auto ret = cast<func::ReturnOp>(guard->getBlock()->getTerminator());
    builder.setInsertionPoint(ret);
    Value status = ret.getOperands().back();
    Value succeeded =
        arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, status,
                              i32Constant(loc, TPFUSE_SUCCESS));
    Value misfits = arith::XOrIOp::create(
        builder, loc, fits,
        arith::ConstantIntOp::create(builder, loc, builder.getI1Type(), 1));
    Value report = arith::AndIOp::create(builder, loc, succeeded, misfits);
    Value returned =
        scf::IfOp::create(
            builder, loc, report,
            [&](OpBuilder &, Location) {
              scf::YieldOp::create(
                  builder, loc,
                  reportFirstMismatch(function, target, dimensions, loc));
            },
            [&](OpBuilder &, Location) {
              scf::YieldOp::create(builder, loc, status);
            })
            .getResult(0);
    ret->setOperand(ret.getNumOperands() - 1, returned);
  }

  /// tpfuse_check_size for each checked dimension until one fails: its
  /// status, with the message of the first mismatch.
  Value reportFirstMismatch(func::FuncOp function, BlockArgument target,
                            ArrayRef<CheckedDimension> dimensions,
                            Location loc) {
    auto checkSize = [&](const CheckedDimension &dimension) {
      std::string what =
          llvm::formatv("@{0}: dimension {1} of the output buffer "
                        "(argument {2})",
                        function.getSymName(), dimension.dim,
                        target.getArgNumber())
              .str();
      auto asI64 = [&](Value index) {
        return arith::IndexCastOp::create(builder, loc, builder.getI64Type(),
                                          index);
      };
      return calls.call(builder, loc, kCheckSize,
                        {calls.messageAddress(builder, loc, what),
                         asI64(dimension.actual), asI64(dimension.expected)});
    };
    Value status = checkSize(dimensions.front());
    for (const CheckedDimension &dimension : dimensions.drop_front()) {
      Value succeeded =
          arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, status,
                                i32Constant(loc, TPFUSE_SUCCESS));
      status = scf::IfOp::create(
                   builder, loc, succeeded,
                   [&](OpBuilder &, Location) {
                     scf::YieldOp::create(builder, loc, checkSize(dimension));
                   },
                   [&, status](OpBuilder &, Location) {
                     scf::YieldOp::create(builder, loc, status);
                   })
                   .getResult(0);
    }
    return status;
  }

  ModuleOp module;
  OpBuilder builder;
  SymbolTable symbolTable{module};
  RuntimeCalls calls;
};

struct TPCheckOutParamsPass
    : public tpfuse::impl::TPCheckOutParamsBase<TPCheckOutParamsPass> {
  void runOnOperation() override {
    if (failed(OutParamCheck(getOperation()).run()))
      signalPassFailure();
  }
};

} // namespace
