#if canImport(Glibc)
    import Glibc
#endif

/// The tracing row's physical limit: a plain Swift program writing the same 1,000,000 lines that
/// `rxrepl --virtual-time -e 'range(start: 0, count: 1000000).subscribe()'` prints (`text`, or `jsonl` with
/// `--format jsonl`), formatted with string interpolation into a buffer written to stdout in 64 KB blocks.
let jsonl = CommandLine.arguments.dropFirst().first == "jsonl"
let count = 1_000_000
var buffer: [UInt8] = []
buffer.reserveCapacity(1 << 17)

func flush() {
    buffer.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(1, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 { exit(1) }
            offset += written
        }
    }
    buffer.removeAll(keepingCapacity: true)
}

func emit(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(10)
    if buffer.count >= 1 << 16 { flush() }
}

func text(_ kind: String) -> String { "#1  +0.000s  main        \(kind)" }

func json(_ kind: String, value: Int? = nil) -> String {
    let fields = value.map { ",\"value\":\($0),\"text\":\"\($0)\"" } ?? ""
    return
        "{\"sub\":1,\"stage\":\"subscribe\",\"depth\":0,\"kind\":\"\(kind)\"\(fields),\"time\":0.000000,\"thread\":\"main\"}"
}

emit(jsonl ? json("subscribed") : text("subscribed"))
for value in 0..<count {
    emit(jsonl ? json("next", value: value) : text("next(\(value))"))
}
for kind in ["completed", "disposed"] { emit(jsonl ? json(kind) : text(kind)) }
flush()
