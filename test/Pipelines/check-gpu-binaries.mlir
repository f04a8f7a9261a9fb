// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics -tp-check-gpu-binaries

// PTX that defines everything it calls passes; so do objects in other formats.
module attributes {gpu.container_module} {
  gpu.binary @defined [#gpu.object<#nvvm.target<chip = "sm_90a">, assembly = ".version 8.0\0A.target sm_90a\0A.visible .entry k()\0A{\0A\09ret;\0A}\0A">]
  gpu.binary @cubin [#gpu.object<#nvvm.target<chip = "sm_90a">, bin = "\7FELF">]
}

// -----

// A math function from libdevice that was not linked.
module attributes {gpu.container_module} {
  // expected-error @below {{the kernels of @silu call __nv_expf, __nv_logf, which nothing defines}}
  gpu.binary @silu [#gpu.object<#nvvm.target<chip = "sm_90a">, assembly = ".version 8.0\0A.target sm_90a\0A.extern .func  (.param .b32 func_retval0) __nv_expf\0A(\0A\09.param .b32 __nv_expf_param_0\0A)\0A;\0A.extern .func (.param .b32 func_retval0) __nv_logf(.param .b32 p);\0A.visible .entry k()\0A{\0A\09ret;\0A}\0A">]
}

// -----

// What the driver provides when it loads the module (printf, malloc, free,
// assert) is not missing; a function without a return value is.
module attributes {gpu.container_module} {
  gpu.binary @printing [#gpu.object<#nvvm.target<chip = "sm_90a">, assembly = ".extern .func (.param .b32 func_retval0) vprintf(.param .b64 a, .param .b64 b);\0A.extern .func __assertfail(.param .b64 m);\0A.extern .func (.param .b64 func_retval0) malloc(.param .b64 n);\0A.extern .func free(.param .b64 p);\0A">]
  // expected-error @below {{the kernels of @store call my_store, which nothing defines}}
  gpu.binary @store [#gpu.object<#nvvm.target<chip = "sm_90a">, assembly = ".extern .func my_store(.param .b64 a);\0A.extern .func free(.param .b64 p);\0A">]
}
