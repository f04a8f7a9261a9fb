//===- RuntimeAbiCheck.cpp - The compiler's ABI proven equal to runtime.h -===//
//
// Compiled code calls the runtime through the letters of RuntimeEntries.h; a
// letter that disagreed with tpfuse/runtime.h would still link, and the call
// would read garbage. Here each entry's letters are derived from its C
// prototype and each struct's from its fields, and compared at compile
// time: changing either side alone does not build. This file holds only
// static_asserts.
//
//===----------------------------------------------------------------------===//

#include "tpfuse/Conversion/RuntimeCommon/RuntimeEntries.h"
#include "tpfuse/runtime.h"

#include <cstddef>
#include <string_view>
#include <type_traits>

using namespace tpfuse;

namespace {

/// The ABI letter of a C parameter or field type; '?' for one the compiler
/// cannot pass.
template <typename T> constexpr char abiLetter() {
  if constexpr (std::is_pointer_v<T>)
    return 'p';
  else if constexpr (std::is_enum_v<T> || std::is_integral_v<T>)
    return sizeof(T) == 4 ? 'i' : sizeof(T) == 8 ? 'l' : '?';
  else if constexpr (std::is_same_v<T, float>)
    return 'f';
  else
    return '?';
}

/// The letters of a prototype's parameters, NUL-terminated.
template <typename... Params> struct ParameterLetters {
  static constexpr char value[] = {abiLetter<Params>()..., '\0'};
};

/// Whether `function` is `entry`: named alike, returning a tpfuse_status,
/// taking the parameters the letters say.
template <typename... Params>
constexpr bool isEntry(tpfuse_status (*)(Params...), std::string_view name,
                       const RuntimeEntry &entry) {
  return name == std::string_view(entry.name) &&
         std::string_view(ParameterLetters<Params...>::value) ==
             std::string_view(entry.parameters);
}

/// A value that converts to any field type: counts a struct's fields by
/// aggregate initialization.
struct AnyField {
  template <typename T> constexpr operator T() const { return T{}; }
};

template <typename T, typename... Fields>
constexpr auto braceInitializable(int) -> decltype(T{Fields{}...}, true) {
  return true;
}
template <typename T, typename... Fields>
constexpr bool braceInitializable(...) {
  return false;
}

/// The number of fields of the aggregate `T` (none of them an aggregate):
/// the most initializers its brace initialization takes.
template <typename T, typename... Fields> constexpr size_t fieldCount() {
  if constexpr (sizeof...(Fields) > 64)
    return 0;
  else if constexpr (braceInitializable<T, Fields..., AnyField>(0))
    return fieldCount<T, Fields..., AnyField>();
  else
    return sizeof...(Fields);
}

/// Whether field `index` of `layout` has `letter` at `offset`.
constexpr bool isField(const RuntimeStruct &layout, RmsNormArgsField index,
                       char letter, size_t offset) {
  auto position = static_cast<size_t>(index);
  return position < layout.fields.size() &&
         layout.fields.data()[position] == letter &&
         abiFieldOffset(layout, position) == offset;
}

} // namespace

#define TPFUSE_CHECK_ENTRY(entry, function)                                    \
  static_assert(isEntry(&function, #function, entry),                          \
                #entry " is not " #function " of tpfuse/runtime.h")

TPFUSE_CHECK_ENTRY(kCommRank, tpfuse_comm_rank);
TPFUSE_CHECK_ENTRY(kCommWorldSize, tpfuse_comm_world_size);
TPFUSE_CHECK_ENTRY(kCheckSize, tpfuse_check_size);
TPFUSE_CHECK_ENTRY(kAllReduce, tpfuse_all_reduce);
TPFUSE_CHECK_ENTRY(kRmsNorm, tpfuse_rms_norm);
TPFUSE_CHECK_ENTRY(kFusedAllReduceRmsNorm, tpfuse_fused_all_reduce_rms_norm);
TPFUSE_CHECK_ENTRY(kMatmul, tpfuse_matmul);
TPFUSE_CHECK_ENTRY(kTakeDeviceCodeError, tpfuse_take_device_code_error);
static_assert(std::size(kRuntimeEntries) == 8,
              "an entry added to kRuntimeEntries needs its "
              "TPFUSE_CHECK_ENTRY here");

#define TPFUSE_CHECK_FIELD(layout, type, index, member)                        \
  static_assert(isField(layout, index, abiLetter<decltype(type::member)>(),    \
                        offsetof(type, member)),                               \
                #index " of " #layout " is not " #type "::" #member)

TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::StructSize, struct_size);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args, RmsNormArgsField::Dtype,
                   dtype);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args, RmsNormArgsField::Input,
                   input);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::Residual, residual);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args, RmsNormArgsField::Weight,
                   weight);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args, RmsNormArgsField::Normed,
                   normed);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::ResidualOut, residual_out);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args, RmsNormArgsField::Tokens,
                   tokens);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args, RmsNormArgsField::Hidden,
                   hidden);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::Epsilon, epsilon);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::Variant, variant);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::WeightOffset, weight_offset);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::Algorithm, algorithm);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args, RmsNormArgsField::Quant,
                   quant);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::ScaleFormat, scale_format);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::ScaleLayout, scale_layout);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::MinScale, min_scale);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::GroupSize, group_size);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::ScaleIn, scale_in);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::Quantized, quantized);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args, RmsNormArgsField::Scales,
                   scales);
TPFUSE_CHECK_FIELD(kRmsNormArgs, tpfuse_rms_norm_args,
                   RmsNormArgsField::Scaling, scaling);
// Every field named above, and no other: a field added to the C struct (even
// into its tail padding) or to the letters without the other fails here.
static_assert(fieldCount<tpfuse_rms_norm_args>() == kRmsNormArgs.fields.size(),
              "tpfuse_rms_norm_args and kRmsNormArgs differ in their fields");
static_assert(sizeof(tpfuse_rms_norm_args) == abiStructSize(kRmsNormArgs),
              "tpfuse_rms_norm_args and kRmsNormArgs differ in size");
static_assert(static_cast<size_t>(RmsNormArgsField::Scaling) + 1 ==
                  kRmsNormArgs.fields.size(),
              "RmsNormArgsField names each field of kRmsNormArgs");
