import KeyboardReplay
import Testing

struct KeySuggestionTests {
  @Test func `Key suggestion: two swapped neighbours are one edit`() {
    // "retrun" -> "return": the "t" and "r" swap places, one edit.
    #expect(KeySuggestion.distance("retrunKeyType", "returnKeyType") == 1)
    // Case does not count: "EndFrame" -> "endFrame" is no edit.
    #expect(KeySuggestion.distance("EndFrame", "endFrame") == 0)
    // "frame" -> "frames": one insertion; "" -> "tap": three insertions.
    #expect(KeySuggestion.distance("frame", "frames") == 1)
    #expect(KeySuggestion.distance("", "tap") == 3)
  }

  @Test func `Key suggestion: a key far from every known one gets no suggestion`() {
    // "press" (5 characters) allows 1 edit; "focus" is 4 away.
    #expect(KeySuggestion.nearest(to: "press", among: ["focus", "blur"]) == nil)
    #expect(
      KeySuggestion.hint(for: "press", among: ["focus", "blur"])
        == #"the keys here are "blur", "focus""#)
  }

  @Test func `Key suggestion: the nearest key wins, ties by name`() {
    // "tp" is one edit from both "tap" and "top": the first by name.
    #expect(KeySuggestion.nearest(to: "tp", among: ["top", "tap", "type"]) == "tap")
    #expect(
      KeySuggestion.hint(for: "bottm", among: ["top", "bottom"]) == #"did you mean "bottom"?"#)
  }
}
