# cmake -DSOURCE=<project> -DBINARY=<build> -DPREFIX=<install prefix>
#       -DPKG_CONFIG_DIR=<prefix's pkgconfig> -DGENERATOR=<generator>
#       -DTPFUSE_SOURCE_DIR=<tree> -DTPFUSE_BINARY_DIR=<tree>
#       [-DTPFUSE_EXAMPLE=... -DTPFUSE_VERSION_WANTED=...
#        -DCMAKE_<LANG>_COMPILER[_LAUNCHER]=...] -P BuildConsumer.cmake
# Configures and builds an out-of-tree project against PREFIX only, from
# scratch: CMAKE_PREFIX_PATH and pkg-config's search path name nothing else.
# Fails if a package was found elsewhere, or if a compile or link command
# reaches into tpfuse's source or build tree.
foreach(var SOURCE BINARY PREFIX PKG_CONFIG_DIR GENERATOR TPFUSE_SOURCE_DIR
            TPFUSE_BINARY_DIR)
  if(NOT ${var})
    message(FATAL_ERROR "${var} is not set")
  endif()
endforeach()

set(defines)
foreach(var TPFUSE_EXAMPLE TPFUSE_VERSION_WANTED CMAKE_C_COMPILER
            CMAKE_CXX_COMPILER CMAKE_C_COMPILER_LAUNCHER
            CMAKE_CXX_COMPILER_LAUNCHER)
  if(DEFINED ${var})
    list(APPEND defines "-D${var}=${${var}}")
  endif()
endforeach()

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    list(JOIN ARGN " " command)
    message(FATAL_ERROR "failed (${status}): ${command}")
  endif()
endfunction()

file(REMOVE_RECURSE ${BINARY})
# pkg-config searches the prefix alone.
set(ENV{PKG_CONFIG_LIBDIR} ${PKG_CONFIG_DIR})
unset(ENV{PKG_CONFIG_PATH})
run(${CMAKE_COMMAND} -S ${SOURCE} -B ${BINARY} -G ${GENERATOR}
    -DCMAKE_PREFIX_PATH=${PREFIX}
    -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
    -DCMAKE_EXPORT_COMPILE_COMMANDS=ON
    ${defines})

# Every tpfuse package the project found is the prefix's.
file(STRINGS ${BINARY}/CMakeCache.txt package_dirs
     REGEX "^TPFuse[A-Za-z]*_DIR:")
if(NOT package_dirs)
  message(FATAL_ERROR "the project found no TPFuse package")
endif()
foreach(entry ${package_dirs})
  string(REGEX REPLACE "^[^=]*=" "" dir "${entry}")
  string(FIND "${dir}" "${PREFIX}/" at)
  if(NOT at EQUAL 0)
    message(FATAL_ERROR "${entry}: not from ${PREFIX}")
  endif()
endforeach()

run(${CMAKE_COMMAND} --build ${BINARY})

# No include directory, library or tool of tpfuse's trees in the commands.
set(commands ${BINARY}/compile_commands.json)
file(GLOB_RECURSE link_commands ${BINARY}/build.ninja ${BINARY}/link.txt)
set(forbidden
  ${TPFUSE_SOURCE_DIR}/include ${TPFUSE_SOURCE_DIR}/runtime
  ${TPFUSE_BINARY_DIR}/include ${TPFUSE_BINARY_DIR}/lib
  ${TPFUSE_BINARY_DIR}/bin ${TPFUSE_BINARY_DIR}/runtime)
foreach(file ${commands} ${link_commands})
  file(READ ${file} content)
  foreach(path ${forbidden})
    string(FIND "${content}" "${path}" at)
    if(NOT at EQUAL -1)
      message(FATAL_ERROR "${file} reaches into tpfuse's tree: ${path}")
    endif()
  endforeach()
endforeach()
