module attributes {gpu.container_module} {
  gpu.binary @printing [#gpu.object<#nvvm.target<chip = "sm_90a">, assembly = ".extern .func (.param .b32 func_retval0) vprintf(.param .b64 a, .param .b64 b);\0A.extern .func __assertfail(.param .b64 m);\0A.extern .func (.param .b64 func_retval0) malloc(.param .b64 n);\0A.extern .func free(.param .b64 p);\0A">]
  gpu.binary @store [#gpu.object<#nvvm.target<chip = "sm_90a">, assembly = ".extern .func my_store(.param .b64 a);\0A.extern .func free(.param .b64 p);\0A">]
}
