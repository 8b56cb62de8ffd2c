import Foundation

/// An 8-bit RGB or RGBA PNG decoded to pixels (what headless Chromium's screenshots are).
struct PNGImage {
    struct Unsupported: Error, CustomStringConvertible {
        let description: String
    }

    let width: Int
    let height: Int
    private let channels: Int
    private let pixels: [UInt8]

    init(contentsOf url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Unsupported(description: "not a PNG file")
        }
        func integer(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var position = 8, width = 0, height = 0, channels = 0
        var compressed: [UInt8] = []
        while position + 8 <= bytes.count {
            let length = integer(position)
            let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            let data = position + 8
            guard data + length <= bytes.count else { throw Unsupported(description: "truncated chunk \(type)") }
            if type == "IHDR" {
                (width, height) = (integer(data), integer(data + 4))
                guard bytes[data + 8] == 8, bytes[data + 12] == 0 else {
                    throw Unsupported(description: "only 8-bit, non-interlaced images")
                }
                switch bytes[data + 9] {
                case 2: channels = 3
                case 6: channels = 4
                default: throw Unsupported(description: "colour type \(bytes[data + 9])")
                }
            } else if type == "IDAT" {
                compressed += bytes[data..<data + length]
            }
            position = data + length + 4
        }
        guard channels > 0, compressed.count > 2 else { throw Unsupported(description: "no image data") }
        let filtered = try Inflate.decompress(Array(compressed.dropFirst(2)))  // after the zlib header
        self.width = width
        self.height = height
        self.channels = channels
        self.pixels = try Self.unfiltered(filtered, width: width, height: height, channels: channels)
    }

    /// The red, green and blue of the pixel at `x`, `y` (from the top left).
    func rgb(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        let at = (y * width + x) * channels
        return (Int(pixels[at]), Int(pixels[at + 1]), Int(pixels[at + 2]))
    }

    /// Undoes each row's PNG filter (none, sub, up, average, Paeth).
    private static func unfiltered(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        guard data.count >= height * (stride + 1) else { throw Unsupported(description: "short image data") }
        var pixels = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = data[row * (stride + 1)]
            let source = row * (stride + 1) + 1, target = row * stride
            for column in 0..<stride {
                let raw = Int(data[source + column])
                let left = column >= channels ? Int(pixels[target + column - channels]) : 0
                let up = row > 0 ? Int(pixels[target - stride + column]) : 0
                let upLeft = row > 0 && column >= channels ? Int(pixels[target - stride + column - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : (toUp <= toUpLeft ? up : upLeft)
                default: throw Unsupported(description: "filter \(filter)")
                }
                pixels[target + column] = UInt8((raw + predictor) & 0xFF)
            }
        }
        return pixels
    }
}
