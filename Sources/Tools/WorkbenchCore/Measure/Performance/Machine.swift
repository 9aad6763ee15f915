import Foundation

/// A description of the machine a benchmark ran on, for the results file.
package struct Machine: Codable, Sendable {
    package var processor: String
    package var cores: Int
    package var memoryGiB: Int
    package var system: String

    package static func describe() -> Machine {
        let info = ProcessInfo.processInfo
        return Machine(
            processor: processorName() ?? "unknown processor",
            cores: info.activeProcessorCount,
            memoryGiB: Int((Double(info.physicalMemory) / 1_073_741_824).rounded()),
            system: info.operatingSystemVersionString)
    }

    /// The processor's model name: /proc/cpuinfo on Linux, `sysctl machdep.cpu.brand_string` on
    /// macOS; nil elsewhere or when the system does not say.
    package static func processorName() -> String? {
        #if os(Linux)
            let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            let line = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            return line?.split(separator: ":", maxSplits: 1).last.map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        #elseif os(macOS)
            var size = 0
            guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0
            else { return nil }
            var buffer = [CChar](repeating: 0, count: size)
            guard sysctlbyname("machdep.cpu.brand_string", &buffer, &size, nil, 0) == 0 else {
                return nil
            }
            return String(
                decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            return nil
        #endif
    }
}
