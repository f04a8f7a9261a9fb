memref.global "private" constant @long : memref<2xf32> = dense_resource<long>
{-#
  dialect_resources: {
    builtin: {
      long: "0x040000000000803F0000004000004040"
    }
  }
#-}
