# --- The exported LlamaModel on one GPU ---------------------------------------
# Llama.cmake's models compiled with tp-aot-pipeline{target=cuda}: the
# unsharded one raised, the TP = 2 one fused, unfused and as exported, linked
# into LlamaCudaDriver.cpp. It runs TP = 2 as two threads of one process on
# one GPU, in the runtime's same-device test mode (no NCCL, no second GPU).
# Built in CI, so that it keeps compiling, but not registered with ctest (no
# GPU there): `cmake --build build --target check-tpfuse-e2e-llama-cuda` runs
# it, after the CPU driver has written its outputs for the GPU's to be
# compared with. scripts/stage-gpu-binaries.sh stages it for a machine
# without a build (bench/results/llama-same-device-1xH200-run.sh).
set(llama_cuda_objects)
tpfuse_llama_compile(1 raised -tp-raise-rms-norm tpfuse_rms_norm
  tpfuse_all_reduce,${llama_fused_norm} tpfuse_llama_unsharded_cuda
  TARGET cuda)
list(APPEND llama_cuda_objects ${llama_OBJECT})
tpfuse_llama_compile(2 fused "-tp-raise-rms-norm;-tp-fuse-allreduce-norm"
  ${llama_fused_norm} "" tpfuse_llama_tp2_fused_cuda TARGET cuda)
list(APPEND llama_cuda_objects ${llama_OBJECT})
tpfuse_llama_compile(2 unfused -tp-raise-rms-norm
  tpfuse_all_reduce,tpfuse_rms_norm ${llama_fused_norm}
  tpfuse_llama_tp2_unfused_cuda TARGET cuda)
list(APPEND llama_cuda_objects ${llama_OBJECT})
tpfuse_llama_compile(2 exported "" tpfuse_all_reduce
  tpfuse_rms_norm,${llama_fused_norm} tpfuse_llama_tp2_exported_cuda
  TARGET cuda)
list(APPEND llama_cuda_objects ${llama_OBJECT})

add_executable(tpfuse-e2e-llama-cuda LlamaCudaDriver.cpp LlamaFiles.cpp
  Bf16Comparison.cpp ${llama_cuda_objects})
target_compile_definitions(tpfuse-e2e-llama-cuda PRIVATE ${llama_definitions})
# SameDeviceRanks.h: the ranks' joint graph, shared with the GPU tests, and
# the barrier it meets them at (RankBarrier.h, tpfuse-run-cuda's).
target_include_directories(tpfuse-e2e-llama-cuda PRIVATE
  ${PROJECT_SOURCE_DIR}/runtime/test/gpu
  ${PROJECT_SOURCE_DIR}/tools/tpfuse-run-cuda)
tpfuse_e2e_link_cuda(tpfuse-e2e-llama-cuda)

set(llama_cpu_outputs ${CMAKE_CURRENT_BINARY_DIR}/llama-cpu-outputs)
add_custom_target(check-tpfuse-e2e-llama-cuda
  COMMAND ${CMAKE_COMMAND} -E make_directory ${llama_cpu_outputs}
  COMMAND tpfuse-launch -n 2 --timeout ${TPFUSE_E2E_TIMEOUT}
          -- $<TARGET_FILE:tpfuse-e2e-llama> --expect fused ${llama_run}
          --rank-weights ${llama_inputs}/weights_tp2_rank0.bin
          --rank-weights ${llama_inputs}/weights_tp2_rank1.bin
          --write-outputs ${llama_cpu_outputs}
  # Lazy loading can deadlock two ranks that share a context
  # (LlamaCudaDriver.cpp).
  COMMAND ${CMAKE_COMMAND} -E env CUDA_MODULE_LOADING=EAGER
          $<TARGET_FILE:tpfuse-e2e-llama-cuda> ${llama_run}
          --rank-weights ${llama_inputs}/weights_tp2_rank0.bin
          --rank-weights ${llama_inputs}/weights_tp2_rank1.bin
          --cpu-outputs ${llama_cpu_outputs}
  DEPENDS tpfuse-e2e-llama tpfuse-e2e-llama-cuda tpfuse-launch
  USES_TERMINAL
  COMMENT "Running the exported LlamaModel on one GPU (TP = 2 as threads)")
