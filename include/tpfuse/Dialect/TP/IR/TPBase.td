//===- TPBase.td - The tp dialect definition ---------------*- tablegen -*-===//
//
// The `tp` dialect makes ownership of tensor-parallel partial sums explicit.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_DIALECT_TP_IR_TPBASE_TD
#define TPFUSE_DIALECT_TP_IR_TPBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def TP_Dialect : Dialect {
  let name = "tp";
  let cppNamespace = "::tpfuse::tp";
  let summary = "Ownership of tensor-parallel partial sums";
  let description = [{
    In tensor-parallel (TP) inference every row-parallel layer produces a
    *partial sum*: each rank holds its own contribution, and the true value is
    the sum over the ranks of a process group. Someone must pay that sum, with
    an all-reduce, exactly once before the value is used as a whole tensor.

    The `tp` dialect states who pays. A value of type `!tp.partial<T, G>`
    still owes a sum over group `G`; `tp.mark_partial` is where a producer
    defers its reduction; `tp.all_reduce` pays the sum explicitly; and the
    fused consumers `tp.all_reduce_add_rms_norm` and `tp.all_reduce_rms_norm`
    pay it inside the following (residual) RMSNorm. Plain `tp.rms_norm` and
    `tp.add_rms_norm` take only values that owe nothing: feeding them a partial
    sum is a verifier error.
  }];
  // The single-rank canonicalizations add the contributions with arith.addf.
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  // Patterns on the interfaces of the dialect's op families.
  let hasCanonicalizer = 1;
  // tp.group_rank over a group of one rank folds to an arith.constant.
  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
  private:
    void registerAttributes();
    void registerTypes();
  }];
}

class TP_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<TP_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

class TP_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<TP_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

class TP_Op<string mnemonic, list<Trait> traits = []>
    : Op<TP_Dialect, mnemonic, traits>;

#endif // TPFUSE_DIALECT_TP_IR_TPBASE_TD
