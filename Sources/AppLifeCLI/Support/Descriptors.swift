#if canImport(Glibc)
import Glibc
#endif

/// Writes all of `bytes` to `descriptor`, again after a signal interrupts a write; false
/// when the descriptor takes no more (a full disk, a closed pipe).
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
    }
    return true
}
