// What only the text of a project file shows: the parser keeps one of two equal keys without
// a word, so an object id defined twice is found by scanning the `objects` dictionary here.

/// One piece of OpenStep property-list text: a punctuation byte or a string.
private enum Token: Equatable {
  case punctuation(UInt8)
  case string(String)
}

/// Splits OpenStep property-list text into tokens, skipping blanks and comments.
private struct Tokenizer {
  let bytes: [UInt8]
  var index = 0

  /// The bytes that are tokens of their own.
  private static let punctuation = Set("{}();,=".utf8)
  /// The bytes an unquoted string may hold (CoreFoundation's old-style parser's set).
  private static let unquoted = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$/:.-".utf8)

  /// The next token, or none at the end of the text.
  mutating func next() -> Token? {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        index += 1
      } else if startsComment() {
        skipComment()
      } else if Self.punctuation.contains(byte) {
        index += 1
        return .punctuation(byte)
      } else if byte == UInt8(ascii: "\"") {
        return .string(quoted())
      } else if Self.unquoted.contains(byte) {
        return .string(unquotedString())
      } else {
        // A byte no string may hold: a token of its own, so that scanning goes on.
        index += 1
        return .punctuation(byte)
      }
    }
    return nil
  }

  /// Whether a `/* */` or `//` comment starts here.
  private func startsComment() -> Bool {
    guard bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count else { return false }
    return bytes[index + 1] == UInt8(ascii: "*") || bytes[index + 1] == UInt8(ascii: "/")
  }

  /// Moves past the comment that starts here.
  private mutating func skipComment() {
    let block = bytes[index + 1] == UInt8(ascii: "*")
    index += 2
    while index < bytes.count {
      if block, bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        index += 2
        return
      }
      if !block, bytes[index] == UInt8(ascii: "\n") { return }
      index += 1
    }
  }

  /// The quoted string that starts here, as written between its quotes (escapes kept).
  private mutating func quoted() -> String {
    index += 1
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    let end = min(index, bytes.count)
    index += 1
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The unquoted string that starts here, stopping before a comment.
  private mutating func unquotedString() -> String {
    let start = index
    while index < bytes.count, Self.unquoted.contains(bytes[index]), !startsComment() {
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }
}

/// The keys the text's top-level `objects` dictionary defines, in order and with repeats.
func objectKeys(inText text: String) -> [String] {
  var tokenizer = Tokenizer(bytes: Array(text.utf8))
  var depth = 0
  var objectsDepth: Int?
  var previous: Token?
  var opensObjects = false
  var keys: [String] = []
  while let token = tokenizer.next() {
    let opening = token == .punctuation(UInt8(ascii: "{"))
    switch token {
    case .punctuation(UInt8(ascii: "=")):
      if case .string(let key) = previous {
        if depth == objectsDepth { keys.append(key) }
        opensObjects = depth == 1 && key == "objects"
      }
    case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "(")):
      depth += 1
      if opensObjects && opening { objectsDepth = depth }
    case .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: ")")):
      if depth == objectsDepth { objectsDepth = nil }
      depth -= 1
    default:
      break
    }
    if token != .punctuation(UInt8(ascii: "=")) { opensObjects = false }
    previous = token
  }
  return keys
}

/// The keys written more than once in the `objects` dictionary, each once, sorted.
func duplicateObjectKeys(inText text: String) -> [String] {
  var seen: Set<String> = []
  var repeated: Set<String> = []
  for key in objectKeys(inText: text) where !seen.insert(key).inserted {
    repeated.insert(key)
  }
  return repeated.sorted()
}

/// Whether a string has the shape of Xcode's object ids: 24 uppercase hexadecimal digits.
func isObjectID(_ word: some StringProtocol) -> Bool {
  word.utf8.count == 24
    && word.utf8.allSatisfy {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0)
    }
}

/// Every word of the text with the shape of an object id, wherever it is (a value, a list, a
/// `remoteGlobalIDString`), so that each can be looked up among the defined objects.
func idShapedWords(in text: String) -> Set<String> {
  let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
  return Set(words.filter(isObjectID).map(String.init))
}
