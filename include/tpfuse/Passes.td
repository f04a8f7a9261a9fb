//===- Passes.td - Every tpfuse pass, for the reference ----*- tablegen -*-===//
//
// Only docs/generated/TPFusePasses.md is generated from this file; each kind
// declares its passes from its own Passes.td.
//
//===----------------------------------------------------------------------===//

include "tpfuse/Analysis/Passes.td"
include "tpfuse/Transforms/Passes.td"
include "tpfuse/Conversion/Passes.td"
include "tpfuse/Pipelines/Passes.td"
