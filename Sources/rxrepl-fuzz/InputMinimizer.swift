/// Shrinks a failing input while it still fails the same way, by removing ever smaller runs of lines and then of
/// bytes (delta debugging, bounded by a number of runs), so a fixture shows the bug rather than the noise around it.
struct InputMinimizer {
    /// How many runs of the binary the shrinking may take.
    let budget: Int
    /// True when the candidate still fails as the original did.
    let stillFails: ([UInt8]) -> Bool

    func minimize(_ input: [UInt8]) -> [UInt8] {
        var runs = 0
        var best = input
        for unit in [Unit.lines, .bytes] {
            var pieces = unit.split(best)
            var chunk = max(pieces.count / 2, 1)
            while chunk >= 1 && runs < budget {
                var start = 0
                var removedAny = false
                while start < pieces.count && runs < budget {
                    var candidate = pieces
                    candidate.removeSubrange(start..<min(start + chunk, pieces.count))
                    runs += 1
                    if !candidate.isEmpty, stillFails(unit.join(candidate)) {
                        pieces = candidate
                        removedAny = true
                    } else {
                        start += chunk
                    }
                }
                if !removedAny { chunk /= 2 }
                if chunk == 0 { break }
            }
            best = unit.join(pieces)
        }
        return best
    }

    /// What one removal takes away.
    private enum Unit {
        case lines, bytes

        func split(_ bytes: [UInt8]) -> [[UInt8]] {
            switch self {
            case .lines:
                return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            case .bytes: return bytes.map { [$0] }
            }
        }

        func join(_ pieces: [[UInt8]]) -> [UInt8] {
            switch self {
            case .lines: return Array(pieces.joined(separator: [UInt8(ascii: "\n")]))
            case .bytes: return pieces.flatMap { $0 }
            }
        }
    }
}
