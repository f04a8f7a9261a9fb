module {
  llvm.func @fpext(%x: f16) -> f32 {
    %y = llvm.fpext %x {fastmath = #arith.fastmath<contract>} : f16 to f32
    llvm.return %y : f32
  }
}
