//===- TPTypes.td - tp dialect types -----------------------*- tablegen -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPTYPES_TD
#define TPFUSE_DIALECT_TP_IR_TPTYPES_TD

include "mlir/IR/BuiltinTypes.td"
include "tpfuse/Dialect/TP/IR/TPAttrs.td"

def TP_PartialType : TP_Type<"Partial", "partial"> {
  let summary = "A tensor that still owes a sum over a process group";
  let description = [{
    `!tp.partial<T, G>` holds this rank's contribution to a tensor of type `T`
    whose true value is the sum of the contributions of all ranks of group
    `G`. The sum is *owed*: it must be paid exactly once, by `tp.all_reduce` or
    by a fused consumer, before the value is used as a whole tensor.

    `T` is a ranked tensor of bf16, f16 or f32; dimensions may be dynamic (the
    token count is dynamic in serving).

    Example:

    ```mlir
    !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>
    ```
  }];
  let parameters = (ins
    "::mlir::RankedTensorType":$tensorType,
    "GroupAttr":$group
  );
  let assemblyFormat = "`<` $tensorType `,` qualified($group) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The element type of the owed tensor.
    ::mlir::Type getElementType() const {
      return getTensorType().getElementType();
    }
  }];
}

#endif // TPFUSE_DIALECT_TP_IR_TPTYPES_TD
