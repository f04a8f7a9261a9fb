func.func @dynamic_blob() -> tensor<?xf32> {
  %c = arith.constant dense_resource<dynamic> : tensor<?xf32>
  return %c : tensor<?xf32>
}
