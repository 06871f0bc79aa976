import KeyboardAvoidanceCore
import Testing

struct ReturnKeyTypeTests {
  @Test func `F6: the raw values are UIKit's UIReturnKeyType values`() {
    // UITextInputTraits.h declares them in this order from 0; `continue` came in iOS 9.
    let expected: [(ReturnKeyType, Int)] = [
      (.default, 0), (.go, 1), (.google, 2), (.join, 3), (.next, 4), (.route, 5), (.search, 6),
      (.send, 7), (.yahoo, 8), (.done, 9), (.emergencyCall, 10), (.continue, 11),
    ]
    for (type, raw) in expected {
      #expect(type.rawValue == raw, "\(type)")
      #expect(ReturnKeyType(rawValue: raw) == type)
    }
    #expect(ReturnKeyType.allCases.count == 12)
    #expect(ReturnKeyType(rawValue: 12) == nil)
  }

  @Test func `F6: default, next and continue move on, done ends editing, the rest are the app's`() {
    for type in [ReturnKeyType.default, .next, .continue] {
      #expect(type.role == .movesToNextInput, "\(type)")
    }
    #expect(ReturnKeyType.done.role == .endsEditing)
    for type in [ReturnKeyType.send, .go, .search, .join, .route, .google, .yahoo, .emergencyCall] {
      #expect(type.role == .belongsToApp, "\(type)")
    }
  }
}
