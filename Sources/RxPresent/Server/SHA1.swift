/// SHA-1 (FIPS 180-4, section 6.1), for the WebSocket handshake's `Sec-WebSocket-Accept` only: not for secrets.
enum SHA1 {
    /// The 20-byte digest of `message`.
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var padded = message
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        let bitCount = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            padded.append(UInt8(truncatingIfNeeded: bitCount >> shift))
        }
        var schedule = [UInt32](repeating: 0, count: 80)
        for block in stride(from: 0, to: padded.count, by: 64) {
            for t in 0..<16 {
                let at = block + 4 * t
                schedule[t] =
                    UInt32(padded[at]) << 24 | UInt32(padded[at + 1]) << 16 | UInt32(padded[at + 2]) << 8
                    | UInt32(padded[at + 3])
            }
            for t in 16..<80 {
                schedule[t] = rotated(schedule[t - 3] ^ schedule[t - 8] ^ schedule[t - 14] ^ schedule[t - 16], by: 1)
            }
            var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
            for t in 0..<80 {
                let f: UInt32, k: UInt32
                switch t {
                case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
                case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
                case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
                }
                let next = rotated(a, by: 5) &+ f &+ e &+ k &+ schedule[t]
                (e, d, c, b, a) = (d, c, rotated(b, by: 30), a, next)
            }
            state[0] &+= a
            state[1] &+= b
            state[2] &+= c
            state[3] &+= d
            state[4] &+= e
        }
        return state.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) } }
    }

    private static func rotated(_ word: UInt32, by count: UInt32) -> UInt32 {
        word << count | word >> (32 - count)
    }
}
