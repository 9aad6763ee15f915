import Foundation

/// A description of the machine a benchmark ran on, for the results file.
struct Machine: Codable, Sendable {
    var processor: String
    var cores: Int
    var memoryGiB: Int
    var system: String

    static func describe() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map {
                $0.split(separator: ":", maxSplits: 1).last.map {
                    $0.trimmingCharacters(in: .whitespaces)
                } ?? ""
            }
            ?? "unknown"
        let info = ProcessInfo.processInfo
        return Machine(
            processor: model, cores: info.activeProcessorCount,
            memoryGiB: Int((Double(info.physicalMemory) / 1_073_741_824).rounded()),
            system: info.operatingSystemVersionString)
    }
}
