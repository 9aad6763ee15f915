import CHeap
import Foundation
import Model
import TextUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one contender's screens take in memory, measured in a process of its own so that what
/// another contender left behind does not count (`workbench bench` starts it for each).
@MainActor
package enum MemoryProbe {
    /// The heap bytes and views that one contender's
    /// screens take over 20 products, then the process's peak resident memory (KiB) once it has
    /// built them over a million. The three numbers, `-` for a figure this system does
    /// not offer.
    package static func figures(of contender: Contender) async -> String {
        let catalog = Catalog.builtIn
        let before = heapBytesInUse()
        let (small, views) = await ViewCounter.counting {
            await contender.makeScreen(catalog: catalog, rows: 10)
        }
        _ = small.currentFrame()
        let after = heapBytesInUse()
        let heap = before.flatMap { before in after.map { Int($0) - Int(before) } }

        let large = await contender.makeScreen(catalog: .generated(count: 1_000_000), rows: 10)
        large.touch(row: 3)
        try? large.store.setPrice(ofProduct: 3, to: 1)
        _ = large.currentFrame()
        let figures = [heap, views, peakResidentKiB()].map { $0.map(String.init) ?? "-" }
        return figures.joined(separator: " ")
    }

    /// What one contender's memory does with use, in a process of its own: two rows in view
    /// touched in turn, each touch followed by a frame, the worst case for a view that runs again
    /// before what it read changed. After `early` touches and after `late`: the heap bytes in
    /// use, the toolkit's live observation trackings, and the peak resident memory (KiB). Six
    /// numbers, `-` for a figure this system does not offer.
    package static func growth(of contender: Contender, early: Int, late: Int) async -> String {
        let screen = await contender.makeScreen(catalog: .builtIn, rows: 10)
        var figures: [Int?] = []
        for touch in 0..<late {
            screen.touch(row: touch % 2)
            _ = screen.currentFrame()
            if touch == early - 1 || touch == late - 1 {
                figures += [heapBytesInUse(), LiveTrackings.alive, peakResidentKiB()]
            }
        }
        let ordered = [0, 3, 1, 4, 2, 5].map { figures.indices.contains($0) ? figures[$0] : nil }
        return ordered.map { $0.map(String.init) ?? "-" }.joined(separator: " ")
    }

    /// Bytes the C heap holds, or nil where this system does not say (Sources/Tools/CHeap).
    package static func heapBytesInUse() -> Int? {
        var bytes = 0
        return cheap_bytes_in_use(&bytes) ? bytes : nil
    }

    /// This process's peak resident memory in KiB, or nil where it is not measured.
    ///
    /// Linux: `VmHWM` of /proc/self/status; not `getrusage`, whose maximum carries over from the
    /// parent process across fork and exec there. macOS: `getrusage`'s `ru_maxrss`, which macOS
    /// gives in bytes (Linux in KiB), for a process that `Process` spawned fresh.
    package static func peakResidentKiB() -> Int? {
        #if os(Linux)
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "")
        #elseif os(macOS)
            var usage = rusage()
            guard getrusage(RUSAGE_SELF, &usage) == 0, usage.ru_maxrss > 0 else { return nil }
            return Int(usage.ru_maxrss) / 1024
        #else
            return nil
        #endif
    }

    /// The path of this workbench executable, from Foundation (not /proc, which macOS lacks).
    package static func ownExecutable() -> URL {
        (Bundle.main.executableURL
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "workbench").absoluteURL)
            .resolvingSymlinksInPath()
    }
}
