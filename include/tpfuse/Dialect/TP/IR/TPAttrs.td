//===- TPAttrs.td - tp dialect attributes ------------------*- tablegen -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPATTRS_TD
#define TPFUSE_DIALECT_TP_IR_TPATTRS_TD

include "tpfuse/Dialect/TP/IR/TPBase.td"

def TP_GroupAttr : TP_Attr<"Group", "group"> {
  let summary = "The process group over which a sum is owed";
  let description = [{
    Names a process group and gives its size (the number of ranks whose
    contributions make up the sum). Two groups are the same group only if both
    name and size agree.

    Example:

    ```mlir
    #tp_group = #tp.group<"tp", size = 2>
    ```

    A size of 1 is valid (a single rank owns the whole value) and lets the
    canonicalizer drop reductions that are no-ops.
  }];
  let parameters = (ins
    StringRefParameter<"name of the process group">:$name,
    "int64_t":$size
  );
  let assemblyFormat = "`<` $name `,` `size` `=` $size `>`";
  let genVerifyDecl = 1;
}

#endif // TPFUSE_DIALECT_TP_IR_TPATTRS_TD
