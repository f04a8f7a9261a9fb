module {
  llvm.func @_mlir_ciface_forward(%comm: !llvm.ptr, %stream: !llvm.ptr, %ids: !llvm.ptr, %weights: !llvm.ptr, %out: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %ok = llvm.mlir.constant(0 : i32) : i32
    llvm.return %ok : i32
  }
}
