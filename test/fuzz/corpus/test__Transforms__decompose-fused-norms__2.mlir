func.func @in_region(%c: i1, %p: !tp.partial<tensor<?x64xf16>, #tp.group<"tp", size = 2>>,
                     %r: tensor<?x64xf16>, %w: tensor<64xf16>) -> tensor<?x64xf16> {
  %y = scf.if %c -> tensor<?x64xf16> {
    %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
        : (!tp.partial<tensor<?x64xf16>, #tp.group<"tp", size = 2>>, tensor<?x64xf16>, tensor<64xf16>)
        -> (tensor<?x64xf16>, tensor<?x64xf16>)
    scf.yield %n : tensor<?x64xf16>
  } else {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6
        : (tensor<?x64xf16>, tensor<?x64xf16>, tensor<64xf16>) -> (tensor<?x64xf16>, tensor<?x64xf16>)
    scf.yield %n : tensor<?x64xf16>
  }
  return %y : tensor<?x64xf16>
}
