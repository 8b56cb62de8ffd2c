import Foundation
import RxFuzz

/// What `scripts/fuzz --coverage` gives libFuzzer, made fresh at each run so it follows the language: the seed
/// corpus (the seeds mutations start from, and generated programs) and the dictionary (`-dict=`).
enum CoverageCorpus {
    /// Writes every seed (or `sample` of them, evenly spaced), then `generated` programs of `seed`'s grammar, one
    /// file each, into `directory`.
    static func writeSeeds(
        to directory: URL, root: URL, catalog: BuiltinCatalog, seed: UInt64, generated: Int, sample: Int?
    ) throws -> Int {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var seeds = SeedCorpus.load(root: root, examples: catalog.examples)
        if let sample, sample > 0, sample < seeds.count {
            seeds = (0..<sample).map { seeds[$0 * seeds.count / sample] }
        }
        for (index, entry) in seeds.enumerated() {
            try Data(entry.bytes).write(to: directory.appendingPathComponent(String(format: "seed-%05d", index)))
        }
        for index in 0..<generated {
            var generator = ProgramGenerator(catalog: catalog, random: FuzzRandom(seed: seed, index: index))
            try Data(generator.program().utf8).write(
                to: directory.appendingPathComponent(String(format: "generated-%05d", index)))
        }
        return seeds.count + generated
    }

    /// The language's keywords, punctuation and operators, fragments and every built-in name, one libFuzzer
    /// dictionary entry a line.
    static func dictionary(catalog: BuiltinCatalog) -> String {
        let words = InputMutator(names: catalog.allNames).vocabulary
        var seen = Set<String>()
        return words.filter { !$0.isEmpty && seen.insert($0).inserted }.map { "\"\(escaped($0))\"" }
            .joined(separator: "\n") + "\n"
    }

    /// libFuzzer's dictionary escapes: `\\`, `\"` and `\xNN` for bytes outside printable ASCII.
    static func escaped(_ word: String) -> String {
        var text = ""
        for byte in word.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): text += "\\\\"
            case UInt8(ascii: "\""): text += "\\\""
            case 0x20..<0x7F: text.unicodeScalars.append(Unicode.Scalar(byte))
            default: text += String(format: "\\x%02X", byte)
            }
        }
        return text
    }
}
