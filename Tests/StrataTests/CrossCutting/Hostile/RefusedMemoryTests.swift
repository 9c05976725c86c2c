import Foundation
import Testing

@testable import Strata

/// An index the system will not give memory to is an error, never a trap: the reader
/// sizes the index from the input (about 8 bytes per byte), and a 2 GiB document once
/// asked for 32 GiB and stopped the process.
@Suite("Hostile inputs: memory the system refuses")
struct RefusedMemoryTests {
    @Test("an index too large to allocate throws indexTooLarge", arguments: [1 << 58, Int.max / 8])
    func indexTooLarge(words: Int) {
        let bytes: [UInt8] = Array("[1]".utf8)
        bytes.withUnsafeBytes { input in
            do {
                _ = try JSONDocumentStorage(input, borrowing: true, tapeCapacity: words)
                Issue.record("the allocation succeeded")
            } catch let error as JSONReadingError {
                guard case .indexTooLarge(let byteCount, let indexBytes) = error.reason else {
                    Issue.record("\(error)")
                    return
                }
                #expect(byteCount == 3)
                #expect(indexBytes == words &* 8)
                #expect(error.description.contains("read it as a stream"))
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
