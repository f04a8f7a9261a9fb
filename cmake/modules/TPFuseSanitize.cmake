# TPFUSE_SANITIZE: sanitizers for tpfuse's own C and C++ code (the runtime,
# the dialect, passes, tools, tests), e.g. address,undefined, given to
# -fsanitize=. LLVM/MLIR, Gloo and GoogleTest come prebuilt and stay
# uninstrumented; CUDA code is never instrumented. Every report is fatal (no
# recovery), so undefined behaviour fails the test that reaches it.
# scripts/test-sanitizers.sh builds and tests this way. Included by the
# top-level project before the runtime is added, and by the runtime when it
# builds by itself.
include_guard(GLOBAL)

set(TPFUSE_SANITIZE "" CACHE STRING
    "Sanitizers for tpfuse's own code (-fsanitize=...), e.g. address,undefined")
set(TPFUSE_SANITIZER_PRELOAD "")
if(TPFUSE_SANITIZE)
  add_compile_options("$<$<COMPILE_LANGUAGE:C,CXX>:-fsanitize=${TPFUSE_SANITIZE};-fno-sanitize-recover=all;-fno-omit-frame-pointer>")
  add_link_options("$<$<LINK_LANGUAGE:C,CXX>:-fsanitize=${TPFUSE_SANITIZE}>")
  # An uninstrumented program that loads instrumented code (Debian's mlir-opt
  # loading TPFusePlugin.so) needs the ASan runtime loaded before anything
  # else: the lit tests preload this there.
  if(TPFUSE_SANITIZE MATCHES "(^|,)address(,|$)")
    execute_process(
      COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libasan.so
      OUTPUT_VARIABLE TPFUSE_SANITIZER_PRELOAD
      OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT IS_ABSOLUTE "${TPFUSE_SANITIZER_PRELOAD}")
      message(FATAL_ERROR "TPFUSE_SANITIZE=${TPFUSE_SANITIZE}: "
        "${CMAKE_CXX_COMPILER} -print-file-name=libasan.so finds no libasan.so "
        "(the sanitizer build is made with GCC's shared sanitizer runtimes)")
    endif()
  endif()
  message(STATUS "tpfuse: sanitizers ${TPFUSE_SANITIZE}")
endif()
