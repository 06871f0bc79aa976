import Foundation
import KeyboardReplay
import SampleScreens

/// `keyboard-demo`: with no arguments, the sign-up form sample; `replay [--svg DIR] FILE`
/// replays a scenario file (the format is in the DocC article "Replaying Scenarios").
@MainActor
func runKeyboardDemo(_ arguments: [String]) -> Int32 {
  let usage = "usage: keyboard-demo [replay [--svg DIR] FILE.json]"
  guard let command = arguments.first else {
    print(SignUpDemo().run())
    print(TextEditorsDemo().run())
    print()
    print(SettingsDemo().run())
    print()
    print(LoginDemo().run())
    print()
    print(ChatDemo().run())
    return 0
  }
  guard command == "replay" else {
    FileHandle.standardError.write(Data("\(usage)\n".utf8))
    return command == "--help" || command == "-h" ? 0 : 2
  }
  var rest = Array(arguments.dropFirst())
  var svgDirectory: URL?
  if rest.first == "--svg" {
    guard rest.count >= 2 else {
      FileHandle.standardError.write(
        Data("keyboard-demo: --svg needs a directory\n\(usage)\n".utf8))
      return 2
    }
    svgDirectory = URL(fileURLWithPath: rest[1], isDirectory: true)
    rest.removeFirst(2)
  }
  guard rest.count == 1, let path = rest.first else {
    FileHandle.standardError.write(Data("\(usage)\n".utf8))
    return 2
  }
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("keyboard-demo: cannot read \(path)\n".utf8))
    return 2
  }
  if let svgDirectory {
    try? FileManager.default.createDirectory(at: svgDirectory, withIntermediateDirectories: true)
  }
  return Replay.run(
    data: data, svgDirectory: svgDirectory,
    output: { print($0) },
    error: { FileHandle.standardError.write(Data("\($0)\n".utf8)) },
    warning: { FileHandle.standardError.write(Data("\($0)\n".utf8)) })
}

exit(MainActor.assumeIsolated { runKeyboardDemo(Array(CommandLine.arguments.dropFirst())) })
