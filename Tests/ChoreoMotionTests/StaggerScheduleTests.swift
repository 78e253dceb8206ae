import ChoreoSupport
import Foundation
import Testing
@testable import ChoreoMotion

@Suite struct StaggerScheduleTests {
    /// Five points on a row, x = 0, 10, 20, 30, 40.
    private let row = (0..<5).map { CGPoint(x: Double($0) * 10, y: 0) }

    private func delays(_ ranking: StaggerRanking, _ positions: [CGPoint]? = nil) -> [Double] {
        StaggerSchedule(positions: positions ?? row, ranking: ranking, interval: 1, duration: 2,
                        extendsDuration: true).slots.map(\.delay)
    }

    @Test func extendingGivesEveryElementTheWholeDurationAndLengthensTheTotal() {
        let schedule = StaggerSchedule(count: 3, ranking: .documentOrder, interval: 0.1, duration: 0.3,
                                       extendsDuration: true)
        #expect(schedule.slots == [StaggerSlot(delay: 0, duration: 0.3), StaggerSlot(delay: 0.1, duration: 0.3),
                                   StaggerSlot(delay: 0.2, duration: 0.3)])
        #expect(schedule.totalDuration == 0.5)
    }

    @Test func keepingTheDurationShortensEveryElement() {
        let schedule = StaggerSchedule(count: 4, ranking: .documentOrder, interval: 0.5, duration: 4,
                                       extendsDuration: false)
        #expect(schedule.slots.map(\.delay) == [0, 0.5, 1, 1.5])
        #expect(schedule.slots.map(\.duration) == [2.5, 2.5, 2.5, 2.5])
        #expect(schedule.totalDuration == 4)
    }

    @Test func anIntervalLongerThanAnEqualSliceIsShortenedToOneWithAWarning() {
        var schedule: StaggerSchedule?
        let warnings = Diagnostics.capture {
            schedule = StaggerSchedule(count: 4, ranking: .documentOrder, interval: 3, duration: 4,
                                       extendsDuration: false)
        }
        #expect(schedule?.slots.map(\.delay) == [0, 1, 2, 3])
        #expect(schedule?.slots.map(\.duration) == [1, 1, 1, 1])
        #expect(schedule?.totalDuration == 4)
        #expect(warnings == ["Choreo: Stagger interval 3.0 leaves 4 elements no time in 4.0 s; using 1.0 (each element gets duration / 4)"])
    }

    @Test func badIntervalsAndDurationsCountAsZeroWithAWarning() {
        for bad in [-1, Double.nan, .infinity] {
            var schedule: StaggerSchedule?
            let warnings = Diagnostics.capture {
                schedule = StaggerSchedule(count: 3, ranking: .documentOrder, interval: bad, duration: bad,
                                           extendsDuration: true)
            }
            #expect(schedule?.slots == Array(repeating: StaggerSlot(delay: 0, duration: 0), count: 3))
            #expect(warnings.count == 2)
        }
    }

    @Test func documentOrderAndReversed() {
        #expect(delays(.documentOrder) == [0, 1, 2, 3, 4])
        #expect(delays(.reversed) == [4, 3, 2, 1, 0])
    }

    @Test func fromTheCentreEqualDistancesKeepDocumentOrderEachInItsOwnSlot() {
        // The centre is x = 20: then 10 and 30 (tied, document order), then 0 and 40.
        #expect(delays(.nearestToCenter) == [3, 1, 0, 2, 4])
    }

    @Test func fromAnEdgeOfTheBoundingBox() {
        #expect(delays(.nearestToEdge(.minX)) == [0, 1, 2, 3, 4])
        #expect(delays(.nearestToEdge(.maxX)) == [4, 3, 2, 1, 0])
        let column = [CGPoint(x: 5, y: 30), CGPoint(x: 0, y: 10), CGPoint(x: 9, y: 20)]
        #expect(delays(.nearestToEdge(.minY), column) == [2, 0, 1])
        #expect(delays(.nearestToEdge(.maxY), column) == [0, 2, 1])
    }

    @Test func fromAPointByDistance() {
        #expect(delays(.nearest(to: CGPoint(x: 31, y: 0))) == [4, 3, 2, 0, 1])
        // From (26, 8): (30, 0) is 8.9 away, (20, 0) 10, (40, 0) 16.1, (10, 0) 17.9, (0, 0) 27.2.
        #expect(delays(.nearest(to: CGPoint(x: 26, y: 8))) == [4, 3, 1, 0, 2])
    }

    @Test func aNaNPositionStartsLast() {
        let positions = [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0)]
        #expect(delays(.nearestToCenter, positions) == [2, 0, 1])
        #expect(delays(.nearestToEdge(.minX), positions) == [2, 1, 0])
    }

    @Test func noElementsAndOneElement() {
        #expect(StaggerSchedule(count: 0, ranking: .reversed, interval: 1, duration: 1, extendsDuration: false)
            .totalDuration == 0)
        let one = StaggerSchedule(count: 1, ranking: .reversed, interval: 5, duration: 1, extendsDuration: false)
        #expect(one.slots == [StaggerSlot(delay: 0, duration: 1)])
    }

    @Test func aSlotsFractionRunsLinearlyFromItsStartToItsEnd() {
        let slot = StaggerSlot(delay: 0.25, duration: 0.5)
        #expect([0, 0.25, 0.375, 0.5, 0.75, 1].map { slot.fraction(atElapsed: $0) } == [0, 0, 0.25, 0.5, 1, 1])
        let instant = StaggerSlot(delay: 0.25, duration: 0)
        #expect([0.125, 0.25, 0.5].map { instant.fraction(atElapsed: $0) } == [0, 1, 1])
    }
}
