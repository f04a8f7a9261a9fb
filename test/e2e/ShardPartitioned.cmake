# --- Upstream-partitioned layers against the unsharded model -----------------
# shard_partitioned.mlir, two row-parallel layers written once with upstream
# sharding annotations, compiled at build time two ways:
# - partitioned: upstream sharding-propagation and shard-partition (current
#   upstream output, rank-dependent code included), tp-import-shard,
#   tp-raise-rms-norm, fused or not, for 2 and 4 ranks;
# - unsharded: the model stripped of its annotations (the reference).
# Each driver links the reference and one partitioned build, and runs on CPU
# ranks: fused (then forced to decline, bit for bit), unfused, and fused
# under TPFUSE_FORCE_DECLINE=1 (ShardPartitionedDriver.cpp).
set(shard_model ${CMAKE_CURRENT_SOURCE_DIR}/shard_partitioned.mlir)
set(shard_variant_script ${CMAKE_CURRENT_SOURCE_DIR}/ShardModelVariant.cmake)

# Compiles `source` with the passes of `pipeline` (a pass pipeline that
# ends with tp-aot-pipeline) into ${name}_OBJECT, its entry point renamed
# `symbol`; the module must call the runtime entries in CALLS and none in
# ABSENT (tpfuse_e2e_compile_entry).
function(tpfuse_shard_compile name source pipeline symbol)
  cmake_parse_arguments(PARSE_ARGV 4 arg "" "CALLS;ABSENT" "")
  tpfuse_e2e_compile_entry(${name} ${source} _mlir_ciface_shard_layers
    ${symbol} OPTIONS --pass-pipeline=${pipeline}
    CALLS ${arg_CALLS} ABSENT ${arg_ABSENT}
    COMMENT "Compiling ${name} with tp-aot-pipeline")
  set(${name}_OBJECT ${${name}_OBJECT} PARENT_SCOPE)
endfunction()

set(fused_entry tpfuse_fused_all_reduce_rms_norm)
set(shard_reference_source
  ${CMAKE_CURRENT_BINARY_DIR}/shard-partitioned-unsharded.mlir)
add_custom_command(OUTPUT ${shard_reference_source}
  COMMAND ${CMAKE_COMMAND} -DINPUT=${shard_model}
          -DOUTPUT=${shard_reference_source} -DSTRIP=ON
          -P ${shard_variant_script}
  DEPENDS ${shard_model} ${shard_variant_script}
  VERBATIM)
tpfuse_shard_compile(shard-partitioned-unsharded ${shard_reference_source}
  "builtin.module(tp-raise-rms-norm,tp-aot-pipeline)"
  tpfuse_shard_layers_reference
  CALLS tpfuse_rms_norm
  ABSENT tpfuse_comm_rank,tpfuse_all_reduce,${fused_entry})

set(shard_tests)
foreach(world_size 2 4)
  set(source ${CMAKE_CURRENT_BINARY_DIR}/shard-partitioned-tp${world_size}.mlir)
  add_custom_command(OUTPUT ${source}
    COMMAND ${CMAKE_COMMAND} -DINPUT=${shard_model} -DOUTPUT=${source}
            -DWORLD_SIZE=${world_size} -P ${shard_variant_script}
    DEPENDS ${shard_model} ${shard_variant_script}
    VERBATIM)
  set(partition "func.func(sharding-propagation,shard-partition)")
  foreach(variant fused unfused)
    set(name shard-partitioned-${variant}-tp${world_size})
    if(variant STREQUAL "fused")
      set(passes "${partition},tp-import-shard,tp-raise-rms-norm,tp-fuse-allreduce-norm")
      set(calls tpfuse_comm_rank,${fused_entry})
      set(absent)
    else()
      set(passes "${partition},tp-import-shard,tp-raise-rms-norm")
      set(calls tpfuse_comm_rank,tpfuse_all_reduce,tpfuse_rms_norm)
      set(absent ${fused_entry})
    endif()
    tpfuse_shard_compile(${name} ${source}
      "builtin.module(${passes},tp-aot-pipeline)"
      tpfuse_shard_layers_partitioned CALLS ${calls} ABSENT ${absent})
    set(driver tpfuse-e2e-${name})
    add_executable(${driver} ShardPartitionedDriver.cpp
      ${shard-partitioned-unsharded_OBJECT} ${${name}_OBJECT})
    target_link_libraries(${driver} PRIVATE tpfuse_e2e_driver tpfuse_runtime)
    add_test(NAME ${driver}-${world_size}
      COMMAND tpfuse-launch -n ${world_size} --timeout ${TPFUSE_E2E_TIMEOUT}
              -- $<TARGET_FILE:${driver}> --expect ${variant})
    list(APPEND shard_tests ${driver}-${world_size})
  endforeach()
  set(declined tpfuse-e2e-shard-partitioned-declined-tp${world_size})
  add_test(NAME ${declined}-${world_size}
    COMMAND tpfuse-launch -n ${world_size} --timeout ${TPFUSE_E2E_TIMEOUT}
            -- $<TARGET_FILE:tpfuse-e2e-shard-partitioned-fused-tp${world_size}>
            --expect declined)
  set_tests_properties(${declined}-${world_size} PROPERTIES
    ENVIRONMENT TPFUSE_FORCE_DECLINE=1)
  list(APPEND shard_tests ${declined}-${world_size})
endforeach()
set_tests_properties(${shard_tests} PROPERTIES
  LABELS e2e
  TIMEOUT ${TPFUSE_E2E_TIMEOUT})
