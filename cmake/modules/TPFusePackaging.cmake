# `cpack -G DEB` in the build directory: one Debian package per install
# component (scripts/package-deb.sh builds them the way they are tested):
#   libtpfuse-runtime<API>  runtime: the shared library, named after its SONAME
#   libtpfuse-runtime-dev   runtime_dev: its header, CMake package, pkg-config
#                           file, tpfuse-launch and notes
#   tpfuse                  compiler: the libraries on Debian's MLIR 22, their
#                           headers and CMake package, tpfuse-opt, tpfuse-run,
#                           the mlir-opt plugin, the notes and examples
# Dependencies on Debian's packages come from dpkg-shlibdeps, plus what the
# CMake package needs to find MLIR. In builds with the CUDA backend the
# toolkit's libraries are not Debian's: the runtime's package then names
# only Gloo and the C++ runtime, and CUDA 13, NCCL and cuBLAS must come from
# NVIDIA's packages.

set(CPACK_PACKAGE_NAME tpfuse)
set(CPACK_PACKAGE_VENDOR "tpfuse")
set(CPACK_PACKAGE_CONTACT "tpfuse developers")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# CPACK_COMPONENT_<component>_DEPENDS become Depends on the exact version.
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)
# A shlibs file for the runtime's library, so that dpkg-shlibdeps makes the
# packages that link it depend on its package, this version or later.
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")

# Below, each component's description: the package's synopsis, then its
# extended description.
set(CPACK_COMPONENTS_ALL)

if(TARGET tpfuse_runtime)
  get_target_property(tpfuse_api_version tpfuse_runtime SOVERSION)
  list(APPEND CPACK_COMPONENTS_ALL runtime runtime_dev)

  set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME libtpfuse-runtime${tpfuse_api_version})
  set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION libs)
  string(CONCAT CPACK_COMPONENT_RUNTIME_DESCRIPTION
      "tpfuse runtime: fused tensor-parallel all-reduce + residual RMSNorm\n"
      "The C library that code compiled by tpfuse calls and that frameworks\n"
      "link directly (API version ${tpfuse_api_version}): CPU ranks over Gloo, and\n"
      "GPUs over NCCL in builds with the CUDA backend.")
  if(TARGET tpfuse_runtime_cuda)
    set(CPACK_DEBIAN_RUNTIME_PACKAGE_SHLIBDEPS OFF)
    set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS "libgloo0, libstdc++6")
  endif()

  set(CPACK_DEBIAN_RUNTIME_DEV_PACKAGE_NAME libtpfuse-runtime-dev)
  set(CPACK_DEBIAN_RUNTIME_DEV_PACKAGE_SECTION libdevel)
  set(CPACK_COMPONENT_RUNTIME_DEV_DEPENDS runtime)
  string(CONCAT CPACK_COMPONENT_RUNTIME_DEV_DESCRIPTION
      "tpfuse runtime: development files\n"
      "The header tpfuse/runtime.h, the CMake package TPFuseRuntime\n"
      "(TPFuse::runtime), the pkg-config file tpfuse-runtime.pc, and\n"
      "tpfuse-launch, which runs N ranks of a program on one machine.")
endif()

if(TPFUSE_ENABLE_COMPILER)
  list(APPEND CPACK_COMPONENTS_ALL compiler)
  set(CPACK_DEBIAN_COMPILER_PACKAGE_NAME tpfuse)
  set(CPACK_DEBIAN_COMPILER_PACKAGE_SECTION devel)
  # find_package(TPFuse) finds MLIR, whose CMake package finds LLVM's.
  set(CPACK_DEBIAN_COMPILER_PACKAGE_DEPENDS
      "libmlir-${LLVM_VERSION_MAJOR}-dev, llvm-${LLVM_VERSION_MAJOR}-dev")
  # The plugin is for Debian's mlir-opt.
  set(CPACK_DEBIAN_COMPILER_PACKAGE_RECOMMENDS
      "mlir-${LLVM_VERSION_MAJOR}-tools")
  if(TARGET tpfuse_runtime)
    # The conversions' headers include the runtime's.
    set(CPACK_COMPONENT_COMPILER_DEPENDS runtime_dev)
  endif()
  string(CONCAT CPACK_COMPONENT_COMPILER_DESCRIPTION
      "MLIR dialect and passes for fused tensor-parallel all-reduce + RMSNorm\n"
      "The tp dialect and its passes as libraries on MLIR ${LLVM_VERSION_MAJOR}, with\n"
      "their headers and the CMake package TPFuse (TPFuse::Registration, ...);\n"
      "tpfuse-opt; tpfuse-run, which runs an export's compiled module on CPU\n"
      "ranks; TPFusePlugin.so for mlir-opt; notes and examples.")
endif()

include(CPack)
