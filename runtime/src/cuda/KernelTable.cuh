//===- KernelTable.cuh - Kernel instances by variant -----------*- CUDA -*-===//
//
// Instantiates a kernel family for every variant of its KernelGrid
// (Kernels.h) and finds the instance of a variant at run time. A family is
// a struct with
//
//   template <one value per axis, in the grid's order>
//   static const void *kernel();
//
// returning its instance as the launch API takes it; the table calls it only
// for variants that have an instance (Variant::instantiated()), so the
// kernels' templates never see a combination they do not support.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_KERNELTABLE_CUH
#define TPFUSE_RUNTIME_CUDA_KERNELTABLE_CUH

#include "Kernels.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <array>
#include <cstddef>
#include <utility>

namespace tpfuse::runtime::cuda {

/// The device element type of a dtype: ElementOf<TPFUSE_DTYPE_BF16> is
/// __nv_bfloat16.
template <tpfuse_dtype Dtype> struct ElementTypeOf;
template <> struct ElementTypeOf<TPFUSE_DTYPE_BF16> {
  using Type = __nv_bfloat16;
};
template <> struct ElementTypeOf<TPFUSE_DTYPE_F16> {
  using Type = __half;
};
template <> struct ElementTypeOf<TPFUSE_DTYPE_F32> {
  using Type = float;
};
template <tpfuse_dtype Dtype>
using ElementOf = typename ElementTypeOf<Dtype>::Type;

template <typename Family, typename Grid> class KernelTable {
public:
  /// The instance for `variant`; null if the grid has none for it.
  static const void *find(const typename Grid::Variant &variant) {
    static const std::array<const void *, Grid::size> instances =
        instantiate(std::make_index_sequence<Grid::size>());
    const std::size_t index = Grid::indexOf(variant);
    return index < Grid::size ? instances[index] : nullptr;
  }

private:
  template <std::size_t... Index>
  static std::array<const void *, Grid::size>
  instantiate(std::index_sequence<Index...>) {
    return {instance<Index>(std::make_index_sequence<Grid::axes>())...};
  }

  /// Combination number `Index`'s instance, or null if it has none.
  template <std::size_t Index, std::size_t... A>
  static const void *instance(std::index_sequence<A...>) {
    if constexpr (Grid::variantAt(Index).instantiated())
      return Family::template kernel<Grid::template valueAt<Index, A>()...>();
    else
      return nullptr;
  }
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_KERNELTABLE_CUH
