# cmake -DINPUT=... -DOUTPUT=... (-DWORLD_SIZE=N | -DSTRIP=ON)
#   -P ShardModelVariant.cmake
#
# Derives a variant of shard_partitioned.mlir, a model written for a 2-way
# tensor-parallel grid:
# - WORLD_SIZE=N: the grid and tp.parallel_config's group set to N ranks;
# - STRIP=ON: the unsharded model, with no grid, sharding annotation or
#   parallel configuration: each value an annotation made stands for the
#   value it annotated.
file(READ ${INPUT} text)
if(DEFINED WORLD_SIZE)
  foreach(old "shard.grid @tp(shape = 2)" "group = #tp.group<\"tp\", size = 2>")
    string(FIND "${text}" "${old}" found)
    if(found EQUAL -1)
      message(FATAL_ERROR "${INPUT} has no '${old}' to set to ${WORLD_SIZE}")
    endif()
  endforeach()
  string(REPLACE "shard.grid @tp(shape = 2)" "shard.grid @tp(shape = ${WORLD_SIZE})"
         text "${text}")
  string(REPLACE "group = #tp.group<\"tp\", size = 2>"
         "group = #tp.group<\"tp\", size = ${WORLD_SIZE}>" text "${text}")
elseif(STRIP)
  # The comments describe the sharded model.
  string(REGEX REPLACE "(^|\n)//[^\n]*" "" text "${text}")
  string(REGEX REPLACE
         "module attributes {tp\\.parallel_config = #tp\\.parallel_config<[^\n]*>} {"
         "module {" text "${text}")
  string(REGEX REPLACE "\n *shard\\.grid [^\n]*" "" text "${text}")
  string(REGEX REPLACE "\n *%[A-Za-z0-9_]+ = shard\\.sharding [^\n]*" ""
         text "${text}")
  # One annotation at a time, so that an annotation of an annotation resolves
  # to the value underneath.
  set(annotation "\n *%([A-Za-z0-9_]+) = shard\\.shard %([A-Za-z0-9_]+) [^\n]*")
  string(REGEX MATCH "${annotation}" line "${text}")
  while(line)
    set(annotated ${CMAKE_MATCH_1})
    set(value ${CMAKE_MATCH_2})
    string(REPLACE "${line}" "" text "${text}")
    string(REGEX REPLACE "%${annotated}([^A-Za-z0-9_])" "%${value}\\1"
           text "${text}")
    string(REGEX MATCH "${annotation}" line "${text}")
  endwhile()
  string(REGEX MATCH "(shard\\.|tp\\.parallel_config)[^\n]*" left "${text}")
  if(left)
    message(FATAL_ERROR "${INPUT}: '${left}' is left after stripping")
  endif()
else()
  message(FATAL_ERROR "ShardModelVariant.cmake needs WORLD_SIZE or STRIP")
endif()
file(WRITE ${OUTPUT} "${text}")
