import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import TestSupport
import Testing

/// The model posts in every order rule O1 lists, as picked; the usual picks (0) keep the
/// model's usual order.
@MainActor
struct OrderPointTests {
  /// The keyboard's frame on the replay format's 390 x 844 screen: 336 pt, top at 508.
  let docked = CGRect(x: 0, y: 508, width: 390, height: 336)

  /// Records, in order, the keyboard and editing notifications posted on a screen, short
  /// names: `wcf`, `ws`, `wh`, `dcf`, `ds`, `dh`, `begin:ID`, `end:ID`; and `work`,
  /// `layout` marks tests add.
  @MainActor
  final class Log {
    var entries: [String] = []

    /// An empty log that hears nothing by itself.
    init() {}

    init(_ screen: HeadlessScreen) {
      let short: [KeyboardEventName: String] = [
        .willChangeFrame: "wcf", .willShow: "ws", .willHide: "wh", .didChangeFrame: "dcf",
        .didShow: "ds", .didHide: "dh",
      ]
      for (name, tag) in short {
        _ = screen.notificationCenter.addObserver(
          forName: name.notificationName, object: nil, queue: nil
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.entries.append(tag) }
        }
      }
      for name in [EditingNotificationName.textFieldDidBegin, .textViewDidBegin] {
        _ = screen.notificationCenter.addObserver(
          forName: name.notificationName, object: nil, queue: nil
        ) { [weak self] note in
          nonisolated(unsafe) let object = note.object as AnyObject?
          MainActor.assumeIsolated {
            let id = (object as? any HeadlessInput)?.identifier ?? "?"
            self?.entries.append("begin:\(id)")
          }
        }
      }
    }
  }

  /// A form stage with two fields, `a` at 100 and `b` at 700, and the orders `table`.
  private func stage(_ table: [OrderPoint: [Int]]) -> (Stage, HeadlessTextField, HeadlessTextField)
  {
    let stage = Stage.form()
    stage.screen.orders = OrderChoices(table: table)
    return (stage, stage.addField("a", y: 100), stage.addField("b", y: 700))
  }

  /// ``stage(_:)`` with `a` editing and the keyboard up, and a log that starts hearing then.
  private struct KeyboardUp {
    let stage: Stage
    let a: HeadlessTextField
    let b: HeadlessTextField
    let log: Log
  }

  private func keyboardUp(_ table: [OrderPoint: [Int]]) -> KeyboardUp {
    let (stage, a, b) = stage(table)
    a.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    return KeyboardUp(stage: stage, a: a, b: b, log: Log(stage.screen))
  }

  @Test("O1: (a) 0 and 1 post a text field's begin-editing before will-show, 2 after")
  func orderA1() {
    for (choice, expected) in [
      (0, ["begin:a", "wcf", "ws", "dcf", "ds"]), (1, ["begin:a", "wcf", "ws", "dcf", "ds"]),
      (2, ["wcf", "ws", "begin:a", "dcf", "ds"]),
    ] {
      let (stage, field, _) = stage([.a: [choice]])
      let log = Log(stage.screen)
      field.becomeFirstResponder()
      stage.keyboard.show(height: 336)
      #expect(log.entries == expected, "a\(choice)")
      #expect(stage.screen.orders.picks == [OrderPick(.a, choice), OrderPick(.e, 0)])
    }
  }

  @Test("O1: (a) 1 posts a text view's begin-editing before will-show, 0 and 2 after")
  func orderA2() {
    for (choice, beginsFirst) in [(0, false), (1, true), (2, false)] {
      let stage = Stage.form()
      stage.screen.orders = OrderChoices(table: [.a: [choice]])
      let notes = HeadlessTextView(
        identifier: "notes", frame: CGRect(x: 0, y: 0, width: 390, height: 200))
      stage.scrollView.addSubview(notes)
      let log = Log(stage.screen)
      notes.becomeFirstResponder()
      stage.keyboard.show(height: 336)
      let expected =
        beginsFirst
        ? ["begin:notes", "wcf", "ws", "dcf", "ds"] : ["wcf", "ws", "begin:notes", "dcf", "ds"]
      #expect(log.entries == expected, "a\(choice)")
    }
  }

  @Test("O1: (b) 1 runs the work queued at an animated will before its dids")
  func orderB3() {
    for (choice, expected) in [
      (0, ["wcf", "ws", "dcf", "ds"]), (1, ["wcf", "ws", "work", "dcf", "ds"]),
    ] {
      let (stage, _, _) = stage([.b: [choice]])
      let log = Log(stage.screen)
      _ = stage.screen.notificationCenter.addObserver(
        forName: KeyboardEventName.willShow.notificationName, object: nil, queue: nil
      ) { _ in
        MainActor.assumeIsolated {
          stage.screen.enqueueOnMainQueue { log.entries.append("work") }
        }
      }
      stage.keyboard.show(height: 336)
      // Order 0: the work waits for the main queue's next turn, after the step.
      #expect(log.entries == expected, "b\(choice)")
    }
  }

  @Test("O1: (c) 0 lays out before the queued work, 1 runs the work first")
  func orderC4() {
    for (choice, grewBeforeWork) in [(0, true), (1, false)] {
      let (stage, _, _) = stage([.c: [choice]])
      let notes = HeadlessView(frame: .zero)
      stage.scrollView.addSubview(notes)
      notes.setNeedsLayout()
      var passesSeenByWork = -1
      stage.screen.enqueueOnMainQueue { passesSeenByWork = notes.layoutPassCount }
      stage.screen.runMainQueue()
      // The view had no pass before; the layout pass gives it one (1), before or after.
      #expect(passesSeenByWork == (grewBeforeWork ? 1 : 0), "c\(choice)")
      #expect(notes.layoutPassCount == 1)
    }
  }

  @Test(
    "O1: (d) a focus move with the keyboard up posts nothing, the same show, or a hide and a show")
  func orderD5() {
    for (choice, expected) in [
      (0, ["begin:b"]), (1, ["begin:b", "wcf", "ws", "dcf", "ds"]),
      (2, ["begin:b", "wcf", "wh", "wcf", "ws", "dcf", "ds"]),
    ] {
      let up = keyboardUp([.d: [choice]])
      up.b.becomeFirstResponder()
      #expect(up.log.entries == expected, "d\(choice)")
      // The keyboard is where it was: 844 - 336 = 508.
      #expect(up.stage.screen.systemKeyboardFrame == docked)
    }
  }

  @Test("O1: (d) a resign with no input following posts will-hide unless the order is 0")
  func orderD6() {
    for (choice, expected) in [
      (0, [String]()), (1, ["wcf", "wh", "dcf", "dh"]), (2, ["wcf", "wh", "dcf", "dh"]),
    ] {
      let up = keyboardUp([.d: [choice]])
      up.a.resignFirstResponder()
      #expect(up.log.entries == expected, "d\(choice)")
    }
  }

  @Test("O1: (d) a hardware keyboard with no accessory posts nothing at a resign")
  func orderD7() {
    let (stage, field, _) = stage([.d: [1]])
    field.becomeFirstResponder()
    // A hardware keyboard: the frame sits below the screen's 844 pt, nothing on screen.
    stage.post(.willShow, endFrame: CGRect(x: 0, y: 844, width: 390, height: 0))
    let log = Log(stage.screen)
    field.resignFirstResponder()
    #expect(log.entries.isEmpty)
    #expect(stage.screen.orders.picks.map(\.point) == [.a])
  }

  @Test("O1: (e) a show posts will-change-frame and will-show in either order, or the first alone")
  func orderE8() {
    for (choice, expected) in [
      (0, ["wcf", "ws", "dcf", "ds"]), (1, ["ws", "wcf", "ds", "dcf"]), (2, ["wcf", "dcf"]),
    ] {
      let (stage, _, _) = stage([.e: [choice]])
      let log = Log(stage.screen)
      stage.keyboard.show(height: 336)
      #expect(log.entries == expected, "e\(choice)")
    }
  }

  @Test("O1: (f) a table view controller's own observer hears before or after the engine")
  func orderF9() {
    for (choice, expected) in [(0, ["controller", "ws"]), (1, ["ws", "controller"])] {
      let (stage, _, _) = stage([.f: [choice]])
      // One observer of will-show, standing for the engine, logs whether the controller had
      // already set its inset, then "ws": NotificationCenter promises no order among its
      // observers of one name, so the log must come from one of them.
      let log = Log()
      let table = HeadlessTableView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        sections: [SectionSpec(rows: [RowSpec(height: 44)])])
      stage.window.addSubview(table)
      table.tableViewController = .reactsBeforeEngine
      let inset = table.contentInset.bottom
      _ = stage.screen.notificationCenter.addObserver(
        forName: KeyboardEventName.willShow.notificationName, object: nil, queue: nil
      ) { _ in
        MainActor.assumeIsolated {
          if table.contentInset.bottom != inset { log.entries.append("controller") }
          log.entries.append("ws")
        }
      }
      stage.post(.willShow, endFrame: docked)
      if !log.entries.contains("controller"), table.contentInset.bottom != inset {
        log.entries.append("controller")
      }
      #expect(log.entries == expected, "f\(choice)")
    }
  }

  @Test("O1: (g) siblings lay out in tree order, or in reverse, each before its subviews")
  func orderG10() {
    let root = HeadlessView(frame: .zero)
    let first = HeadlessView(frame: .zero)
    let second = HeadlessView(frame: .zero)
    let inner = HeadlessView(frame: .zero)
    root.addSubview(first)
    root.addSubview(second)
    second.addSubview(inner)
    let views = [inner, first, second, root]
    #expect(LayoutOrder.sorted(views).map(\.frame) == [root, first, second, inner].map(\.frame))
    #expect(
      LayoutOrder.sorted(views, siblingsReversed: true).map { ObjectIdentifier($0) }
        == [root, second, inner, first].map { ObjectIdentifier($0) })
    #expect(
      LayoutOrder.sorted(views).map { ObjectIdentifier($0) }
        == [root, first, second, inner].map { ObjectIdentifier($0) })
  }

  @Test("O1: (i) a reload inside will-show's handler posts after it returns, or inside it")
  func orderI() {
    // Observers of one notification come in no promised order: only the nested
    // will-change-frame is placed against the handler's return.
    for (choice, expected) in [
      (0, ["handler returned", "wcf"]), (1, ["wcf", "handler returned"]),
    ] {
      let up = keyboardUp([.i: [choice]])
      let (stage, field, log) = (up.stage, up.a, up.log)
      let reloads = Log(HeadlessScreen(size: .zero))
      _ = stage.screen.notificationCenter.addObserver(
        forName: KeyboardEventName.willShow.notificationName, object: nil, queue: nil
      ) { _ in
        MainActor.assumeIsolated {
          guard reloads.entries.isEmpty else { return }
          reloads.entries.append("reloading")
          // A 44 pt bar appears: the keyboard grows by 44 (rule T1).
          field.inputAccessoryView = HeadlessView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 44))
          field.reloadInputViews()
          log.entries.append("handler returned")
        }
      }
      stage.post(.willShow, endFrame: docked)
      let placed = log.entries.filter { $0 == "wcf" || $0 == "handler returned" }
      #expect(Array(placed.prefix(2)) == expected, "i\(choice)")
      // 336 + 44 = 380 tall, its top at 844 - 380 = 464.
      #expect(stage.screen.systemKeyboardFrame == CGRect(x: 0, y: 464, width: 390, height: 380))
    }
  }

  @Test("O1: (m) a window becomes key before its input begins editing, or after")
  func orderM12() {
    for (choice, keyAtBegin) in [(0, true), (1, false)] {
      let (stage, _, _) = stage([.m: [choice]])
      let other = HeadlessWindow(
        screen: stage.screen, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let field = HeadlessTextField(
        identifier: "c", frame: CGRect(x: 16, y: 100, width: 358, height: 44))
      other.addSubview(field)
      let log = Log(stage.screen)
      _ = stage.screen.notificationCenter.addObserver(
        forName: EditingNotificationName.textFieldDidBegin.notificationName, object: nil,
        queue: nil
      ) { _ in
        MainActor.assumeIsolated { log.entries.append("key \(other.isKey)") }
      }
      field.becomeFirstResponder()
      #expect(log.entries.contains("key \(keyAtBegin)"), "m\(choice)")
      #expect(other.isKey)
    }
  }
}
