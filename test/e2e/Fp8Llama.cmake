# --- An FP8 Llama exported from PyTorch, on CPU ranks --------------------------
# test/Frontends/Torch/Inputs/fp8_llama (export_fp8_llama.py): the 2-layer
# LlamaModel with every projection torch._scaled_mm over e4m3 values, sharded
# for 2 and 4 ranks, with each rank's weights, token ids and PyTorch's output
# of the unsharded FP8 model. Each module is compiled three ways: fused
# (norms and their quantizations raised, then fused: one call per boundary
# pays the sum, adds the residual, normalizes and quantizes), unfused (raised
# only) and as exported (the exporter's linalg norms and quantizations, the
# FP8 casts expanded). All are linked into one driver (Fp8LlamaDriver.cpp).
set(fp8_llama_inputs ${PROJECT_SOURCE_DIR}/test/Frontends/Torch/Inputs/fp8_llama)

# What the compiled functions' types depend on comes from the export's
# manifest: the hidden size, each world size's three weights arguments (bf16,
# e4m3, f32, in that order) and sums.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${fp8_llama_inputs}/fp8_llama.json)
file(READ ${fp8_llama_inputs}/fp8_llama.json fp8_llama_manifest)
string(JSON fp8_llama_hidden GET ${fp8_llama_manifest} config hidden_size)
string(JSON fp8_llama_token_count_length LENGTH ${fp8_llama_manifest}
       token_counts)
set(fp8_llama_token_counts)
math(EXPR fp8_llama_last_token_count "${fp8_llama_token_count_length} - 1")
foreach(fp8_llama_index RANGE ${fp8_llama_last_token_count})
  string(JSON fp8_llama_tokens GET ${fp8_llama_manifest} token_counts
         ${fp8_llama_index})
  list(APPEND fp8_llama_token_counts ${fp8_llama_tokens})
endforeach()
list(JOIN fp8_llama_token_counts "," fp8_llama_token_counts)
set(fp8_llama_definitions TPFUSE_FP8_LLAMA_HIDDEN=${fp8_llama_hidden})
foreach(fp8_llama_world_size 2 4)
  set(fp8_llama_layout layouts ${fp8_llama_world_size})
  string(JSON fp8_llama_sums GET ${fp8_llama_manifest} ${fp8_llama_layout}
         all_reduces)
  list(APPEND fp8_llama_definitions
    TPFUSE_FP8_LLAMA_SUMS_TP${fp8_llama_world_size}=${fp8_llama_sums})
  set(fp8_llama_argument 0)
  foreach(fp8_llama_dtype bfloat16:BF16 float8_e4m3fn:FP8 float32:F32)
    string(REPLACE ":" ";" fp8_llama_fields ${fp8_llama_dtype})
    list(GET fp8_llama_fields 0 fp8_llama_expected)
    list(GET fp8_llama_fields 1 fp8_llama_suffix)
    string(JSON fp8_llama_got GET ${fp8_llama_manifest} ${fp8_llama_layout}
           weight_arguments ${fp8_llama_argument} dtype)
    if(NOT fp8_llama_got STREQUAL fp8_llama_expected)
      message(FATAL_ERROR "fp8_llama.json: weights argument "
        "${fp8_llama_argument} of TP = ${fp8_llama_world_size} holds "
        "${fp8_llama_got}, Fp8LlamaDriver.cpp passes ${fp8_llama_expected}")
    endif()
    string(JSON fp8_llama_weights GET ${fp8_llama_manifest}
           ${fp8_llama_layout} weight_arguments ${fp8_llama_argument} weights)
    list(APPEND fp8_llama_definitions
      TPFUSE_FP8_LLAMA_${fp8_llama_suffix}_TP${fp8_llama_world_size}=${fp8_llama_weights})
    math(EXPR fp8_llama_argument "${fp8_llama_argument} + 1")
  endforeach()
endforeach()

set(fp8_llama_raise -tp-raise-rms-norm -tp-raise-norm-quantization)
set(fp8_llama_fused_norm tpfuse_fused_all_reduce_rms_norm)
set(fp8_llama_objects)
foreach(fp8_llama_world_size 2 4)
  set(fp8_llama_source ${fp8_llama_inputs}/fp8_llama_tp${fp8_llama_world_size}.mlir)
  set(fp8_llama_base fp8-llama-tp${fp8_llama_world_size})
  set(fp8_llama_symbol tpfuse_fp8_llama_tp${fp8_llama_world_size})
  # The first layer's input norm owes no sum: a runtime norm, fused or not.
  tpfuse_e2e_compile_entry(${fp8_llama_base}-fused ${fp8_llama_source}
    _mlir_ciface_forward ${fp8_llama_symbol}_fused
    OPTIONS ${fp8_llama_raise} -tp-fuse-allreduce-norm -tp-aot-pipeline
    CALLS ${fp8_llama_fused_norm},tpfuse_rms_norm
    COMMENT "Compiling fp8_llama_tp${fp8_llama_world_size}.mlir (fused)")
  tpfuse_e2e_compile_entry(${fp8_llama_base}-unfused ${fp8_llama_source}
    _mlir_ciface_forward ${fp8_llama_symbol}_unfused
    OPTIONS ${fp8_llama_raise} -tp-aot-pipeline
    CALLS tpfuse_all_reduce,tpfuse_rms_norm ABSENT ${fp8_llama_fused_norm}
    COMMENT "Compiling fp8_llama_tp${fp8_llama_world_size}.mlir (unfused)")
  tpfuse_e2e_compile_entry(${fp8_llama_base}-exported ${fp8_llama_source}
    _mlir_ciface_forward ${fp8_llama_symbol}_exported
    OPTIONS -tp-aot-pipeline
    CALLS tpfuse_all_reduce ABSENT tpfuse_rms_norm,${fp8_llama_fused_norm}
    COMMENT "Compiling fp8_llama_tp${fp8_llama_world_size}.mlir (as exported)")
  list(APPEND fp8_llama_objects ${${fp8_llama_base}-fused_OBJECT}
    ${${fp8_llama_base}-unfused_OBJECT} ${${fp8_llama_base}-exported_OBJECT})
endforeach()

add_executable(tpfuse-e2e-fp8-llama Fp8LlamaDriver.cpp LlamaFiles.cpp
  Bf16Comparison.cpp ${fp8_llama_objects})
target_compile_definitions(tpfuse-e2e-fp8-llama PRIVATE
  ${fp8_llama_definitions})
target_link_libraries(tpfuse-e2e-fp8-llama PRIVATE
  tpfuse_e2e_driver tpfuse_runtime)

foreach(fp8_llama_world_size 2 4)
  set(fp8_llama_rank_weights)
  math(EXPR fp8_llama_last_rank "${fp8_llama_world_size} - 1")
  foreach(fp8_llama_rank RANGE ${fp8_llama_last_rank})
    list(APPEND fp8_llama_rank_weights --rank-weights
      ${fp8_llama_inputs}/weights_tp${fp8_llama_world_size}_rank${fp8_llama_rank}.bin)
  endforeach()
  set(fp8_llama_launch tpfuse-launch -n ${fp8_llama_world_size}
      --timeout ${TPFUSE_E2E_TIMEOUT} -- $<TARGET_FILE:tpfuse-e2e-fp8-llama>
      --data ${fp8_llama_inputs} --tokens ${fp8_llama_token_counts}
      ${fp8_llama_rank_weights})
  set(fp8_llama_at tp${fp8_llama_world_size}-${fp8_llama_world_size})
  foreach(fp8_llama_expect fused unfused declined)
    add_test(NAME tpfuse-e2e-fp8-llama-${fp8_llama_expect}-${fp8_llama_at}
      COMMAND ${fp8_llama_launch} --expect ${fp8_llama_expect})
    list(APPEND tpfuse_e2e_tests
      tpfuse-e2e-fp8-llama-${fp8_llama_expect}-${fp8_llama_at})
  endforeach()
  set_tests_properties(tpfuse-e2e-fp8-llama-declined-${fp8_llama_at}
    PROPERTIES ENVIRONMENT TPFUSE_FORCE_DECLINE=1)
endforeach()
