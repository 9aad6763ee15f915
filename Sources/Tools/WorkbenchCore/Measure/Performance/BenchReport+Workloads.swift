import Foundation

extension BenchReport {
    /// What one contender's memory does with use (`MemoryProbe.growth`): nil figures where this
    /// system does not offer them.
    package struct Growth: Codable, Sendable {
        /// The touches after which it is measured: two rows in view, touched in turn.
        package static let early = 1_000
        package static let late = 10_000
        /// How far the heap may move between the two and still be flat: allocators keep caches,
        /// and a pile-up of 1 byte a touch, 9,000 bytes over the 9,000 touches between the two,
        /// would already fail it (the tracking pile-up #49 found was about 1.3 KB a touch).
        package static let heapSlack = 8 * 1024

        package var contender: String
        package var heapBytes: [Int?]
        package var trackings: [Int?]
        package var peakResidentKiB: [Int?]

        /// From the six numbers the probe prints; nil when they are not six.
        package init?(contender: String, output: String) {
            let figures = output.split(separator: " ").map {
                Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            guard figures.count == 6 else { return nil }
            self.contender = contender
            heapBytes = Array(figures[0...1])
            trackings = Array(figures[2...3])
            peakResidentKiB = Array(figures[4...5])
        }

        /// Whether nothing grew with the touches, as far as this system says: the trackings
        /// equal, the heap within `heapSlack`; nil when neither was measured.
        package var isFlat: Bool? {
            var checks: [Bool] = []
            if let early = trackings[0], let late = trackings[1] { checks.append(early == late) }
            if let early = heapBytes[0], let late = heapBytes[1] {
                checks.append(late - early <= Self.heapSlack)
            }
            return checks.isEmpty ? nil : !checks.contains(false)
        }
    }

    /// The instructions of `contender`'s operation without the toolkit's cancel of a replaced
    /// tracking (`InstructionCount.standInCancelFunctions`), which UIKit does not pay.
    package func withoutStandIn(_ operation: Operation, _ contender: String) -> Double? {
        guard let total = operation.instructions?[contender] else { return nil }
        return total - (operation.standInCancel?[contender] ?? 0)
    }

    /// What a row scrolled into view costs `contender`, in instructions: touch → frame with a
    /// scroll of 10 rows at every touch less with none, over 10 (the toolkit's cancel left out).
    func rowCost(_ contender: String) -> Double? {
        let rows =
            TouchWorkload.scrollingEveryTouch.rowsScrolledPerTouch
            - TouchWorkload.noScrolling.rowsScrolledPerTouch
        func counted(_ workload: TouchWorkload) -> Double? {
            operations.first { $0.name == workload.name && $0.instructions != nil }
                .flatMap { withoutStandIn($0, contender) }
        }
        guard let none = counted(.noScrolling), let scrolling = counted(.scrollingEveryTouch)
        else { return nil }
        return (scrolling - none) / rows
    }

    /// Each contender's memory held flat over the touches.
    func growthTargets() -> [Target] {
        growth.compactMap { found -> Target? in
            guard let flat = found.isFlat else { return nil }
            let heap = found.heapBytes[0].flatMap { early in found.heapBytes[1].map { $0 - early } }
            return Target(
                target: "\(found.contender): no memory that grows with \(Growth.late.formatted()) "
                    + "touches",
                met: flat,
                measured: "trackings \(found.trackings[0].map(String.init) ?? "-") → "
                    + "\(found.trackings[1].map(String.init) ?? "-"), heap "
                    + (heap.map { String(format: "%+d bytes", $0) } ?? "not measured"))
        }
    }
}
