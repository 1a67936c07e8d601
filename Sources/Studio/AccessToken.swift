#if canImport(Glibc)
import Glibc
#endif

/// The secret in the studio's URL: 128 bits from the kernel's random source (`/dev/urandom`,
/// the operating system's CSPRNG), written in hex. It is no part of the simulation, whose
/// randomness is seeded and reproducible; it only keeps other local users and web pages out.
///
///     let token = try AccessToken.random()
///     token.matches("0123...")   // compares every byte, however early a mismatch comes
struct AccessToken: Sendable, Equatable {
    let text: String

    init(text: String) { self.text = text }

    static func random() throws -> AccessToken {
        var bytes = [UInt8](repeating: 0, count: 16)
        let descriptor = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw StudioError.noRandomness(errno) }
        defer { close(descriptor) }
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw StudioError.noRandomness(errno) }
            filled += count
        }
        let digits = Array("0123456789abcdef".utf8)
        var text = ""
        for byte in bytes {
            text.unicodeScalars.append(Unicode.Scalar(digits[Int(byte >> 4)]))
            text.unicodeScalars.append(Unicode.Scalar(digits[Int(byte & 15)]))
        }
        return AccessToken(text: text)
    }

    /// Whether `candidate` is the token, in time that does not depend on where they differ.
    func matches(_ candidate: Substring) -> Bool {
        let expected = Array(text.utf8)
        let given = Array(candidate.utf8)
        var difference = UInt8(expected.count == given.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }
}

/// What stops the studio from starting.
enum StudioError: Error, CustomStringConvertible {
    case noRandomness(Int32)
    case noSessionExecutable(String)
    case unreadable(String)

    var description: String {
        switch self {
        case .noRandomness(let error):
            return "cannot read /dev/urandom for the access token: \(String(cString: strerror(error)))"
        case .noSessionExecutable(let path): return "cannot find the session program at \(path)"
        case .unreadable(let path): return "cannot read '\(path)': no such file or not readable"
        }
    }
}
