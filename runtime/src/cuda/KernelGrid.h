//===- KernelGrid.h - The variants a kernel family is built for -*- C++ -*-===//
//
// A kernel family (the one-shot kernel, say) is a template over a few axes:
// element type, world size, norm mode. Its variant struct has one field per
// axis, and its KernelGrid lists, per field, the values the family is
// instantiated for; every combination is one instance unless the variant
// says it has none (Variant::instantiated()). Kernels.h holds the grids;
// KernelTable.cuh builds the instances from them and finds one by variant.
//
// Plain C++17, for host and device compilers alike.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_KERNELGRID_H
#define TPFUSE_RUNTIME_CUDA_KERNELGRID_H

#include <array>
#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>

namespace tpfuse::runtime::cuda {

template <typename FieldPointer> struct FieldPointerTraits;
template <typename Owner, typename Value>
struct FieldPointerTraits<Value Owner::*> {
  using Variant = Owner;
  using Type = Value;
};

/// One axis: the variant field `Field` (a pointer to data member) and the
/// values the family is instantiated for.
template <auto Field, auto... Values> struct Axis {
  using Variant = typename FieldPointerTraits<decltype(Field)>::Variant;
  using Value = typename FieldPointerTraits<decltype(Field)>::Type;
  static constexpr auto field = Field;
  static constexpr std::size_t size = sizeof...(Values);
  static constexpr Value values[sizeof...(Values)] = {Value(Values)...};

  /// Where `value` is on this axis, or `size` if it is not.
  static constexpr std::size_t positionOf(Value value) {
    for (std::size_t position = 0; position < size; ++position)
      if (values[position] == value)
        return position;
    return size;
  }
  static constexpr bool contains(Value value) {
    return positionOf(value) < size;
  }
};

/// Every combination of the axes' values, numbered row-major (the last axis
/// varies fastest). The axes come in the order of the kernels' template
/// parameters.
template <typename... Axes> class KernelGrid {
  using AxisList = std::tuple<Axes...>;

public:
  using Variant = typename std::tuple_element_t<0, AxisList>::Variant;
  static_assert((std::is_same_v<typename Axes::Variant, Variant> && ...),
                "every axis must be a field of the same variant struct");
  template <std::size_t A> using AxisAt = std::tuple_element_t<A, AxisList>;
  static constexpr std::size_t axes = sizeof...(Axes);
  /// Combinations, instantiated or not.
  static constexpr std::size_t size = (Axes::size * ...);

  /// The number of `variant`, or `size` if a field holds a value its axis
  /// does not have.
  static constexpr std::size_t indexOf(const Variant &variant) {
    return indexOf(variant, std::make_index_sequence<axes>());
  }

  /// Combination number `index`.
  static constexpr Variant variantAt(std::size_t index) {
    return variantAt(index, std::make_index_sequence<axes>());
  }

  /// Axis `A`'s value in combination number `Index`, as a template argument.
  template <std::size_t Index, std::size_t A> static constexpr auto valueAt() {
    return AxisAt<A>::values[positionAt(Index, A)];
  }

  /// The combinations that have an instance, in index order.
  static constexpr auto instantiatedVariants() {
    std::array<Variant, instantiatedCount()> variants{};
    std::size_t next = 0;
    for (std::size_t index = 0; index < size; ++index)
      if (variantAt(index).instantiated())
        variants[next++] = variantAt(index);
    return variants;
  }

private:
  static constexpr std::size_t sizes[sizeof...(Axes)] = {Axes::size...};

  /// How far apart consecutive values of axis `axis` are in the numbering.
  static constexpr std::size_t stride(std::size_t axis) {
    std::size_t stride = 1;
    for (std::size_t later = axis + 1; later < axes; ++later)
      stride *= sizes[later];
    return stride;
  }
  static constexpr std::size_t positionAt(std::size_t index, std::size_t axis) {
    return index / stride(axis) % sizes[axis];
  }

  template <std::size_t... A>
  static constexpr std::size_t indexOf(const Variant &variant,
                                       std::index_sequence<A...>) {
    if (!(AxisAt<A>::contains(variant.*AxisAt<A>::field) && ...))
      return size;
    return ((AxisAt<A>::positionOf(variant.*AxisAt<A>::field) * stride(A)) +
            ...);
  }

  template <std::size_t... A>
  static constexpr Variant variantAt(std::size_t index,
                                     std::index_sequence<A...>) {
    Variant variant{};
    ((variant.*AxisAt<A>::field = AxisAt<A>::values[positionAt(index, A)]),
     ...);
    return variant;
  }

  static constexpr std::size_t instantiatedCount() {
    std::size_t count = 0;
    for (std::size_t index = 0; index < size; ++index)
      count += variantAt(index).instantiated() ? 1 : 0;
    return count;
  }
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_KERNELGRID_H
