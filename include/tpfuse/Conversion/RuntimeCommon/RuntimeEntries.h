//===- RuntimeEntries.h - The runtime's C ABI as compiled code calls it ---===//
//
// The entries of libtpfuse_runtime that compiled code calls and the structs
// it passes them, as letters, with the layout arithmetic both the lowering
// and the compile-time check (RuntimeAbiCheck.cpp) use. No MLIR here: the
// check compiles this against tpfuse/runtime.h alone.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMEENTRIES_H
#define TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMEENTRIES_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>

namespace tpfuse {

// The ABI letters: each names one C parameter or struct field as compiled
// code passes it. p(ointer, !llvm.ptr), i(nt, uint32_t or enum, i32),
// l(int64_t, i64), f(loat, f32).
//
// The entries and structs below are the compiler's statement of
// tpfuse/runtime.h, which is the ABI's one description: RuntimeAbiCheck.cpp
// proves at compile time that each entry's letters are its prototype's
// parameters and each struct's letters its fields, in order and at the
// offsets the lowering stores them, so that the two cannot drift apart.

/// A runtime entry and its C signature in MLIR types. It returns a
/// tpfuse_status (an enum: i32); each letter of `parameters` is one parameter.
struct RuntimeEntry {
  llvm::StringLiteral name;
  llvm::StringLiteral parameters;
};

inline constexpr RuntimeEntry kCommRank{"tpfuse_comm_rank", "pp"};
inline constexpr RuntimeEntry kCommWorldSize{"tpfuse_comm_world_size", "pp"};
inline constexpr RuntimeEntry kCheckSize{"tpfuse_check_size", "pll"};
inline constexpr RuntimeEntry kAllReduce{"tpfuse_all_reduce", "ppplip"};
inline constexpr RuntimeEntry kRmsNorm{"tpfuse_rms_norm", "ppp"};
inline constexpr RuntimeEntry kFusedAllReduceRmsNorm{
    "tpfuse_fused_all_reduce_rms_norm", "ppp"};
inline constexpr RuntimeEntry kMatmul{"tpfuse_matmul", "ppppllliiip"};
inline constexpr RuntimeEntry kTakeDeviceCodeError{
    "tpfuse_take_device_code_error", ""};
inline constexpr const RuntimeEntry *kRuntimeEntries[] = {
    &kCommRank, &kCommWorldSize,         &kCheckSize, &kAllReduce,
    &kRmsNorm,  &kFusedAllReduceRmsNorm, &kMatmul,    &kTakeDeviceCodeError};

/// A C struct an entry takes by pointer: each letter of `fields` is one
/// field, in declaration order, each at its natural alignment (the C layout
/// of the targets the runtime builds for; LLVM lays out the equivalent
/// literal struct the same way).
struct RuntimeStruct {
  llvm::StringLiteral name;
  llvm::StringLiteral fields;
};

/// tpfuse_rms_norm_args, which kRmsNorm and kFusedAllReduceRmsNorm take.
inline constexpr RuntimeStruct kRmsNormArgs{"tpfuse_rms_norm_args",
                                            "iipppppllfifiiiiflpppi"};
/// kRmsNormArgs's fields, by position.
enum class RmsNormArgsField : unsigned {
  StructSize,
  Dtype,
  Input,
  Residual,
  Weight,
  Normed,
  ResidualOut,
  Tokens,
  Hidden,
  Epsilon,
  Variant,
  WeightOffset,
  Algorithm,
  Quant,
  ScaleFormat,
  ScaleLayout,
  MinScale,
  GroupSize,
  ScaleIn,
  Quantized,
  Scales,
  Scaling,
};

/// The size in bytes of one value of `letter`.
constexpr size_t abiLetterSize(char letter) {
  return letter == 'p' || letter == 'l' ? 8 : 4;
}

/// The offset of field `index` of `layout`, and (index = its field count)
/// the struct's size: each field at the next multiple of its size, the size
/// rounded up to the largest field.
constexpr size_t abiFieldOffset(const RuntimeStruct &layout, size_t index) {
  size_t offset = 0;
  size_t alignment = 1;
  for (size_t field = 0; field < index; ++field) {
    size_t size = abiLetterSize(layout.fields.data()[field]);
    offset = (offset + size - 1) / size * size + size;
    alignment = size > alignment ? size : alignment;
  }
  if (index == layout.fields.size())
    return (offset + alignment - 1) / alignment * alignment;
  size_t size = abiLetterSize(layout.fields.data()[index]);
  return (offset + size - 1) / size * size;
}

/// sizeof the struct `layout` describes.
constexpr size_t abiStructSize(const RuntimeStruct &layout) {
  return abiFieldOffset(layout, layout.fields.size());
}

} // namespace tpfuse

#endif // TPFUSE_CONVERSION_RUNTIMECOMMON_RUNTIMEENTRIES_H
