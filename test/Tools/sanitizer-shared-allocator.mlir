// A valid module whose parse, in the sanitizer build, allocates a location
// from an allocator slab that our instrumented code started (and poisoned):
// scripts/test-sanitizers.sh must not report it (allow_user_poisoning=0 says
// why). Read from stdin: the buffer's name is part of what is allocated.
// Plain builds just parse and print it.
//
// RUN: tpfuse-opt < %s | FileCheck %s

// CHECK: shard.grid @tp
// CHECK: tp.group_rank
// CHECK-COUNT-2: shard.all_reduce
shard.grid @tp(shape = 2)
func.func @f(%x: tensor<4x8xf32>) {
  %r0 = tp.group_rank #tp.group<"tp_group", size = 2>
  %a1 = shard.all_reduce %x on @tp grid_axes = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  %a2 = shard.all_reduce %x on @tp grid_axes = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}
