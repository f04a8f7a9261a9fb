# cmake -DMODULE=<module in the LLVM dialect> -DCALLS=<entry,...>
#       -DABSENT=<entry,...> -P CheckRuntimeCalls.cmake
#
# Fails unless MODULE calls each runtime entry in CALLS and none in ABSENT:
# that an object compiled with or without tp-raise-rms-norm and
# tp-fuse-allreduce-norm is what its name says.
file(READ ${MODULE} text)
string(REPLACE "," ";" calls "${CALLS}")
string(REPLACE "," ";" absent "${ABSENT}")
foreach(entry IN LISTS calls)
  string(FIND "${text}" "llvm.call @${entry}(" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${MODULE} does not call ${entry}")
  endif()
endforeach()
foreach(entry IN LISTS absent)
  string(FIND "${text}" "llvm.call @${entry}(" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "${MODULE} calls ${entry}")
  endif()
endforeach()
