import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine

/// Memory growth per parsed keyboard notification: what a parse leaves allocated.
///
/// A long headless run once slowed down and grew because reading a frame leaked a few
/// dozen bytes per notification inside Linux's Foundation; this measures it directly,
/// from the resident size Linux reports in `/proc/self/statm`.
@MainActor
enum BenchHeap {
  /// Resident bytes of this process, where `/proc` reports them.
  static func residentBytes() -> Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// Resident bytes gained per parse over `count` parses of the suite's `userInfo`s, or
  /// `nil` where the resident size cannot be read.
  static func growthPerParse(count: Int) -> Double? {
    let infos = BenchSuite.userInfos.map(\.value)
    let name = KeyboardEventName.willChangeFrame.notificationName
    for index in 0..<1_000 { _ = KeyboardEvent(name: name, userInfo: infos[index % 2]) }
    guard let before = residentBytes() else { return nil }
    for index in 0..<count { _ = KeyboardEvent(name: name, userInfo: infos[index % 2]) }
    guard let after = residentBytes() else { return nil }
    return Double(after - before) / Double(count)
  }
}
