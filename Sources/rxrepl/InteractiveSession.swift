import Foundation
import LineEditor
import RxScript

/// The interactive session on a terminal (the REPL issue builds it out on LineEditor).
struct InteractiveSession {
    let options: RunOptions

    func run() -> ExitStatus {
        FileHandle.standardError.write(Data("rxrepl: the interactive session is not built yet; run a script instead (rxrepl FILE, rxrepl -e 'EXPR').\n".utf8))
        return .noInput
    }
}
