import Dispatch
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceEngine
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting

/// `keyboard-bench --probe`: the cost of each piece of one event, to see where time goes.
@MainActor
package enum BenchProbe {
  /// Times each piece 5,000 times on a 1,000-view form; one line per piece.
  package static func run() -> String {
    let form = BenchForm(wideViews: 1_000)
    let infos = BenchSuite.userInfos.map(\.value)
    func time(_ label: String, _ body: (Int) -> Void) -> String {
      for i in 0..<200 { body(i) }
      let start = DispatchTime.now().uptimeNanoseconds
      for i in 0..<5_000 { body(i) }
      return "\(label): \((DispatchTime.now().uptimeNanoseconds - start) / 5_000) ns"
    }
    let center = NotificationCenter()
    let empty = NotificationCenter()
    _ = center.addObserver(forName: Notification.Name("x"), object: nil, queue: nil) { _ in }
    var out: [String] = []
    out.append(
      time("build userInfo") { i in
        _ = KeyboardEvent(name: .willChangeFrame, endFrame: BenchSuite.frames[i % 2]).userInfo
      })
    out.append(
      time("post to empty center") { i in
        empty.post(name: Notification.Name("y"), object: nil, userInfo: infos[i % 2])
      })
    out.append(
      time("parse") { i in
        _ = KeyboardEvent(
          name: KeyboardEventName.willChangeFrame.notificationName, userInfo: infos[i % 2])
      })
    out.append(
      time("post prebuilt through engine") { i in
        form.keyboard.post(.willChangeFrame, userInfo: infos[i % 2])
      })
    out.append(time("focusGeometry") { _ in _ = form.scrollView.focusGeometry(of: form.field) })
    out.append(time("adjustedContentInset") { _ in _ = form.scrollView.adjustedContentInset })
    out.append(time("frameInScreen") { _ in _ = form.scrollView.frameInScreen })
    out.append(time("isMainThread") { _ in _ = Thread.isMainThread })
    return out.joined(separator: "\n")
  }
}
