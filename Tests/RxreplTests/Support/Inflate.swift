/// Decompresses DEFLATE data (RFC 1951), enough to read the PNG screenshots of the Chromium test without a
/// system zlib: stored, fixed and dynamic Huffman blocks.
struct Inflate {
    struct Malformed: Error {}

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// The bytes `deflated` decompresses to.
    static func decompress(_ deflated: [UInt8]) throws -> [UInt8] {
        var inflate = Inflate(input: deflated)
        try inflate.run()
        return inflate.output
    }

    private init(input: [UInt8]) {
        self.input = input
    }

    /// A prefix code given by its code lengths, decoded canonically (as zlib's puff does).
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int]

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83,
        99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5,
        5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
        1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11,
        11, 12, 12, 13, 13,
    ]
    /// The order in which a dynamic block lists the code lengths of its code-length code.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw Malformed() }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private mutating func decode(_ code: Huffman) throws -> Int {
        var bits = 0, first = 0, index = 0
        for length in 1...15 {
            bits |= try self.bits(1)
            let count = code.counts[length]
            if bits - count < first { return code.symbols[index + bits - first] }
            index += count
            first = (first + count) << 1
            bits <<= 1
        }
        throw Malformed()
    }

    private mutating func run() throws {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1:
                try codes(
                    Huffman(
                        lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
                            + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8)),
                    Huffman(lengths: Array(repeating: 5, count: 30)))
            case 2: try dynamic()
            default: throw Malformed()
            }
        }
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Malformed() }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else { throw Malformed() }
        output += input[position..<position + length]
        position += length
    }

    private mutating func dynamic() throws {
        let literals = try bits(5) + 257, distances = try bits(5) + 1, codeLengths = try bits(4) + 4
        var lengthsOfLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengths { lengthsOfLengths[Self.codeLengthOrder[index]] = try bits(3) }
        let lengthCode = Huffman(lengths: lengthsOfLengths)
        var lengths: [Int] = []
        while lengths.count < literals + distances {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Malformed() }
                lengths += Array(repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try bits(7)))
            }
        }
        try codes(Huffman(lengths: Array(lengths[..<literals])), Huffman(lengths: Array(lengths[literals...])))
    }

    private mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < Self.lengthBase.count else { throw Malformed() }
            let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
            let distanceSymbol = try decode(distances)
            guard distanceSymbol < Self.distanceBase.count else { throw Malformed() }
            let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
            guard distance <= output.count else { throw Malformed() }
            for _ in 0..<length { output.append(output[output.count - distance]) }
        }
    }
}
