# --- A Hugging Face LlamaModel exported from PyTorch, on CPU ranks ------------
# test/Frontends/Torch/Inputs/llama (export_llama.py): a 2-layer LlamaModel,
# unsharded (llama_tp1.mlir) and sharded for 2 and 4 ranks, with each rank's
# weights, token ids and PyTorch's output of the unsharded model. Each module
# is compiled once: the sharded ones fused (raised, then fused), unfused
# (raised only: an explicit all-reduce, then the runtime's norm, per sum) and
# as exported (explicit all-reduces, the exporter's linalg norms), the
# unsharded one raised. All are linked into one driver (LlamaDriver.cpp),
# which runs every token count of the export.
set(llama_inputs ${PROJECT_SOURCE_DIR}/test/Frontends/Torch/Inputs/llama)

# What the compiled functions' types depend on comes from the export's
# manifest: the hidden size, each world size's flat weights and sums.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${llama_inputs}/llama.json)
file(READ ${llama_inputs}/llama.json llama_manifest)
string(JSON llama_hidden GET ${llama_manifest} config hidden_size)
string(JSON llama_token_count_length LENGTH ${llama_manifest} token_counts)
set(llama_token_counts)
math(EXPR llama_last_token_count "${llama_token_count_length} - 1")
foreach(llama_index RANGE ${llama_last_token_count})
  string(JSON llama_tokens GET ${llama_manifest} token_counts ${llama_index})
  list(APPEND llama_token_counts ${llama_tokens})
endforeach()
list(JOIN llama_token_counts "," llama_token_counts)
set(llama_definitions TPFUSE_LLAMA_HIDDEN=${llama_hidden})
foreach(llama_world_size 1 2 4)
  string(JSON llama_weights GET ${llama_manifest}
         layouts ${llama_world_size} weights)
  string(JSON llama_sums GET ${llama_manifest}
         layouts ${llama_world_size} all_reduces)
  list(APPEND llama_definitions
    TPFUSE_LLAMA_WEIGHTS_TP${llama_world_size}=${llama_weights}
    TPFUSE_LLAMA_SUMS_TP${llama_world_size}=${llama_sums})
endforeach()

# Compiles llama_tp${world_size}.mlir with `passes`, then tp-aot-pipeline,
# into an object whose only global symbol is its entry point, renamed
# `entry`; its path goes to llama_OBJECT. The module must call each runtime
# entry of `calls` and none of `absent` (comma-separated). With TARGET cuda,
# for the GPU (LlamaCuda.cmake); the CPU otherwise.
function(tpfuse_llama_compile world_size variant passes calls absent entry)
  cmake_parse_arguments(PARSE_ARGV 6 arg "" "TARGET" "")
  set(target cpu)
  if(arg_TARGET)
    set(target ${arg_TARGET})
  endif()
  set(base llama-tp${world_size}-${variant})
  set(pipeline -tp-aot-pipeline)
  if(target STREQUAL "cuda")
    set(base ${base}-cuda)
    # The toolkit CMake found, for libdevice (math functions in kernels).
    set(pipeline
        "-tp-aot-pipeline=target=cuda cuda-toolkit=${TPFUSE_CUDA_TOOLKIT_ROOT}")
  elseif(NOT target STREQUAL "cpu")
    message(FATAL_ERROR "tpfuse_llama_compile: no target ${target}")
  endif()
  tpfuse_e2e_compile_entry(${base} ${llama_inputs}/llama_tp${world_size}.mlir
    _mlir_ciface_forward ${entry} OPTIONS ${passes} ${pipeline}
    CALLS ${calls} ABSENT ${absent}
    COMMENT "Compiling llama_tp${world_size}.mlir (${variant}, ${target})")
  set(llama_OBJECT ${${base}_OBJECT} PARENT_SCOPE)
endfunction()

set(llama_fused_norm tpfuse_fused_all_reduce_rms_norm)
set(llama_objects)
# Without sums, fusing would change nothing: the unsharded model is raised.
tpfuse_llama_compile(1 raised -tp-raise-rms-norm tpfuse_rms_norm
  tpfuse_all_reduce,${llama_fused_norm} tpfuse_llama_unsharded)
list(APPEND llama_objects ${llama_OBJECT})
foreach(llama_world_size 2 4)
  tpfuse_llama_compile(${llama_world_size} fused
    "-tp-raise-rms-norm;-tp-fuse-allreduce-norm" ${llama_fused_norm} ""
    tpfuse_llama_tp${llama_world_size}_fused)
  list(APPEND llama_objects ${llama_OBJECT})
  tpfuse_llama_compile(${llama_world_size} unfused -tp-raise-rms-norm
    tpfuse_all_reduce,tpfuse_rms_norm ${llama_fused_norm}
    tpfuse_llama_tp${llama_world_size}_unfused)
  list(APPEND llama_objects ${llama_OBJECT})
  tpfuse_llama_compile(${llama_world_size} exported "" tpfuse_all_reduce
    tpfuse_rms_norm,${llama_fused_norm}
    tpfuse_llama_tp${llama_world_size}_exported)
  list(APPEND llama_objects ${llama_OBJECT})
endforeach()

add_executable(tpfuse-e2e-llama LlamaDriver.cpp LlamaFiles.cpp
  Bf16Comparison.cpp ${llama_objects})
target_compile_definitions(tpfuse-e2e-llama PRIVATE ${llama_definitions})
add_dependencies(tpfuse-e2e-llama tpfuse-llama-unsharded-weights)
# The runtime and nothing else (docs/AOT.md): tp-aot-pipeline copies strided
# buffers with loops, not MLIR's memrefCopy.
target_link_libraries(tpfuse-e2e-llama PRIVATE
  tpfuse_e2e_driver tpfuse_runtime)

# The unsharded weights are TP = 2's shards gathered (not committed: they
# would be the largest file of the export).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(llama_unsharded_weights ${CMAKE_CURRENT_BINARY_DIR}/llama_weights_tp1.bin)
set(llama_tp2_weights ${llama_inputs}/weights_tp2_rank0.bin
                      ${llama_inputs}/weights_tp2_rank1.bin)
set(llama_gather ${PROJECT_SOURCE_DIR}/test/Frontends/Torch/gather_weights.py)
add_custom_command(OUTPUT ${llama_unsharded_weights}
  COMMAND ${Python3_EXECUTABLE} ${llama_gather} ${llama_inputs}/llama.json 2
          ${llama_tp2_weights} -o ${llama_unsharded_weights}
  DEPENDS ${llama_gather} ${llama_inputs}/llama.json ${llama_tp2_weights}
  COMMENT "Gathering the LlamaModel's unsharded weights from its TP = 2 shards"
  VERBATIM)
add_custom_target(tpfuse-llama-unsharded-weights ALL
  DEPENDS ${llama_unsharded_weights})

set(llama_run
  --data ${llama_inputs} --tokens ${llama_token_counts}
  --unsharded-weights ${llama_unsharded_weights})
add_test(NAME tpfuse-e2e-llama-unsharded-1
  COMMAND tpfuse-launch -n 1 --timeout ${TPFUSE_E2E_TIMEOUT}
          -- $<TARGET_FILE:tpfuse-e2e-llama> --expect unsharded ${llama_run})
list(APPEND tpfuse_e2e_tests tpfuse-e2e-llama-unsharded-1)
foreach(llama_world_size 2 4)
  set(llama_rank_weights)
  math(EXPR llama_last_rank "${llama_world_size} - 1")
  foreach(llama_rank RANGE ${llama_last_rank})
    list(APPEND llama_rank_weights --rank-weights
      ${llama_inputs}/weights_tp${llama_world_size}_rank${llama_rank}.bin)
  endforeach()
  set(llama_launch tpfuse-launch -n ${llama_world_size}
                   --timeout ${TPFUSE_E2E_TIMEOUT}
                   -- $<TARGET_FILE:tpfuse-e2e-llama>
                   ${llama_run} ${llama_rank_weights})
  set(llama_at tp${llama_world_size}-${llama_world_size})
  foreach(llama_expect fused unfused declined)
    add_test(NAME tpfuse-e2e-llama-${llama_expect}-${llama_at}
      COMMAND ${llama_launch} --expect ${llama_expect})
    list(APPEND tpfuse_e2e_tests tpfuse-e2e-llama-${llama_expect}-${llama_at})
  endforeach()
  set_tests_properties(tpfuse-e2e-llama-declined-${llama_at} PROPERTIES
    ENVIRONMENT TPFUSE_FORCE_DECLINE=1)
endforeach()
