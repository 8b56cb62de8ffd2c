/// The corpus's `isPrime` helper: false for n ≤ 1, otherwise trial division up to `Int(sqrt(n))`.
func isPrime(_ n: Int) -> Bool {
    if n <= 1 { return false }
    var divisor = 2
    while divisor * divisor <= n {
        if n % divisor == 0 { return false }
        divisor += 1
    }
    return true
}
