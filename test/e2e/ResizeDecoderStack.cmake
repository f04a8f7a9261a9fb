# cmake -DINPUT=decoder_stack.mlir -DOUTPUT=... -DWORLD_SIZE=N -DHIDDEN=H
#       -DINTERMEDIATE=I -DFUNCTION=NAME -P ResizeDecoderStack.cmake
#
# Copies decoder_stack.mlir for WORLD_SIZE ranks (SetWorldSize.cmake) with
# hidden size HIDDEN instead of 256, INTERMEDIATE MLP columns per rank
# instead of 128, and its public function renamed to @FUNCTION, so that
# several copies compile into objects that link together.
foreach(variable INPUT OUTPUT WORLD_SIZE HIDDEN INTERMEDIATE FUNCTION)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "ResizeDecoderStack.cmake: ${variable} is not set")
  endif()
endforeach()

include(${CMAKE_CURRENT_LIST_DIR}/SetWorldSize.cmake)
file(READ ${OUTPUT} text)
# The sizes appear only as dimensions of tensor types (<256x, x256x, <128x,
# x128x); through placeholders, so that a new size equal to the other old
# one is not replaced twice.
string(REGEX REPLACE "([<x])256x" "\\1%HIDDEN%x" text "${text}")
string(REGEX REPLACE "([<x])128x" "\\1%INTERMEDIATE%x" text "${text}")
string(REPLACE "%HIDDEN%" "${HIDDEN}" text "${text}")
string(REPLACE "%INTERMEDIATE%" "${INTERMEDIATE}" text "${text}")
string(REPLACE "@decoder_stack(" "@${FUNCTION}(" text "${text}")
file(WRITE ${OUTPUT}
  "// Generated from ${INPUT} by ResizeDecoderStack.cmake: hidden ${HIDDEN}, "
  "${INTERMEDIATE} MLP columns per rank, ${WORLD_SIZE} ranks, @${FUNCTION}.\n"
  "${text}")
