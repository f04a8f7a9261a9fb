func.func @group_rank() -> (index, index, index) {
  %single = tp.group_rank #tp.group<"tp", size = 1>
  %a = tp.group_rank #tp.group<"tp", size = 2>
  %b = tp.group_rank #tp.group<"tp", size = 2>
  return %single, %a, %b : index, index, index
}
