# Helpers for the compiler side's targets: MLIR's add_mlir_library, but
# installed and exported as TPFuse::<name> (TPFuseTargets, install component
# "compiler") instead of into MLIR's own export set.

include(GNUInstallDirs)

# Installs `targets` (libraries, tools, the plugin) into the TPFuseTargets
# export set, each exported under its name less a leading "TPFuse"
# (TPFuseRegistration -> TPFuse::Registration, tpfuse-opt ->
# TPFuse::tpfuse-opt). Installed binaries keep the directories of the
# libraries they link outside the system's (Debian's libMLIR.so in
# /usr/lib/llvm-22/lib) in their RUNPATH.
function(tpfuse_install_targets)
  foreach(target ${ARGN})
    string(REGEX REPLACE "^TPFuse" "" export_name ${target})
    set_target_properties(${target} PROPERTIES
      EXPORT_NAME ${export_name}
      INSTALL_RPATH_USE_LINK_PATH ON)
    # Users of the libraries include tpfuse's installed headers.
    get_target_property(type ${target} TYPE)
    set(includes)
    if(type STREQUAL "STATIC_LIBRARY" OR type STREQUAL "SHARED_LIBRARY")
      set(includes INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
    endif()
    install(TARGETS ${target}
      EXPORT TPFuseTargets
      ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT compiler
      LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT compiler
      RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT compiler
      ${includes})
  endforeach()
endfunction()

# add_tpfuse_library(name ...): add_mlir_library's arguments. The library
# needs C++17 of its users, as MLIR's headers do.
function(add_tpfuse_library name)
  add_mlir_library(${name} ${ARGN} DISABLE_INSTALL)
  target_compile_features(${name} PUBLIC cxx_std_17)
  tpfuse_install_targets(${name})
endfunction()
