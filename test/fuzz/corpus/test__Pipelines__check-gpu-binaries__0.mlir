module attributes {gpu.container_module} {
  gpu.binary @defined [#gpu.object<#nvvm.target<chip = "sm_90a">, assembly = ".version 8.0\0A.target sm_90a\0A.visible .entry k()\0A{\0A\09ret;\0A}\0A">]
  gpu.binary @cubin [#gpu.object<#nvvm.target<chip = "sm_90a">, bin = "\7FELF">]
}
