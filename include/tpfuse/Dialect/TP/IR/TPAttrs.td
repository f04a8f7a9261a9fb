//===- TPAttrs.td - tp dialect attributes ------------------*- tablegen -*-===//

#ifndef TPFUSE_DIALECT_TP_IR_TPATTRS_TD
#define TPFUSE_DIALECT_TP_IR_TPATTRS_TD

include "mlir/IR/EnumAttr.td"
include "tpfuse/Dialect/TP/IR/TPBase.td"
include "tpfuse/Dialect/TP/IR/TPEnums.td"

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

//===----------------------------------------------------------------------===//
// #tp.parallel_config
//===----------------------------------------------------------------------===//

def TP_ParallelConfigAttr : TP_Attr<"ParallelConfig", "parallel_config"> {
  let summary = "How the whole model is parallelized";
  let description = [{
    Whether an owed sum may move from an all-reduce into the norm that
    consumes it depends on how the whole model is parallelized, which no
    single op knows. An ahead-of-time compiler states it once, as the
    `tp.parallel_config` attribute of the module; `tp-fuse-allreduce-norm`
    fuses only under pure tensor parallelism (see docs/ParallelConfig.md for
    the gate).

    Example:

    ```mlir
    module attributes {tp.parallel_config = #tp.parallel_config<
        group = #tp.group<"tp", size = 2>, ep = 1, cp = 1,
        dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false,
        attention_input = full, mlp_input = full>} {
    }
    ```

    The keys may come in any order; each must appear exactly once and no
    other key is allowed, so that neither a typo nor an omission can fall
    back to a permissive default:

    - `group`: the tensor-parallel group, as a `#tp.group` attribute. Its
      name and size are the TP group's: only sums owed over exactly this
      group are fused.
    - `ep`: the expert-parallel size (1: none). It must divide the TP size
      (experts are split over `ep` ranks within the TP ranks).
    - `cp`: the context-parallel size (1: none).
    - `dp_attention`: whether attention is data-parallel.
    - `moe_a2a`: the MoE all-to-all backend, `"none"` or a backend's name
      (e.g. `"deepep"`).
    - `moe_cp_all_gather`: whether the MoE layers all-gather over the
      context-parallel ranks.
    - `attention_input`, `mlp_input`: whether each rank holds every token of
      the attention and MLP inputs (`full`) or a slice of them
      (`scattered`).

    Sizes are integers of at least 1 that fit in 64 bits, booleans are
    `true` or `false`, and `moe_a2a` is a non-empty string. The attribute is
    printed with the keys in the order above (and the group as its alias,
    e.g. `group = #tp_group`, where the printer gives it one).

    Every key is required, although `ep = 1`, `cp = 1`, ... are what almost
    every producer writes: each default would be the value that lets the
    gate fuse, so a producer that left a key out by oversight (or predates
    it) would be read as pure tensor parallelism. A configuration states
    every property the gate depends on.

    The dictionary this attribute replaces (`{tp_group = "tp", tp = 2, ...}`)
    is still read for one release, with a warning that gives the equivalent
    `#tp.parallel_config`.
  }];
  let parameters = (ins
    AttrParameter<"::tpfuse::tp::GroupAttr", "the tensor-parallel group">
        :$group,
    AttrParameter<"int64_t", "the expert-parallel size">:$ep,
    AttrParameter<"int64_t", "the context-parallel size">:$cp,
    AttrParameter<"bool", "whether attention is data-parallel">:$dp_attention,
    StringRefParameter<"the MoE all-to-all backend, or \"none\"">:$moe_a2a,
    AttrParameter<"bool", "whether MoE all-gathers over the CP ranks">
        :$moe_cp_all_gather,
    EnumParameter<TP_ActivationLayout>:$attention_input,
    EnumParameter<TP_ActivationLayout>:$mlp_input
  );
  // `<` key = value, ... `>` with the keys in any order, like struct(params),
  // but each problem named: a missing key, an unknown or repeated one, a
  // value of the wrong kind (an integer is not a boolean, nor `true` a size).
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

#endif // TPFUSE_DIALECT_TP_IR_TPATTRS_TD
