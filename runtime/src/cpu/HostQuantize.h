//===- HostQuantize.h - Reference quantized output on the host --*- C++ -*-===//
//
// The quantized output of a norm call: each row of `normed`, as written,
// quantized exactly as runtime.h's "Quantization" formulas say, with the
// scales in their layout (padding written 0). Every path of the CPU
// backend (fused, declined, unfused) runs it after the norm, so their
// outputs are bit-identical.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_HOSTQUANTIZE_H
#define TPFUSE_RUNTIME_HOSTQUANTIZE_H

#include "common/Backend.h"

namespace tpfuse::runtime {

/// Writes problem.quantized and problem.scales from problem.normed (host
/// memory, problem.dtype values), reading problem.scaleIn where the scheme
/// takes it. Nothing for TPFUSE_QUANT_NONE or an empty batch. Expects a
/// problem that passed checkNormProblem.
void hostQuantizeNormed(const NormProblem &problem);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_HOSTQUANTIZE_H
