llvm.func @printF32(f32)
