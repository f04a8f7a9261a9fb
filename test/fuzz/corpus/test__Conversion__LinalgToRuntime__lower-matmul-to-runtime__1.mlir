func.func @dynamic(%a: tensor<?x?xbf16>, %b: tensor<?x?xbf16>, %init0: tensor<?x?xbf16>) -> tensor<?x?xbf16> {
  %zero = arith.constant -0.0 : bf16
  %init = linalg.fill ins(%zero : bf16) outs(%init0 : tensor<?x?xbf16>) -> tensor<?x?xbf16>
  %c = linalg.matmul ins(%a, %b : tensor<?x?xbf16>, tensor<?x?xbf16>)
      outs(%init : tensor<?x?xbf16>) -> tensor<?x?xbf16>
  return %c : tensor<?x?xbf16>
}
