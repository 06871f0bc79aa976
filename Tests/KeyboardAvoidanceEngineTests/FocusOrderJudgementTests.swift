import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceCore
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import TestSupport
import Testing

/// Rule O1's focus orders as the random run meets them: UIKit's own scroll of a newly
/// focused input (j) judged as UIKit's move, not the engines', and the keyboard UIKit
/// brings back at a focus after a resign's hide (d, e) carrying the input's begin-editing
/// in its own turn.
@MainActor
struct FocusOrderJudgementTests {
  /// The iPhone 15's docked keyboard: 852 - 336 = 516.
  private let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)

  /// A random world on an iPhone 15 (393 x 852, safe area 59 / 34), its scroll view
  /// filling the window, `never` adjusted, upright, with text fields at `fields`, and
  /// the model's orders from `orders`.
  private func world(
    fields: [CGRect], contentHeight: CGFloat = 2000, orders: [OrderPoint: [Int]]
  ) -> RandomWorld {
    var rng = SeededGenerator(seed: 1)
    var config = RandomWorldConfig.random(using: &rng)
    config.preset = .iPhone15Portrait
    config.adjustment = .never
    config.contentHeight = contentHeight
    config.inputFrames = fields
    config.extraSpacing = 0
    config.hostKind = .scroll
    config.pinViewFrame = CGRect(x: 0, y: 0, width: 393, height: 852)
    config.pinBase = 0
    config.pinKeepsSafeArea = false
    config.dismissMode = .none
    config.flip = .none
    config.inputsFlippedBack = false
    config.orderSeed = nil
    let world = RandomWorld(config: config)
    world.screen.orders = OrderChoices(table: orders)
    return world
  }

  /// The random world the random run builds from `seed` (the one a failure it found
  /// names), with the model's orders from `orders`.
  private func world(seed: UInt64, orders: [OrderPoint: [Int]]) -> RandomWorld {
    var rng = SeededGenerator(seed: seed)
    let world = RandomWorld(config: RandomWorldConfig.random(using: &rng))
    world.screen.orders = OrderChoices(table: orders)
    return world
  }

  @Test func `O1: (j) UIKit's scroll, before the engines or after, leaves the bar where C2 put it`()
  {
    for choice in 0...2 {
      let world = world(
        fields: [CGRect(x: 16, y: 1000, width: 200, height: 40)], orders: [.j: [choice]])
      let actions: [RandomAction] = [
        .keyboard(.willShow, endFrame: keyboard, timing: .keyboardDefault, isLocal: false),
        .focus(0),
      ]
      #expect(RandomSequence.firstViolation(in: world, actions: actions)?.message == nil)
      // Another app's keyboard: the engine scrolls nothing (K6); UIKit does (orders 1 and
      // 2): the band at offset 0 ends at 852 - 336 = 516, the field at 1040: 1040 - 516 = 524.
      #expect(world.host.contentOffset.y == (choice == 0 ? 0 : 524), "j\(choice)")
      // The bar decided at the begin-editing, before that scroll moved anything (C2): at
      // most the overlap beyond the safe area, 336 - 34 = 302, of the 1040 + 16 - 516 = 540
      // needed: 8 + 302, as in the usual order (O1).
      #expect(world.constraints.bar.constant == 310, "j\(choice)")
    }
  }

  @Test func `O1: (j) F3 judges the engine's reveal before UIKit's own scroll after it`() {
    let world = world(fields: [CGRect(x: 16, y: 1000, width: 200, height: 600)], orders: [.j: [2]])
    let actions: [RandomAction] = [
      .keyboard(.willShow, endFrame: keyboard, timing: .keyboardDefault, isLocal: true),
      .focus(0),
    ]
    #expect(RandomSequence.firstViolation(in: world, actions: actions)?.message == nil)
    // The target 984 to 1616 (632 pt) is taller than the 516 pt band: its top goes to the
    // band's top, offset 984 (F3). UIKit then shows the field's own top, 1000.
    #expect(world.host.uikitFocusScroll?.from.y == 984)
    #expect(world.host.contentOffset.y == 1000)
  }

  /// The world and the oracle's violation after a field is focused under the app's insets.
  ///
  /// A field from 100 to 140 in `contentHeight` pt of content under the 336 pt keyboard;
  /// the app writes its own insets, top 29 and bottom 56, and the field is then focused
  /// with UIKit's own scroll in order `j`.
  private func focusAfterTheAppsInsets(contentHeight: CGFloat, j: Int) -> (RandomWorld, String?) {
    let world = world(
      fields: [CGRect(x: 16, y: 100, width: 200, height: 40)], contentHeight: contentHeight,
      orders: [.j: [j]])
    let actions: [RandomAction] = [
      .keyboard(.willShow, endFrame: keyboard, timing: .keyboardDefault, isLocal: true),
      .setContentInset(EdgeInsets(top: 29, left: 0, bottom: 56, right: 0)),
      .focus(0),
    ]
    return (world, RandomSequence.firstViolation(in: world, actions: actions)?.message)
  }

  @Test func `O1: (j) F3 judges a reveal that cuts UIKit's scroll from where that began`() {
    for choice in [0, 1] {
      let (world, violation) = focusAfterTheAppsInsets(contentHeight: 500, j: choice)
      #expect(violation == nil)
      // With the app's insets 500 + 56 - 852 < -29: UIKit's scroll (order 1) clamps offset
      // 0 to -29, a glide still at 0 in the turn the engine hears the begin-editing. The
      // engine adopts the insets and adds 336 - 56 = 280 (I1, I2); its range then ends at
      // 500 + 336 - 852 = -16, so from 0 it clamps to -16 (F3), cutting UIKit's glide: the
      // usual order's offset (order 0 clamps from 0 the same way).
      #expect(world.host.uikitFocusScroll?.to.y == (choice == 1 ? -29 : nil), "j\(choice)")
      #expect(world.host.contentInset == EdgeInsets(top: 29, left: 0, bottom: 336, right: 0))
      #expect(world.host.contentOffset.y == -16, "j\(choice)")
    }
  }

  @Test func `O1: (j) F3 takes a reveal that lands where UIKit's scroll was going as a move`() {
    for choice in [0, 1] {
      let (world, violation) = focusAfterTheAppsInsets(contentHeight: 300, j: choice)
      #expect(violation == nil)
      // 300 + 56 - 852 < -29: with the app's insets offset 0 lies past the range's end,
      // -29, where UIKit's scroll (order 1) clamps it. The engine adopts them and adds
      // 336 - 56 = 280 (I1, I2); 300 + 336 - 852 < -29 too, so it clamps to -29 as well
      // (F3), cutting UIKit's glide at its start: its own move to the same end.
      #expect(world.host.uikitFocusScroll?.wasCut == (choice == 1 ? true : nil), "j\(choice)")
      #expect(world.host.contentInset == EdgeInsets(top: 29, left: 0, bottom: 336, right: 0))
      #expect(world.host.contentOffset.y == -29, "j\(choice)")
    }
  }

  @Test func `O1: (d) a focus move's own show under another app's keyboard reveals from the focus`()
  {
    for choice in [0, 2] {
      // An iPad Pro 12.9" in portrait with a hardware keyboard's shortcut bar, a scroll view
      // in a container turned upside down, a text view and text fields in it.
      let world = world(seed: 31528, orders: [.k: [1], .d: [choice]])
      let bar = CGRect(x: 0, y: 1311, width: 1024, height: 313)
      let actions: [RandomAction] = [
        .setContentInset(EdgeInsets(top: 5, left: 0, bottom: 24, right: 0)),
        .keyboard(.didShow, endFrame: bar, timing: .keyboardDefault, isLocal: false),
        .focus(0),
        .setContentInset(EdgeInsets(top: 1, left: 0, bottom: 103, right: 0)),
        .focus(2),
      ]
      #expect(RandomSequence.firstViolation(in: world, actions: actions)?.message == nil)
      // Another app's keyboard (K6): the focus reveals nothing. The app's inset on the
      // keyboard's edge, the top of a host shown upside down (I4), is adopted, 1, and the
      // bar's 55 pt on screen add 55 - 1 = 54 (I1, I2). Offset 0 rested within 1 pt of
      // that edge's end, -1, and rests at the new end, -55 (F3's clamp, F7). UIKit's own
      // hide and show (order 2) are the app's keyboard and reveal from there: the band,
      // -55 + 55 = 0 to -55 + 1366 - 103 = 1208, shows the field's target 1030 to 1104.
      #expect(world.host.contentInset == EdgeInsets(top: 55, left: 0, bottom: 103, right: 0))
      #expect(world.host.contentOffset.y == -55, "d\(choice)")
    }
  }

  @Test func `O1: (j) UIKit's scroll from a reveal that also moved sideways is looked at again`() {
    for choice in [0, 2] {
      // An iPhone 15 Pro Max in landscape (932 x 430), a 932 x 430 table of 44 pt rows, its
      // window moved and given side safe areas of 59 after the user scrolled it sideways to
      // 0: the engine's reveal also clamps the offset into the range, to -59 sideways.
      let world = world(seed: 90398, orders: [.k: [1], .g: [1], .j: [choice]])
      let actions: [RandomAction] = [
        .setWindow(
          CGRect(x: 285, y: 78, width: 422, height: 317), safeArea: .zero),
        .replaceHost,
        .setContentInset(EdgeInsets(top: 38, left: 0, bottom: 100, right: 0)),
        .keyboard(
          .willShow, endFrame: CGRect(x: 0, y: 430, width: 0, height: 0),
          timing: AnimationTiming(duration: 0.25, curve: 1), isLocal: true),
        .setWindow(
          CGRect(x: 92, y: 28, width: 506, height: 391),
          safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        .userScroll(0.7),
        .keyboard(
          .willShow, endFrame: CGRect(x: 0, y: 221, width: 932, height: 209),
          timing: AnimationTiming(duration: 0.25, curve: 1), isLocal: true),
        .focus(3),
      ]
      // Order 2: UIKit scrolls the field in after the engine, with no margin, from the
      // engine's table scroll in flight, keeping that point's sideways offset; the engine
      // reads it as on its way (between the way's ends on both axes) and reveals the target
      // from there, margin included, so the band shows it (the oracle's (e)).
      #expect(RandomSequence.firstViolation(in: world, actions: actions)?.message == nil)
      // The table ends at 28 + 430 = 458 on the 430 pt screen, the keyboard's top at 221:
      // 458 - 221 = 237 covered, plus the extra spacing 12: 249 at the bottom (I1). The
      // band runs from offset + 38 to offset + 430 - 249 = offset + 181; the row of the
      // field, 2156 to 2200, with the margin 16 is 2140 to 2216, whose bottom goes to the
      // band's bottom: 2216 - 181 = 2035 (F3), in both orders.
      #expect(world.host.adjustedContentInset.bottom == 249, "j\(choice)")
      #expect(world.host.contentOffset.y == 2035, "j\(choice)")
    }
  }

  @Test
  func `O1: (j) UIKit's scroll begun with the app's insets runs on past the engine's decision`() {
    for choice in [0, 1] {
      // An iPhone SE in portrait, a table turned upside down (its keyboard's edge is its
      // top, rule I4), 408 pt of content.
      let world = world(seed: 869, orders: [.j: [choice]])
      let actions: [RandomAction] = [
        .keyboard(
          .willChangeFrame, endFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
          timing: AnimationTiming(duration: 0.4, curve: 3), isLocal: true),
        // The app writes 38 on the keyboard's edge, over the engine's 260.
        .editContentInset(top: true, value: 38),
        .focus(4),
      ]
      let violation = RandomSequence.firstViolation(in: world, actions: actions)?.message
      guard choice == 1 else {
        #expect(violation == nil)
        continue
      }
      // Order 1: UIKit scrolls the field in with the app's 38, before the engine adopts
      // it and adds 260 - 38 (I1, I2); the engine reads the glide's start, finds the field
      // in its band and writes the insets only, and UIKit's glide runs on to where the
      // field is under the keyboard. Stopping it would take writing the unchanged offset,
      // which rule A2 forbids.
      withKnownIssue(
        Comment(
          rawValue: "rule O1 j 1: UIKit's glide, begun with the app's insets, leaves the "
            + "field outside the band the engine's insets give")
      ) {
        #expect(violation == nil)
      }
    }
  }

  @Test func `O1: (d) F3 judges a focus's reveal with the insets it had before UIKit's show`() {
    let world = world(
      fields: [
        CGRect(x: 16, y: 100, width: 200, height: 40),
        CGRect(x: 16, y: 440, width: 200, height: 40),
      ],
      orders: [.d: [2]])
    let taller = CGRect(x: 0, y: 452, width: 393, height: 400)
    let actions: [RandomAction] = [
      .keyboard(.willShow, endFrame: keyboard, timing: .keyboardDefault, isLocal: true),
      .focus(0),
      .keyboard(.didChangeFrame, endFrame: taller, timing: .keyboardDefault, isLocal: true),
      .focus(1),
    ]
    #expect(RandomSequence.firstViolation(in: world, actions: actions)?.message == nil)
    // The did's 400 pt covered: the band 0 to 452 misses the target 424 to 496, which goes
    // to 496 - 452 = 44 (F3). UIKit then hides and shows its keyboard again (O1 d 2), where
    // the did left it (rule K1: a did repairs a missed will): the inset is 400 again, and
    // the band 44 to 496 shows the target: unmoved.
    #expect(world.host.contentOffset.y == 44)
    #expect(world.host.contentInset.bottom == 400)
  }

  @Test func `O1: (d) (e) a field focused after a resign's hide shows in its keyboard's turn`() {
    let stage = Stage.form()
    let first = stage.addField("first", y: 100)
    let second = stage.addField("second", y: 700)
    stage.scrollView.keyboard.enable()
    // The second field's begin-editing after the keyboard (a 2), a resign that hides it
    // (d 1), and the keyboard's return as its frame changes alone (e 2).
    stage.screen.orders = OrderChoices(table: [.a: [0, 2], .d: [1], .e: [0, 2]])
    first.becomeFirstResponder()
    stage.keyboard.show(height: 336)
    first.resignFirstResponder()
    #expect(stage.scrollView.contentInset.bottom == 0)
    second.becomeFirstResponder()
    // 844 - 508 = 336 covered; the target 684 to 760 ends in the band 0 to 508 at
    // offset 760 - 508 = 252 (F3, F4: the field begins editing with the keyboard docked).
    #expect(stage.scrollView.contentInset.bottom == 336)
    #expect(stage.scrollView.contentOffset.y == 252)
  }
}
