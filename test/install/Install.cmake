# cmake -DBUILD_DIR=<build> -DSOURCE_DIR=<source> -DPREFIX=<prefix>
#       -P Install.cmake
# Installs the build into a fresh PREFIX (`cmake --install`), then checks that
# no installed CMake, pkg-config or header file names the source or the build
# tree: what is installed must serve from the prefix alone, wherever it is.
foreach(var BUILD_DIR SOURCE_DIR PREFIX)
  if(NOT ${var})
    message(FATAL_ERROR "${var} is not set")
  endif()
endforeach()

file(REMOVE_RECURSE ${PREFIX})
execute_process(
  COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
  OUTPUT_QUIET
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cmake --install ${BUILD_DIR} failed (${status})")
endif()

file(GLOB_RECURSE files LIST_DIRECTORIES false
  ${PREFIX}/*.cmake ${PREFIX}/*.pc ${PREFIX}/*.h ${PREFIX}/*.inc
  ${PREFIX}/*.td)
list(LENGTH files count)
set(leaks)
foreach(file ${files})
  file(READ ${file} content)
  foreach(tree ${SOURCE_DIR} ${BUILD_DIR})
    string(FIND "${content}" "${tree}" at)
    if(NOT at EQUAL -1)
      list(APPEND leaks "${file} names ${tree}")
    endif()
  endforeach()
endforeach()
if(leaks)
  list(JOIN leaks "\n  " leaks)
  message(FATAL_ERROR "installed files point into the trees:\n  ${leaks}")
endif()
message(STATUS "installed into ${PREFIX}; ${count} files checked")
