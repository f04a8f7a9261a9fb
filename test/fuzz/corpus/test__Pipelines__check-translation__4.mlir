module {
  llvm.func @unknown_intrinsic(%x: f32) -> f32 {
    %y = llvm.call_intrinsic "llvm.not.an.intrinsic"(%x) : (f32) -> f32
    llvm.return %y : f32
  }
}
