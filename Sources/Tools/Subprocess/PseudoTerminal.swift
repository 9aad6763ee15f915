import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal: a terminal device a program can read as its standard input (`isatty` says
/// yes), and the keyboard that types on it. Echo is off, so what is typed is not written back.
struct PseudoTerminal {
    /// The terminal, for the program's standard input.
    let device: FileHandle
    /// What is written here, the program reads from `device`, a line at a time.
    let keyboard: FileHandle

    init() throws {
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0, let name = Self.unlockedTerminal(of: controller) else {
            throw Self.failure("cannot open a pseudo-terminal")
        }
        let terminal = open(name, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw Self.failure("cannot open \(name)") }
        var settings = termios()
        if tcgetattr(terminal, &settings) == 0 {
            settings.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(terminal, TCSANOW, &settings)
        }
        device = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
        keyboard = FileHandle(fileDescriptor: controller, closeOnDealloc: false)
    }

    /// Readies the terminal whose controller is `controller` (`grantpt`, `unlockpt`) and
    /// returns its device's path (`ptsname`).
    private static func unlockedTerminal(of controller: Int32) -> String? {
        #if os(Linux)
            // Glibc declares these only for _XOPEN_SOURCE, which Swift's Glibc module is not
            // built with: they are looked up in the C library instead.
            func function<Function>(_ name: String, as type: Function.Type) -> Function? {
                dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map {
                    unsafeBitCast($0, to: type)
                }
            }
            typealias Call = @convention(c) (Int32) -> Int32
            typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
            guard let grantpt = function("grantpt", as: Call.self),
                let unlockpt = function("unlockpt", as: Call.self),
                let ptsname = function("ptsname", as: Name.self)
            else { return nil }
        #endif
        guard grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller)
        else { return nil }
        return String(cString: name)
    }

    func close() {
        try? device.close()
        try? keyboard.close()
    }

    private static func failure(_ what: String) -> CocoaError {
        CocoaError(
            .fileReadUnknown,
            userInfo: [NSLocalizedDescriptionKey: "\(what): \(String(cString: strerror(errno)))"])
    }
}
