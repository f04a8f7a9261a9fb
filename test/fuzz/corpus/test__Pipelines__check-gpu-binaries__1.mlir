module attributes {gpu.container_module} {
  gpu.binary @silu [#gpu.object<#nvvm.target<chip = "sm_90a">, assembly = ".version 8.0\0A.target sm_90a\0A.extern .func  (.param .b32 func_retval0) __nv_expf\0A(\0A\09.param .b32 __nv_expf_param_0\0A)\0A;\0A.extern .func (.param .b32 func_retval0) __nv_logf(.param .b32 p);\0A.visible .entry k()\0A{\0A\09ret;\0A}\0A">]
}
