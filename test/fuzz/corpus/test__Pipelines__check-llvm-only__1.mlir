func.func @g() {
  return
}
func.func @h() {
  return
}
