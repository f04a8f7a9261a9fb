llvm.func @tagged() attributes {group = #tp.group<"tp", size = 2>} {
  llvm.return
}
llvm.func @fpext(%x: f16) -> f32 {
  %y = llvm.fpext %x {fastmath = #arith.fastmath<contract>} : f16 to f32
  %z = llvm.fadd %y, %y {tags = [1, #tp.group<"tp", size = 4>]} : f32
  llvm.return %z : f32
}
